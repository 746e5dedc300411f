// `pnpm start`: the whole site with its embedded provider sandbox. Runs each service as a
// child process, forwards Ctrl-C / SIGTERM to all of them and waits until they have stopped,
// and stops everything when one of them dies.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

interface Service {
  readonly name: string;
  readonly cwd: string;
  readonly args: readonly string[];
}

const services: Service[] = [
  {
    name: "provider-sandbox",
    cwd: `${root}apps/provider-sandbox`,
    args: ["--conditions=@hostfront/source", "src/main.ts"],
  },
];
if (existsSync(`${root}apps/web/package.json`)) {
  services.push({
    name: "web",
    cwd: `${root}apps/web`,
    args: ["--conditions=@hostfront/source", "server.ts"],
  });
} else {
  console.info(
    "hostfront: the web app (apps/web) is not in this checkout yet; starting the provider sandbox alone.",
  );
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
