// Account activation from the link in the activation message (`/activate?code=...`).
//
// The link only shows a button; pressing it posts the code and activates the account. A GET
// must not change anything: mail scanners, link previews and browsers that prefetch open the
// link before (or without) the person, and an activation by GET would let a scanner confirm an
// address its owner never confirmed (say, one someone else signed up with). Opening the link
// twice is harmless either way: the provider answers ALREADY_ACTIVATED, shown as "just log in".
// The result is shown after a redirect (`?status=...`), so a reload does not post again.
import { errorCodes, isApiError } from "@hostfront/api-client";
import { maskAccount } from "@hostfront/commerce";
import { localizePath } from "@hostfront/i18n";
import { useSiteHref, useTranslation } from "@hostfront/ui";
import type { ReactNode } from "react";
import { Form, redirect } from "react-router";
import { z } from "zod";
import { ErrorSummary, FormKey, SubmitButton, VerbatimField } from "~/components/form";
import { Section } from "~/components/page";
import { languageContext } from "~/context";
import { loginBackTo } from "~/lib/account/login.server";
import { maskedAccountFrom } from "~/lib/account/sign-up";
import { api, callOptions } from "~/lib/cache/upstream.server";
import {
  newFormKey,
  overLimit,
  parseForm,
  providerFailure,
  upstreamKey,
} from "~/lib/forms/forms.server";
import { pageHeaders } from "~/lib/http/headers";
import { RETURN_PARAM, returnPath, withReturn } from "~/lib/http/return-path";
import { pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import type { Route } from "./+types/activate";

/** What the activation link's code looks like (the contract takes 8-128 characters). */
const CODE = /^[A-Za-z0-9._~-]{8,128}$/;
/** Longest text read from the `code` parameter (a pasted link is longer than its code). */
const PASTED_MAX = 2048;

/** Outcomes of pressing the button, shown after the redirect. */
const OUTCOMES = ["activated", "already", "expired", "invalid"] as const;
type Outcome = (typeof OUTCOMES)[number];
export type ActivationState = Outcome | "confirm" | "missing";

const isOutcome = (value: string | null): value is Outcome =>
  (OUTCOMES as readonly (string | null)[]).includes(value);

/** The provider's refusals that are outcomes of the page, not problems of the form. */
const REFUSALS: ReadonlyMap<number, Outcome> = new Map([
  [errorCodes.ALREADY_ACTIVATED.code, "already"],
  [errorCodes.ACTIVATION_EXPIRED.code, "expired"],
  [errorCodes.ACTIVATION_INVALID.code, "invalid"],
]);

/**
 * The code of what was given as `code`: the code itself, or a whole pasted link that carries
 * it (mail programs sometimes break links, and people paste what they have). Null when it is
 * not a code.
 */
function activationCode(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim().slice(0, PASTED_MAX);
  let code = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      code = new URL(value).searchParams.get("code") ?? "";
    } catch {
      return null;
    }
  }
  return CODE.test(code) ? code : null;
}

/** The page after pressing the button, the visitor's return path kept for the login link. */
const statusPath = (
  language: Parameters<typeof localizePath>[1],
  query: string,
  back: string | null,
) => localizePath(withReturn(`/activate?${query}`, back), language);

