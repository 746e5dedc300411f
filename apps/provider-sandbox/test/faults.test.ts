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

describe("start-up flags", () => {
  it("turns the assistant off and closes registration from the environment", async () => {
    const h = await startSandbox({ SANDBOX_CHAT_ENABLED: "0", SANDBOX_REGISTRATION_OPEN: "0" });
    try {
      await expect(h.api.startup()).resolves.toMatchObject({
        chatEnabled: false,
        registrationOpen: false,
        maintenance: { active: false, message: null },
      });
      await expect(h.newUser()).rejects.toMatchObject({ code: errorCodes.UNAVAILABLE.code });
      await expect(
        h.api.chat({
          api_key: h.config.chatApiKey,
          question: "How do I resize a disk?",
          uuid: "0b7e6f5c-8a3d-4f2e-9c1b-2d4e6f8a0b1c",
        }),
      ).rejects.toMatchObject({ code: errorCodes.UNAVAILABLE.code });
    } finally {
      await h.stop();
    }
  });

  it("switches each flag while running through /sandbox/flags, and refuses unknown ones", async () => {
    const h = await startSandbox();
    const post = (body: unknown, type = "application/json") =>
      fetch(`${h.baseUrl}/sandbox/flags`, {
        method: "POST",
        headers: { "content-type": type },
        body: JSON.stringify(body),
      });
    try {
      await expect(h.api.startup()).resolves.toMatchObject({
        chatEnabled: true,
        registrationOpen: true,
        maintenance: { active: false },
      });
      expect((await post({ chatEnabled: false, maintenanceMessage: " Upgrade. " })).status).toBe(
        200,
      );
      await expect(h.api.startup()).resolves.toMatchObject({
        chatEnabled: false,
        registrationOpen: true,
        maintenance: { active: true, message: "Upgrade." },
      });
      await expect(h.api.footerComment({ rating: 5 })).rejects.toMatchObject({
        code: errorCodes.UNAVAILABLE.code,
      });
      await post({ registrationOpen: false, maintenanceMessage: null, chatEnabled: true });
      await expect(h.api.startup()).resolves.toMatchObject({
        chatEnabled: true,
        registrationOpen: false,
        maintenance: { active: false, message: null },
      });
      expect((await post({ admin: true })).status).toBe(400);
      expect((await post({ chatEnabled: "no" })).status).toBe(400);
      expect((await post({ chatEnabled: true }, "text/plain")).status).toBe(415);
      expect(await (await fetch(`${h.baseUrl}/sandbox/flags`)).json()).toEqual({
        maintenanceMessage: null,
        chatEnabled: true,
        registrationOpen: false,
      });
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
