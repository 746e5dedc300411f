// The Prometheus series move with what happens: a request by its route id, a provider call by
// its contract name and outcome, the upstream cache's hits and misses, rate-limit refusals.
import { readFileSync } from "node:fs";
import { MOCK_BASE_URL } from "@hostfront/api-client/mocks";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { mockProviderApi } from "~/test/provider";
import { pageArgs } from "~/test/request";
import { cachedCall } from "../cache/upstream.server";
import { hit } from "../http/rate-limit.server";
import { metricsText, observeRequest, registry } from "./metrics.server";
// Their gauges (the page cache's size, the render queue) are registered as they load.
import "~/middleware/page-cache.server";
import "~/middleware/render-gate.server";

const upstream = mockProviderApi();

/** The value of one series, 0 when it has not been seen. */
async function value(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get();
  const series = metric?.values.find((v) =>
    Object.entries(labels).every(([key, label]) => v.labels[key] === label),
  );
  return series?.value ?? 0;
}

describe("metrics", () => {
  it("count a request by route id, method and status class", async () => {
    const before = await value("hostfront_http_requests_total", {
      route: "doc-article-slug___zh",
      method: "GET",
      status: "2xx",
    });
    observeRequest("doc-article-slug___zh", "GET", 200, 0.012);
    expect(
      await value("hostfront_http_requests_total", {
        route: "doc-article-slug___zh",
        method: "GET",
        status: "2xx",
      }),
    ).toBe(before + 1);
  });

  it("count provider calls by contract call and outcome, and the cache's misses and hits", async () => {
    const { context } = await pageArgs("/");
    const ok = { call: "footLinks", outcome: "ok" };
    const okBefore = await value("hostfront_provider_calls_total", ok);
    const missBefore = await value("hostfront_upstream_cache_total", {
      strategy: "long",
      result: "miss",
    });
    await cachedCall(context, "footLinks", {});
    await cachedCall(context, "footLinks", {});
    expect(await value("hostfront_provider_calls_total", ok)).toBe(okBefore + 1);
    expect(
      await value("hostfront_upstream_cache_total", { strategy: "long", result: "miss" }),
    ).toBe(missBefore + 1);
    expect(
      await value("hostfront_upstream_cache_total", { strategy: "long", result: "hit" }),
    ).toBeGreaterThan(0);
  });

  it("name a refused call by the provider's error code", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}/api/finance/currency/search`, () =>
        HttpResponse.json({ code: 5000, message: "down for maintenance" }, { status: 503 }),
      ),
    );
    const { context } = await pageArgs("/");
    const refused = { call: "currencies", outcome: "5000" };
    const before = await value("hostfront_provider_calls_total", refused);
    await expect(cachedCall(context, "currencies", {})).rejects.toThrow();
    expect(await value("hostfront_provider_calls_total", refused)).toBeGreaterThan(before);
  });

  it("count a rate limit's refusals by its name", async () => {
    const { context } = await pageArgs("/");
    const before = await value("hostfront_rate_limit_refusals_total", { name: "chat" });
    for (let i = 0; i < 200; i++) await hit(context, "chat");
    expect(await value("hostfront_rate_limit_refusals_total", { name: "chat" })).toBeGreaterThan(
      before,
    );
  });

  it("serve the text format with Node's own series, and no URL as a label", async () => {
    observeRequest("index", "GET", 200, 0.001);
    const { body, contentType } = await metricsText();
    expect(contentType).toContain("text/plain");
    for (const name of [
      "hostfront_http_request_duration_seconds_bucket",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
    ])
      expect(body).toContain(name);
    expect(body).not.toMatch(/route="\//);
  });

  it("export every series the deploy kit's alerts and dashboard read", async () => {
    const kit = ["prometheus/alerts.yml", "grafana/hostfront.json"].map((file) =>
      readFileSync(new URL(`../../../../../deploy/${file}`, import.meta.url), "utf8"),
    );
    const read = new Set(
      kit.flatMap((text) =>
        [...text.matchAll(/\b((?:hostfront|nodejs|process)_[a-z0-9_]+)/g)].map((m) =>
          (m[1] ?? "").replace(/_(bucket|sum|count)$/, ""),
        ),
      ),
    );
    const exported = new Set((await registry.getMetricsAsJSON()).map((metric) => metric.name));
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect(exported, name).toContain(name);
  });
});