export function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const query = new URL(request.url).searchParams;
  const status = query.get("status");
  const given = query.get("code");
  let state: ActivationState;
  let code: string | null = null;
  if (isOutcome(status)) state = status;
  else if (given !== null) {
    code = activationCode(given);
    state = code ? "confirm" : "invalid";
  } else state = "missing";
  const account = state === "activated" ? maskedAccountFrom(query.get("account")) : null;
  // The page the visitor was on when they signed up (a coupon, a configuration): logging in
  // after activating brings them back to it.
  const back = returnPath(query.get(RETURN_PARAM));
  return pageData(
    request,
    context,
    { page: "activate", noindex: true },
    {
      state,
      code,
      account: account?.account ?? null,
      formKey: newFormKey(),
      back,
      loginUrl: loginBackTo(language, back),
    },
    // The code is a secret of the visitor's: never kept by a shared cache.
    { private: true },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(
    request,
    context,
    z.object({ code: z.string().default(""), [RETURN_PARAM]: z.string().default("") }),
  );
  if (!form.ok) return form.failure;
  const language = context.get(languageContext);
  const back = returnPath(form.data[RETURN_PARAM]);
  const code = activationCode(form.data.code);
  if (!code) return redirect(statusPath(language, "status=invalid", back), 303);
  const limited = await overLimit(context, "activate", form.values);
  if (limited) return limited;
  try {
    const { userAccount } = await api.activate(
      { code },
      { ...callOptions(context), idempotencyKey: upstreamKey(context, form.key) },
    );
    const account = encodeURIComponent(maskAccount(userAccount));
    return redirect(statusPath(language, `status=activated&account=${account}`, back), 303);
  } catch (error) {
    const outcome = isApiError(error) ? REFUSALS.get(error.code) : undefined;
    if (outcome) return redirect(statusPath(language, `status=${outcome}`, back), 303);
    // Down, slow or limiting: the button stays, with the reason.
    return providerFailure(context, form.values, error);
  }
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

/** Tone of each state's notice: a word in the heading says it too, never the colour alone. */
const TONES: Readonly<Record<ActivationState, string>> = {
  confirm: "border-line bg-mist",
  activated: "border-emerald-300 bg-emerald-50 text-emerald-950",
  already: "border-emerald-300 bg-emerald-50 text-emerald-950",
  expired: "border-amber-300 bg-amber-50 text-amber-950",
  invalid: "border-red-300 bg-red-50 text-red-950",
  missing: "border-line bg-mist",
};

function Header({ children }: { children: ReactNode }) {
  return (
    <header className="full-bleed border-b border-line bg-mist">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1
          className="text-3xl font-bold tracking-tight text-ink desk:text-4xl"
          data-testid="activation-state"
        >
          {children}
        </h1>
      </div>
    </header>
  );
}

/** Where to turn when the link did not work: sign up again, or ask. */
function HelpLinks({
  className,
  back,
  links: [first, second = first],
}: {
  className: string;
  /** The visitor's return path, carried to sign-up. */
  back: string | null;
  /** The class of the first link, and of the second when it differs. */
  links: readonly [string, string?];
}) {
  const { t } = useTranslation();
  const href = useSiteHref();
  return (
    <p className={className}>
      <a className={first} href={href(withReturn("/signUp", back))}>
        {t("pages.activate.signUp")}
      </a>
      <a className={second} href={href("/contact")}>
        {t("pages.activate.contact")}
      </a>
    </p>
  );
}

export default function Activate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, code, account, back } = loaderData;
  const p = (key: string, options?: Record<string, string>) => t(`pages.activate.${key}`, options);
  const heading = state === "confirm" ? p("heading") : p(`${state}.heading`);
  const login = (
    <a className="btn-primary" href={loaderData.loginUrl}>
      {p("login")}
    </a>
  );
  return (
    <>
      <Header>{heading}</Header>
      <Section>
        <div className={`max-w-2xl rounded-xl border p-6 ${TONES[state]}`} data-state={state}>
          {state === "confirm" && code ? (
            <Form method="post" className="space-y-4">
              <FormKey value={actionData?.formKey ?? loaderData.formKey} />
              <input type="hidden" name="code" value={code} />
              {back ? <input type="hidden" name={RETURN_PARAM} value={back} /> : null}
              <ErrorSummary state={actionData} labels={{}} />
              <p className="text-lg">{p("confirmBody")}</p>
              <p className="text-sm text-muted">{p("confirmWhy")}</p>
              <SubmitButton>{p("confirm")}</SubmitButton>
            </Form>
          ) : null}
          {state === "activated" ? (
            <>
              <p className="text-lg" role="status">
                {account ? p("activated.body", { account }) : p("activated.bodyNoAccount")}
              </p>
              <p className="mt-6">{login}</p>
            </>
          ) : null}
          {state === "already" ? (
            <>
              <p className="text-lg">{p("already.body")}</p>
              <p className="mt-6">{login}</p>
            </>
          ) : null}
          {state === "expired" ? (
            <>
              <p>{p("expired.body")}</p>
              <HelpLinks
                back={back}
                className="mt-6 flex flex-wrap gap-3"
                links={["btn-primary", "btn-outline"]}
              />
            </>
          ) : null}
          {state === "invalid" || state === "missing" ? (
            <>
              <p>{p(`${state}.body`)}</p>
              <Form method="get" className="mt-6 space-y-4">
                <VerbatimField
                  label={p("codeLabel")}
                  name="code"
                  inputMode="url"
                  autoComplete="off"
                  maxLength={PASTED_MAX}
                  hint={p("codeHint")}
                />
                {back ? <input type="hidden" name={RETURN_PARAM} value={back} /> : null}
                <SubmitButton>{p("codeSubmit")}</SubmitButton>
              </Form>
              <HelpLinks
                back={back}
                className="mt-6 flex flex-wrap gap-x-4 gap-y-2 text-sm"
                links={["font-semibold text-brand hover:underline"]}
              />
            </>
          ) : null}
        </div>
      </Section>
    </>
  );
}
