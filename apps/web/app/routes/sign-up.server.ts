// The sign-up's server side: the form's data, the action that checks and registers (refused
// while registration is closed), the referral code that goes with a new account, and one
// answer per submitted form even when the form arrives twice.
import { errorCodes, isApiError } from "@hostfront/api-client";
import { maskAccount, readReferral } from "@hostfront/commerce";
import { localizePath } from "@hostfront/i18n";
import { isValid } from "@hostfront/validators";
import { redirect } from "react-router";
import { z } from "zod";
import { languageContext, sessionContext } from "~/context";
import { consoleUrl } from "~/lib/account/console.server";
import { loginBackTo } from "~/lib/account/login.server";
import { accountProblem, normalizeAccount, TERMS_ACCEPTED } from "~/lib/account/sign-up";
import { api, callOptions } from "~/lib/cache/upstream.server";
import {
  formFailure,
  issueMessage,
  newFormKey,
  overLimit,
  parseForm,
  providerFailure,
  rule,
  upstreamKey,
} from "~/lib/forms/forms.server";
import { passwordFromForm, passwordKey } from "~/lib/forms/passwords.server";
import { REFERRER_COOKIE, readCookie } from "~/lib/http/cookies.server";
import { RETURN_PARAM, returnPath, withReturn } from "~/lib/http/return-path";
import { orNull } from "~/lib/ops/log.server";
import { pageData } from "~/lib/page/page.server";
import { loadStatus } from "~/lib/page/shell.server";
import { translatorOf } from "~/lib/texts/translator.server";
import type { Route } from "./+types/sign-up";

/** Longest `referer` the provider takes. */
const REFERER_MAX = 256;
/** What the referral middleware stores: `h` + hex (tgcode, affid) or a plain code (userCode, CouponsCode). */
const HEX_REFERER = /^h(?:[0-9a-f]{2})+$/;
const PLAIN_REFERER = /^[A-Za-z0-9_-]{1,64}$/;
const fatalUtf8 = new TextDecoder("utf-8", { fatal: true });

export interface SignUpReferral {
  /** The value sent to the provider as `referer`. */
  readonly referer: string;
  /** The code as the visitor's link had it, when it is a plain code worth showing; else null. */
  readonly shown: string | null;
}

/** The code a `referer` stands for, to show: hex decoded back, when that is a plain code. */
function shownCode(referer: string): string | null {
  if (!HEX_REFERER.test(referer)) return referer;
  try {
    const bytes = Uint8Array.from(referer.slice(1).match(/../g) ?? [], (pair) =>
      Number.parseInt(pair, 16),
    );
    const code = fatalUtf8.decode(bytes);
    return PLAIN_REFERER.test(code) ? code : null;
  } catch {
    return null;
  }
}

/**
 * The referral of a sign-up: the page's own query first (the link just opened wins, FACTS.md
 * "Affiliate"), else the `referrer` cookie the referral middleware set on an earlier page. A
 * cookie that is not what the middleware writes is ignored rather than sent on: a broken
 * referral must not stop anyone from signing up.
 */
export function referralOf(request: Request): SignUpReferral | null {
  const fromQuery = readReferral(new URL(request.url).searchParams)?.referer;
  const referer = fromQuery ?? readCookie(request, REFERRER_COOKIE);
  if (
    !referer ||
    referer.length > REFERER_MAX ||
    !(HEX_REFERER.test(referer) || PLAIN_REFERER.test(referer))
  )
    return null;
  return { referer, shown: shownCode(referer) };
}

/** How long a sign-up's answer is remembered for a form sent again. */
const REMEMBER_MS = 10 * 60_000;
/** Most sign-ups remembered at once (the oldest are forgotten first). */
const REMEMBER_MAX = 1_000;

const remembered = new Map<string, { answer: Promise<unknown>; until: number }>();

/**
 * Runs `register` once per `key` in this process: the same form sent twice (a double click,
 * a resubmitted page) shares the first answer, also while it is still running. The provider
 * applies an Idempotency-Key once as well, but it also compares the request, and the password
 * is encrypted anew for each sending (RSA-OAEP is randomized), so to the provider a second
 * sending looks like a different request. A refusal is not remembered: the visitor corrects
 * the form and sends it again.
 */
export function registerOnce<T>(key: string | undefined, register: () => Promise<T>): Promise<T> {
  if (key === undefined) return register();
  const now = Date.now();
  for (const [stored, entry] of remembered) {
    if (entry.until > now && remembered.size <= REMEMBER_MAX) break;
    remembered.delete(stored);
  }
  const known = remembered.get(key);
  if (known) return known.answer as Promise<T>;
  const answer = register();
  remembered.set(key, { answer, until: now + REMEMBER_MS });
  answer.catch(() => remembered.delete(key));
  return answer;
}

