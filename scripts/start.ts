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

function buildWeb(): void {
  const stamp = join(web, "build/.source-fingerprint");
  const fingerprint = sourceFingerprint();
  const built =
    existsSync(join(web, "build/server/index.js")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === fingerprint;
  if (built) {
    console.info(`hostfront: the web build is up to date (version ${fingerprint}).`);
    return;
  }
  console.info(`hostfront: building the web app (version ${fingerprint})...`);
  const manifest = createRequire(join(web, "package.json")).resolve(
    "@react-router/dev/package.json",
  );
  const cli = join(manifest, "../bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: web,
    stdio: "inherit",
    env: { ...process.env, BUILD_VERSION: process.env.BUILD_VERSION || fingerprint },
  });
  if (result.status !== 0) {
    console.error("hostfront: the web app did not build; see the messages above.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, fingerprint);
}

interface Service {
  readonly name: string;
  readonly cwd: string;
  readonly args: readonly string[];
}

const services: Service[] = [
  {
    name: "provider-sandbox",
    cwd: join(root, "apps/provider-sandbox"),
    args: ["--conditions=@hostfront/source", "src/main.ts"],
  },
  { name: "web", cwd: web, args: ["--conditions=@hostfront/source", "server.ts"] },
];

if (process.argv.includes("--no-build")) {
  if (!existsSync(join(web, "build/server/index.js"))) {
    console.error("hostfront: --no-build, but there is no web build; run pnpm build first.");
    process.exit(1);
  }
} else {
  buildWeb();
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
    env: process.env,
  });
  children.set(service.name, child);
  child.on("exit", (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(
        `hostfront: ${service.name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`,
      );
      exitCode = code || 1;
      stopAll("SIGTERM");
    }
    if (children.size === 0) process.exit(exitCode);
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(signal));
