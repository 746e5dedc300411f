// The mock provider's content, tracking, support and product calls: reviews, the FAQ
// assistant, tickets, contact messages, the user's products.

import { isValid } from "@hostfront/validators";
import type { Language } from "../fixtures/documents.ts";
import { checkContact, reviewSummaryOf } from "../provider-rules/index.ts";
import { ContractError, type Implementations } from "../server/handler.ts";
import type { MockAccount, MockState } from "./state.ts";

/** The chat key the mock provider accepts. */
export const MOCK_CHAT_API_KEY = "mock-chat-key";

export function contentCalls(
  state: MockState,
): Pick<
  Implementations<MockAccount>,
  | "footerComment"
  | "promotionClick"
  | "actPage"
  | "referral"
  | "reviewSummary"
  | "reviewRefresh"
  | "chat"
  | "ticketSubmit"
  | "contactMessage"
  | "userProducts"
  | "userFlow"
> {
  const { catalogue } = state;
  const reviewSummary = () =>
    reviewSummaryOf(catalogue.review, {
      count: state.comments.length,
      sum: state.comments.reduce((a, b) => a + b, 0),
    });
  const digits = (length: number) =>
    String(state.sequence() * 7919 + state.nowMs())
      .slice(-length)
      .padStart(length, "0");
  return {
    footerComment: ({ rating }) => {
      state.comments.push(rating);
      return reviewSummary();
    },
    reviewSummary: () => reviewSummary(),
    reviewRefresh: () => reviewSummary(),
    promotionClick: (input) => state.recorded("promotionClick", input),
    actPage: (input) => state.recorded("actPage", input),
    referral: (input) => state.recorded("referral", input),
    chat: ({ api_key, question }) => {
      if (api_key !== MOCK_CHAT_API_KEY) throw new ContractError("FORBIDDEN");
      if (!state.flags.chatEnabled)
        throw new ContractError("UNAVAILABLE", "The assistant is turned off.");
      const language: Language = /[\u3040-\u30ff]/.test(question)
        ? "ja"
        : /[\u4e00-\u9fff]/.test(question)
          ? "zh"
          : "en";
      const lower = question.toLowerCase();
      const hit = catalogue.faq.find((f) =>
        f.texts[language].keywords.some((k) => lower.includes(k.toLowerCase())),
      );
      if (!hit) return { answer: catalogue.assistant[language].noAnswer, language, sources: [] };
      const prefix = language === "en" ? "" : `/${language}`;
      return {
        answer: hit.texts[language].answer,
        language,
        sources: [
          { title: hit.texts[language].question, url: `${prefix}/doc/article/${hit.slug}` },
        ],
      };
    },
    ticketSubmit: (input, { user }) => {
      const me = state.account(user);
      if (input.productId !== null && !state.ownProducts(me).some((p) => p.id === input.productId))
        throw new ContractError("NOT_FOUND", `No product ${input.productId} on this account.`);
      state.recorded("ticket", input);
      return {
        ticketId: state.nextId("tk"),
        ticketNo: `T${state.stamp().slice(0, 10).replaceAll("-", "")}${digits(6)}`,
        status: "open" as const,
        createdAt: state.stamp(),
      };
    },
    contactMessage: (input) => {
      checkContact(input, isValid);
      state.recorded("contact", input);
      return { messageId: state.nextId("msg") };
    },
    userProducts: ({ page, row, type }, { user }) => {
      const list = state.ownProducts(state.account(user)).filter((p) => !type || p.type === type);
      return { total: list.length, list: list.slice((page - 1) * row, page * row) };
    },
    userFlow: ({ productId, days }, { user }) => {
      const product = state.ownProducts(state.account(user)).find((p) => p.id === productId);
      if (!product) throw new ContractError("NOT_FOUND", `No product ${productId}.`);
      const daily = Array.from({ length: days }, (_, i) => {
        const date = new Date(state.nowMs() - (days - 1 - i) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        return {
          date,
          inGb: Math.round((2 + (i % 5)) * 10) / 10,
          outGb: Math.round((1 + (i % 3)) * 10) / 10,
        };
      });
      return {
        productId,
        quotaGb: product.type === "server" ? 3000 : null,
        totalInGb: Math.round(daily.reduce((s, d) => s + d.inGb, 0) * 10) / 10,
        totalOutGb: Math.round(daily.reduce((s, d) => s + d.outGb, 0) * 10) / 10,
        daily,
      };
    },
  };
}
