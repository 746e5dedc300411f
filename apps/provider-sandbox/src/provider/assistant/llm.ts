// The model's wording of an answer (CHAT_LLM_URL, an OpenAI-compatible endpoint): it is given
// the same parts the composed answer shows, numbered, and told to answer from them alone,
// citing them as [n], or to reply NOT_COVERED when they do not answer. Its citations become
// links to the sections; any other link it writes becomes plain text.
import type { Language } from "@hostfront/api-client/fixtures";
import { articleUrl, type Site } from "./compose.ts";
import type { Retrieval } from "./retrieve.ts";

/** How long the model may take before the composed answer is used instead. */
export const LLM_TIMEOUT_MS = 20_000;
/** What the model answers when the passages do not cover the question. */
export const NOT_COVERED = "NOT_COVERED";

const LANGUAGE_NAMES: { readonly [L in Language]: string } = {
  en: "English",
  zh: "Simplified Chinese",
  ja: "Japanese",
};

export interface LlmConfig {
  readonly url: string;
  readonly key: string;
  readonly model: string;
}

/** The model's answer, that it declined, or null when it gave none (error, timeout, empty). */
export type Worded = { readonly answer: string } | { readonly declined: true } | null;

/** The parts as numbered plain passages: what the model may use. */
export function groundingOf(retrieval: Retrieval): string {
  return retrieval.parts
    .map((part, i) => {
      const { title, heading } = part.section;
      const body = part.blocks
        .map((b) =>
          b.kind === "row" && b.header ? `${b.header.join(" | ")}: ${b.markdown}` : b.markdown,
        )
        .join("\n");
      return `[${i + 1}] ${title} — ${heading}\n${body}`;
    })
    .join("\n\n");
}

/** The model's text with [n] linked to part n's section and every other link made plain. */
export function linkCitations(text: string, retrieval: Retrieval, site: Site): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .replace(/\[(\d{1,2})\]/g, (whole, n: string) => {
      const part = retrieval.parts[Number(n) - 1];
      return part ? `[${n}](${articleUrl(site, part.section.slug, part.section.id)})` : whole;
    });
}

export async function wordWithLlm(
  llm: LlmConfig,
  question: string,
  retrieval: Retrieval,
  site: Site,
  fetchImpl: typeof fetch = fetch,
): Promise<Worded> {
  try {
    const response = await fetchImpl(`${llm.url.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${llm.key}` },
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.2,
        messages: [
          {
            role: "system",
            content: [
              "You are the support assistant of a hosting provider.",
              `Answer in ${LANGUAGE_NAMES[retrieval.language]}, using only the numbered passages from the documentation, and cite each statement with its passage number, like [1].`,
              "Give the steps, numbers and conditions the question asks for. Keep steps as a numbered list and tables as Markdown pipe tables. Write no HTML and no links.",
              `If the passages do not answer the question, reply with ${NOT_COVERED} and nothing else. Never add prices, limits or policies that are not in the passages.`,
            ].join(" "),
          },
          {
            role: "user",
            content: `Passages:\n${groundingOf(retrieval)}\n\nQuestion: ${question}`,
          },
        ],
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string" || content.trim() === "") return null;
    if (content.includes(NOT_COVERED)) return { declined: true };
    return { answer: linkCitations(content.trim(), retrieval, site) };
  } catch {
    return null;
  }
}
