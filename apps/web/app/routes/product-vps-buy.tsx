// The server configurator: type, region, system, plan and options in the URL's query, priced
// with the provider's own quoteServer in the visitor's currency (on the server, and live in the
// browser); the order posts once per form key and shows the order the provider made.

import { languageTags } from "@hostfront/i18n";
import {
  consoleUrl as consoleLoginUrl,
  useShell,
  useSiteHref,
  useTranslation,
} from "@hostfront/ui";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SectionProps } from "~/components/configurator/choice";
import { OrderReceipt } from "~/components/configurator/receipt";
import { ChoiceSections } from "~/components/configurator/sections";
import { MemberOrderForm, SummaryPanel, VisitorOrderForm } from "~/components/configurator/summary";
import { PageHeader, renderNearNow, Section, Unavailable } from "~/components/page";
import { languageContext, sessionContext } from "~/context";
import { useAnswered } from "~/lib/configurator/answered";
import { loadOptions, loadRegions } from "~/lib/configurator/catalogue.server";
import {
  choicesFromSearch,
  choicesOf,
  sameConfiguration,
  searchOf,
  searchOfChoices,
} from "~/lib/configurator/choices";
import {
  type Configuration,
  chooseRegion,
  chooseType,
  isId,
  isProductType,
  normalize,
  type RawChoices,
} from "~/lib/configurator/model";
import { shownNumbers, summarize, withBestCoupon } from "~/lib/configurator/price";
import { queryOfForm } from "~/lib/forms/forms";
import { newFormKey } from "~/lib/forms/forms.server";
import { passwordKey } from "~/lib/forms/passwords.server";
import { pageHeaders } from "~/lib/http/headers";
import { orNull } from "~/lib/ops/log.server";
import { currencyOf, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import { mediumDate, numberWriters, writeByKind } from "~/lib/texts/intl";
import type { Route } from "./+types/product-vps-buy";
import { orderAction, receiptView } from "./product-vps-buy.server";

const PAGE = "product-vps-buy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = context.get(languageContext);
  const locale = languageTags[language];
  const { token } = context.get(sessionContext);

  // A placed order (after the action's redirect): its receipt, from this visitor's cookie.
  const orderId = url.searchParams.get("order");
  if (orderId !== null && isId(orderId)) {
    const receipt = await receiptView(request, context, orderId);
    return pageData(request, context, { page: PAGE, noindex: true }, receipt, { private: true });
  }

  const raw = choicesFromSearch(url.searchParams);
  const type = chooseType(raw);
  const loggedIn = token !== null;
  const [regions, currency] = await Promise.all([
    loadRegions(context, type),
    currencyOf(request, context),
  ]);
  const region = regions ? chooseRegion(raw, type, regions) : null;
  const [{ options, complete, couponsAvailable }, publicKey] = await Promise.all([
    loadOptions(context, type, region, regions ?? [], { withCoupons: loggedIn }),
    // Only a logged-in visitor sees the password field; without the key the action encrypts.
    loggedIn ? orNull(passwordKey(context), context, "password key") : Promise.resolve(null),
  ]);
  const chosen = normalize(raw, type, region, options);
  // A visitor who holds a coupon that applies arrives with it chosen (the one that takes the
  // most off); a configuration that names a coupon, or none, keeps its choice.
  const config = raw.coupon === undefined ? withBestCoupon(chosen, options) : chosen;
  return pageData(
    request,
    context,
    { page: PAGE },
    {
      view: "configure" as const,
      formKey: newFormKey(),
      available: regions !== null && complete,
      config,
      options,
      summary: complete ? summarize(config, options, currency, locale) : null,
      // The numbers of the first render, so the browser hydrates without an Intl formatter.
      written: writeByKind(shownNumbers(config, options), currency, locale),
      currency,
      locale,
      loggedIn,
      couponsAvailable,
      publicKey,
    },
  );
}

export const action = orderAction;

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

type ConfigureData = Extract<Route.ComponentProps["loaderData"], { view: "configure" }>;
type ReceiptData = Extract<Route.ComponentProps["loaderData"], { view: "receipt" }>;

export default function ProductVpsBuy({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "receipt") return <Receipt data={loaderData} />;
  return <Configurator data={loaderData} state={actionData} />;
}

function Receipt({ data }: { data: ReceiptData }) {
  const href = useSiteHref();
  return (
    <OrderReceipt
      orderId={data.orderId}
      order={data.order}
      payment={data.payment}
      currency={data.currency}
      consoleHref={data.consoleHref}
      configureHref={href("/product/vps-buy")}
    />
  );
}

