// The member centre's disks: the visitor's disks a page at a time, each with its server,
// region, dates and usage chart; bounds of the page and period; an outage, an expired token and
// a visitor without a session.
import type { UserProduct } from "@hostfront/api-client";
import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { resources } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { DISKS_PER_PAGE } from "~/components/disk-paging";
import { config } from "~/env.server";
import { loginUrl } from "~/lib/account/login.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, runMiddleware, thrownBy, unwrap } from "~/test/request";
import { loader, middleware } from "./my-product-cvm-disk";
import { niceCeil, usageView } from "./my-product-cvm-disk.server";

const upstream = mockProviderApi();
const token = mockUser.token;

const load = async (path: string, options: { token?: string } = { token }) =>
  unwrap(await loader(await pageArgs(path, options)));

/** What the loader threw: a redirect Response. */
async function redirected(path: string, options: { token?: string } = { token }) {
  const thrown = await thrownBy(async () => loader(await pageArgs(path, options)));
  if (!(thrown instanceof Response)) throw new Error(`expected a redirect, got ${thrown}`);
  return thrown;
}

/** A disk as the provider lists it. */
const disk = (index: number, overrides: Partial<UserProduct> = {}): UserProduct => ({
  id: `disk-x-${index}`,
  type: "disk",
  name: `volume-${index}`,
  areaId: "tyo",
  status: "available",
  planId: null,
  sizeGb: 50,
  diskType: "nvme",
  attachedTo: null,
  ipv4: null,
  orderId: "ord-x",
  createdAt: "2026-01-01T00:00:00.000Z",
  expiresAt: "2027-01-01T00:00:00.000Z",
  ...overrides,
});

/** The provider answers `total` disks, the asked page of them; answers the pages asked for. */
function manyDisks(total: number): { page: number; row: number }[] {
  const asked: { page: number; row: number }[] = [];
  upstream.use(
    http.get(`${MOCK_BASE_URL}/api/cvm/user/product`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get("type") !== "disk") return undefined;
      const page = Number(query.get("page"));
      const row = Number(query.get("row"));
      asked.push({ page, row });
      const all = Array.from({ length: total }, (_, i) => disk(i + 1));
      return HttpResponse.json({
        code: 2000,
        message: { total, list: all.slice((page - 1) * row, page * row) },
      });
    }),
  );
  return asked;
}

