// A password encrypted in the browser with node-forge (what the site ships) decrypts here.
import forge from "node-forge";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Harness, startSandbox } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.stop());

it("decrypts RSA-OAEP (SHA-256, MGF1 SHA-256) made by node-forge with the published key", async () => {
  const { publicKey } = await h.api.publicKey();
  const key = forge.pki.publicKeyFromPem(publicKey);
  for (const password of ["Server2026!", "密码Abc123", "~!@#$%^&*()-_=+[]{}:;,.?/x"]) {
    const encrypted = key.encrypt(forge.util.encodeUtf8(password), "RSA-OAEP", {
      md: forge.md.sha256.create(),
      mgf1: { md: forge.md.sha256.create() },
    });
    expect(h.running.sandbox.keys.decrypt(forge.util.encode64(encrypted))).toBe(password);
  }
});

it("keeps the same key pair across restarts", async () => {
  const restarted = await startSandbox({ SANDBOX_DATA_DIR: h.config.dataDir });
  try {
    expect(restarted.running.sandbox.keys.publicKeyPem).toBe(h.running.sandbox.keys.publicKeyPem);
  } finally {
    await restarted.stop();
  }
});
