// The assistant answers from the documentation: the blocks that answer the question, in its
// language, in their shape (steps, tables, commands), each linked to its section; an honest
// "not covered" with the ticket page otherwise; a model words it when configured, grounded on
// the same blocks.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { TICKET_PATH } from "../src/provider/assistant/compose.ts";
import {
  answerQuestion,
  composeAnswer,
  createAssistant,
  detectLanguage,
  documentation,
  documentationInBackground,
  wordWithLlm,
} from "../src/provider/assistant.ts";

const docs = documentation();
const assistant = createAssistant(docs);
const site = { base: "https://site.example" };
const texts = { noAnswer: "I could not find that in our documentation. Open a ticket." };
const firstSource = (question: string) =>
  assistant.retrieve(question).parts[0]?.section.slug ?? null;
const ask = (question: string) => answerQuestion(assistant, question, () => ({ site, texts }));

describe("language detection", () => {
  it.each([
    ["How do I get a refund?", "en"],
    ["怎么申请退款？", "zh"],
    ["退款需要多久", "zh"],
    ["返金はできますか？", "ja"],
    ["サーバー", "ja"],
    // Kanji alone: the pairs only the Japanese documentation writes decide.
    ["返金条件", "ja"],
    ["料金確認", "ja"],
  ])("%s is %s", (text, language) => {
    expect(assistant.language(text)).toBe(language);
  });

  it("reads kanji alone as Chinese without the documentation's evidence", () => {
    expect(detectLanguage("返金条件")).toBe("zh");
  });
});

describe("retrieval from the documentation", () => {
  it.each(
    Object.entries({
      "How do I get a refund?": "refund",
      "How do I connect to my server over SSH?": "connect-with-ssh",
      "How do I open port 8080 in the security group?": "security-groups",
      "What is the API rate limit?": "api",
      我想退款: "refund",
      "怎么用 SSH 连接服务器": "connect-with-ssh",
      返金したい: "refund",
      APIキーの作り方: "api",
    }),
  )("answers %s from %s", (question, slug) => {
    expect(assistant.retrieve(question).parts.map((p) => p.section.slug)).toContain(slug);
  });

  it.each([
    "Who won the football world cup in 1954?",
    "今天天气怎么样",
    "おすすめのラーメン屋を教えて",
  ])("says the docs do not cover %s", (question) => {
    expect(firstSource(question)).toBeNull();
  });
});

