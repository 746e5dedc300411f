// Registration: an e-mail address or a mainland China mobile number, a user name and a
// password (encrypted in the browser), the terms, and the referral the visitor came with.
// While the provider says registration is closed (start-up), the page says so and the action
// refuses, keeping what was typed.
import { useSiteHref, useTranslation } from "@hostfront/ui";
import { isValid } from "@hostfront/validators";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { ErrorSummary, FormKey, SubmitButton, TextField, VerbatimField } from "~/components/form";
import { PageHeader, Section } from "~/components/page";
import { PasswordField, type PasswordRule, useEncryptedSubmit } from "~/components/password";
import {
  ACCOUNT_MAX,
  type AccountKind,
  accountKind,
  accountProblem,
  normalizeAccount,
  PASSWORD_MAX,
  TERMS_ACCEPTED,
  USERNAME_MAX,
} from "~/lib/account/sign-up";
import { pageHeaders } from "~/lib/http/headers";
import { RETURN_PARAM } from "~/lib/http/return-path";
import { metaTags } from "~/lib/page/seo";
import type { Route } from "./+types/sign-up";
import { loadSignUp, signUp } from "./sign-up.server";

/** The password fields the browser encrypts: only the password itself (see `onSubmit`). */
const PASSWORDS: readonly PasswordRule[] = [{ name: "password", rule: "pass" }];
/** Where the terms of service and the privacy policy are. */
const TERMS_PATH = "/doc/article/legal-and-terms";

export async function loader(args: Route.LoaderArgs) {
  return loadSignUp(args);
}

export async function action(args: Route.ActionArgs) {
  return signUp(args);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

/** The terms link inside the checkbox's label; it opens beside the form, which keeps its values. */
function TermsLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className="text-brand underline" href={href} target="_blank" rel="noopener">
      {children}
      <span className="sr-only"> {t("a11y.externalLink")}</span>
    </a>
  );
}

