// Password hashes (scrypt), ids and one-time secrets.
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const COST = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), hash.toString("base64")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a secret (token, activation code) for lookup: the secret itself is never stored. */
export const secretHash = (secret: string): string =>
  createHash("sha256").update(secret).digest("hex");

/** A random secret, URL-safe. */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/** Random characters from a 32-letter alphabet (32 divides 256, so every letter is equally likely). */
export function randomCode(alphabet: string, length: number): string {
  let code = "";
  for (const byte of randomBytes(length)) code += alphabet[byte % alphabet.length];
  return code;
}

/** A random id with a readable prefix, e.g. `ord-8h2k9x3m1q4w`. */
export const newId = (prefix: string, length = 12): string =>
  `${prefix}-${randomCode("0123456789abcdefghjkmnpqrstvwxyz", length)}`;
