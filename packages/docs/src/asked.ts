// How visitors ask for each section: for every section of every article, a handful of questions
// a visitor types when that section is the answer, in the visitor's words rather than the
// article's ("paid 20 minutes ago and my server isn't in the console", 退钱, 鯖が落ちた). Written
// offline per article and language (`asked/<language>/<slug>.json`, ADR 0025) and read by the
// assistant, which runs without a language model, as a further sign of which section a question
// is about. The files name sections by label: a renamed heading must be renamed there too
// (asked.test.ts fails until it is).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Language } from "@hostfront/i18n";
import { z } from "zod";

/** Where the files are: `asked/<language>/<slug>.json`. */
export const ASKED_DIR: string = fileURLToPath(new URL("../asked", import.meta.url));

/** Questions per section, at least and at most. */
export const ASKED_PER_SECTION = { min: 3, max: 10 } as const;

/** A file: each section's label (`slug#id`, the slug for the opening) and its questions. */
const askedSchema = z.record(z.string(), z.array(z.string().trim().min(2)));

/** A section's label: `slug#id`, or the slug alone for the text before the first heading. */
export const sectionLabel = (slug: string, id: string | null): string =>
  id ? `${slug}#${id}` : slug;

/**
 * How visitors ask for each section of one article: label -> questions, in the file's order.
 * An article without a file has none (the assistant then ranks by the article alone).
 */
export function readAsked(
  language: Language,
  slug: string,
  dir: string = ASKED_DIR,
): ReadonlyMap<string, readonly string[]> {
  const file = join(dir, language, `${slug}.json`);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(askedSchema.parse(JSON.parse(readFileSync(file, "utf8")))));
}