/**
 * The fields besides the passwords. Messages are i18n keys: the catalogue's `validation.*`,
 * or this page's own. The form is read first and checked here as a whole, passwords included,
 * so the visitor sees every problem at once.
 */
const signUpForm = z.object({
  account: z
    .string()
    .default("")
    .transform(normalizeAccount)
    .superRefine((account, ctx) => {
      const problem = accountProblem(account);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  username: rule("name"),
  terms: z.literal(TERMS_ACCEPTED, { message: "pages.signUp.termsRequired" }),
});

export async function loadSignUp({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const loggedIn = context.get(sessionContext).token !== null;
  const { registrationOpen } = await loadStatus(context);
  // Without the key (the provider is down) the form still posts; the action encrypts or says
  // the service is unavailable.
  const publicKey =
    loggedIn || !registrationOpen
      ? null
      : await orNull(passwordKey(context), context, "password key");
  const referral = loggedIn ? null : referralOf(request);
  // The page the visitor was on (a coupon, a configuration): the activation link and the login
  // bring them back to it.
  const back = returnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
  return pageData(
    request,
    context,
    { page: "signUp" },
    {
      formKey: newFormKey(),
      publicKey,
      loggedIn,
      registrationOpen,
      referral: referral ? { shown: referral.shown } : null,
      back,
      loginUrl: loginBackTo(language, back),
      consoleUrl: consoleUrl({}),
    },
    // The referral comes from the visitor's cookie: the page is theirs alone.
    { private: true },
  );
}

export async function signUp({ request, context }: Route.ActionArgs) {
  // Read and checked for origin and size here; the fields are checked below.
  const form = await parseForm(request, context, z.object({}));
  if (!form.ok) return form.failure;
  const { values } = form;
  const language = context.get(languageContext);
  const t = translatorOf(context);
  // Closed since the page was shown: nothing is sent, and the form comes back as typed.
  if (!(await loadStatus(context)).registrationOpen)
    return formFailure(values, {}, t("pages.signUp.closed"), 403);

  const errors: Record<string, string> = {};
  const parsed = signUpForm.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issue.message.startsWith("pages.")
        ? t(issue.message)
        : issueMessage(t, issue);
    }
  }
  // With JavaScript the page compared the two passwords and sends only the ciphertext (the
  // site never sees the password, so it cannot compare again). Without JavaScript both come
  // as typed, and they are compared here.
  if (!values.passwordEncrypted) {
    const password = values.password ?? "";
    const confirmation = values.passwordConfirm ?? "";
    if (password === "") errors.password = t("validation.required");
    else if (!isValid("pass", password)) errors.password = t("validation.pass");
    if (confirmation === "") errors.passwordConfirm = t("validation.required");
    else if (password !== "" && confirmation !== password)
      errors.passwordConfirm = t("pages.signUp.passwordMismatch");
  }
  if (!parsed.success || Object.keys(errors).length > 0) return formFailure(values, errors);
  // Counted once the form is right: a visitor correcting a typo is not held back.
  const limited = await overLimit(context, "signUp", values);
  if (limited) return limited;

  let ciphertext: string;
  try {
    const password = await passwordFromForm(context, values, "password", "pass", form.key);
    if (!password.ok) return formFailure(values, { password: t(password.error) });
    ciphertext = password.ciphertext;
  } catch {
    // The provider's key could not be fetched to encrypt a password posted without JavaScript.
    return formFailure(values, {}, t("errors.unavailable"), 503);
  }

  const { account, username } = parsed.data;
  const referer = referralOf(request)?.referer ?? null;
  const returnTo = returnPath(values[RETURN_PARAM]);
  const idempotencyKey = upstreamKey(context, form.key);
  try {
    const created = await registerOnce(
      idempotencyKey && [idempotencyKey, account, username, referer, returnTo].join("\n"),
      () =>
        api.register(
          { language, account, password: ciphertext, username, referer, returnTo },
          { ...callOptions(context), idempotencyKey },
        ),
    );
    // Post, then redirect: the welcome page gets the masked account (and the return path).
    const welcome = withReturn(
      `/welcome-signup?account=${encodeURIComponent(maskAccount(created.userAccount))}`,
      returnTo,
    );
    return redirect(localizePath(welcome, language), 303);
  } catch (error) {
    if (isApiError(error, errorCodes.ACCOUNT_EXISTS.code))
      return formFailure(values, { account: t("apiErrors.4301") }, null, 422, { renewKey: true });
    if (isApiError(error, errorCodes.PASSWORD_RULE.code))
      return formFailure(values, { password: t("validation.pass") }, null, 422, {
        renewKey: true,
      });
    // The same form key reached the provider with another body: this form was sent before
    // (by another instance of the site, or with other values after going back).
    if (isApiError(error, errorCodes.IDEMPOTENCY_MISMATCH.code))
      return formFailure(values, {}, t("pages.signUp.alreadySent"), 409, { renewKey: true });
    return providerFailure(context, values, error);
  }
}
