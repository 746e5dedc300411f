// The packaged OpenAPI document as a team on another stack uses it: clients generated from
// `@hostfront/api-client/openapi.json` (as installed from the tarball) with two generators,
// typechecked strictly, and run against a real provider sandbox on 127.0.0.1.
// - openapi-typescript writes the types, openapi-fetch calls through them
//   (`openapi/fetch-client.ts`: public reads, register, activate, login, the user's calls);
// - @hey-api/openapi-ts writes an SDK, bundled with esbuild and run (`openapi/hey-client.ts`).
// The generators come from the workspace (tooling/openapi-generators), so nothing downloads.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { build } from "esbuild";

const here = import.meta.dirname;
const repo = resolve(here, "../..");
const generators = join(repo, "tooling", "openapi-generators", "node_modules", ".bin");
/** How long the sandbox may take to listen, and a client to finish its calls. */
// A bound for a sandbox that never starts, not a speed check: a loaded CI machine took over 60 s.
const SANDBOX_START_MS = 180_000;
const CLIENT_RUN_MS = 60_000;

/** What the suite lends this step: its runner (throws with the output) and tsconfig writer. */
export interface SuiteTools {
  readonly run: (file: string, args: string[], options?: { cwd?: string }) => string;
  readonly tsc: string;
  readonly tsconfig: (
    dir: string,
    name: string,
    options: Record<string, unknown>,
    include: string[],
  ) => string;
}

export interface OpenApiClientsReport {
  /** One line per generator: its name and version, and the operations its client called. */
  readonly lines: string[];
  readonly ms: number;
}

/** The provider sandbox as its own program, on a free port of 127.0.0.1, with fresh data. */
async function startSandbox(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: join(repo, "apps", "provider-sandbox"),
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      OTEL_EXPORTER_OTLP_ENDPOINT: "",
      SANDBOX_HOST: "127.0.0.1",
      SANDBOX_PORT: "0",
      SANDBOX_DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the sandbox did not listen in ${SANDBOX_START_MS} ms`)),
      SANDBOX_START_MS,
    );
    // Every line is read to the end, so the sandbox never blocks on a full pipe.
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on("line", (line) => {
        output.push(line);
        let entry: { msg?: string; url?: string } = {};
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          // Not one of pino's lines (a warning of Node's): kept for the error message only.
        }
        if (entry.msg === "provider sandbox listening" && entry.url) {
          clearTimeout(timer);
          done(entry.url);
        }
      });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`the sandbox ended (exit ${code}) before listening:\n${output.join("\n")}`));
    });
  }).catch((error: unknown) => {
    child.kill("SIGTERM");
    throw error;
  });
  return { url, child };
}

async function stopSandbox(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((done) => child.once("exit", () => done()));
  child.kill("SIGTERM");
  await ended;
}

/** Runs a client against the sandbox; answers the operations it printed that it called. */
async function runClient(file: string, baseUrl: string, cwd: string): Promise<string[]> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [file, baseUrl], {
      cwd,
      encoding: "utf8",
      timeout: CLIENT_RUN_MS,
    });
    const last = stdout.trim().split("\n").at(-1) ?? "{}";
    return (JSON.parse(last) as { operations: string[] }).operations;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} failed against the sandbox:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

/** A generator's version as it prints it (`v7.13.0` or `0.99.0`), without the `v`. */
const version = (tools: SuiteTools, bin: string) =>
  (tools.run(join(generators, bin), ["--version"]).trim().split(/\s+/).at(-1) ?? "?").replace(
    /^v/,
    "",
  );

/**
 * Generates, typechecks and runs both clients in `app/openapi` (`app` has the tarballs
 * installed); the sandbox starts while the generators run and stops at the end, whatever
 * happened.
 */
export async function checkOpenApiClients(
  app: string,
  tools: SuiteTools,
): Promise<OpenApiClientsReport> {
  const started = performance.now();
  const dir = join(app, "openapi");
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  const sandbox = startSandbox(mkdtempSync(join(app, "sandbox-data-")));
  // Its failure is taken up where it is awaited; until then it must not count as unhandled.
  sandbox.catch(() => undefined);
  // Whatever fails first, the sandbox is stopped before the error is passed on.
  try {
    // Where the installed package says its document is (its exports), as a consumer finds it.
    const document = createRequire(join(app, "package.json")).resolve(
      "@hostfront/api-client/openapi.json",
    );
    // The client library as the team would have it installed (the workspace's copy: offline).
    symlinkSync(
      realpathSync(join(here, "node_modules", "openapi-fetch")),
      join(dir, "node_modules", "openapi-fetch"),
    );
    copyFileSync(join(here, "openapi", "fetch-client.ts"), join(dir, "fetch-client.ts"));
    copyFileSync(join(here, "openapi", "hey-client.ts"), join(dir, "hey-client.ts"));

    // A field with a `default` may be left out of a request: without this flag
    // openapi-typescript makes every such field required, in requests too.
    tools.run(join(generators, "openapi-typescript"), [
      document,
      "--default-non-nullable",
      "false",
      "-o",
      join(dir, "schema.d.ts"),
    ]);
    tools.run(join(generators, "openapi-ts"), [
      "-i",
      document,
      "-o",
      join(dir, "hey"),
      "-c",
      "@hey-api/client-fetch",
      "--no-log-file",
      "--silent",
    ]);

    // openapi-fetch's client as strict as the published packages are checked.
    const strictest = {
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noPropertyAccessFromIndexSignature: true,
    };
    tools.run(tools.tsc, [
      "-p",
      tools.tsconfig(
        dir,
        "tsconfig.fetch.json",
        {
          ...strictest,
          module: "nodenext",
          moduleResolution: "nodenext",
          allowImportingTsExtensions: true,
        },
        ["fetch-client.ts", "schema.d.ts"],
      ),
    ]);
    // hey-api's own client code is not written for exactOptionalPropertyTypes (its options
    // pass `undefined` to optional fields): strict and noUncheckedIndexedAccess only.
    tools.run(tools.tsc, [
      "-p",
      tools.tsconfig(
        dir,
        "tsconfig.hey.json",
        { noUncheckedIndexedAccess: true, module: "preserve", moduleResolution: "bundler" },
        ["hey-client.ts", "hey/**/*.ts"],
      ),
    ]);
    await build({
      entryPoints: [join(dir, "hey-client.ts")],
      outfile: join(dir, "hey-client.mjs"),
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node22",
      logLevel: "silent",
    });

    const { url } = await sandbox;
    const fetchCalls = await runClient("fetch-client.ts", url, dir);
    const heyCalls = await runClient("hey-client.mjs", url, dir);
    return {
      lines: [
        `openapi-typescript ${version(tools, "openapi-typescript")} + openapi-fetch: ${fetchCalls.length} operations (${fetchCalls.join(", ")})`,
        `@hey-api/openapi-ts ${version(tools, "openapi-ts")}: ${heyCalls.length} operations (${heyCalls.join(", ")})`,
      ],
      ms: performance.now() - started,
    };
  } finally {
    await sandbox.then(({ child }) => stopSandbox(child)).catch(() => undefined);
  }
}
