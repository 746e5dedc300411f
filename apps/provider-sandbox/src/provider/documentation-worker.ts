// Renders the documentation off the main thread (about two seconds of CPU) and answers each
// language's search index, so the sandbox serves requests while it starts up.
import { parentPort } from "node:worker_threads";
import { buildCorpus } from "@hostfront/docs";

const corpus = buildCorpus({ highlight: false });
parentPort?.postMessage({
  en: corpus.en.index,
  zh: corpus.zh.index,
  ja: corpus.ja.index,
});
