// The published packages as another team gets them. Packs each one (`pnpm pack` applies
// publishConfig and replaces workspace: and catalog: versions), or takes them from a registry
// (CONSUMERS_REGISTRY, CONSUMERS_INSTALLER: source.ts), installs them with npm (or pnpm) into
// fresh projects outside the workspace, then checks: every TypeScript block of every
// README (typechecked, and run unless fenced `ts no-run`), plain Node ESM, TypeScript strict
// with `nodenext` and with `bundler`, a vitest + msw test, and esbuild browser bundles against
// gzip budgets. Prints a table and exits non-zero on the first failure.
import { type ExecFileSyncOptions, execFileSync } from "node:child_process";
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { checkOpenApiClients } from "./openapi-clients.ts";
import { packageSource } from "./source.ts";

const here = import.meta.dirname;
const repo = resolve(here, "../..");
const bin = (name: string) => join(here, "node_modules", ".bin", name);
const pnpm = process.env.npm_execpath ?? "pnpm";
/** No step may hang CI: each child gets this long. */
const STEP_TIMEOUT_MS = 5 * 60_000;

/** The published packages, in dependency order. */
const packages = ["validators", "i18n", "commerce", "api-client"] as const;
type Package = (typeof packages)[number];

/**
 * Gzip budgets of browser bundles, in bytes: a bundle over its budget fails the suite.
 * api-client's browser entry is `/client`, which carries the call table and not the zod
 * contract (answers are checked only when a `validate` is passed).
 */
const budgets: Partial<Record<Package, { entry: string; gzip: number }>> = {
  validators: {
    entry:
      'import { isValid } from "@hostfront/validators";\nexport const ok = isValid("email", String(globalThis.name));',
    gzip: 5 * 1024,
  },
  "api-client": {
    entry:
      'import { createApiClient } from "@hostfront/api-client/client";\nexport const api = createApiClient({ baseUrl: location.origin });',
    gzip: 25 * 1024,
  },
};

/** Peers the suite installs beside the tarballs: the versions a consumer would pick. */
const PEERS = ["zod@^4", "msw@^3", "i18next@^26", "tough-cookie@^6", "@types/node@^24"];

