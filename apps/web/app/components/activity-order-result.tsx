// The order just placed on an activity page, shown at its top after the redirect (and focused).
import { useEffect, useRef } from "react";
import type { ActivityPageName } from "~/lib/activities/pages.server";
import { type PlacedOrder, useOfferTexts } from "./activity-texts";
import { Section } from "./page";

export function OrderResult({ page, order }: { page: ActivityPageName; order: PlacedOrder }) {
  const o = useOfferTexts(page);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Section>
      <section
        ref={ref}
        id="order-result"
        tabIndex={-1}
        aria-labelledby="order-result-heading"
        className="scroll-mt-24 rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950"
        data-testid="order-result"
      >
        <h2 id="order-result-heading" className="text-xl font-bold">
          <span aria-hidden="true">✓ </span>
          {o("result.heading")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{o("result.number")}</dt>
          <dd className="font-mono" data-testid="order-number">
            {order.orderNo}
          </dd>
          {order.offer ? (
            <>
              <dt className="font-semibold">{o("result.item")}</dt>
              <dd>
                {o("result.itemValue", {
                  name: order.offer.name,
                  period: o(`periods.${order.offer.period}`),
                })}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{o("result.total")}</dt>
          <dd className="text-lg font-bold" data-testid="order-total">
            {order.total}
          </dd>
          {order.discount ? (
            <>
              <dt className="font-semibold">{o("result.discount")}</dt>
              <dd>{order.discount}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{o("result.status")}</dt>
          <dd data-testid="order-status">{o(`result.statuses.${order.status}`)}</dd>
          <dt className="font-semibold">{o("result.placed")}</dt>
          <dd>{order.placedAt}</dd>
        </dl>
        {order.status === "unpaid" ? (
          <>
            <p className="mt-4 text-sm">{o("result.next")}</p>
            <p className="mt-3">
              <a className="btn-primary" href={order.payUrl}>
                {o("result.pay")}
              </a>
            </p>
          </>
        ) : null}
      </section>
    </Section>
  );
}
