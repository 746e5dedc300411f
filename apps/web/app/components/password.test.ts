// The browser's encryption (node-forge) is what the provider decrypts (Node's OAEP, SHA-256),
// and the action's fallback makes the same kind of ciphertext.
import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { encryptPassword } from "~/lib/forms/passwords.server";
import { encryptWithForge } from "./password";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
const decrypt = (base64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(base64, "base64"),
  ).toString("utf8");

describe("password encryption", () => {
  it.each(["abc12345", "Harbour-Lights42", "Cloud-Key-2026", "пароль密码パス1"])(
    "node-forge's ciphertext of %s decrypts on the provider's side",
    (password) => {
      const ciphertext = encryptWithForge(forge, pem, password);
      expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(decrypt(ciphertext)).toBe(password);
    },
  );

  it("never gives the same ciphertext twice (OAEP is randomised)", () => {
    expect(encryptWithForge(forge, pem, "abc12345")).not.toBe(
      encryptWithForge(forge, pem, "abc12345"),
    );
  });

  it("the action's fallback encryption decrypts the same way", () => {
    expect(decrypt(encryptPassword("abc12345", pem))).toBe("abc12345");
  });
});
