// The member centre's profile: the account (partly hidden), contact details, language, balance
// in the visitor's currency, the referral link with a copy button, and links to the console for
// what the site does not do (password, two-factor authentication, billing).
import { displayPrice, formatPrice, maskAccount } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { useSiteHref, useTranslation } from "@hostfront/ui";
import { useEffect, useRef, useState } from "react";
import { MemberLayout } from "~/components/member-layout";
import { PageHeader, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { consoleLinks, memberCall, referralLink, withToken } from "~/lib/account/member.server";
import { api } from "~/lib/cache/upstream.server";
import { pageHeaders } from "~/lib/http/headers";
import { currencyOf, dateFormatter, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import { pageMiddleware } from "~/middleware/registry.server";
import type { Route } from "./+types/user-center";

export const middleware = pageMiddleware("userCenter");

/** How long the "copied" note stays. */
const COPIED_NOTE_MS = 4000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const locale = languageTags[language];
  const date = dateFormatter(context);
  const [me, currency] = await Promise.all([
    memberCall(request, context, () => api.userBrowse({}, withToken(context))),
    currencyOf(request, context),
  ]);
  const profile = me && {
    account: maskAccount(me.userAccount),
    username: me.username,
    email: me.email ? maskAccount(me.email) : null,
    phone: me.phone ? maskAccount(me.phone) : null,
    language: me.language,
    activated: me.activated,
    createdAt: { iso: me.createdAt, text: date(me.createdAt) },
    balance: displayPrice(me.balanceUsd, currency, locale),
    // The balance is kept in dollars: say so when another currency is shown.
    balanceUsd: currency.type === "USD" ? null : formatPrice(me.balanceUsd, "USD", locale),
    userCode: me.userCode,
    referralLink: referralLink(language, me.userCode),
  };
  return pageData(
    request,
    context,
    { page: "userCenter", noindex: true },
    { profile, console: consoleLinks(language) },
    { private: true },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function UserCenter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { profile, console: links } = loaderData;
  const p = (key: string, values?: Record<string, string>) => t(`pages.userCenter.${key}`, values);
  const card = "rounded-xl border border-line p-5";
  return (
    <>
      <PageHeader page="userCenter" />
      <MemberLayout current="userCenter" console={links}>
        {profile === null ? (
          <Unavailable />
        ) : (
          <div className="grid gap-6 desk:grid-cols-2">
            <section aria-labelledby="profile-heading" className={`${card} desk:col-span-2`}>
              <h2 id="profile-heading" className="text-lg font-bold">
                {p("profileHeading")}
              </h2>
              <dl className="mt-3 divide-y divide-line">
                {(
                  [
                    ["account", profile.account],
                    ["username", profile.username],
                    ["email", profile.email],
                    ["phone", profile.phone],
                    ["language", t(`languageNames.${profile.language}`)],
                    [
                      "createdAt",
                      <time key="since" dateTime={profile.createdAt.iso}>
                        {profile.createdAt.text}
                      </time>,
                    ],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
                    <dt className="text-sm font-semibold text-muted">{p(`fields.${key}`)}</dt>
                    <dd className="sm:col-span-2" data-testid={`profile-${key}`}>
                      {value ?? <span className="text-muted">{p("notSet")}</span>}
                    </dd>
                  </div>
                ))}
                <div className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
                  <dt className="text-sm font-semibold text-muted">{p("fields.activation")}</dt>
                  <dd className="sm:col-span-2" data-testid="profile-activation">
                    {profile.activated ? (
                      <span className="font-medium text-emerald-800">
                        <span aria-hidden="true">✓ </span>
                        {p("activated")}
                      </span>
                    ) : (
                      <>
                        <span className="font-medium text-amber-900">
                          <span aria-hidden="true">! </span>
                          {p("notActivated")}
                        </span>
                        <span className="mt-1 block text-sm text-muted">
                          {p("notActivatedHint")}
                        </span>
                      </>
                    )}
                  </dd>
                </div>
              </dl>
              <p className="mt-3 text-xs text-muted">{p("maskedNote")}</p>
            </section>

            <section aria-labelledby="balance-heading" className={card}>
              <h2 id="balance-heading" className="text-lg font-bold">
                {p("balanceHeading")}
              </h2>
              <p className="mt-3 text-3xl font-bold tabular-nums" data-testid="balance">
                {profile.balance}
              </p>
              {profile.balanceUsd ? (
                <p className="mt-1 text-sm text-muted">
                  {p("balanceHeld", { usd: profile.balanceUsd })}
                </p>
              ) : null}
              <p className="mt-3 text-sm text-muted">{p("balanceHint")}</p>
              <p className="mt-4">
                <a className="btn-outline" href={links.billing}>
                  {p("topUp")}
                </a>
              </p>
            </section>

            <section aria-labelledby="referral-heading" className={card}>
              <h2 id="referral-heading" className="text-lg font-bold">
                {p("referralHeading")}
              </h2>
              <p className="mt-2 text-sm text-muted">{p("referralIntro")}</p>
              <p className="mt-3 text-sm">
                <span className="text-muted">{p("referralCode")}: </span>
                <code
                  className="rounded bg-mist px-1.5 py-0.5 font-semibold"
                  data-testid="user-code"
                >
                  {profile.userCode}
                </code>
              </p>
              <ReferralLink link={profile.referralLink} />
              <p className="mt-3 text-sm">
                <a className="text-brand hover:underline" href={href("/doc/article/affiliate")}>
                  {p("referralTerms")}
                </a>
              </p>
            </section>

            <section aria-labelledby="security-heading" className={`${card} desk:col-span-2`}>
              <h2 id="security-heading" className="text-lg font-bold">
                {p("securityHeading")}
              </h2>
              <p className="mt-2 text-sm text-muted">{p("securityIntro")}</p>
              <ul className="mt-3 grid gap-3 sm:grid-cols-3">
                {(
                  [
                    ["changePassword", links.security, "changePasswordHint"],
                    ["twoFactor", links.security, "twoFactorHint"],
                    ["billing", links.billing, "billingHint"],
                  ] as const
                ).map(([key, url, hint]) => (
                  <li key={key} className="rounded-lg bg-mist p-3">
                    <a className="font-semibold text-brand hover:underline" href={url}>
                      {p(key)}
                      <span className="sr-only"> {t("pages.userCenter.member.opensConsole")}</span>
                    </a>
                    <p className="mt-1 text-xs text-muted">{p(hint)}</p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
        <p className="mt-6">
          <a className="btn-primary" href={links.home}>
            {p("openConsole")}
          </a>
        </p>
      </MemberLayout>
    </>
  );
}

/**
 * The referral link in a read-only field (select and copy it by hand without JavaScript), and a
 * copy button once the page can run it.
 */
function ReferralLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [note, setNote] = useState<"copied" | "copyFailed" | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setReady(true);
    return () => clearTimeout(timer.current);
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote("copied");
    } catch {
      input.current?.select();
      setNote("copyFailed");
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNote(null), COPIED_NOTE_MS);
  };
  return (
    <div className="mt-3">
      <label htmlFor="referral-link" className="block text-sm font-semibold">
        {t("pages.userCenter.referralLink")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id="referral-link"
          type="url"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-line bg-mist px-3 py-2 text-sm"
        />
        {ready ? (
          <button type="button" className="btn-outline shrink-0" onClick={() => void copy()}>
            {t("pages.userCenter.copyLink")}
          </button>
        ) : null}
      </div>
      <p
        aria-live="polite"
        className={`mt-1 min-h-5 text-sm ${note === "copied" ? "text-emerald-800" : "text-ink"}`}
      >
        {note ? t(`pages.userCenter.${note}`) : ""}
      </p>
    </div>
  );
}
