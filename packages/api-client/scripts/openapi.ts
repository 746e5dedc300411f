// `pnpm --filter @hostfront/api-client openapi`: writes openapi.json from the contract (also
// run by `build`, so a published package always ships the document of its own contract).
import { readFileSync, writeFileSync } from "node:fs";
import { operationExamples } from "../src/mocks/examples.ts";
import { openApiDocument } from "../src/openapi.ts";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};
writeFileSync(
  new URL("../openapi.json", import.meta.url),
  `${JSON.stringify(openApiDocument(pkg.version, await operationExamples()), null, 2)}\n`,
);
console.info("openapi.json regenerated");
