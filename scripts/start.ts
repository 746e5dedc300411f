// `pnpm start`: the whole site with its embedded provider sandbox. Builds the web app when its
// sources changed since the last build (`--no-build` runs the build that is there), then runs
// each service as a child process, forwards Ctrl-C / SIGTERM to all of them, waits until they
// have stopped, and stops everything when one of them dies.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { WEB_NODE_ENV, WEB_NODE_FLAGS } from "../apps/web/node-flags.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const web = join(root, "apps/web");

/** What the web build is made of: its own sources, the workspace packages and the lockfile. */
const BUILD_INPUTS = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/server.ts",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/package.json",
  "packages",
  "pnpm-lock.yaml",
];
const SKIPPED = new Set(["node_modules", "dist", "build", ".turbo", ".react-router"]);

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (SKIPPED.has(entry.name) || entry.name.endsWith(".test.ts")) continue;
    if (entry.name.endsWith(".test.tsx")) continue;
    yield* files(join(path, entry.name));
  }
}

/**
 * A fingerprint of the build's inputs. It is also the build's version: the same sources give
 * the same version, so restarting the site does not make every visitor's browser wipe its
 * state (the version change rule), while any change to the sources does.
 */
function sourceFingerprint(): string {
  const hash = createHash("sha256");
  for (const input of BUILD_INPUTS)
    for (const file of files(join(root, input))) {
      hash.update(file.slice(root.length));
      hash.update(readFileSync(file));
    }
  return hash.digest("hex").slice(0, 16);
}

/** A step of the start-up failed: say which, and what to do about it. */
function fail(step: string, advice: string): never {
  console.error(`hostfront: ${step} failed. ${advice}`);
  process.exit(1);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Builds the web app when its sources changed; returns how long the build took, if it ran. */
function buildWeb(): string | null {
  const stamp = join(web, "build/.source-fingerprint");
  const fingerprint = sourceFingerprint();
  const built =
    existsSync(join(web, "build/server/index.js")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === fingerprint;
  if (built) {
    console.info(`hostfront: the web build is up to date (version ${fingerprint}).`);
    return null;
  }
  console.info(`hostfront: building the web app (version ${fingerprint})...`);
  const began = performance.now();
  let cli: string;
  try {
    cli = join(
      createRequire(join(web, "package.json")).resolve("@react-router/dev/package.json"),
      "../bin.cjs",
    );
  } catch {
    fail("Building the web app", "Its build tools are not installed: run `pnpm install` first.");
  }
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: web,
    stdio: "inherit",
    env: { ...process.env, BUILD_VERSION: process.env.BUILD_VERSION || fingerprint },
  });
  if (result.status !== 0)
    fail(
      "Building the web app",
      "See the messages above; `pnpm --filter @hostfront/web build` repeats this step alone.",
    );
  writeFileSync(stamp, fingerprint);
  return seconds(began);
}

interface Service {
  readonly name: string;
  readonly cwd: string;
  readonly args: readonly string[];
  /** Environment it needs beyond the launcher's (which wins: an operator's own setting stays). */
  readonly env?: Readonly<Record<string, string>>;
  /** Where it answers once it is up: its local health check. */
  readonly health: string;
  /** What to check when it does not come up. */
  readonly advice: string;
}

/**
 * Where the services listen and answer: read with the apps' own configuration readers, so their
 * defaults (ports 3000 and 4010, loopback) and checks live in one place each. The web app's
 * module reads its configuration as it loads: a bad value stops the start here, said plainly.
 */
async function readConfigs() {
  try {
    const [web, sandbox] = await Promise.all([
      import("../apps/web/app/env.server.ts"),
      import("../apps/provider-sandbox/src/env.ts"),
    ]);
    return { web: web.readConfig(), sandbox: sandbox.readConfig() };
  } catch (error) {
    fail("Reading the configuration", error instanceof Error ? error.message : String(error));
  }
}
const configs = await readConfigs();
const env = process.env;
const webPort = configs.web.port;
const sandboxPort = configs.sandbox.port;
// Without SITE_URL, the site is announced where it listens, and the sandbox is told so: its
// activation links and its login's way back lead there (with PORT=8080, not to port 3000).
const site = (env.SITE_URL || `http://localhost:${webPort}`).replace(/\/$/, "");
const services: Service[] = [
  {
    name: "provider sandbox",
    cwd: join(root, "apps/provider-sandbox"),
    args: ["src/main.ts"],
    env: { SITE_URL: site },
    health: `http://${configs.sandbox.host}:${sandboxPort}/healthz`,
    advice: `See its messages above; if port ${sandboxPort} is taken, set SANDBOX_PORT to a free one.`,
  },
  {
    name: "web server",
    cwd: web,
    args: [...WEB_NODE_FLAGS, "server.ts"],
    env: { ...WEB_NODE_ENV, SITE_URL: site },
    health: `http://${configs.web.host}:${webPort}/healthz`,
    advice: `See its messages above; if port ${webPort} is taken, set PORT to a free one.`,
  },
];

const began = performance.now();
let buildTook: string | null = null;
if (process.argv.includes("--no-build")) {
  if (!existsSync(join(web, "build/server/index.js")))
    fail("Starting without a build (--no-build)", "There is no web build: run `pnpm build` first.");
} else {
  buildTook = buildWeb();
}

const children = new Map<string, ChildProcess>();
let stopping = false;
let exitCode = 0;

function stopAll(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) if (child.exitCode === null) child.kill(signal);
}

for (const service of services) {
  const child = spawn(process.execPath, service.args, {
    cwd: service.cwd,
    stdio: "inherit",
    env: { ...service.env, ...process.env },
  });
  children.set(service.name, child);
  child.on("exit", (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(
        `hostfront: the ${service.name} stopped (${signal ?? `exit code ${code}`}); stopping the others. ${service.advice}`,
      );
      exitCode = code || 1;
      stopAll("SIGTERM");
    }
    if (children.size === 0) process.exit(exitCode);
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(signal));

const READY_WITHIN_MS = 60_000;
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Once every service answers, say where the site and the console are. */
async function announceWhenReady(): Promise<void> {
  for (const service of services) {
    const deadline = performance.now() + READY_WITHIN_MS;
    while (!(await answers(service.health))) {
      if (stopping) return;
      if (performance.now() > deadline) {
        console.error(
          `hostfront: starting the ${service.name} failed: it did not answer ${service.health} within ${READY_WITHIN_MS / 1000} s. ${service.advice}`,
        );
        exitCode = 1;
        stopAll("SIGTERM");
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const console_ = env.MAIN_SITE_URL || `http://localhost:${sandboxPort}`;
  console.info(
    [
      `hostfront: ready in ${seconds(began)}${buildTook ? ` (the web build took ${buildTook})` : ""}.`,
      `  site     ${site}  (Chinese ${env.SITE_URL_ZH || `${site}/zh`}, Japanese ${env.SITE_URL_JA || `${site}/ja`})`,
      `  console  ${console_}  (the provider sandbox's login and sign-up)`,
      "  Ctrl-C stops both.",
    ].join("\n"),
  );
}
void announceWhenReady();
