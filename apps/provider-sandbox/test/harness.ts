// Starts a sandbox for a test on 127.0.0.1 (ephemeral port, fresh data folder) and stops it.
import { constants, publicEncrypt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { type ApiClient, createApiClient } from "@hostfront/api-client";
import pino, { type Logger } from "pino";
import { createSandbox, type RunningSandbox } from "../src/app.ts";
import { readConfig, type SandboxConfig } from "../src/env.ts";

/** A password as a browser sends it: RSA-OAEP (SHA-256) with the sandbox's public key. */
export const encryptWith = (publicKeyPem: string, password: string): string =>
  publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(password),
  ).toString("base64");

export interface Harness {
  readonly baseUrl: string;
  readonly api: ApiClient;
  readonly running: RunningSandbox;
  readonly config: SandboxConfig;
  /** Moves the sandbox's clock. */
  advance(ms: number): void;
  /** What a browser sends: the password encrypted with the sandbox's public key. */
  encrypt(password: string): string;
  /** Registers, activates (through the outbox) and logs in a new account; answers its token. */
  newUser(
    account?: string,
    password?: string,
  ): Promise<{ token: string; account: string; password: string }>;
  /** The newest activation link sent to an address. */
  activationCode(account: string): Promise<string>;
  stop(): Promise<void>;
}

let counter = 0;

export async function startSandbox(
  env: Record<string, string> = {},
  { logger = pino({ level: "silent" }) }: { logger?: Logger } = {},
): Promise<Harness> {
  const dataDir = env.SANDBOX_DATA_DIR ?? mkdtempSync(join(tmpdir(), "hostfront-sandbox-"));
  // Tests register many accounts from one address; the limit test uses its own address.
  const config = readConfig({
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_PORT: "0",
    SANDBOX_ATTEMPT_LIMIT: "60",
    ...env,
  });
  let offset = 0;
  const running = await createSandbox(config, {
    now: () => new Date(Date.now() + offset),
    logger,
  });
  const server = serve({ fetch: running.app.fetch, hostname: "127.0.0.1", port: 0 }) as Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = createApiClient({ baseUrl, retryDelayMs: 1 });
  const { publicKeyPem } = running.sandbox.keys;

  const harness: Harness = {
    baseUrl,
    api,
    running,
    config,
    advance: (ms) => {
      offset += ms;
    },
    encrypt: (password) => encryptWith(publicKeyPem, password),
    async activationCode(account) {
      const mails = (await fetch(
        `${baseUrl}/sandbox/outbox?to=${encodeURIComponent(account)}`,
      ).then((r) => r.json())) as { link: string }[];
      const link = mails[0]?.link;
      if (!link) throw new Error(`no activation mail for ${account}`);
      return new URL(link).searchParams.get("code") ?? "";
    },
    async newUser(account = `user${++counter}-${Date.now()}@example.com`, password = "abc12345") {
      await api.register({
        account,
        password: harness.encrypt(password),
        username: `User${counter}`,
      });
      await api.activate({ code: await harness.activationCode(account) });
      const { token } = await api.login({ account, password: harness.encrypt(password) });
      return { token, account, password };
    },
    async stop() {
      server.close();
      server.closeAllConnections();
      await running.close();
      if (!env.SANDBOX_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
