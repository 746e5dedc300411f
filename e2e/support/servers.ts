// A sandbox and a site of a suite's own, started as the real programs on 127.0.0.1 (for suites
// that change how the provider behaves), and their end.
import { type ChildProcess, spawn } from "node:child_process";
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { WEB_NODE_ENV, WEB_NODE_FLAGS } from "../../apps/web/node-flags.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Resolves when `child` has ended (at once if it already has). */
export const exited = (child: ChildProcess): Promise<void> =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/** What a suite reads of a server's output: each line it writes, stdout and stderr alike. */
export type OnLine = (line: string) => void;

function start(
  app: string,
  script: string,
  env: Record<string, string>,
  flags: readonly string[] = [],
  onLine?: OnLine,
): ChildProcess {
  const child = spawn(process.execPath, [...flags, script], {
    cwd: join(root, app),
    env: { ...process.env, NODE_OPTIONS: "", LOG_LEVEL: "warn", ...env },
    stdio: onLine ? ["ignore", "pipe", "pipe"] : "ignore",
  });
  if (onLine)
    for (const stream of [child.stdout, child.stderr])
      if (stream) createInterface({ input: stream }).on("line", onLine);
  return child;
}

/** The provider sandbox on 127.0.0.1 with `env` (its port, data folder, flags...). */
export const spawnSandbox = (env: Record<string, string>, onLine?: OnLine): ChildProcess =>
  start("apps/provider-sandbox", "src/main.ts", { SANDBOX_HOST: "127.0.0.1", ...env }, [], onLine);

/** The built site on 127.0.0.1 with `env` (its port, provider, site URL...). */
export const spawnWeb = (env: Record<string, string>, onLine?: OnLine): ChildProcess =>
  start(
    "apps/web",
    "server.ts",
    { ...WEB_NODE_ENV, HOST: "127.0.0.1", ...env },
    WEB_NODE_FLAGS,
    onLine,
  );

/**
 * Passes a request on to the server on 127.0.0.1:`port` and its answer back, as a proxy in
 * front of the sandbox does; `intercept` may answer instead (it returns true), and a server
 * that cannot be reached is a 502.
 */
export function forward(
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
  intercept: (answer: IncomingMessage) => boolean = () => false,
): void {
  const upstream = httpRequest(
    { host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      if (intercept(answer)) return;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

/** Stops the children (SIGTERM) and waits for them. */
export async function stopAll(children: readonly (ChildProcess | undefined)[]): Promise<void> {
  for (const child of children) child?.kill("SIGTERM");
  await Promise.all(children.map((child) => (child ? exited(child) : undefined)));
}

const REDIS = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

/** Redis (Debian's) on 127.0.0.1:`port` as a cache: nothing kept on disk, so a new one starts empty. */
export function spawnRedis(port: number, dir: string): ChildProcess {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  return spawn(REDIS, [...args, "--dir", dir], { stdio: "ignore" });
}
