// The configurator's price summary (itemised, per period, with the monthly average) and the
// order form: a POST form carrying the configuration it prices, the hostname and, for a
// logged-in visitor, the system password, encrypted in the browser before it is sent.
import { PERIOD_MONTHS } from "@hostfront/api-client";
import { BASE_CURRENCY } from "@hostfront/commerce";
import { useTranslation } from "@hostfront/ui";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ErrorSummary, FormKey, SubmitButton, TextField } from "~/components/form";
import { PasswordField, useEncryptedSubmit } from "~/components/password";
import { orderFields } from "~/lib/configurator/choices";
import {
  type Configuration,
  type ConfiguratorOptions,
  HOSTNAME_MAX,
  passwordRuleOf,
} from "~/lib/configurator/model";
import { plainLabels } from "~/lib/configurator/options";
import type { PriceSummary } from "~/lib/configurator/price";
import type { FormFailure } from "~/lib/forms/forms";
import { P } from "./choice";

export function SummaryPanel({
  summary,
  config,
  options,
  currency,
  updating,
  shareHref,
  updateButton,
}: {
  summary: PriceSummary | null;
  config: Configuration;
  options: ConfiguratorOptions;
  /** The page's currency code. */
  currency: string;
  /** Whether the price waits for the server (another region's catalogue). */
  updating: boolean;
  shareHref: string;
  /** The "Update price" button of the configuration form (without JavaScript). */
  updateButton?: ReactNode;
}) {
  const { t } = useTranslation();
  const months = PERIOD_MONTHS[config.period];
  const region = options.regions.find((r) => r.id === config.region);
  const image = options.images.find((i) => i.id === config.image);
  const coupon = options.coupons.find((c) => c.userCouponId === config.coupon);
  return (
    <section
      aria-labelledby="order-summary-heading"
      id="order-summary"
      className="scroll-mt-24 rounded-xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="order-summary-heading" className="text-xl font-bold">
        {t(`${P}.summary.heading`)}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {[t(`${P}.type.${config.type}.name`), region?.name, image?.name]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {summary === null ? (
        <p role="status" className="mt-4 text-sm text-amber-900">
          {t(`${P}.summary.unavailable`)}
        </p>
      ) : (
        <div
          aria-busy={updating || undefined}
          className={updating ? "opacity-60 transition-opacity" : "transition-opacity"}
        >
          <table className="mt-4 w-full text-sm" data-testid="price-lines">
            <caption className="sr-only">{t(`${P}.summary.heading`)}</caption>
            <tbody>
              {summary.lines.map((line, index) => (
                <tr
                  // Lines are in the quote's order; two disks may share a label.
                  key={`${line.kind}-${index}`}
                  className="border-b border-line align-top"
                  data-kind={line.kind}
                >
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {t(`${P}.summary.lines.${line.kind}`, { label: line.label })}
                    {summary.quantity > 1 ? (
                      <span className="block text-xs text-muted">
                        {t(`${P}.summary.each`, { price: line.unit })} ×{" "}
                        {t(`${P}.summary.servers`, { count: summary.quantity })}
                      </span>
                    ) : null}
                  </th>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums">{line.amount}</td>
                </tr>
              ))}
              {summary.discount !== null ? (
                <>
                  <tr className="border-b border-line">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      {t(`${P}.summary.subtotal`)}
                    </th>
                    <td className="py-2 text-right tabular-nums">{summary.subtotal}</td>
                  </tr>
                  <tr className="border-b border-line text-emerald-800" data-kind="discount">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      {t(`${P}.summary.discount`, { code: coupon?.code ?? "" })}
                    </th>
                    <td className="whitespace-nowrap py-2 text-right tabular-nums">
                      −{summary.discount}
                    </td>
                  </tr>
                </>
              ) : null}
            </tbody>
          </table>
          {summary.couponProblem ? (
            <p className="mt-2 text-xs font-medium text-amber-800" data-testid="coupon-problem">
              {summary.couponProblem === "product"
                ? t(`${P}.summary.couponProduct`)
                : t(`${P}.summary.couponMinSpend`, { amount: summary.couponMinSpend ?? "" })}
            </p>
          ) : null}
          <div className="mt-4" aria-live="polite" aria-atomic="true">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">
                {t(`${P}.summary.total`, {
                  months: t(`${P}.period.months`, { count: months }),
                })}
              </span>
              <span className="text-2xl font-bold tabular-nums" data-testid="price-total">
                {summary.total}
              </span>
            </p>
            {months > 1 ? (
              <p className="text-right text-sm text-muted" data-testid="price-monthly">
                {t(`${P}.summary.monthly`, { price: summary.monthly })}
              </p>
            ) : null}
            {updating ? <p className="text-sm text-muted">{t(`${P}.summary.updating`)}</p> : null}
          </div>
        </div>
      )}
      {config.snapshot ? (
        <p className="mt-3 text-xs text-muted">{t(`${P}.summary.snapshots`)}</p>
      ) : null}
      <p className="mt-3 text-xs text-muted">
        {/* Catalogue prices are in US dollars: only another currency was converted. */}
        {currency === BASE_CURRENCY.type
          ? t(`${P}.summary.currencyUsd`)
          : t(`${P}.summary.currency`, { currency })}
      </p>
      {updateButton}
      <p className="mt-3 text-xs">
        <a className="text-brand hover:underline" href={shareHref} data-testid="share-link">
          {t(`${P}.shareLink`)}
        </a>
      </p>
    </section>
  );
}

/** Field name -> its label, for the error summary's links. */
function fieldLabels(t: (key: string) => string): Record<string, string> {
  return {
    type: t(`${P}.type.legend`),
    region: t(`${P}.region.legend`),
    image: t(`${P}.image.legend`),
    plan: t(`${P}.plan.legend`),
    bandwidth: t(`${P}.bandwidth.legend`),
    disks: t(`${P}.disks.legend`),
    securityGroup: t(`${P}.securityGroup.legend`),
    snapshot: t(`${P}.snapshot.legend`),
    ...plainLabels(t),
    coupon: t(`${P}.coupon.legend`),
    hostname: t(`${P}.order.hostname`),
    password: t(`${P}.order.password`),
  };
}

interface OrderFormProps {
  readonly config: Configuration;
  /** Where the form posts: this page with the configuration's query. */
  readonly action: string;
  readonly formKey: string;
  readonly state: FormFailure | undefined;
  /** Whether a price could be made (nothing to order otherwise). */
  readonly orderable: boolean;
}

function ConfigurationFields({ config }: { config: Configuration }) {
  return (
    <>
      {Object.entries(orderFields(config)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A visitor's order form: posting it sends them to log in, and back to this configuration. */
export function VisitorOrderForm({ config, action, formKey, state, orderable }: OrderFormProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-heading" className="rounded-xl border border-line p-5">
      <h2 id="order-heading" className="text-xl font-bold">
        {t(`${P}.order.heading`)}
      </h2>
      <Form method="post" action={action} className="mt-3 space-y-4" data-testid="order-form">
        <FormKey value={state?.formKey ?? formKey} />
        <ConfigurationFields config={config} />
        <ErrorSummary state={state} labels={fieldLabels(t)} />
        <p className="text-sm text-muted">{t(`${P}.order.loginHint`)}</p>
        <SubmitButton className="btn-primary w-full" {...(orderable ? {} : { disabled: true })}>
          {t(`${P}.order.login`)}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** A logged-in visitor's order form, with the hostname and the system password. */
export function MemberOrderForm({
  config,
  action,
  formKey,
  state,
  orderable,
  publicKey,
}: OrderFormProps & { readonly publicKey: string | null }) {
  const { t } = useTranslation();
  const rule = passwordRuleOf(config.type);
  // The ciphertext is kept per form key: a double click sends the very same order.
  const { onSubmit, errors: browserErrors } = useEncryptedSubmit(publicKey, [
    { name: "password", rule },
  ]);
  const errors = { ...state?.errors, ...browserErrors };
  return (
    <section aria-labelledby="order-heading" className="rounded-xl border border-line p-5">
      <h2 id="order-heading" className="text-xl font-bold">
        {t(`${P}.order.heading`)}
      </h2>
      <Form
        method="post"
        action={action}
        onSubmit={onSubmit}
        className="mt-3 space-y-4"
        data-testid="order-form"
      >
        <FormKey value={state?.formKey ?? formKey} />
        <ConfigurationFields config={config} />
        <ErrorSummary state={state} labels={fieldLabels(t)} />
        <TextField
          label={t(`${P}.order.hostname`)}
          name="hostname"
          optional
          autoComplete="off"
          spellCheck={false}
          maxLength={HOSTNAME_MAX}
          hint={t(`${P}.order.hostnameHint`)}
          defaultValue={state?.values?.hostname}
          error={errors.hostname}
        />
        <div>
          <PasswordField
            // A new rule for another server type: the field starts again.
            key={rule}
            label={t(`${P}.order.password`)}
            name="password"
            rule={rule}
            error={errors.password}
          />
          <p className="mt-1 text-xs text-muted">{t(`${P}.order.passwordHint`)}</p>
        </div>
        <SubmitButton className="btn-primary w-full" {...(orderable ? {} : { disabled: true })}>
          {t(`${P}.order.submit`)}
        </SubmitButton>
        <p className="text-xs text-muted">{t(`${P}.order.paymentNext`)}</p>
      </Form>
    </section>
  );
}
