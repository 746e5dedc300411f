// The server configurator's page on the server: the receipt of a placed order, which the page
// shows after the action's redirect, and how it can be paid. The catalogue and the checks of an
// order are lib/configurator/catalogue.server.ts and lib/configurator/order.server.ts.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { type Order, orderSchema, type PaymentCurrency } from "@hostfront/api-client";
import { BASE_CURRENCY, displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { languageContext, sessionContext } from "~/context";
import { consoleUrl } from "~/lib/account/console.server";
import { cachedCall } from "~/lib/cache/upstream.server";
import { settle } from "~/lib/configurator/catalogue.server";
import type { ReceiptServer } from "~/lib/configurator/order.server";
import { RECEIPT_COOKIE, readCookie, serializeCookie } from "~/lib/http/cookies.server";
import { currencyOf, dateFormatter } from "~/lib/page/page.server";
import { moneyFormatter } from "~/lib/texts/intl";

// --- the receipt ----------------------------------------------------------------------------
//
// The provider has no call to read an order back, and its answer to orderCreate is the only
// place the order's items and totals exist for the site. The action therefore hands that
// answer to the page it redirects to (`?order=<id>`) in a short-lived cookie, HttpOnly and
// limited to this page's folder, signed with a key derived from the visitor's session token:
// only the browser and the session that placed the order can show it, any instance of the
// site can check it without shared state, and nobody can craft a link that shows a made-up
// order under this site's name (which a receipt in the query could). Once the cookie has
// expired, or on another device, the page says the order was placed and links to the console.

/** How long the page can show a placed order (the console shows it afterwards). */
export const RECEIPT_MAX_AGE_SECONDS = 60 * 60;

const receiptKey = (token: string) =>
  createHash("sha256").update(`hostfront configurator receipt\n${token}`).digest();
const sign = (payload: string, token: string) =>
  createHmac("sha256", receiptKey(token)).update(payload).digest("base64url");

/**
 * The `Set-Cookie` of a placed order's receipt, for the page at `path`. It is scoped to the
 * page's folder (`/zh/product/`), not the page: the browser asks for the page's data at
 * `/zh/product/vps-buy.data`, which a cookie of path `/zh/product/vps-buy` does not match.
 */
export function receiptCookie(
  order: Order,
  token: string,
  path: string,
  now = Date.now(),
  server: ReceiptServer | null = null,
): string {
  const payload = Buffer.from(
    JSON.stringify({ order, server, expiresAt: now + RECEIPT_MAX_AGE_SECONDS * 1000 }),
  ).toString("base64url");
  return serializeCookie(RECEIPT_COOKIE, `${payload}.${sign(payload, token)}`, {
    path: path.slice(0, path.lastIndexOf("/") + 1) || "/",
    maxAge: RECEIPT_MAX_AGE_SECONDS,
    httpOnly: true,
  });
}

const receiptServerSchema = z
  .object({ region: z.string().max(200), image: z.string().max(200), hostname: z.string().max(64) })
  .nullable()
  .catch(null);

/** The receipt of this visitor's order, when it is theirs, current and for `orderId`. */
export function readReceipt(
  request: Request,
  token: string,
  orderId: string,
  now = Date.now(),
): { order: Order; server: ReceiptServer | null } | null {
  const value = readCookie(request, RECEIPT_COOKIE);
  if (!value) return null;
  const [payload = "", signature = ""] = value.split(".");
  const expected = Buffer.from(sign(payload, token));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      order?: unknown;
      server?: unknown;
      expiresAt?: unknown;
    };
    if (typeof parsed.expiresAt !== "number" || parsed.expiresAt < now) return null;
    const order = orderSchema.safeParse(parsed.order);
    if (!order.success || order.data.orderId !== orderId) return null;
    return { order: order.data, server: receiptServerSchema.parse(parsed.server ?? null) };
  } catch {
    return null;
  }
}

/** How an order can be paid: each currency with its methods and, when its rate is known, the total in it. */
export async function loadPayment(
  context: Readonly<RouterContextProvider>,
): Promise<{ currencies: readonly PaymentCurrency[]; rates: ReadonlyMap<string, number> } | null> {
  const [currencies, rates] = await Promise.all([
    settle(() => cachedCall(context, "paymentCurrencies", {})),
    settle(() => cachedCall(context, "currencies", {})),
  ]);
  if (currencies === null) return null;
  return { currencies, rates: new Map((rates ?? []).map((c) => [c.type, c.rate])) };
}

/**
 * What the page shows of a placed order (after the action's redirect): its receipt, from this
 * visitor's cookie, in the page's currency, with the total in each currency it can be paid in.
 */
export async function receiptView(
  request: Request,
  context: Readonly<RouterContextProvider>,
  orderId: string,
) {
  const language = context.get(languageContext);
  const locale = languageTags[language];
  const { token } = context.get(sessionContext);
  const receipt = token ? readReceipt(request, token, orderId) : null;
  const order = receipt?.order ?? null;
  const [payment, currency] = await Promise.all([
    loadPayment(context),
    currencyOf(request, context),
  ]);
  const money = moneyFormatter(currency, locale);
  return {
    view: "receipt" as const,
    orderId,
    order: order && {
      server: receipt?.server ?? null,
      orderNo: order.orderNo,
      status: order.status,
      placed: dateFormatter(context)(order.createdAt),
      items: order.items.map((item) => ({
        description: item.description,
        amount: money(item.amountUsd),
      })),
      subtotal: money(order.subtotalUsd),
      discount: order.discountUsd > 0 ? money(order.discountUsd) : null,
      total: money(order.totalUsd),
      totalUsd: displayPrice(order.totalUsd, BASE_CURRENCY, locale),
    },
    payment:
      payment?.currencies.map((option) => {
        const rate = payment.rates.get(option.type);
        return {
          type: option.type,
          methods: option.methods,
          total:
            order && rate !== undefined
              ? displayPrice(order.totalUsd, { type: option.type, rate }, locale)
              : null,
        };
      }) ?? null,
    currency: currency.type,
    consoleHref: consoleUrl({ lang: language }),
  };
}
