// Killing the sandbox (SIGKILL, no clean shutdown) and starting it again keeps accounts,
// received coupons and orders: the real program, as `pnpm start` runs it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiClient } from "@hostfront/api-client";
import { afterAll, describe, expect, it } from "vitest";
import { encryptWith } from "./harness.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hostfront-persist-"));
let child: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function start(port: number): Promise<void> {
  child = spawn(process.execPath, ["src/main.ts"], {
    cwd: join(import.meta.dirname, ".."),
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("sandbox did not start");
}

function kill(): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

afterAll(async () => {
  await kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a sandbox killed and started again", () => {
  it("keeps accounts, received coupons and orders", async () => {
    const port = await freePort();
    await start(port);
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    const { publicKey } = await api.publicKey();
    const encrypt = (text: string) => encryptWith(publicKey, text);

    const account = "keep@example.com";
    await api.register({ account, password: encrypt("keep2026"), username: "Keeper" });
    const mails = (await fetch(`http://127.0.0.1:${port}/sandbox/outbox?to=${account}`).then((r) =>
      r.json(),
    )) as { link: string }[];
    await api.activate({ code: new URL(mails[0]?.link ?? "").searchParams.get("code") ?? "" });
    const { token } = await api.login({ account, password: encrypt("keep2026") });
    const coupon = await api.couponReceive({ couponId: "cp-year10" }, { token });
    const order = await api.orderCreate(
      {
        planId: "vps-2c4g",
        areaId: "fra",
        imageId: "ubuntu-2404",
        period: "quarter",
        password: encrypt("Server2026!"),
      },
      { token },
    );

    await kill();
    await start(port);

    // The key survived: passwords encrypted with it still decrypt.
    expect((await api.publicKey()).publicKey).toBe(publicKey);
    const again = await api.login({ account, password: encrypt("keep2026") });
    await expect(api.userBrowse({}, { token })).resolves.toMatchObject({ userAccount: account });
    const coupons = await api.couponSearch({}, { token: again.token });
    expect(coupons.find((c) => c.id === "cp-year10")).toMatchObject({
      received: true,
      userCouponId: coupon.userCouponId,
    });
    await expect(
      api.couponReceive({ couponId: "cp-year10" }, { token: again.token }),
    ).rejects.toMatchObject({ code: 4101 });
    const products = await api.userProducts({ page: 1, row: 10 }, { token: again.token });
    expect(products.list.map((p) => p.orderId)).toContain(order.orderId);
  });
});
