// Tickets and the assistant.
import { buildCatalogue } from "@hostfront/api-client/fixtures";
import { describe, expect, it } from "vitest";
import { type Suite, UUID } from "./target.ts";

export function supportCases(s: Suite): void {
  describe("tickets and chat", () => {
    it("opens a ticket, only about the user's own products", async () => {
      await expect(
        s.h.api.ticketSubmit(
          {
            category: "technical",
            subject: "Port 443 times out",
            content: "Since 09:00 UTC port 443 does not answer.",
          },
          { token: s.token },
        ),
      ).resolves.toMatchObject({ status: "open", ticketNo: expect.stringMatching(/^T\d{14}$/) });
      await s.expectError(
        "ticketSubmit",
        s.h.api.ticketSubmit(
          {
            category: "billing",
            productId: "srv-someone-else",
            subject: "Invoice",
            content: "Please resend the invoice.",
          },
          { token: s.token },
        ),
        "NOT_FOUND",
      );
    });

    it("answers from the docs in the question's language, or says it does not know", async () => {
      const key = s.h.chatApiKey;
      const en = await s.h.api.chat({
        api_key: key,
        question: "How do I get a refund?",
        uuid: UUID,
      });
      expect(en.language).toBe("en");
      expect(en.sources[0]?.url).toMatch(
        new RegExp(`^${s.h.siteUrl("en")}/doc/article/refund(#|$)`),
      );
      expect(en.answer).toMatch(/refund/i);
      const zh = await s.h.api.chat({
        api_key: key,
        question: "你们支持支付宝付款吗？",
        uuid: UUID,
      });
      expect(zh.language).toBe("zh");
      expect(zh.answer).toContain("支付宝");
      expect(zh.sources.map((s) => s.url).join(" ")).toContain(`${s.h.siteUrl("zh")}/doc/article/`);
      const ja = await s.h.api.chat({
        api_key: key,
        question: "スナップショットの料金は？",
        uuid: UUID,
      });
      expect(ja.language).toBe("ja");
      // The snapshot price is in the documentation; the mock's FAQ answers about billing.
      if (s.can.documentation) expect(ja.answer).toContain("$0.05");
      const unknown = await s.h.api.chat({
        api_key: key,
        question: "Who won the football world cup in 1954?",
        uuid: UUID,
      });
      // Declined: the "not covered" text first; the sources, if any, are the closest articles,
      // not sections the answer cites.
      expect(unknown.answer.startsWith(buildCatalogue().assistant.en.noAnswer)).toBe(true);
      for (const source of unknown.sources) expect(source.url).not.toContain("#");
      await s.expectError(
        "chat",
        s.h.api.chat({ api_key: "wrong", question: "hi", uuid: UUID }),
        "FORBIDDEN",
      );
    });
  });
}
