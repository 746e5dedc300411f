// /readyz: ready once the shell's data is there (fetched, or stale in the cache), not before,
// and not while draining; /healthz (liveness) is another thing.
import { describe, expect, it } from "vitest";
import { InstanceReadiness } from "~/lib/ops/readiness.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs } from "~/test/request";
import { loader } from "./readyz";

const upstream = mockProviderApi();

describe("readiness", () => {
  // First in the file: the upstream cache is empty yet.
  it("is not ready while the provider cannot give the shell's data and none is cached", async () => {
    upstream.down();
    const readiness = new InstanceReadiness();
    expect(await readiness.check((await pageArgs("/readyz")).context)).toEqual({
      ready: false,
      reason: "no-shell-data",
    });
  });

  it("is ready once the shell's data is fetched, and stays ready when the provider goes", async () => {
    const readiness = new InstanceReadiness();
    expect(await readiness.check((await pageArgs("/readyz")).context)).toEqual({ ready: true });
    expect(upstream.to("/api/finance/currency/search").length).toBeGreaterThan(0);
    upstream.down();
    expect(await readiness.check((await pageArgs("/readyz")).context)).toEqual({ ready: true });
  });

  it("is not ready while draining, whatever the data", async () => {
    const readiness = new InstanceReadiness();
    expect((await readiness.check((await pageArgs("/readyz")).context)).ready).toBe(true);
    readiness.startDraining();
    expect(await readiness.check((await pageArgs("/readyz")).context)).toEqual({
      ready: false,
      reason: "draining",
    });
  });
});

describe("/readyz", () => {
  it("answers 200 and is never cached when ready", async () => {
    const response = await loader(await pageArgs("/readyz"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
