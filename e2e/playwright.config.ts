// The end-to-end suites: a fresh provider sandbox and the built site, both on 127.0.0.1,
// driven in Debian's Chromium. Both servers are started and stopped by Playwright.
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { WEB_NODE_ENV, WEB_NODE_FLAGS } from "../apps/web/node-flags.ts";
import { SANDBOX, SITE, SANDBOX_PORT as sandboxPort, WEB_PORT as webPort } from "./support/env.ts";

const dataDir = join(tmpdir(), `hostfront-e2e-${sandboxPort}`);

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, built from the same
 * source as chromium, without the full browser's user interface) where installed, else the
 * browser itself; CHROME_PATH chooses another. Measured on the layout suite's 66 cases at
 * 390 px: the shell's browser process used 15 s of CPU where the full browser's used 37 s, and
 * the cases ran in 54 s instead of 71 s.
 */
const browser =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: SITE,
    launchOptions: {
      executablePath: browser,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
    // A failed test keeps its trace (actions, network, console) and a screenshot of the moment
    // it failed; no DOM snapshot or screencast per action, which every passing test paid for:
    // measured on routes.spec.ts (73 tests, idle machine), 150 s with them, 95 s without.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      command: `rm -rf "${dataDir}" && exec node ../apps/provider-sandbox/src/main.ts`,
      url: `${SANDBOX}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        SANDBOX_HOST: "127.0.0.1",
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: dataDir,
        SANDBOX_PUBLIC_URL: SANDBOX,
        SITE_URL: SITE,
        SANDBOX_ATTEMPT_LIMIT: "100000",
        LOG_LEVEL: "warn",
      },
    },
    {
      command: `exec node ${WEB_NODE_FLAGS.join(" ")} server.ts`,
      cwd: "../apps/web",
      url: `${SITE}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...WEB_NODE_ENV,
        HOST: "127.0.0.1",
        PORT: String(webPort),
        SITE_URL: SITE,
        SANDBOX_PORT: String(sandboxPort),
        PROVIDER_API_URL: SANDBOX,
        MAIN_SITE_URL: SANDBOX,
        // Every test signs up, activates and claims from 127.0.0.1: the limits of one visitor
        // (unit-tested in apps/web) would hold the suite back. The assistant keeps its default.
        RATE_LIMITS: "signUp=1000/600,activate=1000/600,couponReceive=1000/60,rating=1000/600",
      },
    },
  ],
});