function Configurator({
  data,
  state,
}: {
  data: ConfigureData;
  state: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { mainSiteUrl, language } = useShell();
  const href = useSiteHref();
  // What the server answered for the last choice is what the page shows again (after each
  // change, or an order); an answer for an earlier choice does not undo a later one.
  const [config, choose] = useAnswered<Configuration>(data.config, location.search);

  const write = useMemo(
    () => numberWriters(data.currency, data.locale, data.written),
    [data.currency, data.locale, data.written],
  );
  const formatDate = useMemo(() => mediumDate(data.locale), [data.locale]);

  // The server's price while the configuration is the one it priced; the same quoteServer here
  // for a change within the region's catalogue; another region's catalogue waits for the server.
  const sameCatalogue = config.type === data.config.type && config.region === data.config.region;
  const priced = sameConfiguration(config, data.config);
  const summary =
    priced || !sameCatalogue || data.summary === null
      ? data.summary
      : summarize(config, data.options, data.currency, data.locale);
  const updating = !priced && !sameCatalogue;

  const change = (patch: Partial<RawChoices>) => {
    const raw: RawChoices = { ...choicesOf(config), ...patch };
    const next =
      (patch.type === undefined || patch.type === config.type) &&
      (patch.region === undefined || patch.region === config.region)
        ? normalize(raw, config.type, config.region, data.options)
        : null;
    // The URL follows every choice, so the configuration can be shared; the server checks it.
    const search = `?${next ? searchOf(next) : searchOfChoices(raw)}`;
    choose(
      next ?? {
        ...config,
        type: isProductType(raw.type) ? raw.type : config.type,
        region: raw.region ?? config.region,
      },
      search,
    );
    void navigate({ search }, { replace: true, preventScrollReset: true });
  };

  // Choices made before the page ran are in the form, not in the state: apply them now.
  const configForm = useRef<HTMLFormElement>(null);
  // The phone's price bar stands on the bottom dock until the order summary comes into view:
  // then the summary shows the total itself, and the bar (sticky in the form's column) would be
  // left at the top of the screen where the column ends. It is made invisible, not removed: its
  // place in the column stays, so nothing below it moves.
  const summaryAside = useRef<HTMLElement>(null);
  const [summaryInView, setSummaryInView] = useState(false);
  useEffect(() => {
    const aside = summaryAside.current;
    if (!aside || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) =>
      setSummaryInView(entry?.isIntersecting ?? false),
    );
    observer.observe(aside);
    return () => observer.disconnect();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts running
  useEffect(() => {
    if (!configForm.current) return;
    const chosen = choicesFromSearch(queryOfForm(configForm.current));
    if (searchOfChoices(chosen) !== searchOfChoices(choicesOf(config))) change(chosen);
  }, []);

  const sectionProps: SectionProps = {
    config,
    options: data.options,
    change,
    write,
    errors: state?.errors ?? {},
  };
  const search = searchOf(config);
  const pageHref = href("/product/vps-buy");
  const action = `${location.pathname}?${search}`;
  const onConfigure = (event: FormEvent<HTMLFormElement>) => {
    // Every change is already applied (a handler runs only once the page is scripted);
    // pressing Enter in a field must not reload the page.
    event.preventDefault();
  };
  const orderProps = {
    config,
    action,
    formKey: data.formKey,
    state,
    orderable: summary !== null && !updating,
  };

  return (
    <>
      <PageHeader page={PAGE} />
      <Section className="desk:grid desk:grid-cols-[minmax(0,1fr)_23rem] desk:items-start desk:gap-10">
        <div className="min-w-0">
          <h2 className="sr-only">{t(`pages.${PAGE}.configureHeading`)}</h2>
          {!data.available ? <Unavailable /> : null}
          <form
            id="configuration"
            ref={configForm}
            method="get"
            action={location.pathname}
            onSubmit={onConfigure}
            className="space-y-10"
            data-testid="configuration-form"
          >
            <ChoiceSections
              {...sectionProps}
              coupon={{
                loggedIn: data.loggedIn,
                couponsAvailable: data.couponsAvailable,
                loginHref: consoleLoginUrl(mainSiteUrl, "login", language, `${pageHref}?${search}`),
                couponsHref: href("/ac/coupon"),
                formatDate,
              }}
            />
            {/* Without JavaScript the configuration applies with this button. */}
            <div className="until-hydrated rounded-lg border border-line bg-mist p-4">
              <p className="text-sm text-muted">{t(`pages.${PAGE}.updateHint`)}</p>
              <button type="submit" className="btn-outline mt-3">
                {t(`pages.${PAGE}.update`)}
              </button>
            </div>
          </form>
          {summary ? (
            // Below 960 px it stands on the shell's bottom dock, not under it.
            <p
              className={`sticky bottom-[calc(var(--dock-height)+env(safe-area-inset-bottom))] z-20 mt-6 flex items-center gap-4 border-t border-line bg-white py-3 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.25)] desk:hidden ${summaryInView ? "invisible" : ""}`}
              data-testid="mobile-bar"
            >
              <span className="font-bold tabular-nums" data-testid="mobile-total">
                {summary.total}
              </span>
              {/* biome-ignore lint/a11y/useValidAnchor: a link to the summary, also without JavaScript; the handler only lays out the choices the jump passes */}
              <a
                className="btn-primary"
                href="#order-summary"
                onClick={() => renderNearNow(configForm.current)}
              >
                {t(`pages.${PAGE}.summary.heading`)}
              </a>
            </p>
          ) : null}
        </div>
        {/* Sticky on a wide screen, and never taller than it: with the order form the summary
            is taller than a 720 px window, and its order button stayed out of reach. */}
        <aside
          ref={summaryAside}
          className="mt-10 space-y-6 desk:sticky desk:top-4 desk:mt-0 desk:max-h-[calc(100dvh-2rem)] desk:overflow-y-auto desk:overscroll-contain desk:-mx-1 desk:px-1 desk:pb-1"
        >
          <SummaryPanel
            summary={summary}
            config={config}
            options={data.options}
            currency={data.currency.type}
            updating={updating}
            shareHref={`${pageHref}?${search}`}
            updateButton={
              <button
                type="submit"
                form="configuration"
                className="btn-outline until-hydrated mt-3 w-full"
              >
                {t(`pages.${PAGE}.update`)}
              </button>
            }
          />
          {data.loggedIn ? (
            <MemberOrderForm {...orderProps} publicKey={data.publicKey} />
          ) : (
            <VisitorOrderForm {...orderProps} />
          )}
        </aside>
      </Section>
    </>
  );
}
