// `pnpm --filter @hostfront/api-client readme`: regenerates the contract tables of README.md.
import { readFileSync, writeFileSync } from "node:fs";
import { renderReadme } from "./contract-tables.ts";

const path = new URL("../README.md", import.meta.url);
writeFileSync(path, renderReadme(readFileSync(path, "utf8")));
console.info("README.md contract tables regenerated");
