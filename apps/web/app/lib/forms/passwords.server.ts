// Passwords on their way to the provider. The page encrypts them in the browser (RSA-OAEP,
// SHA-256, node-forge) with the provider's public key, so the site never sees them; without
// JavaScript the form posts the password to the site over HTTPS, and the action checks its
// rule and encrypts it here with the same key before it goes any further.
import { constants, createHmac, publicEncrypt, randomBytes } from "node:crypto";
import { isValid, messageKeys, type RuleName } from "@hostfront/validators";
import forge from "node-forge";
import type { RouterContextProvider } from "react-router";
import { requestContext, sessionContext } from "~/context";
import { config } from "~/env.server";
import { cachedCall } from "../cache/upstream.server";

/** Base64 of RSA-OAEP ciphertext, as the provider takes it. */
const CIPHERTEXT = /^[A-Za-z0-9+/]{16,1024}={0,2}$/;

/** The key passwords are encrypted with: the configured one, else the provider's. */
export async function passwordKey(context: Readonly<RouterContextProvider>): Promise<string> {
  if (config.rsaPublicKey) return config.rsaPublicKey;
  const { publicKey } = await cachedCall(context, "publicKey", {});
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

/** This process's secret in the OAEP seeds of submitted forms (see sealPassword). */
const SEED_SECRET = randomBytes(32);

/**
 * RSA-OAEP of a password submitted with form key `formKey`, the same every time that form is
 * sent again with that password. The provider applies an Idempotency-Key only to the very
 * same request, and OAEP is randomised: encrypted afresh, a resubmitted form would be refused
 * as a different request instead of answered with its first result. So the seed is derived,
 * with an HMAC under this process's secret and the visitor's session (else address), from
 * the form key and the password; nobody outside can tell or test what was encrypted.
 */
export function sealPassword(
  context: Readonly<RouterContextProvider>,
  password: string,
  formKey: string,
  pem: string,
): string {
  const visitor = context.get(sessionContext).token ?? context.get(requestContext).clientAddress;
  const seed = createHmac("sha256", SEED_SECRET)
    .update(`${visitor}\n${formKey}\n${password}`)
    .digest("binary");
  const key = forge.pki.publicKeyFromPem(pem);
  const sealed = key.encrypt(forge.util.encodeUtf8(password), "RSA-OAEP", {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
    seed,
  });
  return forge.util.encode64(sealed);
}

/**
 * The ciphertext of the form's password field `name`: `<name>Encrypted` as the browser made
 * it, or the plain `<name>` (no JavaScript), checked against `rule` and encrypted here (the
 * same way for the same form key: sealPassword). The error is an i18n key.
 */
export async function passwordFromForm(
  context: Readonly<RouterContextProvider>,
  values: Readonly<Record<string, string>>,
  name: string,
  rule: RuleName,
  formKey?: string,
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
  const pem = await passwordKey(context);
  return {
    ok: true,
    ciphertext: formKey ? sealPassword(context, plain, formKey, pem) : encryptPassword(plain, pem),
  };
}
