// Question words the documentation nearly always writes in the same sections (Tokyo and
// Singapore, in every list of regions) are values of one kind: a question naming two of them
// ("move my VPS from Tokyo to Singapore") asks about what it does with them (move), and counting
// each of them in full would rank every list of regions above the section about moving. Such a
// family of words weighs as much as its heaviest member, shared among them. Words the question
// writes side by side (security group, 安全组) are one name, not values of a kind: they stay.
import type { BlockIndex } from "./blocks.ts";
import type { QuestionTerms } from "./question.ts";

/** Share of the sections holding either word that hold both, for two words to be kin. */
export const KIN_OVERLAP = 0.6;
/** Words held by fewer sections than this are too rare to tell kin from chance. */
const KIN_MIN_SECTIONS = 5;

type Spans = readonly (readonly [number, number])[];

/** Whether two words are written apart in the question: another word between every use. */
function apart(question: string, a: Spans, b: Spans): boolean {
  return a.every(([aStart, aEnd]) =>
    b.every(([bStart, bEnd]) => {
      const [from, to] = aEnd <= bStart ? [aEnd, bStart] : bEnd <= aStart ? [bEnd, aStart] : [0, 0];
      return question.slice(from, to).trim() !== "";
    }),
  );
}

/** The families of kin among the question's words (two words or more each). */
export function kinFamilies(
  blocks: BlockIndex,
  question: string,
  places: ReadonlyMap<string, Spans>,
): string[][] {
  // A single character (用, 装) is part of too many words to be a value of a kind.
  const terms = [...places.keys()].filter((term) => [...term].length > 1);
  const held = new Map<string, ReadonlySet<number>>();
  for (const term of terms) {
    const found = blocks.sectionsHolding(term);
    if (found.size >= KIN_MIN_SECTIONS) held.set(term, found);
  }
  const candidates = [...held.keys()];
  const family = new Map(candidates.map((term) => [term, term]));
  const root = (term: string): string => {
    const parent = family.get(term) ?? term;
    return parent === term ? term : root(parent);
  };
  for (let i = 0; i < candidates.length; i++)
    for (let j = i + 1; j < candidates.length; j++) {
      const a = held.get(candidates[i] as string) as ReadonlySet<number>;
      const b = held.get(candidates[j] as string) as ReadonlySet<number>;
      let both = 0;
      for (const place of a) if (b.has(place)) both++;
      const [first, second] = [candidates[i] as string, candidates[j] as string];
      if (
        both / (a.size + b.size - both) >= KIN_OVERLAP &&
        apart(question, places.get(first) ?? [], places.get(second) ?? [])
      )
        family.set(root(second), root(first));
    }
  const families = new Map<string, string[]>();
  for (const term of candidates) {
    const members = families.get(root(term)) ?? [];
    members.push(term);
    families.set(root(term), members);
  }
  return [...families.values()].filter((members) => members.length > 1);
}

/**
 * The question's word weights with each family of kin weighing as much as its heaviest member
 * (its weight spread over the members in proportion to theirs).
 */
export function weighKin(
  blocks: BlockIndex,
  question: string,
  terms: QuestionTerms,
): QuestionTerms {
  const weights = new Map([...terms.own, ...terms.pairs]);
  const weighed = new Map(weights);
  for (const members of kinFamilies(blocks, question, terms.places)) {
    // A member weighs with the pieces of it the tokenizer adds (新加, 加坡 of 新加坡; ンガ, ガポ).
    const withPieces = (member: string) =>
      [...weights.keys()].filter(
        (term) => term === member || (!terms.places.has(term) && member.includes(term)),
      );
    const weightOf = (term: string) => blocks.idf(term) * (weights.get(term) ?? 0);
    const total = members.flatMap(withPieces).reduce((sum, term) => sum + weightOf(term), 0);
    if (total === 0) continue;
    // The family, pieces and all, weighs as much as its heaviest word alone.
    const share = Math.max(...members.map(weightOf)) / total;
    for (const member of members)
      for (const term of withPieces(member)) weighed.set(term, (weights.get(term) ?? 0) * share);
  }
  const keep = (from: ReadonlyMap<string, number>) =>
    new Map([...from.keys()].map((term) => [term, weighed.get(term) ?? 0]));
  return { ...terms, own: keep(terms.own), pairs: keep(terms.pairs) };
}
