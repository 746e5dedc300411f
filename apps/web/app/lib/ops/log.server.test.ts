// orNull: a failed part is answered as null and logged with the request's id, never thrown.
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestContext } from "~/context";
import { contextFor, siteRequest } from "~/test/request";
import { orNull } from "./log.server";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("orNull", () => {
  it("answers what the promise gives and logs nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const context = await contextFor(siteRequest("/"));
    await expect(orNull(Promise.resolve([1, 2]), context, "plans")).resolves.toEqual([1, 2]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("answers null for a failure and logs it with the request id and what failed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const context = await contextFor(siteRequest("/zh/product/vps"));
    const failed = Promise.reject(new Error("connect ECONNREFUSED"));
    await expect(orNull(failed, context, "regions")).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(warn.mock.calls[0]?.[0]));
    expect(line).toEqual({
      service: "web",
      level: "warn",
      msg: "regions: answered without it",
      requestId: context.get(requestContext).id,
      error: "connect ECONNREFUSED",
    });
    expect(line.requestId).toMatch(/\S/);
  });
});
