// The words visitors type for what the articles say otherwise (`cost` for a price, `money
// back` for a refund, `SLA` for the service level agreement). Kept small and general: each
// line is a set of words or phrases that mean the same, never a patch for one query.
import { latinTerm, normalizeWord, STOPWORDS } from "./tokenize.ts";

const SETS: readonly (readonly string[])[] = [
  ["price", "cost", "fee"],
  ["month", "monthly"],
  ["quarter", "quarterly"],
  ["year", "yearly", "annual", "annually"],
  ["refund", "money back", "reimburse"],
  ["cancel", "cancellation"],
  ["sla", "service level agreement"],
  ["2fa", "two-factor authentication"],
];

/** A word or phrase as the index terms it is made of (stop words dropped, words stemmed). */
const termsOf = (text: string): string[] =>
  text
    .split(/[\s-]+/)
    .map(normalizeWord)
    .filter((word) => word && !STOPWORDS.has(word))
    .map(latinTerm);

/** Every entry of every set, as terms, with the other entries of its set. */
const ENTRIES: readonly { readonly terms: readonly string[]; readonly others: string[][] }[] =
  SETS.flatMap((set) => {
    const all = set.map(termsOf);
    return all.map((terms, i) => ({ terms, others: all.filter((_, j) => j !== i) }));
  });

/**
 * The synonym entry that starts at `terms[at]`, longest first: how many terms it covers and
 * the other ways to say it (each a list of terms, all of which should match).
 */
export function synonymsAt(
  terms: readonly string[],
  at: number,
): { readonly length: number; readonly others: readonly (readonly string[])[] } | null {
  let best: (typeof ENTRIES)[number] | null = null;
  for (const entry of ENTRIES) {
    if (best && entry.terms.length <= best.terms.length) continue;
    if (entry.terms.every((term, i) => terms[at + i] === term)) best = entry;
  }
  return best ? { length: best.terms.length, others: best.others } : null;
}
