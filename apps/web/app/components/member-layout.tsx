// The member centre's frame, shared by its three pages: the navigation between them (the
// current one marked with aria-current), the page's content, and links to the console for what
// the site does not do itself. On phones the navigation is a row above the content and the
// console links follow the content; from 960 px both sit in a column on the left.
import { useSiteHref, useTranslation } from "@hostfront/ui";
import type { ReactNode } from "react";
import { Section } from "~/components/page";

/** The member pages, in the order the navigation lists them. */
export const MEMBER_PAGES = [
  { key: "disks", path: "/myProduct/cvm/disk" },
  { key: "userCenter", path: "/userCenter" },
  { key: "submitWork", path: "/workServer/submitWork" },
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number]["key"];

/** Console pages the frame links to (built on the server: the console's URL is configuration). */
export interface ConsoleLinks {
  readonly home: string;
  readonly servers: string;
  readonly security: string;
  readonly billing: string;
}

export function MemberLayout({
  current,
  console: links,
  children,
}: {
  current: MemberPage;
  console: ConsoleLinks;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const m = (key: string) => t(`pages.userCenter.member.${key}`);
  const consoleItems = [
    { key: "console", url: links.home },
    { key: "servers", url: links.servers },
    { key: "billing", url: links.billing },
    { key: "security", url: links.security },
  ];
  return (
    // Two rows on the left (the navigation, then the console links) beside one tall content cell:
    // the first row as tall as the navigation, the second taking the rest.
    <Section className="grid gap-8 desk:grid-cols-[14rem_minmax(0,1fr)] desk:grid-rows-[auto_1fr] desk:items-start">
      <nav aria-label={m("navLabel")} className="desk:col-start-1 desk:row-start-1">
        <ul className="flex flex-wrap gap-2 desk:flex-col desk:gap-1">
          {MEMBER_PAGES.map((page) => {
            const active = page.key === current;
            return (
              <li key={page.key} className="shrink-0">
                <a
                  href={href(page.path)}
                  aria-current={active ? "page" : undefined}
                  className={`block rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand desk:border-0 desk:border-l-4 ${
                    active
                      ? "border-brand bg-mist font-semibold text-brand"
                      : "border-line text-ink hover:bg-mist desk:border-transparent"
                  }`}
                >
                  {m(page.key)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 desk:col-start-2 desk:row-span-2 desk:row-start-1">{children}</div>
      <aside
        aria-labelledby="member-console-heading"
        className="rounded-xl border border-line p-4 desk:col-start-1 desk:row-start-2"
      >
        <h2 id="member-console-heading" className="text-sm font-semibold text-muted">
          {m("consoleHeading")}
        </h2>
        <ul className="mt-2 space-y-1 text-sm">
          {consoleItems.map((item) => (
            <li key={item.key}>
              <a className="text-brand hover:underline" href={item.url}>
                {m(item.key)}
                <span className="sr-only"> {m("opensConsole")}</span>
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </Section>
  );
}
