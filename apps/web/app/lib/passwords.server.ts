// Passwords on their way to the provider. The page encrypts them in the browser (RSA-OAEP,
// SHA-256, node-forge) with the provider's public key, so the site never sees them; without
// JavaScript the form posts the password to the site over HTTPS, and the action checks its
// rule and encrypts it here with the same key before it goes any further.
import { constants, publicEncrypt } from "node:crypto";
import { isValid, messageKeys, type RuleName } from "@hostfront/validators";
import type { RouterContextProvider } from "react-router";
import { config } from "~/env.server";
import { api, cache, callOptions } from "./upstream.server";

/** Base64 of RSA-OAEP ciphertext, as the provider takes it. */
const CIPHERTEXT = /^[A-Za-z0-9+/]{16,1024}={0,2}$/;

/** The key passwords are encrypted with: the configured one, else the provider's. */
export async function passwordKey(context: Readonly<RouterContextProvider>): Promise<string> {
  if (config.rsaPublicKey) return config.rsaPublicKey;
  const { publicKey } = await cache.get("publicKey", "long", () =>
    api.publicKey({}, callOptions(context)),
  );
  return publicKey;
}

/** RSA-OAEP (SHA-256) of `password` with `pem`, in base64: what node-forge makes in the browser. */
export const encryptPassword = (password: string, pem: string): string =>
  publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(password, "utf8"),
  ).toString("base64");

export type PasswordResult =
  | { readonly ok: true; readonly ciphertext: string }
  | { readonly ok: false; readonly error: string };

/**
 * The ciphertext of the form's password field `name`: `<name>Encrypted` as the browser made
 * it, or the plain `<name>` (no JavaScript), checked against `rule` and encrypted here. The
 * error is an i18n key.
 */
export async function passwordFromForm(
  context: Readonly<RouterContextProvider>,
  values: Readonly<Record<string, string>>,
  name: string,
  rule: RuleName,
): Promise<PasswordResult> {
  const encrypted = values[`${name}Encrypted`];
  if (encrypted) {
    return CIPHERTEXT.test(encrypted)
      ? { ok: true, ciphertext: encrypted }
      : { ok: false, error: "validation.invalid" };
  }
  const plain = values[name] ?? "";
  if (plain === "") return { ok: false, error: "validation.required" };
  if (!isValid(rule, plain)) return { ok: false, error: messageKeys[rule] };
  return { ok: true, ciphertext: encryptPassword(plain, await passwordKey(context)) };
}