describe("my disks", () => {
  it("sends a visitor to the console's login, coming back to the page and its query", async () => {
    for (const [path, back] of [
      ["/myProduct/cvm/disk?page=2", `${config.siteUrls.en}/myProduct/cvm/disk?page=2`],
      ["/ja/myProduct/cvm/disk.data", `${config.siteUrls.ja}/myProduct/cvm/disk`],
    ] as const) {
      const args = await pageArgs(path);
      const thrown = await thrownBy(() => runMiddleware(middleware, args));
      expect(thrown).toBeInstanceOf(Response);
      const location = (thrown as Response).headers.get("location");
      expect(location).toBe(loginUrl(path.startsWith("/ja") ? "ja" : "en", back));
    }
  });

  it("lists the visitor's disks with their server, region, dates and usage", async () => {
    const { data, headers } = await load("/myProduct/cvm/disk");
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(data.seo.noindex).toBe(true);
    expect(data.total).toBe(2);
    expect(data.page).toBe(1);
    expect(data.pages).toBe(1);
    expect(data.days).toBe(30);
    const [attached, spare] = data.disks ?? [];
    expect(attached).toMatchObject({
      id: "disk-demo-1",
      name: "web-1-data",
      sizeGb: 100,
      diskType: "ssd",
      region: "Hong Kong",
      status: "attached",
      attachedTo: { name: "web-1", ipv4: "203.0.113.51" },
      created: { iso: "2026-05-02T03:00:00.000Z", text: "May 2, 2026" },
      expires: { text: "May 2, 2027" },
    });
    expect(spare).toMatchObject({ id: "disk-demo-2", region: "Frankfurt", attachedTo: null });
    const [asked] = upstream.to("/api/cvm/user/product");
    expect(asked?.query.get("type")).toBe("disk");
    expect(asked?.query.get("row")).toBe(String(DISKS_PER_PAGE));
    expect(asked?.headers.get("authorization")).toBe(`Bearer ${token}`);
  });

  it("charts each disk's last 30 days from getFlow, with totals", async () => {
    const { data } = await load("/myProduct/cvm/disk");
    const flows = upstream.to("/api/cvm/user/getFlow");
    expect(flows.map((r) => r.query.get("productId")).sort()).toEqual([
      "disk-demo-1",
      "disk-demo-2",
    ]);
    expect(flows.every((r) => r.query.get("days") === "30")).toBe(true);
    const usage = data.disks?.[0]?.usage;
    expect(usage?.daily).toHaveLength(30);
    // The mock provider's pattern: written (in) 2..6 GB, read (out) 1..3 GB a day.
    const first = usage?.daily[0];
    expect(first).toMatchObject({ written: 2, read: 1, writtenText: "2 GB", readText: "1 GB" });
    const written = usage?.daily.reduce((sum, day) => sum + day.written, 0) ?? 0;
    const read = usage?.daily.reduce((sum, day) => sum + day.read, 0) ?? 0;
    expect(usage?.totalWritten).toBe(`${Math.round(written * 10) / 10} GB`);
    expect(usage?.totalRead).toBe(`${Math.round(read * 10) / 10} GB`);
    const peak = Math.max(...(usage?.daily.map((day) => day.read + day.written) ?? []));
    expect(usage?.axisMax).toBeGreaterThanOrEqual(peak);
    expect(usage?.ticks.map((tick) => tick.value)).toEqual([0, 5, 10]);
    expect(usage?.summary).toContain("web-1-data");
    expect(usage?.summary).toContain(usage?.totalRead);
  });

  it("takes another offered period, in the page's language", async () => {
    const { data } = await load("/zh/myProduct/cvm/disk?days=7");
    expect(data.days).toBe(7);
    expect(upstream.to("/api/cvm/user/getFlow").every((r) => r.query.get("days") === "7")).toBe(
      true,
    );
    const [first] = data.disks ?? [];
    expect(first?.usage?.daily).toHaveLength(7);
    expect(first?.region).toBe("香港");
    expect(first?.created.text).toBe("2026年5月2日");
    expect(first?.usage?.summary).toContain("最近 7 天");
    const ja = await load("/ja/myProduct/cvm/disk");
    expect(ja.data.disks?.[0]?.created.text).toBe("2026/05/02");
  });

  it("pages through many disks and keeps the period in the links' query", async () => {
    const asked = manyDisks(25);
    const first = await load("/myProduct/cvm/disk");
    expect(first.data.pages).toBe(3);
    expect(first.data.disks).toHaveLength(DISKS_PER_PAGE);
    const last = await load("/myProduct/cvm/disk?page=3&days=90");
    expect(last.data.page).toBe(3);
    expect(last.data.disks?.map((d) => d.name)).toEqual([
      "volume-21",
      "volume-22",
      "volume-23",
      "volume-24",
      "volume-25",
    ]);
    expect(asked).toEqual([
      { page: 1, row: DISKS_PER_PAGE },
      { page: 3, row: DISKS_PER_PAGE },
    ]);
    // Disks the provider has no usage for show the rest of the card.
    expect(last.data.disks?.[0]?.usage).toBeNull();
  });

  it("sends a page past the end to the last page, and bad numbers to a clean URL", async () => {
    manyDisks(25);
    const beyond = await redirected("/myProduct/cvm/disk?page=9&days=7");
    expect(beyond.headers.get("location")).toBe("/myProduct/cvm/disk?page=3&days=7");
    for (const [query, clean] of [
      ["?page=0", "/ja/myProduct/cvm/disk"],
      ["?page=-2&days=90", "/ja/myProduct/cvm/disk?days=90"],
      ["?page=1e3", "/ja/myProduct/cvm/disk"],
      ["?page=99999999999999999999", "/ja/myProduct/cvm/disk"],
      ["?page=2&days=15", "/ja/myProduct/cvm/disk?page=2"],
      ["?days=__proto__", "/ja/myProduct/cvm/disk"],
      ["?days=030", "/ja/myProduct/cvm/disk"],
    ] as const) {
      const response = await redirected(`/ja/myProduct/cvm/disk${query}`);
      expect(response.status, query).toBeLessThan(400);
      expect(response.headers.get("location"), query).toBe(clean);
    }
  });

  it("shows the empty state when the visitor has no disks", async () => {
    manyDisks(0);
    const { data } = await load("/myProduct/cvm/disk?page=1");
    expect(data.disks).toEqual([]);
    expect(data.total).toBe(0);
    expect(data.pages).toBe(1);
  });

  it("answers 200 with the list unavailable when the provider is down", async () => {
    upstream.down();
    const { data, status } = await load("/myProduct/cvm/disk");
    expect(status).toBe(200);
    expect(data.disks).toBeNull();
  });

  it("keeps the list when only the usage cannot be had", async () => {
    upstream.use(http.get(`${MOCK_BASE_URL}/api/cvm/user/getFlow`, () => HttpResponse.error()));
    const { data } = await load("/myProduct/cvm/disk");
    expect(data.disks).toHaveLength(2);
    expect(data.disks?.every((d) => d.usage === null)).toBe(true);
  });

  it("sends a visitor whose token the provider refuses through the login again", async () => {
    const response = await redirected("/zh/myProduct/cvm/disk?days=7", {
      token: "expired-token-0123456789",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      loginUrl("zh", `${config.siteUrls.zh}/myProduct/cvm/disk?days=7`),
    );
  });

  it("warns of a disk expiring within two weeks", async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000 + 3_600_000).toISOString();
    upstream.use(
      http.get(`${MOCK_BASE_URL}/api/cvm/user/product`, ({ request }) =>
        new URL(request.url).searchParams.get("type") === "disk"
          ? HttpResponse.json({
              code: 2000,
              message: {
                total: 2,
                list: [disk(1, { expiresAt: soon }), disk(2, { status: "expired" })],
              },
            })
          : undefined,
      ),
    );
    const { data } = await load("/myProduct/cvm/disk");
    expect(data.disks?.map((d) => d.expiresInDays)).toEqual([6, null]);
    expect(resources.en.common.pages["myProduct-cvm-disk"].expiresSoon_other).toContain(
      "{{count}}",
    );
  });
});

