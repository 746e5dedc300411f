// A placed order, as the provider priced it: its number, items and totals, its status, and
// how to pay it (the payment currencies and methods, and the way to the console).
import { BASE_CURRENCY } from "@hostfront/commerce";
import { useTranslation } from "@hostfront/ui";
import { Section } from "~/components/page";

export interface ReceiptOrder {
  /** Where the servers run, their system and name (null for a receipt written before them). */
  readonly server: {
    readonly region: string;
    readonly image: string;
    readonly hostname: string;
  } | null;
  readonly orderNo: string;
  readonly status: "unpaid" | "paid" | "cancelled";
  readonly placed: string;
  readonly items: readonly { readonly description: string; readonly amount: string }[];
  readonly subtotal: string;
  readonly discount: string | null;
  readonly total: string;
  /** The total in US dollars, what the provider charges. */
  readonly totalUsd: string;
}

export interface ReceiptPayment {
  readonly type: string;
  readonly methods: readonly string[];
  /** The total in this currency at today's rate, when the rate is known. */
  readonly total: string | null;
}

const P = "pages.product-vps-buy.receipt";

export function OrderReceipt({
  orderId,
  order,
  payment,
  currency,
  consoleHref,
  configureHref,
}: {
  orderId: string;
  /** null: the order's details are not in this browser (another device, or too late). */
  order: ReceiptOrder | null;
  payment: readonly ReceiptPayment[] | null;
  currency: string;
  consoleHref: string;
  configureHref: string;
}) {
  const { t } = useTranslation();
  const actions = (
    <p className="mt-8 flex flex-wrap gap-3">
      <a className="btn-primary" href={consoleHref} data-testid="pay-link">
        {t(`${P}.pay`)}
      </a>
      <a className="btn-outline" href={configureHref}>
        {t(`${P}.another`)}
      </a>
    </p>
  );
  return (
    <>
      <header className="full-bleed border-b border-line bg-mist">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-bold tracking-tight text-ink desk:text-4xl">
            {order ? t(`${P}.heading`) : t(`${P}.unknownHeading`)}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-muted" role="status">
            {order ? t(`${P}.intro`, { orderNo: order.orderNo }) : t(`${P}.unknown`)}
          </p>
        </div>
      </header>
      <Section>
        <div className="max-w-3xl">
          {order ? (
            <div data-testid="order-receipt">
              <dl className="grid gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-sm text-muted">{t(`${P}.orderNo`)}</dt>
                  <dd className="font-mono font-semibold" data-testid="order-number">
                    {order.orderNo}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t(`${P}.status`)}</dt>
                  <dd className="font-semibold" data-testid="order-status">
                    {t(`${P}.statuses.${order.status}`)}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t(`${P}.placed`)}</dt>
                  <dd className="font-semibold">{order.placed}</dd>
                </div>
                {order.server ? (
                  <>
                    <div>
                      <dt className="text-sm text-muted">{t(`${P}.region`)}</dt>
                      <dd className="font-semibold" data-testid="order-region">
                        {order.server.region}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-sm text-muted">{t(`${P}.image`)}</dt>
                      <dd className="font-semibold" data-testid="order-image">
                        {order.server.image}
                      </dd>
                    </div>
                    {order.server.hostname ? (
                      <div>
                        <dt className="text-sm text-muted">{t(`${P}.hostname`)}</dt>
                        <dd className="break-all font-mono font-semibold">
                          {order.server.hostname}
                        </dd>
                      </div>
                    ) : null}
                  </>
                ) : null}
              </dl>
              <h2 className="mt-8 text-xl font-bold">{t(`${P}.items`)}</h2>
              <table className="mt-3 w-full text-sm">
                <thead>
                  <tr className="border-b border-line text-left text-muted">
                    <th scope="col" className="py-2 font-medium">
                      {t(`${P}.item`)}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t(`${P}.amount`)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item, index) => (
                    <tr key={index} className="border-b border-line">
                      <td className="py-2 pr-3">{item.description}</td>
                      <td className="py-2 text-right tabular-nums">{item.amount}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  {order.discount !== null ? (
                    <>
                      <tr>
                        <th scope="row" className="py-2 text-left font-normal">
                          {t(`${P}.subtotal`)}
                        </th>
                        <td className="py-2 text-right tabular-nums">{order.subtotal}</td>
                      </tr>
                      <tr className="text-emerald-800">
                        <th scope="row" className="py-2 text-left font-normal">
                          {t(`${P}.discount`)}
                        </th>
                        <td className="py-2 text-right tabular-nums">−{order.discount}</td>
                      </tr>
                    </>
                  ) : null}
                  <tr className="text-lg">
                    <th scope="row" className="py-2 text-left">
                      {t(`${P}.total`)}
                    </th>
                    <td
                      className="py-2 text-right font-bold tabular-nums"
                      data-testid="order-total"
                    >
                      {order.total}
                    </td>
                  </tr>
                </tfoot>
              </table>
              <p className="mt-2 text-xs text-muted">
                {currency === BASE_CURRENCY.type
                  ? t(`${P}.chargedUsd`, { amount: order.totalUsd })
                  : t(`${P}.charged`, { amount: order.totalUsd, currency })}
              </p>

              <h2 className="mt-10 text-xl font-bold">{t(`${P}.payHeading`)}</h2>
              <p className="mt-1 text-muted">{t(`${P}.payIntro`)}</p>
              {payment ? (
                <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="payment-methods">
                  {payment.map((option) => (
                    <li key={option.type} className="rounded-lg border border-line p-4">
                      <p className="flex items-baseline justify-between gap-2">
                        <span className="font-semibold">
                          {t(`${P}.payIn`, { currency: option.type })}
                        </span>
                        {option.total ? (
                          <span className="text-sm text-muted tabular-nums">
                            {t(`${P}.about`, { amount: option.total })}
                          </span>
                        ) : null}
                      </p>
                      <p className="mt-1 text-sm">
                        {option.methods.map((method) => t(`${P}.methods.${method}`)).join(" · ")}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-sm text-amber-900">{t(`${P}.paymentUnavailable`)}</p>
              )}
              {actions}
            </div>
          ) : (
            <div data-testid="order-unknown">
              <p className="font-mono text-sm text-muted">{orderId}</p>
              {actions}
            </div>
          )}
        </div>
      </Section>
    </>
  );
}
