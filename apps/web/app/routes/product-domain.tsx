// Domains: one name checked under many suffixes (a GET form: the loader runs the check, so a
// result is a link and works without JavaScript), and the suffix catalogue with its prices.
import { useTranslation } from "@hostfront/ui";
import { rules } from "@hostfront/validators";
import { type RefObject, useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { ColumnHeads } from "~/components/table";
import { pageHeaders } from "~/lib/http/headers";
import { metaTags } from "~/lib/page/seo";
import type { Route } from "./+types/product-domain";
import { type Check, loadDomainPage, type SuffixView } from "./product-domain.server";

/** The catalogue's groups of suffixes, in the order the page shows them. */
const CATEGORIES = ["generic", "country", "new"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadDomainPage(args);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function ProductDomain({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) =>
    t(`pages.product-domain.${key}`, options);
  const { check, query } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const checking =
    navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // After a check made from this page (not on arrival), the answer takes the focus: the results'
  // heading, or the field when the name was refused.
  const arrived = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new search moves the focus
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    if (check?.state === "invalid") input.current?.focus();
    else resultsHeading.current?.focus();
  }, [location.search]);

  const problem =
    check?.state === "invalid"
      ? p(`problems.${check.problem}`, { suffix: check.suffix ?? "" })
      : undefined;
  const inputId = "field-name";
  return (
    <>
      <PageHeader page="product-domain">
        {loaderData.available ? (
          <Form
            method="get"
            preventScrollReset
            role="search"
            aria-label={p("heading")}
            className="mt-6 max-w-3xl space-y-4"
          >
            <div>
              <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
                {p("search.label")}
              </label>
              <div className="mt-1 flex flex-col gap-3 sm:flex-row">
                <input
                  ref={input}
                  // A new search shows what was typed for it.
                  key={query ?? ""}
                  id={inputId}
                  name="name"
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  maxLength={rules.domain.maxLength}
                  placeholder={p("search.placeholder")}
                  defaultValue={query ?? ""}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ""}`}
                  className={`block w-full rounded-md border bg-white px-3 py-3 text-lg ${problem ? "border-red-600" : "border-line"} focus-visible:outline-2 focus-visible:outline-brand`}
                />
                <button
                  type="submit"
                  className="btn-primary shrink-0"
                  disabled={checking}
                  aria-busy={checking || undefined}
                >
                  {checking ? p("search.checking") : p("search.submit")}
                </button>
              </div>
              <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
                {p("search.hint")}
              </p>
              {problem ? (
                <p
                  id={`${inputId}-error`}
                  role="alert"
                  className="mt-1 text-sm font-medium text-red-700"
                  data-testid="domain-problem"
                >
                  {problem}
                </p>
              ) : null}
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{p("search.extensions")}</legend>
              <details
                className="mt-1 rounded-md border border-line bg-white p-3"
                open={loaderData.scope === "custom" || undefined}
              >
                <summary className="cursor-pointer text-sm">
                  {p("search.choose", { count: loaderData.selected.length })}
                </summary>
                <p className="mt-2 text-xs text-muted">{p("search.featuredNote")}</p>
                <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 desk:grid-cols-7">
                  {loaderData.suffixes.map((suffix) => (
                    <label key={suffix.suffix} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="suffixes"
                        value={suffix.suffix}
                        defaultChecked={loaderData.selected.includes(suffix.suffix)}
                      />
                      {suffix.suffix}
                    </label>
                  ))}
                </div>
              </details>
              <button
                type="submit"
                name="scope"
                value="all"
                className="btn-outline mt-3"
                disabled={checking}
              >
                {p("search.submitAll", { count: loaderData.suffixes.length })}
              </button>
            </fieldset>
          </Form>
        ) : null}
      </PageHeader>

      {check && check.state !== "invalid" ? (
        <Section>
          <div id="domain-results" className="scroll-mt-24">
            {check.state === "failed" ? (
              <p
                role="alert"
                className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
              >
                {p("results.failed")}
              </p>
            ) : (
              <Results check={check} headingRef={resultsHeading} />
            )}
          </div>
        </Section>
      ) : null}

      <Section>
        {/* The header's "Domain prices" link (headerGroups in @hostfront/ui) lands here. */}
        <h2 id="prices" className="scroll-mt-24 text-2xl font-bold">
          {p("catalogue.heading")}
        </h2>
        {loaderData.available ? (
          <Catalogue suffixes={loaderData.suffixes} currency={loaderData.currency} />
        ) : (
          <div className="mt-4">
            <Unavailable />
          </div>
        )}
      </Section>
    </>
  );
}

function Results({
  check,
  headingRef,
}: {
  check: Extract<Check, { state: "done" }>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) =>
    t(`pages.product-domain.${key}`, options);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {p("results.heading", { name: check.name })}
      </h2>
      <p className="mt-1 text-muted" data-testid="domain-summary">
        {p("results.summary", { count: check.available, total: check.results.length })}
        {check.ascii !== check.name ? ` ${p("results.punycode", { ascii: check.ascii })}` : ""}
        {check.results.some((result) => result.premium) ? ` ${p("results.premiumNote")}` : ""}
      </p>
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line">
        {check.results.map((result) => (
          <li
            key={result.suffix}
            className="grid items-center gap-3 p-4 desk:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)_auto]"
            data-testid="domain-result"
            data-status={result.status}
          >
            <p className="min-w-0 break-all">
              <span className="text-lg font-semibold">{result.domain}</span>
              {result.domain !== result.ascii ? (
                <span className="block text-xs text-muted">{result.ascii}</span>
              ) : null}
            </p>
            <p>
              <span className="sr-only">{p("results.statusLabel")}: </span>
              <span
                className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ${result.status === "available" ? "bg-emerald-50 text-emerald-800" : "bg-mist text-muted"}`}
              >
                <span aria-hidden="true">{result.status === "available" ? "✓" : "✕"}</span>
                {p(`results.${result.status}`)}
              </span>
              {result.premium ? (
                <span className="ml-2 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {p("results.premium")}
                </span>
              ) : null}
            </p>
            {result.status === "available" ? (
              <p className="text-sm">
                <span className="font-semibold text-ink">
                  {p("results.firstYear", { price: result.register })}
                </span>
                <span className="block text-muted">
                  {p("results.renews", { price: result.renew })}
                </span>
              </p>
            ) : (
              <p className="text-sm text-muted">{p(`results.${result.status}Note`)}</p>
            )}
            <p>
              {result.registerUrl ? (
                <a className="btn-primary whitespace-nowrap" href={result.registerUrl}>
                  {p("results.register")}
                  {/* Which name: the visible text starts the link's name, as it must. */}
                  <span className="sr-only"> {result.domain}</span>
                </a>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      {check.available > 0 ? (
        <p className="mt-3 text-sm text-muted">{p("results.consoleNote")}</p>
      ) : null}
    </>
  );
}

function Catalogue({ suffixes, currency }: { suffixes: SuffixView[]; currency: string }) {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) =>
    t(`pages.product-domain.${key}`, options);
  const term = (suffix: SuffixView) =>
    suffix.minYears === suffix.maxYears
      ? p("catalogue.yearAtATime", { count: suffix.minYears })
      : p("catalogue.years", { min: suffix.minYears, max: suffix.maxYears });
  return (
    <>
      <p className="mt-1 max-w-3xl text-muted">{p("catalogue.intro", { currency })}</p>
      <nav aria-label={p("catalogue.jump")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <a className="btn-outline text-sm" href={`#extensions-${category}`}>
                {p(`catalogue.categories.${category}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {CATEGORIES.map((category) => {
        const group = suffixes.filter((suffix) => suffix.category === category);
        return (
          <section
            key={category}
            id={`extensions-${category}`}
            aria-labelledby={`extensions-${category}-heading`}
            className="mt-8 scroll-mt-24"
          >
            <h3 id={`extensions-${category}-heading`} className="text-xl font-bold">
              {p(`catalogue.categories.${category}`)}
            </h3>
            {group.length === 0 ? (
              <p className="mt-2 text-muted">{p("catalogue.empty")}</p>
            ) : (
              <div className="mt-3 overflow-x-auto rounded-xl border border-line">
                <table
                  className="min-w-full text-left text-sm"
                  data-testid={`suffixes-${category}`}
                >
                  <caption className="sr-only">{p(`catalogue.categories.${category}`)}</caption>
                  <ColumnHeads
                    className="bg-mist"
                    cellClassName="px-4 py-3"
                    columns={["extension", "register", "renew", "transfer", "term"].map((c) => ({
                      label: p(`catalogue.${c}`),
                    }))}
                  />
                  <tbody>
                    {group.map((suffix) => (
                      <tr key={suffix.suffix} className="border-t border-line align-top">
                        <th scope="row" className="px-4 py-3">
                          <span className="font-semibold">{suffix.suffix}</span>
                          {suffix.featured ? (
                            <span className="ml-2 rounded-full bg-mist px-2 py-0.5 text-xs font-semibold text-brand">
                              {p("catalogue.popular")}
                            </span>
                          ) : null}
                          <span className="block max-w-xs text-xs font-normal text-muted">
                            {suffix.description}
                          </span>
                        </th>
                        <td className="px-4 py-3">
                          <span className="font-semibold">{suffix.register}</span>
                          {suffix.regular ? (
                            <span className="block text-xs text-muted">
                              {p("catalogue.promo")} ·{" "}
                              {p("catalogue.usually", { price: suffix.regular })}
                            </span>
                          ) : null}
                        </td>
                        <td className="px-4 py-3">{suffix.renew}</td>
                        <td className="px-4 py-3">{suffix.transfer}</td>
                        <td className="px-4 py-3">{term(suffix)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
