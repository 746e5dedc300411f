// The member centre's disks: the visitor's data disks a page at a time (links that work without
// JavaScript), each with its server, region, dates and its daily reads and writes.
import { useSiteHref, useTranslation } from "@hostfront/ui";
import type { ReactNode } from "react";
import { DISKS_PER_PAGE, Pagination, PeriodSwitch } from "~/components/disk-paging";
import { MemberLayout } from "~/components/member-layout";
import { PageHeader, Unavailable } from "~/components/page";
import { UsageChart } from "~/components/usage-chart";
import { pageHeaders } from "~/lib/http/headers";
import { metaTags } from "~/lib/page/seo";
import { pageMiddleware } from "~/middleware/registry.server";
import type { Route } from "./+types/my-product-cvm-disk";
import { loadDisksPage } from "./my-product-cvm-disk.server";

export const middleware = pageMiddleware("myProduct-cvm-disk");

export async function loader(args: Route.LoaderArgs) {
  return loadDisksPage(args);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

type Disk = NonNullable<Route.ComponentProps["loaderData"]["disks"]>[number];

export default function MyDisks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { disks, total, page, pages, days } = loaderData;
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.myProduct-cvm-disk.${key}`, values);
  return (
    <>
      <PageHeader page="myProduct-cvm-disk">
        <p className="mt-5">
          <a className="btn-primary" href={href("/product/vps-buy")}>
            {p("addDisk")}
          </a>
        </p>
      </PageHeader>
      <MemberLayout current="disks" console={loaderData.console}>
        {disks === null ? <Unavailable /> : null}
        {disks?.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line p-8 text-center">
            <h2 className="text-lg font-semibold">{p("empty")}</h2>
            <p className="mx-auto mt-2 max-w-xl text-muted">{p("emptyHint")}</p>
            <p className="mt-5">
              <a className="btn-primary" href={href("/product/vps-buy")}>
                {p("addDisk")}
              </a>
            </p>
          </div>
        ) : null}
        {disks && disks.length > 0 && total !== null ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-bold">
                {p("count", { count: total })}
                <span className="sr-only">
                  {" "}
                  {p("showing", {
                    from: (page - 1) * DISKS_PER_PAGE + 1,
                    to: (page - 1) * DISKS_PER_PAGE + disks.length,
                    total,
                  })}
                </span>
              </h2>
              <PeriodSwitch page={page} days={days} />
            </div>
            <ul className="mt-4 space-y-6">
              {disks.map((disk) => (
                <DiskCard key={disk.id} disk={disk} days={days} />
              ))}
            </ul>
            <Pagination page={page} pages={pages} days={days} />
          </>
        ) : null}
      </MemberLayout>
    </>
  );
}

function DiskCard({ disk, days }: { disk: Disk; days: number }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.myProduct-cvm-disk.${key}`, values);
  const headingId = `disk-${disk.id}`;
  const facts: [string, ReactNode][] = [
    ["size", disk.sizeGb === null ? "—" : p("sizeGb", { size: disk.sizeGb })],
    ["type", disk.diskType ? p(`types.${disk.diskType}`) : "—"],
    ["region", disk.region],
    ["status", t(`labels.productStatus.${disk.status}`)],
    [
      "attachedTo",
      disk.attachedTo ? (
        <>
          {disk.attachedTo.name}
          {disk.attachedTo.ipv4 ? (
            <span className="text-muted"> ({disk.attachedTo.ipv4})</span>
          ) : null}
        </>
      ) : (
        <span className="text-muted">{p("notAttached")}</span>
      ),
    ],
    ["created", <time dateTime={disk.created.iso}>{disk.created.text}</time>],
    [
      "expires",
      <>
        <time dateTime={disk.expires.iso}>{disk.expires.text}</time>
        {disk.expiresInDays !== null ? (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            {p("expiresSoon", { count: disk.expiresInDays })}
          </span>
        ) : null}
      </>,
    ],
  ];
  return (
    <li>
      <article
        className="rounded-xl border border-line p-5"
        aria-labelledby={headingId}
        data-testid="disk"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold break-all">
            {disk.name}
          </h3>
          <p className="text-xs text-muted">{disk.id}</p>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 desk:grid-cols-4">
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt className="text-muted">{p(`fields.${key}`)}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby={`${headingId}-usage`} className="mt-5 border-t border-line pt-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 id={`${headingId}-usage`} className="font-semibold">
              {p("usageHeading")}{" "}
              <span className="font-normal text-muted">{p("lastDays", { count: days })}</span>
            </h4>
            {disk.usage ? (
              <dl className="flex gap-5 text-sm">
                <div className="flex gap-1.5">
                  <dt className="text-muted">{p("totalRead")}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="total-read">
                    {disk.usage.totalRead}
                  </dd>
                </div>
                <div className="flex gap-1.5">
                  <dt className="text-muted">{p("totalWritten")}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="total-written">
                    {disk.usage.totalWritten}
                  </dd>
                </div>
              </dl>
            ) : null}
          </div>
          {disk.usage ? (
            <UsageChart usage={disk.usage} name={disk.name} />
          ) : (
            <p role="status" className="mt-3 text-sm text-amber-900">
              {p("usageUnavailable")}
            </p>
          )}
        </section>
        <p className="mt-4 flex flex-wrap gap-3 text-sm">
          <a
            className="btn-outline"
            href={href(
              `/workServer/submitWork?category=technical&product=${encodeURIComponent(disk.id)}`,
            )}
          >
            {p("reportProblem")}
            <span className="sr-only">: {disk.name}</span>
          </a>
        </p>
      </article>
    </li>
  );
}