function run(file: string, args: string[], options: ExecFileSyncOptions = {}): string {
  try {
    return String(
      execFileSync(file, args, {
        encoding: "utf8",
        timeout: STEP_TIMEOUT_MS,
        stdio: ["ignore", "pipe", "pipe"],
        ...options,
      }),
    );
  } catch (error) {
    const { stdout, stderr, signal, status } = error as {
      stdout?: string;
      stderr?: string;
      signal?: string | null;
      status?: number | null;
    };
    // A child killed by the step timeout prints nothing: say so instead of an empty message.
    const how = signal ? `killed by ${signal}` : `exit ${status ?? "?"}`;
    throw new Error(`${file} ${args.join(" ")} failed (${how}):\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

function sizeOf(path: string): number {
  // lstat: pnpm's node_modules links into its .pnpm folder, counted once there.
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The ```ts blocks of a README, with whether each may run. */
export function readmeBlocks(markdown: string): { code: string; run: boolean }[] {
  const blocks: { code: string; run: boolean }[] = [];
  for (const match of markdown.matchAll(/^```(ts|typescript)([^\n]*)\n([\s\S]*?)^```$/gm)) {
    blocks.push({ code: match[3] ?? "", run: !(match[2] ?? "").includes("no-run") });
  }
  return blocks;
}

function tsconfig(
  dir: string,
  name: string,
  options: Record<string, unknown>,
  include: string[],
): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    JSON.stringify({
      compilerOptions: {
        target: "es2023",
        lib: ["es2024", "dom"],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ["node"],
        ...options,
      },
      include,
    }),
  );
  return file;
}

const work = mkdtempSync(join(tmpdir(), "hostfront-consumers-"));
const rows: Record<string, string>[] = [];
try {
  // 1. The packages: packed from the workspace, or from a registry (source.ts).
  const source = await packageSource({
    work,
    repo,
    packages,
    run,
    pnpm,
    timeoutMs: STEP_TIMEOUT_MS / 2,
  });
  console.info(source.description);
  const tarball = source.specs as Record<Package, string>;

  // 2. Install size: each package alone, as `npm install <it>` gives it (non-optional deps).
  const installSize = {} as Record<Package, number>;
  // A package's own @hostfront dependencies come from the same source (the registry has them;
  // the public registry, for tarballs of unreleased versions, does not).
  const hostfrontDependencies = (name: Package): Package[] => {
    const manifest = JSON.parse(
      readFileSync(join(repo, "packages", name, "package.json"), "utf8"),
    ) as { dependencies?: Record<string, string> };
    return Object.keys(manifest.dependencies ?? {})
      .filter((dependency) => dependency.startsWith("@hostfront/"))
      .map((dependency) => dependency.slice("@hostfront/".length) as Package);
  };
  for (const name of packages) {
    const dir = join(work, `alone-${name}`);
    source.project(dir);
    source.install(
      dir,
      [name, ...hostfrontDependencies(name)].map((each) => tarball[each]),
    );
    installSize[name] = sizeOf(join(dir, "node_modules"));
  }

  // 3. One consumer project with every package and the peers.
  const app = join(work, "app");
  source.project(app);
  source.install(app, [...packages.map((name) => tarball[name]), ...PEERS]);

  // 4. README blocks: typechecked (strict, nodenext), then run.
  const readmeDir = join(app, "readme");
  mkdirSync(readmeDir);
  const blocks: { pkg: Package; file: string; run: boolean }[] = [];
  for (const name of packages) {
    const readme = readFileSync(join(app, "node_modules", "@hostfront", name, "README.md"), "utf8");
    readmeBlocks(readme).forEach((block, index) => {
      const file = join(readmeDir, `${name}-${index + 1}.ts`);
      // Each block is its own module, as a reader pastes it into a file of their own.
      writeFileSync(file, `${block.code}\nexport {};\n`);
      blocks.push({ pkg: name, file, run: block.run });
    });
  }
  run(bin("tsc"), [
    "-p",
    tsconfig(app, "tsconfig.readme.json", { module: "nodenext", moduleResolution: "nodenext" }, [
      "readme/*.ts",
    ]),
  ]);
  for (const block of blocks.filter((b) => b.run))
    run(process.execPath, [block.file], { cwd: app });

  // 5. Plain Node ESM: every entry point imports, and the OpenAPI document resolves.
  const entries = {
    "@hostfront/validators": ["isValid", "patterns", "rules"],
    "@hostfront/validators/zod": ["schemas"],
    "@hostfront/i18n": ["languages", "localizePath", "resources"],
    "@hostfront/commerce": ["displayPrice", "roundStar"],
    "@hostfront/api-client": ["createApiClient", "isApiError", "endpoints"],
    "@hostfront/api-client/client": ["createApiClient", "isApiError", "ApiError"],
    "@hostfront/api-client/contract": ["endpoints", "errorCodes"],
    "@hostfront/api-client/mocks": ["createHandlers", "createMockProvider"],
    "@hostfront/api-client/fixtures": ["catalogue"],
    "@hostfront/api-client/provider-rules": ["serverConfig", "checkHostname"],
    "@hostfront/api-client/server": ["createContractHandler"],
  };
  writeFileSync(
    join(app, "esm.mjs"),
    `import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
const entries = ${JSON.stringify(entries)};
for (const [specifier, names] of Object.entries(entries)) {
  const module = await import(specifier);
  for (const name of names) if (module[name] === undefined) throw new Error(specifier + " lacks " + name);
}
const openapi = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("@hostfront/api-client/openapi.json"), "utf8"));
if (openapi.openapi !== "3.1.0") throw new Error("openapi.json is not OpenAPI 3.1");
`,
  );
  run(process.execPath, ["esm.mjs"], { cwd: app });

  // 6. TypeScript strict, nodenext and bundler: the published types, with skipLibCheck off.
  writeFileSync(
    join(app, "types.ts"),
    `import { createApiClient, isApiError, type EndpointError } from "@hostfront/api-client";
import type { Region } from "@hostfront/api-client/contract";
import { createHandlers } from "@hostfront/api-client/mocks";
import { displayPrice } from "@hostfront/commerce";
import { localizePath, type Language } from "@hostfront/i18n";
import { isValid, patterns } from "@hostfront/validators";
import { schemas } from "@hostfront/validators/zod";

const api = createApiClient({ baseUrl: "https://api.provider.example" });
export const regions: Promise<Region[]> = api.areaSearch({ language: "ja" });
export const valid: boolean = isValid("ipv4", "10.0.0.1") && patterns.ipv4.test("10.0.0.1");
// @ts-expect-error a misspelt rule
isValid("pasword", "x");
// @ts-expect-error couponReceive needs its input (typechecked only, never run)
api.couponReceive();
export const parsed = schemas.email.safeParse("a@b.example").success;
export const language: Language = "zh";
export const path: string = localizePath("/pricing", language);
export const price: string = displayPrice(5, { type: "USD", rate: 1 }, "en");
export const handlers = createHandlers();
export function code(error: unknown): number | null {
  return isApiError(error) ? (error as EndpointError<"couponReceive">).code : null;
}
`,
  );
  run(bin("tsc"), [
    "-p",
    tsconfig(app, "tsconfig.nodenext.json", { module: "nodenext", moduleResolution: "nodenext" }, [
      "types.ts",
    ]),
  ]);
  run(bin("tsc"), [
    "-p",
    tsconfig(app, "tsconfig.bundler.json", { module: "preserve", moduleResolution: "bundler" }, [
      "types.ts",
    ]),
  ]);
  // Every entry point's types under the strictest options a consumer may set (an optional
  // field given `undefined` must say `| undefined` under exactOptionalPropertyTypes).
  writeFileSync(
    join(app, "entries.ts"),
    Object.keys(entries)
      .map((specifier, index) => `export type * as entry${index} from "${specifier}";\n`)
      .join(""),
  );
  const strictest = { exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true };
  run(bin("tsc"), [
    "-p",
    tsconfig(
      app,
      "tsconfig.exact.json",
      { ...strictest, module: "nodenext", moduleResolution: "nodenext" },
      ["types.ts", "entries.ts"],
    ),
  ]);

  // 7. vitest + msw, the way the README's test example sets it up.
  writeFileSync(
    join(app, "consumer.test.js"),
    `import { createApiClient } from "@hostfront/api-client";
import { createHandlers, createMockProvider, MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { setupServer } from "msw/node";

const api = createApiClient({ baseUrl: MOCK_BASE_URL }); // made before listen(), on purpose
const provider = createMockProvider({ now: new Date("2030-01-01T00:00:00Z") });
const server = setupServer(...createHandlers({ provider }));
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => { server.resetHandlers(); provider.reset(); });
afterAll(() => server.close());

test("a coupon is received once, then again after reset", async () => {
  const coupons = await api.couponSearch();
  expect(coupons.length).toBeGreaterThan(0);
  await api.couponReceive({ couponId: "cp-new5" }, { token: mockUser.token });
  await expect(api.couponReceive({ couponId: "cp-new5" }, { token: mockUser.token })).rejects.toMatchObject({ code: 4101 });
  provider.reset();
  await expect(api.couponReceive({ couponId: "cp-new5" }, { token: mockUser.token })).resolves.toBeDefined();
});
`,
  );
  // A plain config object: the project has no vitest of its own to import from.
  writeFileSync(join(app, "vitest.config.mjs"), "export default { test: { globals: true } };\n");
  run(bin("vitest"), ["run", "--root", app, "--config", "vitest.config.mjs", "consumer.test.js"], {
    cwd: app,
  });

  // 8. Browser bundles against their budgets.
  const bundle = {} as Partial<Record<Package, number>>;
  const over: string[] = [];
  for (const [name, { entry, gzip }] of Object.entries(budgets) as [
    Package,
    { entry: string; gzip: number },
  ][]) {
    const result = await build({
      stdin: { contents: entry, resolveDir: app, loader: "ts" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      write: false,
      logLevel: "silent",
    });
    const size = gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length;
    bundle[name] = size;
    if (size > gzip) over.push(`${name}: ${kb(size)} gzip, budget ${kb(gzip)}`);
  }

  // 9. Clients generated from openapi.json, run against a provider sandbox (openapi-clients.ts).
  const openapi = await checkOpenApiClients(app, { run, tsc: bin("tsc"), tsconfig });

  for (const name of packages) {
    const mine = blocks.filter((b) => b.pkg === name);
    rows.push({
      package: `@hostfront/${name}`,
      tarball: kb(source.tarballBytes[name] ?? 0),
      "install size": kb(installSize[name]),
      "bundle gzip":
        bundle[name] === undefined
          ? "-"
          : `${kb(bundle[name])} (budget ${kb(budgets[name]?.gzip ?? 0)})`,
      "README blocks": `${mine.length} typechecked, ${mine.filter((b) => b.run).length} run`,
    });
  }
  // A Markdown table: it reads in a terminal and pastes into a note.
  const columns = Object.keys(rows[0] ?? {});
  console.info(
    [
      `| ${columns.join(" | ")} |`,
      `|${columns.map(() => "---").join("|")}|`,
      ...rows.map((row) => `| ${columns.map((column) => row[column]).join(" | ")} |`),
    ].join("\n"),
  );
  console.info(
    `openapi.json clients (${(openapi.ms / 1000).toFixed(1)} s):\n${openapi.lines.join("\n")}`,
  );
  if (over.length > 0) throw new Error(`Over budget:\n${over.join("\n")}`);
  console.info(`${rows.length} passed, 0 failed`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
