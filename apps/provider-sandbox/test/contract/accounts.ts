// Accounts: the public key, registration, activation, login and logout.
import { describe, expect, it } from "vitest";
import type { Suite } from "./target.ts";

export function accountCases(s: Suite): void {
  describe("accounts", () => {
    it("hands out the public key passwords are encrypted with", async () => {
      const key = await s.h.api.publicKey();
      expect(key).toMatchObject({
        algorithm: "RSA-OAEP-256",
        keyId: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
      expect(key.publicKey).toContain("BEGIN PUBLIC KEY");
    });

    it("registers, refuses a second account, activates once, logs in and out", async () => {
      const email = `ren-${Date.now()}@example.jp`;
      await expect(
        s.h.api.register({
          account: email,
          password: s.h.encrypt("ren2026x"),
          username: "Ren",
          language: "ja",
        }),
      ).resolves.toEqual({ userAccount: email, activationRequired: true });
      await s.expectError(
        "register",
        s.h.api.register({ account: email, password: s.h.encrypt("ren2026x"), username: "Ren" }),
        "ACCOUNT_EXISTS",
      );
      await s.expectError(
        "login",
        s.h.api.login({ account: email, password: s.h.encrypt("ren2026x") }),
        "ACCOUNT_NOT_ACTIVATED",
      );
      const code = await s.h.activationCode(email);
      await expect(s.h.api.activate({ code })).resolves.toMatchObject({ userAccount: email });
      await s.expectError("activate", s.h.api.activate({ code }), "ALREADY_ACTIVATED");
      await s.expectError(
        "login",
        s.h.api.login({ account: `nobody-${email}`, password: s.h.encrypt("ren2026x") }),
        "BAD_CREDENTIALS",
      );
      if (s.can.passwords)
        await s.expectError(
          "login",
          s.h.api.login({ account: email, password: s.h.encrypt("wrong999") }),
          "BAD_CREDENTIALS",
        );
      const session = await s.h.api.login({ account: email, password: s.h.encrypt("ren2026x") });
      await expect(s.h.api.userBrowse({}, { token: session.token })).resolves.toMatchObject({
        userAccount: email,
        language: "ja",
        activated: true,
      });
      await expect(s.h.api.logout({}, { token: session.token })).resolves.toBeNull();
      await s.expectError(
        "userBrowse",
        s.h.api.userBrowse({}, { token: session.token }),
        "LOGIN_REQUIRED",
      );
    });

    it.skipIf(!s.can.passwords)(
      "refuses passwords it cannot decrypt or that break the rule",
      async () => {
        await s.expectError(
          "register",
          s.h.api.register({
            account: "x1@example.com",
            password: "bm90IGVuY3J5cHRlZCBhdCBhbGw=",
            username: "Xu",
          }),
          "PASSWORD_UNREADABLE",
        );
        await s.expectError(
          "register",
          s.h.api.register({
            account: "x2@example.com",
            password: s.h.encrypt("short"),
            username: "Xu",
          }),
          "PASSWORD_RULE",
        );
        await s.expectError(
          "login",
          s.h.api.login({ account: s.account, password: "bm90IGVuY3J5cHRlZCBhdCBhbGw=" }),
          "PASSWORD_UNREADABLE",
        );
      },
    );

    it("refuses an account that is neither an e-mail address nor a mobile number", async () => {
      const notAccount = await s.h.api
        .register({ account: "nobody", password: s.h.encrypt("abc12345"), username: "Xu" })
        .catch((e: unknown) => e);
      expect(notAccount).toMatchObject({ code: 4000, fields: { account: "validation.email" } });
    });

    it("refuses unknown and expired activation codes", async () => {
      await s.expectError(
        "activate",
        s.h.api.activate({ code: "no-such-code-at-all" }),
        "ACTIVATION_INVALID",
      );
      const email = `late-${Date.now()}@example.com`;
      await s.h.api.register({
        account: email,
        password: s.h.encrypt("abc12345"),
        username: "Late",
      });
      s.h.advance(25 * 60 * 60 * 1000);
      try {
        const expired = await s.h.activationCode(email);
        await s.expectError("activate", s.h.api.activate({ code: expired }), "ACTIVATION_EXPIRED");
        // Signing up again, as the error says, sends a new link that works; the old one does not.
        await expect(
          s.h.api.register({
            account: email,
            password: s.h.encrypt("abc67890"),
            username: "Later",
          }),
        ).resolves.toEqual({ userAccount: email, activationRequired: true });
        const fresh = await s.h.activationCode(email);
        expect(fresh).not.toBe(expired);
        await s.expectError("activate", s.h.api.activate({ code: expired }), "ACTIVATION_INVALID");
        await expect(s.h.api.activate({ code: fresh })).resolves.toMatchObject({
          userAccount: email,
        });
        await expect(
          s.h.api.login({ account: email, password: s.h.encrypt("abc67890") }),
        ).resolves.toMatchObject({ username: "Later" });
      } finally {
        s.h.advance(-25 * 60 * 60 * 1000);
      }
    });
  });
}
