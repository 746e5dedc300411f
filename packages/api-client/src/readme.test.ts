import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { renderReadme } from "../scripts/contract-tables.ts";

it("README documents every call, error code and type exactly as the contract defines them", () => {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  // If this fails, run `pnpm --filter @hostfront/api-client readme`.
  expect(readme).toBe(renderReadme(readme));
});
