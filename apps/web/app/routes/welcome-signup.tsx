// After signing up: where the activation link went (the masked account from the sign-up's
// redirect), what happens next, what to do when nothing arrives, and the way to log in.
import { useSiteHref, useTranslation } from "@hostfront/ui";
import { PageHeader, Section } from "~/components/page";
import { languageContext } from "~/context";
import { loginBackTo } from "~/lib/account/login.server";
import { maskedAccountFrom } from "~/lib/account/sign-up";
import { pageHeaders } from "~/lib/http/headers";
import { RETURN_PARAM, returnPath, withReturn } from "~/lib/http/return-path";
import { pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import type { Route } from "./+types/welcome-signup";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const query = new URL(request.url).searchParams;
  const sent = maskedAccountFrom(query.get("account"));
  // Logging in (once activated) brings the visitor back to the page they signed up from.
  const back = returnPath(query.get(RETURN_PARAM));
  return pageData(
    request,
    context,
    { page: "welcome-signup", noindex: true },
    { sent, back, loginUrl: loginBackTo(language, back) },
    { private: true },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function WelcomeSignup({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { sent, back } = loaderData;
  const p = (key: string, options?: Record<string, string>) =>
    t(`pages.welcome-signup.${key}`, options);
  // Mobile sign-ups get the link by text message (FACTS.md "Account").
  const tips = sent?.kind === "phone" ? "noText" : "noEmail";
  return (
    <>
      <PageHeader page="welcome-signup" />
      <Section className="grid gap-10 desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="max-w-2xl">
          <p
            role="status"
            className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-lg text-emerald-950"
            data-testid="sent-to"
          >
            {sent
              ? p(sent.kind === "phone" ? "sentPhone" : "sentEmail", { account: sent.account })
              : p("sentUnknown")}
          </p>
          <h2 className="mt-8 text-xl font-bold">{p("nextHeading")}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
            <li>{p("next.open")}</li>
            <li>{p("next.confirm", { button: t("pages.activate.confirm") })}</li>
            <li>{p("next.login")}</li>
          </ol>
          <p className="mt-4 text-sm text-muted">{p("expiry")}</p>
          <h2 className="mt-8 text-xl font-bold">{p("noMessageHeading")}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>{p(`${tips}.wait`)}</li>
            <li>{p(`${tips}.spam`)}</li>
            <li>{p(`${tips}.address`)}</li>
          </ul>
          <p className="mt-4">
            {p("stillNothing")}{" "}
            <a className="font-semibold text-brand hover:underline" href={href("/contact")}>
              {p("contact")}
            </a>
            {" · "}
            <a
              className="font-semibold text-brand hover:underline"
              href={href(withReturn("/signUp", back))}
            >
              {p("signUpAgain")}
            </a>
          </p>
        </div>
        <aside
          aria-labelledby="login-heading"
          className="self-start rounded-xl border border-line p-6"
        >
          <h2 id="login-heading" className="text-lg font-bold">
            {p("loginHeading")}
          </h2>
          <p className="mt-4">
            <a className="btn-primary" href={loaderData.loginUrl}>
              {p("login")}
            </a>
          </p>
        </aside>
      </Section>
    </>
  );
}
