// A question about one of the products we sell (a VPS) that the ranking answers from the article
// of another (dedicated servers: their CPU models), or from a section headed with another's
// name (the dedicated servers of the server pricing), in a section that never names the product
// asked about, asks what the documentation does not say of that product: the answer would be
// about something else, so the question declines. A product is an article of the `products`
// category; a question or a section names it by its title (English words stemmed, in any
// order; Chinese and Japanese as written, or as another word of the search's vocabulary line
// the title is on: 独服 for 独立服务器). A question with a word only the answer's product title
// has (managed, マネージド of マネージドDB) asks about that product too.
import { cjkSynonymsIn, normalizeWord } from "@hostfront/docs/search";
import type { BlockIndex } from "./blocks.ts";
import { termsOf as normalisedTerms, unspaced as unspacedNormalised } from "./offerings.ts";
import type { Section } from "./passages.ts";

export const PRODUCTS = "products";

const termsOf = (text: string) => normalisedTerms(normalizeWord(text));
const unspaced = (text: string) => unspacedNormalised(normalizeWord(text));

/** A text read once for every product: its English words, and its characters without spaces. */
interface Reading {
  readonly terms: ReadonlySet<string>;
  readonly unspaced: string;
}

const read = (text: string): Reading => ({
  terms: new Set(termsOf(text)),
  unspaced: unspaced(text),
});

/** How a text names a product: by its whole title, or by a word only its title has. */
interface Product {
  readonly names: (text: Reading) => boolean;
  readonly touches: (text: Reading) => boolean;
}

const found = new WeakMap<BlockIndex, ReadonlyMap<string, Product>>();

/** A title's pairs of neighbouring characters (Chinese, Japanese), spaces left out. */
const pairsOf = (title: string) => {
  const written = unspaced(title);
  return [...written].slice(0, -1).map((char, at) => char + written[at + 1]);
};

/** Each product article's slug, with how a text names it. */
function productsOf(blocks: BlockIndex): ReadonlyMap<string, Product> {
  let products = found.get(blocks);
  if (!products) {
    const titles = new Map<string, string>();
    for (const section of blocks.sections)
      if (section.category === PRODUCTS) titles.set(section.slug, section.title);
    const map = new Map<string, Product>();
    for (const [slug, title] of titles) {
      const others = [...titles].filter(([other]) => other !== slug).map(([, t]) => t);
      if (blocks.language === "en") {
        const terms = termsOf(title);
        const own = terms.filter((term) => !others.some((t) => termsOf(t).includes(term)));
        map.set(slug, {
          names: (text) => terms.length > 0 && terms.every((term) => text.terms.has(term)),
          touches: (text) => own.some((term) => text.terms.has(term)),
        });
      } else {
        const whole = cjkSynonymsIn(title, blocks.language).find(
          ({ start, end }) => start === 0 && end === title.length,
        );
        const names = [unspaced(title), ...(whole?.others ?? []).map(unspaced)];
        const own = pairsOf(title).filter(
          (pair) => !/\s/.test(pair) && !others.some((t) => unspaced(t).includes(pair)),
        );
        const named = (text: Reading) => names.some((name) => text.unspaced.includes(name));
        map.set(slug, {
          names: named,
          touches: (text) => named(text) || own.some((pair) => text.unspaced.includes(pair)),
        });
      }
    }
    products = map;
    found.set(blocks, products);
  }
  return products;
}

/** Whether `section` answers `question` from another product's article than the one it asks about. */
export function answersAnotherProduct(
  blocks: BlockIndex,
  question: string,
  section: Section,
): boolean {
  const products = productsOf(blocks);
  // The product a section is about: its article's, or the one its heading names (the dedicated
  // servers of the server pricing).
  const about =
    section.category === PRODUCTS
      ? section.slug
      : [...products].find(([, product]) => product.names(read(section.heading)))?.[0];
  if (about === undefined) return false;
  const asked = read(question);
  const named = [...products].filter(([, p]) => p.names(asked)).map(([slug]) => slug);
  if (named.length === 0 || named.includes(about)) return false;
  // A question that has a word of the answer's product (マネージドDB) asks about it too.
  if (products.get(about)?.touches(asked)) return false;
  const text = read(`${section.heading} ${section.blocks.map((block) => block.text).join(" ")}`);
  return !named.some((slug) => products.get(slug)?.names(text));
}