describe("usage chart data", () => {
  const t = (key: string, values?: Record<string, unknown>) =>
    `${key}${values ? JSON.stringify(values) : ""}`;

  it("rounds the axis up to a round number", () => {
    expect([0, 0.3, 1, 1.2, 2.2, 4.9, 7, 12, 260].map(niceCeil)).toEqual([
      1, 0.5, 1, 2, 5, 5, 10, 20, 500,
    ]);
  });

  it("reads out = read, in = written, and names the busiest day", () => {
    const usage = usageView(
      {
        productId: "d",
        quotaGb: null,
        totalInGb: 3.5,
        totalOutGb: 7,
        daily: [
          { date: "2026-11-01", inGb: 1, outGb: 2 },
          { date: "2026-11-02", inGb: 2.5, outGb: 5 },
        ],
      },
      "db",
      { t, locale: "en" },
    );
    expect(usage.daily.map((d) => [d.label, d.read, d.written])).toEqual([
      ["Nov 1", 2, 1],
      ["Nov 2", 5, 2.5],
    ]);
    expect(usage.axisMax).toBe(10);
    expect(usage.summary).toContain('"peakDate":"Nov 2"');
    expect(usage.summary).toContain('"days":2');
  });

  it("says so when a disk was idle", () => {
    const usage = usageView(
      {
        productId: "d",
        quotaGb: null,
        totalInGb: 0,
        totalOutGb: 0,
        daily: [{ date: "2026-11-01", inGb: 0, outGb: 0 }],
      },
      "idle",
      { t, locale: "ja" },
    );
    expect(usage.summary.startsWith("pages.myProduct-cvm-disk.chartQuiet")).toBe(true);
    expect(usage.axisMax).toBe(1);
  });
});
