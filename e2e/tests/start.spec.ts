// `pnpm start` (scripts/start.ts) runs the site and the sandbox together and stops both: on
// Ctrl-C or SIGTERM, and when one of them dies. Run against the existing build.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/ports.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** A port nothing listens on now. */

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );

async function start(): Promise<{
  child: ChildProcess;
  site: string;
  sandbox: string;
  dataDir: string;
  web: number;
  provider: number;
}> {
  const [web, provider] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), "hostfront-start-"));
  const child = spawn(process.execPath, ["scripts/start.ts", "--no-build"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      HOST: "127.0.0.1",
      PORT: String(web),
      SANDBOX_HOST: "127.0.0.1",
      SANDBOX_PORT: String(provider),
      SANDBOX_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const site = `http://127.0.0.1:${web}/healthz`;
  const sandbox = `http://127.0.0.1:${provider}/healthz`;
  await expect.poll(() => answers(site), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => answers(sandbox), { timeout: 60_000 }).toBe(true);
  return { child, site, sandbox, dataDir, web, provider };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`${signal} stops the site and the sandbox`, async () => {
    const { child, site, sandbox, dataDir } = await start();
    try {
      child.kill(signal);
      expect(await exited(child)).toBe(0);
      expect(await answers(site)).toBe(false);
      expect(await answers(sandbox)).toBe(false);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

test("on another PORT, the site's links and the console's way back lead to it", async () => {
  const { child, dataDir, web, provider } = await start();
  try {
    const here = `http://localhost:${web}`;
    // The site's links are under the site URL it listens at (SITE_URL unset) ...
    const page = await (await fetch(`http://127.0.0.1:${web}/doc`)).text();
    expect(page).toContain(`href="${here}/doc/article/`);
    expect(page).not.toContain("http://localhost:3000");
    // ... and the sandbox's console sends a login back there (it refuses other origins).
    const back = `${here}/product/vps-buy`;
    const login = await fetch(
      `http://127.0.0.1:${provider}/?ope=login&lang=en&redirect=${encodeURIComponent(back)}`,
    );
    expect(await login.text()).toContain(`name="redirect" value="${back}"`);
  } finally {
    // SIGTERM: the launcher stops both services (SIGKILL would leave them running).
    child.kill("SIGTERM");
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("when one service dies, the other is stopped too", async () => {
  const { child, site, dataDir } = await start();
  try {
    // Find the sandbox among the launcher's children (Linux /proc) and kill it from outside.
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    const sandboxPid = children.find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("src/main.ts"),
    );
    if (!sandboxPid) throw new Error(`no sandbox among ${children.join(", ")}`);
    process.kill(sandboxPid, "SIGKILL");
    expect(await exited(child)).not.toBe(0);
    await expect.poll(() => answers(site), { timeout: 15_000 }).toBe(false);
  } finally {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});

for (const [name, value, message] of [
  ["PORT", "web", 'PORT must be a port number, not "web"'],
  ["SANDBOX_PORT", "70000", 'SANDBOX_PORT must be a whole number from 0 to 65535, not "70000"'],
] as const) {
  test(`a bad ${name} stops the start with the app's own message, before anything runs`, async () => {
    const child = spawn(process.execPath, ["scripts/start.ts", "--no-build"], {
      cwd: root,
      // The web app reads SANDBOX_PORT too (its default provider and console URLs): name them.
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        PROVIDER_API_URL: "http://127.0.0.1:9",
        MAIN_SITE_URL: "http://127.0.0.1:9",
        [name]: value,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      expect(await exited(child)).toBe(1);
      expect(stderr).toContain(`hostfront: Reading the configuration failed. ${message}`);
    } finally {
      child.kill("SIGKILL");
    }
  });
}
