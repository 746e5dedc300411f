// What the sandbox answers when something is wrong on its side: maintenance, a lost database.
import { endpointNames, endpoints, errorCodes } from "@hostfront/api-client";
import { describe, expect, it } from "vitest";
import { startSandbox } from "./harness.ts";

describe("maintenance mode", () => {
  it("refuses every state change with 5030 and Retry-After, and still answers reads", async () => {
    const h = await startSandbox({
      SANDBOX_MAINTENANCE_MESSAGE: "Database upgrade until 04:00 UTC.",
    });
    try {
      const { token } = await h.newUser().catch(() => ({ token: "" }));
      expect(token).toBe("");
      await expect(h.api.startup()).resolves.toMatchObject({
        maintenance: { active: true, message: "Database upgrade until 04:00 UTC." },
      });
      await expect(h.api.plans()).resolves.not.toHaveLength(0);
      const mutating = endpointNames.filter(
        (name) => endpoints[name].mutating && name !== "logout",
      );
      for (const name of mutating) {
        const response = await fetch(`${h.baseUrl}${endpoints[name].path}`, {
          method: "POST",
          body: "{}",
        });
        const body = (await response.json()) as { code: number };
        if (endpoints[name].access === "user")
          expect(body.code, name).toBe(errorCodes.LOGIN_REQUIRED.code);
        else if (body.code !== errorCodes.BAD_REQUEST.code)
          expect(body.code, name).toBe(errorCodes.UNAVAILABLE.code);
      }
      const refused = await fetch(`${h.baseUrl}${endpoints.referral.path}`, {
        method: "POST",
        body: JSON.stringify({ referer: "h61", param: "tgcode" }),
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("300");
    } finally {
      await h.stop();
    }
  });
});

describe("a database that went away", () => {
  it("answers 5000 without details, and the health check says 503", async () => {
    const h = await startSandbox();
    try {
      await h.running.sandbox.db.destroy();
      const response = await fetch(`${h.baseUrl}${endpoints.reviewSummary.path}`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        code: 5000,
        message: "The provider failed; nothing was changed.",
      });
      expect((await fetch(`${h.baseUrl}/healthz`)).status).toBe(503);
    } finally {
      await h.stop().catch(() => undefined);
    }
  });
});
