// The sign-up's server side: the referral code that goes with a new account, and one answer
// per submitted form even when the form arrives twice.
import { readReferral } from "@hostfront/commerce";
import { REFERRER_COOKIE, readCookie } from "~/lib/cookies.server";

/** Longest `referer` the provider takes. */
const REFERER_MAX = 256;
/** What the referral middleware stores: `h` + hex (tgcode, affid) or a plain code (userCode, CouponsCode). */
const HEX_REFERER = /^h(?:[0-9a-f]{2})+$/;
const PLAIN_REFERER = /^[A-Za-z0-9_-]{1,64}$/;
const fatalUtf8 = new TextDecoder("utf-8", { fatal: true });

export interface SignUpReferral {
  /** The value sent to the provider as `referer`. */
  readonly referer: string;
  /** The code as the visitor's link had it, when it is a plain code worth showing; else null. */
  readonly shown: string | null;
}

/** The code a `referer` stands for, to show: hex decoded back, when that is a plain code. */
function shownCode(referer: string): string | null {
  if (!HEX_REFERER.test(referer)) return referer;
  try {
    const bytes = Uint8Array.from(referer.slice(1).match(/../g) ?? [], (pair) =>
      Number.parseInt(pair, 16),
    );
    const code = fatalUtf8.decode(bytes);
    return PLAIN_REFERER.test(code) ? code : null;
  } catch {
    return null;
  }
}

/**
 * The referral of a sign-up: the page's own query first (the link just opened wins, FACTS.md
 * "Affiliate"), else the `referrer` cookie the referral middleware set on an earlier page. A
 * cookie that is not what the middleware writes is ignored rather than sent on: a broken
 * referral must not stop anyone from signing up.
 */
export function referralOf(request: Request): SignUpReferral | null {
  const fromQuery = readReferral(new URL(request.url).searchParams)?.referer;
  const referer = fromQuery ?? readCookie(request, REFERRER_COOKIE);
  if (
    !referer ||
    referer.length > REFERER_MAX ||
    !(HEX_REFERER.test(referer) || PLAIN_REFERER.test(referer))
  )
    return null;
  return { referer, shown: shownCode(referer) };
}

/** How long a sign-up's answer is remembered for a form sent again. */
const REMEMBER_MS = 10 * 60_000;
/** Most sign-ups remembered at once (the oldest are forgotten first). */
const REMEMBER_MAX = 1_000;

const remembered = new Map<string, { answer: Promise<unknown>; until: number }>();

/**
 * Runs `register` once per `key` in this process: the same form sent twice (a double click,
 * a resubmitted page) shares the first answer, also while it is still running. The provider
 * applies an Idempotency-Key once as well, but it also compares the request, and the password
 * is encrypted anew for each sending (RSA-OAEP is randomized), so to the provider a second
 * sending looks like a different request. A refusal is not remembered: the visitor corrects
 * the form and sends it again.
 */
export function registerOnce<T>(key: string | undefined, register: () => Promise<T>): Promise<T> {
  if (key === undefined) return register();
  const now = Date.now();
  for (const [stored, entry] of remembered) {
    if (entry.until > now && remembered.size <= REMEMBER_MAX) break;
    remembered.delete(stored);
  }
  const known = remembered.get(key);
  if (known) return known.answer as Promise<T>;
  const answer = register();
  remembered.set(key, { answer, until: now + REMEMBER_MS });
  answer.catch(() => remembered.delete(key));
  return answer;
}

/** Forgets every remembered sign-up (tests: another web instance, or a restart). */
export function forgetSignUps(): void {
  remembered.clear();
}