/** The terms sentence, whose text marks the link's words as `<terms>…</terms>`. */
function TermsSentence({ text, href }: { text: string; href: string }) {
  const [before, inside, after] = text.split(/<\/?terms>/);
  return (
    <>
      {before}
      <TermsLink href={href}>{inside}</TermsLink>
      {after}
    </>
  );
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const state = actionData;
  const values = state?.values ?? {};
  const p = (key: string, options?: Record<string, string>) => t(`pages.signUp.${key}`, options);

  // The confirmation is compared here and never sent; without JavaScript the server compares.
  const encrypted = useEncryptedSubmit(loaderData.publicKey, PASSWORDS, {
    omit: ["passwordConfirm"],
  });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [kind, setKind] = useState<AccountKind | null>(() =>
    accountKind(normalizeAccount(values.account ?? "")),
  );
  const [enhanced, setEnhanced] = useState(false);
  // An account typed before the page ran is in the field, not yet described: describe it.
  const account = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setEnhanced(true);
    if (account.current) setKind(accountKind(normalizeAccount(account.current.value)));
  }, []);

  const errors = useMemo(
    () => ({ ...(state?.errors ?? {}), ...checked, ...encrypted.errors }),
    [state, checked, encrypted.errors],
  );
  // One object per answer: the summary takes the focus each time it changes.
  const summary = useMemo(
    () => ({ errors, formError: state?.formError ?? null }),
    [errors, state?.formError],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    const problems: Record<string, string> = {};
    const accountIssue = accountProblem(normalizeAccount(text("account")));
    if (accountIssue) problems.account = t(accountIssue);
    const username = text("username").trim();
    if (username === "") problems.username = t("validation.required");
    else if (!isValid("name", username)) problems.username = t("validation.name");
    const password = text("password");
    if (password === "") problems.password = t("validation.required");
    else if (!isValid("pass", password)) problems.password = t("validation.pass");
    const confirmation = text("passwordConfirm");
    if (confirmation === "") problems.passwordConfirm = t("validation.required");
    else if (confirmation !== password) problems.passwordConfirm = p("passwordMismatch");
    if (text("terms") !== TERMS_ACCEPTED) problems.terms = p("termsRequired");
    setChecked(problems);
    if (Object.keys(problems).length > 0) {
      event.preventDefault();
      return;
    }
    encrypted.onSubmit(event);
  };

  const labels = {
    account: p("account"),
    username: p("username"),
    password: p("password"),
    passwordConfirm: p("passwordConfirm"),
    terms: p("termsLabel"),
  };

  return (
    <>
      <PageHeader page="signUp" />
      <Section className="grid gap-10 desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold">{p("formHeading")}</h2>
          {loaderData.loggedIn ? (
            <div className="mt-6 rounded-lg border border-line bg-mist p-4" role="status">
              <p>{p("loggedIn")}</p>
              <p className="mt-3">
                <a className="btn-primary" href={loaderData.consoleUrl}>
                  {p("toConsole")}
                </a>
              </p>
            </div>
          ) : !loaderData.registrationOpen ? (
            <div
              className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
              role="status"
              data-testid="registration-closed"
            >
              <p>{state?.formError ?? p("closed")}</p>
              <p className="mt-3">
                <a className="btn-primary" href={loaderData.loginUrl}>
                  {t("account.login")}
                </a>
              </p>
            </div>
          ) : (
            <>
              {loaderData.referral ? (
                <aside
                  className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
                  aria-labelledby="referral-title"
                  data-testid="referral"
                >
                  <p id="referral-title" className="font-semibold">
                    {loaderData.referral.shown
                      ? p("referral", { code: loaderData.referral.shown })
                      : p("referralPartner")}
                  </p>
                  <p className="mt-1 text-sm">{p("referralBody")}</p>
                </aside>
              ) : null}
              <Form
                method="post"
                className="mt-6 space-y-5"
                noValidate={enhanced}
                onSubmit={onSubmit}
              >
                <FormKey value={state?.formKey ?? loaderData.formKey} />
                {loaderData.back ? (
                  <input type="hidden" name={RETURN_PARAM} value={loaderData.back} />
                ) : null}
                <ErrorSummary state={summary} labels={labels} />
                <div>
                  <VerbatimField
                    label={p("account")}
                    name="account"
                    inputMode="email"
                    autoComplete="username"
                    maxLength={ACCOUNT_MAX}
                    hint={p("accountHint")}
                    ref={account}
                    defaultValue={values.account}
                    error={errors.account}
                    onChange={(event) =>
                      setKind(accountKind(normalizeAccount(event.currentTarget.value)))
                    }
                  />
                  <p
                    role="status"
                    className="mt-1 text-sm text-emerald-800"
                    data-testid="account-kind"
                  >
                    {kind ? p(`accountKinds.${kind}`) : ""}
                  </p>
                </div>
                <TextField
                  label={p("username")}
                  name="username"
                  autoComplete="nickname"
                  maxLength={USERNAME_MAX}
                  hint={t("validation.name")}
                  defaultValue={values.username}
                  error={errors.username}
                />
                <PasswordField
                  label={p("password")}
                  name="password"
                  rule="pass"
                  error={errors.password}
                />
                <TextField
                  label={p("passwordConfirm")}
                  name="passwordConfirm"
                  type="password"
                  autoComplete="new-password"
                  spellCheck={false}
                  maxLength={PASSWORD_MAX}
                  error={errors.passwordConfirm}
                />
                <div>
                  <div className="flex items-start gap-3">
                    <input
                      id="field-terms"
                      name="terms"
                      type="checkbox"
                      value={TERMS_ACCEPTED}
                      required
                      defaultChecked={values.terms === TERMS_ACCEPTED}
                      aria-invalid={errors.terms ? true : undefined}
                      aria-describedby={errors.terms ? "field-terms-error" : undefined}
                      className="mt-1 size-4 shrink-0 accent-brand"
                    />
                    <label htmlFor="field-terms" className="text-sm">
                      <TermsSentence text={p("terms")} href={href(TERMS_PATH)} />
                    </label>
                  </div>
                  {errors.terms ? (
                    <p id="field-terms-error" className="mt-1 text-sm font-medium text-red-700">
                      {errors.terms}
                    </p>
                  ) : null}
                </div>
                <SubmitButton>{p("submit")}</SubmitButton>
              </Form>
              <p className="mt-6 text-sm">
                {p("haveAccount")}{" "}
                <a className="font-semibold text-brand hover:underline" href={loaderData.loginUrl}>
                  {t("account.login")}
                </a>
              </p>
            </>
          )}
        </div>
        <aside
          aria-labelledby="steps-heading"
          className="self-start rounded-xl border border-line p-6"
        >
          <h2 id="steps-heading" className="text-lg font-bold">
            {p("stepsHeading")}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm">
            <li>{p("steps.create")}</li>
            <li>{p("steps.activate")}</li>
            <li>{p("steps.order")}</li>
          </ol>
        </aside>
      </Section>
    </>
  );
}
