// The sandbox as a contract target: a real server on 127.0.0.1 with a fresh database.
import { startSandbox } from "../harness.ts";
import type { Capabilities, ContractTarget } from "./target.ts";

export const sandboxCapabilities: Capabilities = {
  passwords: true,
  concurrency: true,
  attemptLimits: true,
  documentation: true,
};

export async function sandboxTarget(env: Record<string, string>): Promise<ContractTarget> {
  const h = await startSandbox(env);
  const { db } = h.running.sandbox;
  return {
    api: h.api,
    fetch: (path, init) => fetch(`${h.baseUrl}${path}`, init),
    advance: h.advance,
    encrypt: h.encrypt,
    newUser: () => h.newUser(),
    activationCode: h.activationCode,
    trackedKinds: async () =>
      (await db.selectFrom("events").select("kind").execute()).map((e) => e.kind).sort(),
    setCouponStock: async (couponId, remaining) => {
      await db
        .updateTable("coupon_stock")
        .set({ remaining })
        .where("coupon_id", "=", couponId)
        .execute();
    },
    chatApiKey: h.config.chatApiKey,
    siteUrl: (language) => h.config.siteUrls[language],
    attemptLimit: h.config.attemptLimit,
    stop: h.stop,
  };
}
