// The server configurator's page on the server: the order action, the receipt of a placed
// order, which the page shows after the action's redirect, and how it can be paid. The catalogue and the checks of an
// order are lib/configurator/catalogue.server.ts and lib/configurator/order.server.ts.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import {
  errorCodes,
  isApiError,
  type Order,
  orderSchema,
  type PaymentCurrency,
} from "@hostfront/api-client";
import { BASE_CURRENCY, displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { messageKeys } from "@hostfront/validators";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { languageContext, sessionContext } from "~/context";
import { consoleUrl } from "~/lib/account/console.server";
import { redirectToLogin, requireSession } from "~/lib/account/login.server";
import { CURRENCY_LIST } from "~/lib/cache/cache.server";
import { api, cachedCall, callOptions } from "~/lib/cache/upstream.server";
import { settle } from "~/lib/configurator/catalogue.server";
import { choicesFromForm, searchOfChoices } from "~/lib/configurator/choices";
import { isProductType, passwordRuleOf, type RawChoices } from "~/lib/configurator/model";
import type { ReceiptServer } from "~/lib/configurator/order.server";
import { checkOrder } from "~/lib/configurator/order.server";
import { formFailure, parseForm, providerFailure, upstreamKey } from "~/lib/forms/forms.server";
import { RECEIPT_COOKIE, readCookie, serializeCookie } from "~/lib/http/cookies.server";
import { requestPath } from "~/lib/http/page-path";
import { currencyOf, dateFormatter } from "~/lib/page/page.server";
import { moneyFormatter } from "~/lib/texts/intl";
import { translatorOf } from "~/lib/texts/translator.server";
import type { Route } from "./+types/product-vps-buy";

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
    settle(() => cachedCall(context, "currencies", {}, { keep: CURRENCY_LIST })),
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

// --- the order ------------------------------------------------------------------------------

const PAGE = "product-vps-buy";
/** The provider's codes this page explains itself (the others: `apiErrors.<code>`). */
const LOGIN_REQUIRED = errorCodes.LOGIN_REQUIRED.code;
const IDEMPOTENCY_IN_PROGRESS = errorCodes.IDEMPOTENCY_IN_PROGRESS.code;
const IDEMPOTENCY_MISMATCH = errorCodes.IDEMPOTENCY_MISMATCH.code;
const PASSWORD_RULE = errorCodes.PASSWORD_RULE.code;

/** Every field of an order is read as text; checkOrder checks them against the catalogue. */
const orderForm = z.record(z.string(), z.string());

/** The order: checked against the catalogue, placed once per form key, then its receipt. */
export async function orderAction({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, orderForm);
  if (!form.ok) return form.failure;
  const raw = choicesFromForm(form.values);
  // A visitor logs in first and comes back to this configuration (never to their password).
  const token = requireSession(request, context, `?${searchOfChoices(raw)}`);
  const t = translatorOf(context);
  // The form key makes a double click or a resubmission one order: a form without one is refused.
  if (!form.key) return formFailure(form.values, {}, t("errors.badForm"), 400);

  const check = await checkOrder(context, form.values, { token, formKey: form.key });
  if (!check.ok) {
    if ("unavailable" in check) return formFailure(form.values, {}, t("errors.unavailable"), 503);
    const errors = Object.fromEntries(
      Object.entries(check.problems).map(([field, problem]) => [
        field,
        t(problem.key, problem.values ?? {}),
      ]),
    );
    return formFailure(form.values, errors);
  }

  const path = requestPath(request);
  try {
    const order = await api.orderCreate(check.input, {
      ...callOptions(context, { withToken: true }),
      idempotencyKey: upstreamKey(context, form.key),
    });
    // Post, then redirect: a reload shows the order, it does not order again.
    return redirect(`${path}?order=${encodeURIComponent(order.orderId)}`, {
      status: 303,
      headers: { "Set-Cookie": receiptCookie(order, token, path, Date.now(), check.server) },
    });
  } catch (error) {
    return orderFailure(request, context, form.values, error, raw);
  }
}

/** The provider's refusal of an order, explained next to the form that is kept. */
function orderFailure(
  request: Request,
  context: Route.ActionArgs["context"],
  values: Record<string, string>,
  error: unknown,
  raw: RawChoices,
) {
  const t = translatorOf(context);
  const code = isApiError(error) ? error.code : null;
  switch (code) {
    case LOGIN_REQUIRED:
      // The session ended at the provider: log in again, back to this configuration.
      return redirectToLogin(request, context, `?${searchOfChoices(raw)}`);
    case IDEMPOTENCY_IN_PROGRESS:
      // The first submission is still running: the same key must be used again, not renewed.
      return formFailure(values, {}, t(`pages.${PAGE}.errors.inProgress`), 409);
    case IDEMPOTENCY_MISMATCH:
      // This form was sent before with other fields. Its first submission may have made an
      // order: the key is kept, so the form cannot make a second one; a reload gives a new form.
      return formFailure(values, {}, t(`pages.${PAGE}.errors.alreadyUsed`), 422);
    case PASSWORD_RULE: {
      const rule = passwordRuleOf(isProductType(raw.type) ? raw.type : "vps");
      return formFailure(values, { password: t(messageKeys[rule]) }, t(`apiErrors.${code}`), 422, {
        renewKey: true,
      });
    }
    default:
      return providerFailure(context, values, error);
  }
}
