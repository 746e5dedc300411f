// The visitor's coupon: for a visitor, a link to log in or to get coupons; for a member, the
// coupons they hold for this product line (or none).
import { useTranslation } from "@hostfront/ui";
import { NO_COUPON } from "~/lib/configurator/model";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

export function CouponChoice({
  loggedIn,
  loginHref,
  couponsHref,
  couponsAvailable,
  formatDate,
  ...props
}: SectionProps & {
  loggedIn: boolean;
  loginHref: string;
  couponsHref: string;
  /** Whether the visitor's coupons could be loaded. */
  couponsAvailable: boolean;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const { options, write, errors } = props;
  if (!loggedIn) {
    return (
      <section aria-labelledby="coupon-heading" id="field-coupon" className="scroll-mt-24">
        <h3 id="coupon-heading" className="text-lg font-bold">
          {t(`${P}.coupon.legend`)}
        </h3>
        <p className="mt-1 text-sm text-muted">
          {t(`${P}.coupon.loginPrompt`)}{" "}
          <a className="font-semibold text-brand hover:underline" href={loginHref}>
            {t(`${P}.coupon.login`)}
          </a>
          {" · "}
          <a className="font-semibold text-brand hover:underline" href={couponsHref}>
            {t(`${P}.coupon.getCoupons`)}
          </a>
        </p>
      </section>
    );
  }
  return (
    <ChoiceGroup
      name="coupon"
      legend={t(`${P}.coupon.legend`)}
      hint={
        !couponsAvailable ? (
          t(`${P}.coupon.unavailable`)
        ) : options.coupons.length === 0 ? (
          <>
            {t(`${P}.coupon.noCoupons`)}{" "}
            <a className="font-semibold text-brand hover:underline" href={couponsHref}>
              {t(`${P}.coupon.getCoupons`)}
            </a>
          </>
        ) : undefined
      }
      error={errors.coupon}
      columns="sm:grid-cols-2"
    >
      {options.coupons.length > 0 ? (
        <ChoiceCard
          {...cardOf(props, "coupon", NO_COUPON)}
          // Chosen too when nothing is: a visitor with no coupon that applies.
          checked={props.config.coupon === null || props.config.coupon === NO_COUPON}
          title={t(`${P}.coupon.none`)}
        />
      ) : null}
      {options.coupons.map((coupon) => (
        <ChoiceCard
          key={coupon.userCouponId}
          {...cardOf(props, "coupon", coupon.userCouponId)}
          title={coupon.title}
          badge={coupon.code}
          price={
            coupon.kind === "cash"
              ? t(`${P}.coupon.cash`, { amount: write.money(coupon.amountUsd ?? 0) })
              : t(`${P}.coupon.percent`, { percent: coupon.percentOff ?? 0 })
          }
        >
          <span className="block">{coupon.description}</span>
          {coupon.minSpendUsd > 0 ? (
            <span className="block text-xs">
              {t(`${P}.coupon.minSpend`, { amount: write.money(coupon.minSpendUsd) })}
            </span>
          ) : null}
          <span className="block text-xs">
            {t(`${P}.coupon.validTo`, { date: formatDate(coupon.validTo) })}
          </span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}
