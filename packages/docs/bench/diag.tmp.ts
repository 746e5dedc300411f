import { readFileSync } from "node:fs";
import { buildCorpus } from "../src/corpus.ts";
import { SearchIndex } from "../src/search/engine.ts";
const corpus = buildCorpus();
const lang = (process.argv[2] ?? "en") as "en" | "zh" | "ja";
const qs = JSON.parse(readFileSync(new URL(`./queries.${lang}.json`, import.meta.url), "utf8"));
const index = SearchIndex.from(corpus[lang].index);
let sum = 0;
for (const q of qs) {
  const r = index.search(q.query, { limit: 10, prefix: false, excerpts: 0 });
  const top3 = new Set(r.slice(0, 3).map((x) => x.slug));
  const rec = q.relevant.filter((s: string) => top3.has(s)).length / q.relevant.length;
  sum += rec;
  if (rec < 1) console.log(rec.toFixed(2), JSON.stringify(q.query), q.relevant.join(","), "=>", r.slice(0, 5).map((x) => `${x.slug}:${x.score.toFixed(2)}`).join(" "));
}
console.log("recall", (sum / qs.length).toFixed(3));
