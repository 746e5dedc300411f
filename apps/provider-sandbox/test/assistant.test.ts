// The assistant answers from the documentation: the right article, in the question's
// language, quoted; an honest "not covered" otherwise; a model words it when configured.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  composeAnswer,
  createAssistant,
  detectLanguage,
  documentation,
  documentationInBackground,
  MAX_ANSWER_LENGTH,
  wordWithLlm,
} from "../src/provider/assistant.ts";

const indexes = documentation();
const assistant = createAssistant(indexes);
const firstSource = (question: string) => assistant.retrieve(question).passages[0]?.slug ?? null;

describe("language detection", () => {
  it.each([
    ["How do I get a refund?", "en"],
    ["怎么申请退款？", "zh"],
    ["返金はできますか？", "ja"],
    ["サーバー", "ja"],
  ])("%s is %s", (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe("retrieval from the documentation", () => {
  // Each question, and the article that must be among its sources.
  it.each(
    Object.entries({
      "How do I get a refund?": "refund",
      "How do I connect to my server over SSH?": "connect-with-ssh",
      "How much do snapshots cost per GB?": "block-storage-volume-pricing",
      "How do I open port 8080 in the security group?": "security-groups",
      "What is the API rate limit?": "api",
      我想退款: "refund",
      "怎么用 SSH 连接服务器": "connect-with-ssh",
      拼团没成功会退款吗: "group-buy",
      返金したい: "refund",
      APIキーの作り方: "api",
      セキュリティグループでポートを開けたい: "security-groups",
    }),
  )("answers %s from %s", (question, slug) => {
    const sources = assistant.retrieve(question).passages.map((p) => p.slug);
    expect(sources).toContain(slug);
  });

  it.each([
    "Who won the football world cup in 1954?",
    "今天天气怎么样",
    "おすすめのラーメン屋を教えて",
  ])("says the docs do not cover %s", (question) => {
    expect(firstSource(question)).toBeNull();
  });

  it("quotes sentences of the article in the question's language", () => {
    const retrieval = assistant.retrieve("返金の申請方法を教えてください");
    expect(retrieval.language).toBe("ja");
    const answer = composeAnswer(retrieval.passages, retrieval.language);
    expect(answer).toMatch(/返金/);
    expect(answer.length).toBeGreaterThan(20);
    expect(answer.length).toBeLessThanOrEqual(MAX_ANSWER_LENGTH);
    const article = indexes.ja.docs.find((doc) => doc.slug === retrieval.passages[0]?.slug);
    const text = article?.sections.map(([, , body]) => body).join(" ") ?? "";
    for (const sentence of retrieval.passages[0]?.sentences ?? []) expect(text).toContain(sentence);
  });
});

describe("documentation read in the background", () => {
  it("answers the same indexes from a worker thread", async () => {
    const fromWorker = await documentationInBackground();
    expect(fromWorker.zh.docs.map((doc) => doc.slug)).toEqual(
      indexes.zh.docs.map((doc) => doc.slug),
    );
    expect(createAssistant(fromWorker).retrieve("返金したい").passages[0]?.slug).toBe("refund");
  });
});

describe("wording by a model", () => {
  async function withModel(
    answer: (body: Record<string, unknown>) => { status: number; json: unknown },
    run: (url: string, seen: Record<string, unknown>[]) => Promise<void>,
  ) {
    const seen: Record<string, unknown>[] = [];
    const server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => {
        raw += chunk;
      });
      request.on("end", () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        seen.push({ ...body, authorization: request.headers.authorization, path: request.url });
        const { status, json } = answer(body);
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it("sends the passages and the question, and uses the model's answer", async () => {
    await withModel(
      () => ({
        status: 200,
        json: { choices: [{ message: { content: "You can, within 7 days." } }] },
      }),
      async (url, seen) => {
        const retrieval = assistant.retrieve("Can I get a refund?");
        const answer = await wordWithLlm(
          { url, key: "sk-test", model: "m" },
          "Can I get a refund?",
          retrieval,
        );
        expect(answer).toBe("You can, within 7 days.");
        expect(seen[0]?.path).toBe("/v1/chat/completions");
        expect(seen[0]?.authorization).toBe("Bearer sk-test");
        const messages = seen[0]?.messages as { role: string; content: string }[];
        expect(messages[0]?.content).toContain("English");
        expect(messages[1]?.content).toContain(retrieval.passages[0]?.sentences[0] ?? "?");
        expect(messages[1]?.content).toContain("Question: Can I get a refund?");
      },
    );
  });

  it("gives way to the passages when the model fails", async () => {
    await withModel(
      () => ({ status: 500, json: { error: "down" } }),
      async (url) => {
        const retrieval = assistant.retrieve("Can I get a refund?");
        expect(await wordWithLlm({ url, key: "k", model: "m" }, "q", retrieval)).toBeNull();
      },
    );
    const retrieval = assistant.retrieve("Can I get a refund?");
    expect(
      await wordWithLlm({ url: "http://127.0.0.1:9", key: "k", model: "m" }, "q", retrieval),
    ).toBeNull();
  });
});