describe("the composed answer", () => {
  it("gives the steps and the time limit of a refund, each linked to its section", async () => {
    const { answer, sources } = await ask("How do I get a refund?");
    expect(answer).toMatch(/^1\. .+\n2\. .+ticket/m);
    expect(answer).toContain("7 days");
    expect(answer).toMatch(/\[1\]\(https:\/\/site\.example\/doc\/article\/refund#[a-z-]+\)/);
    expect(sources[0]?.url).toMatch(/^https:\/\/site\.example\/doc\/article\/refund#/);
    expect(answer).not.toBe("This policy explains which payments we refund and how.");
  });

  it("gives the command to connect with SSH", async () => {
    const { answer } = await ask("How do I connect to my server with SSH?");
    expect(answer).toMatch(/```\n[^`]*ssh root@/);
  });

  it("keeps a table as a table, in Chinese too", async () => {
    const { answer, language } = await ask("退款多久到账");
    expect(language).toBe("zh");
    expect(answer).toMatch(/^\| 退款去向 \| 到账时间 \|\n\|---\|---\|\n\| 账户余额 \|/m);
    expect(answer).toContain("5-10 个工作日");
  });

  it("quotes only the documentation, in the question's language", () => {
    const retrieval = assistant.retrieve("返金の申請方法を教えてください");
    expect(retrieval.language).toBe("ja");
    const { answer } = composeAnswer(retrieval, site);
    const body = answer.replace(/\[\d+\]\([^)]*\)/g, "");
    for (const part of retrieval.parts)
      for (const block of part.blocks)
        if (block.kind === "paragraph") expect(body).toContain(block.text.slice(0, 20));
    expect(answer).toMatch(/返金/);
  });

  it("declines what the docs do not cover, offering the ticket page and close articles", async () => {
    const { answer, sources } = await ask("Do you sell Kubernetes clusters?");
    expect(answer).toContain(texts.noAnswer);
    expect(answer).toContain(`(${site.base}${TICKET_PATH})`);
    for (const source of sources) expect(answer).toContain(`(${source.url})`);
    expect(answer).not.toMatch(/\[\d+\]\(/);
  });
});

describe("documentation read in the background", () => {
  it("answers the same indexes and passages from a worker thread", async () => {
    const fromWorker = await documentationInBackground();
    expect(fromWorker.indexes.zh.docs.map((doc) => doc.slug)).toEqual(
      docs.indexes.zh.docs.map((doc) => doc.slug),
    );
    expect(fromWorker.passages.ja.length).toBe(docs.passages.ja.length);
    expect(createAssistant(fromWorker).retrieve("返金したい").parts[0]?.section.slug).toBe(
      "refund",
    );
    // A bound for a worker that never answers, not a speed check: the worker's few seconds of
    // CPU took over 60 s on a loaded CI machine.
  }, 180_000);
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
  const reply = (content: string) => () => ({
    status: 200,
    json: { choices: [{ message: { content } }] },
  });
  const question = "How do I get a refund?";

  it("grounds the model on the numbered blocks and links its citations", async () => {
    await withModel(
      reply("Ask by ticket within 7 days [1]. <img src=x> [bad](https://evil.example) [9]"),
      async (url, seen) => {
        const llm = { url, key: "sk-test", model: "m" };
        const { answer, sources } = await answerQuestion(assistant, question, () => ({
          site,
          texts,
          llm,
        }));
        const retrieval = assistant.retrieve(question);
        const first = retrieval.parts[0]?.section;
        expect(answer).toBe(
          `Ask by ticket within 7 days [1](${site.base}/doc/article/${first?.slug}#${first?.id}).  bad [9]`,
        );
        expect(sources).toEqual(composeAnswer(retrieval, site).sources);
        expect(seen[0]?.path).toBe("/v1/chat/completions");
        expect(seen[0]?.authorization).toBe("Bearer sk-test");
        const messages = seen[0]?.messages as { role: string; content: string }[];
        expect(messages[0]?.content).toContain("English");
        expect(messages[0]?.content).toContain("NOT_COVERED");
        expect(messages[1]?.content).toMatch(/^Passages:\n\[1\] Refund policy — /);
        expect(messages[1]?.content).toContain(`Question: ${question}`);
      },
    );
  });

  it("declines with the ticket page when the model says the blocks do not answer", async () => {
    await withModel(reply("NOT_COVERED"), async (url) => {
      const llm = { url, key: "k", model: "m" };
      const { answer } = await answerQuestion(assistant, question, () => ({ site, texts, llm }));
      expect(answer).toContain(texts.noAnswer);
      expect(answer).toContain(TICKET_PATH);
    });
  });

  it("offers a ticket, in the question's language, when finding the answer fails", async () => {
    const failures: unknown[] = [];
    const broken = {
      ...assistant,
      retrieve: () => {
        throw new TypeError("a bug");
      },
    };
    const { answer, language, sources } = await answerQuestion(broken, "退款需要多久？", () => ({
      site,
      texts,
      onRetrievalFailure: (error) => failures.push(error),
    }));
    expect(language).toBe("zh");
    expect(answer).toContain(texts.noAnswer);
    expect(answer).toContain(TICKET_PATH);
    expect(sources).toEqual([]);
    expect(failures).toEqual([new TypeError("a bug")]);
  });

  it("gives way to the composed answer when the model fails", async () => {
    let failures = 0;
    const onLlmFailure = () => {
      failures++;
    };
    await withModel(
      () => ({ status: 500, json: { error: "down" } }),
      async (url) => {
        const llm = { url, key: "k", model: "m" };
        const { answer } = await answerQuestion(assistant, question, () => ({
          site,
          texts,
          llm,
          onLlmFailure,
        }));
        expect(answer).toBe(composeAnswer(assistant.retrieve(question), site).answer);
      },
    );
    const retrieval = assistant.retrieve(question);
    expect(
      await wordWithLlm({ url: "http://127.0.0.1:9", key: "k", model: "m" }, "q", retrieval, site),
    ).toBeNull();
    expect(failures).toBe(1);
  });
});
