// How an account is shown: its masked form and its profile image.
import {
  EMAIL_MASK_KEEP,
  MASK,
  PHONE_MASK_HEAD,
  PHONE_MASK_TAIL,
  PROFILE_IMAGE_COUNT,
} from "./constants.ts";

/**
 * The account as the header shows it. An e-mail address keeps the first 4 characters of its
 * local part (all of a shorter one) and its domain: `johnsmith@example.com` ->
 * `john****@example.com`. Anything else is treated as a phone number and keeps its first 2
 * and last 3 characters: `13812345678` -> `13****678`; one too short for that keeps only its
 * first character, so the mask never shows a whole account. Characters are code points.
 */
export function maskAccount(account: string): string {
  const at = account.lastIndexOf("@");
  if (at > 0) {
    const local = Array.from(account.slice(0, at));
    return local.slice(0, EMAIL_MASK_KEEP).join("") + MASK + account.slice(at);
  }
  const chars = Array.from(account);
  if (chars.length === 0) return "";
  if (chars.length <= PHONE_MASK_HEAD + PHONE_MASK_TAIL) return chars[0] + MASK;
  return chars.slice(0, PHONE_MASK_HEAD).join("") + MASK + chars.slice(-PHONE_MASK_TAIL).join("");
}

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const encoder = new TextEncoder();

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`: small, stable and well spread. */
function fnv1a(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of encoder.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** The profile image (0-7) of a user: the same name always gets the same image. */
export function profileImageNumber(username: string): number {
  return fnv1a(username) % PROFILE_IMAGE_COUNT;
}
