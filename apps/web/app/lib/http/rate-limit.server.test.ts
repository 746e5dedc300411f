import { describe, expect, it } from "vitest";
import { mockProviderApi } from "~/test/provider";
import { pageArgs } from "~/test/request";
import { DEFAULT_LIMITS, hit, LIMITS, limitsOf, subjects } from "./rate-limit.server";

mockProviderApi();

const contextFor = async (headers: Record<string, string> = {}, token?: string) =>
  (await pageArgs("/", { headers, ...(token ? { token } : {}) })).context;

describe("rate limits", () => {
  it("allows the limit in a window, refuses the next with the seconds to wait", async () => {
    const context = await contextFor();
    const now = 1_800_000_000_000;
    const { max, windowMs } = LIMITS.signUp;
    for (let i = 0; i < max; i++) expect((await hit(context, "signUp", now)).allowed).toBe(true);
    const refused = await hit(context, "signUp", now);
    expect(refused.allowed).toBe(false);
    const windowEnd = (Math.floor(now / windowMs) + 1) * windowMs;
    expect(refused.retryAfterSeconds).toBe(Math.ceil((windowEnd - now) / 1000));
    // The next window starts over.
    expect((await hit(context, "signUp", windowEnd)).allowed).toBe(true);
  });

  it("counts each limit on its own", async () => {
    const context = await contextFor();
    const now = 1_800_000_000_000;
    for (let i = 0; i < LIMITS.signUp.max + 1; i++) await hit(context, "signUp", now);
    expect((await hit(context, "activate", now)).allowed).toBe(true);
  });

  it("counts a logged-in visitor by session too, never by the token itself", async () => {
    const context = await contextFor({}, "a-token-of-forty-characters-0123456789ab");
    const ids = subjects(context);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toMatch(/^session:[0-9a-f]{32}$/);
    expect(ids.join(" ")).not.toContain("a-token");
  });

  it("takes an operator's limit by name and refuses a name that limits nothing", () => {
    expect(limitsOf({ chat: { max: 60, windowMs: 60_000 } })).toEqual({
      ...DEFAULT_LIMITS,
      chat: { max: 60, windowMs: 60_000 },
    });
    expect(() => limitsOf({ signup: { max: 1, windowMs: 1000 } })).toThrow(/signup.*signUp/);
  });
});
