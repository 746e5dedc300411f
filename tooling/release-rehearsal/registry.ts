// A real npm registry for the rehearsal: Verdaccio on 127.0.0.1 at a free port, its storage,
// config and htpasswd in a temporary folder, with no uplink (nothing it is asked for reaches
// another registry), one user created through the registry's adduser API, and a stop that
// kills its whole process group.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** Verdaccio starts in a few seconds; past this the rehearsal gives up. */
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface Registry {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  /** The rehearsal user's token, for `//127.0.0.1:<port>/:_authToken=`. */
  readonly token: string;
  /** What Verdaccio printed, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on now: the kernel picks it, the listener is closed again. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port given");
  return address.port;
}

export function verdaccioConfig(storage: string, htpasswd: string): string {
  // No `proxy:` under any package and no uplinks: a package this registry lacks is a 404.
  return [
    `storage: ${JSON.stringify(storage)}`,
    "auth:",
    "  htpasswd:",
    `    file: ${JSON.stringify(htpasswd)}`,
    "    max_users: 1",
    "uplinks: {}",
    "packages:",
    "  '@hostfront/*':",
    "    access: $all",
    "    publish: $authenticated",
    "    unpublish: $authenticated",
    "  '**':",
    "    access: $all",
    "    publish: $authenticated",
    "web:",
    "  enable: false",
    "log: { type: stdout, format: pretty, level: warn }",
    "",
  ].join("\n");
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited (${child.exitCode}):\n${log()}`);
    try {
      const answer = await fetch(`${url}-/ping`, { signal: AbortSignal.timeout(1_000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Verdaccio did not answer ${url} within ${START_TIMEOUT_MS} ms:\n${log()}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Starts Verdaccio (the binary beside this file) with its files under `dir`. */
export async function startRegistry(dir: string): Promise<Registry> {
  mkdirSync(join(dir, "storage"), { recursive: true });
  const config = join(dir, "config.yaml");
  writeFileSync(config, verdaccioConfig(join(dir, "storage"), join(dir, "htpasswd")));
  // A port taken between freePort() and Verdaccio's listen makes it exit: try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const child = spawn(
      process.execPath,
      [
        join(import.meta.dirname, "node_modules", "verdaccio", "bin", "verdaccio"),
        "--config",
        config,
        "--listen",
        `127.0.0.1:${port}`,
      ],
      // Its own process group, so that stop() ends it and anything it started.
      {
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, NODE_OPTIONS: "" },
      },
    );
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const stop = async () => {
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    };
    try {
      await waitUntilUp(url, child, () => output);
      const token = await addUser(url);
      return { url, token, log: () => output, stop };
    } catch (error) {
      await stop();
      if (attempt >= 3 || !/EADDRINUSE/.test(output)) throw error;
    }
  }
}

/** Creates the rehearsal's user as `npm adduser` does, and returns its token. */
async function addUser(url: string): Promise<string> {
  const name = "rehearsal";
  const answer = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password: `rehearsal-${process.pid}-${Date.now()}` }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await answer.json()) as { token?: string; error?: string };
  if (!answer.ok || !body.token) throw new Error(`adduser refused: ${answer.status} ${body.error}`);
  return body.token;
}
