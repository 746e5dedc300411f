// The pattern catalogue of SPEC.md section 5: one rule per name, spelled as there.
import { IPV4, IPV4_SOURCE, isHostName, isIPv6, PORT_SOURCE } from "./network.ts";

/** Symbols a virtual server system password may contain, besides letters and digits. */
export const VPS_SYSTEM_PASS_SYMBOLS = "~!@#$%^&*()-_=+[]{}:;,.?/";
/** Symbols a management (panel) password may contain, besides letters and digits. */
export const MANAGE_PASS_SYMBOLS = "!@#$%^&*()-_=+.,?";
/** Words a virtual server system password must not contain, in any case, nor reversed. */
export const VPS_FORBIDDEN_WORDS: readonly string[] = ["administrator", "root"];

/** A rule of the catalogue. */
export interface Rule {
  /** What the rule accepts, in plain words. */
  readonly description: string;
  /** Longest value (in UTF-16 code units) that can pass; longer input is refused unread. */
  readonly maxLength: number;
  /** The whole rule when it is exactly one regular expression. `| undefined` so a
   *  `PredicateRule` (which says `undefined`) extends it under `exactOptionalPropertyTypes`. */
  readonly pattern?: RegExp | undefined;
  /** Whether a string satisfies the rule. */
  readonly test: (value: string) => boolean;
}

/** A rule that is exactly one regular expression. */
export interface RegExpRule extends Rule {
  readonly pattern: RegExp;
}

/** A rule that needs more than one regular expression: only its predicate is public. */
export interface PredicateRule extends Rule {
  readonly pattern?: undefined;
}

function regexRule(description: string, maxLength: number, pattern: RegExp): RegExpRule {
  return { description, maxLength, pattern, test: (value) => pattern.test(value) };
}

function predicateRule(
  description: string,
  maxLength: number,
  test: (value: string) => boolean,
): PredicateRule {
  return { description, maxLength, test };
}

const escapeClass = (chars: string): string => chars.replace(/[\\\][^-]/g, "\\$&");
const reverse = (word: string): string => [...word].reverse().join("");

const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /[0-9]/;
const HAS_LOWER = /[a-z]/;
const HAS_UPPER = /[A-Z]/;

const PASS = /^[A-Za-z0-9]{4,14}$/;
const VPS_SYSTEM_PASS = new RegExp(
  `^[A-Za-z][A-Za-z0-9${escapeClass(VPS_SYSTEM_PASS_SYMBOLS)}]{8,30}$`,
);
const VPS_FORBIDDEN = VPS_FORBIDDEN_WORDS.flatMap((word) => [word, reverse(word)]);
const CVM_SYSTEM_PASS = /^[A-Za-z0-9-]{10,30}$/;
const MANAGE_PASS = new RegExp(`^[A-Za-z0-9${escapeClass(MANAGE_PASS_SYMBOLS)}]{5,30}$`);
const FTP_NAME = /^[A-Za-z0-9]{8,30}$/;
const EMAIL_LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;
const CN_PHONE = /^1[3-9][0-9]{9}$/;
const LANDLINE = /^0[0-9]{2,3}-?[0-9]{7,8}$/;
const URL_START = /^https?:\/\/[^/\\]/i;
const HAS_SPACE_OR_CONTROL = /[\s\p{Cc}]/u;

function isEmail(value: string): boolean {
  const parts = value.split("@");
  if (parts.length !== 2) return false;
  const [local = "", domain = ""] = parts;
  if (!EMAIL_LOCAL.test(local)) return false;
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  return isHostName(domain);
}

function isHttpUrl(value: string): boolean {
  if (!URL_START.test(value) || HAS_SPACE_OR_CONTROL.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "") return false;
  const host = url.hostname;
  if (host.startsWith("[")) return isIPv6(host.slice(1, -1));
  // The URL parser turns internationalised names into punycode, which isHostName accepts.
  return IPV4.test(host) || isHostName(host);
}

/** A catalogue name, spelled as in SPEC.md section 5. */
export type RuleName =
  | "pass"
  | "vpsSystemPass"
  | "cvmSystemPass"
  | "managePass"
  | "number"
  | "money"
  | "ftpName"
  | "typeMark"
  | "typeName"
  | "onlyNum"
  | "ipv4"
  | "ipv6"
  | "CIDR"
  | "domain"
  | "url"
  | "mac"
  | "portPair"
  | "name"
  | "email"
  | "CNphone"
  | "phone"
  | "fixPhone"
  | "uzip"
  | "phonePrefix";

/** The rules that are exactly one regular expression (`patterns` gives their RegExp). */
export type RegExpRuleName =
  | "managePass"
  | "number"
  | "money"
  | "typeMark"
  | "typeName"
  | "onlyNum"
  | "ipv4"
  | "CIDR"
  | "mac"
  | "portPair"
  | "name"
  | "CNphone"
  | "phone"
  | "uzip"
  | "phonePrefix";

/** Every rule, keyed by its catalogue name; the type says which kind each one is. */
export const rules: {
  readonly [K in RuleName]: K extends RegExpRuleName ? RegExpRule : PredicateRule;
} = {
  pass: predicateRule(
    "4-14 letters and digits, with at least one letter and one digit",
    14,
    (v) => PASS.test(v) && HAS_LETTER.test(v) && HAS_DIGIT.test(v),
  ),
  vpsSystemPass: predicateRule(
    `9-31 characters starting with a letter, from letters, digits and ${VPS_SYSTEM_PASS_SYMBOLS}; must not contain administrator, root or their reversals in any case`,
    31,
    (v) => {
      if (!VPS_SYSTEM_PASS.test(v)) return false;
      const lower = v.toLowerCase();
      return !VPS_FORBIDDEN.some((word) => lower.includes(word));
    },
  ),
  cvmSystemPass: predicateRule(
    "10-30 letters, digits and hyphens, with a lowercase letter, an uppercase letter, a digit and a hyphen",
    30,
    (v) =>
      CVM_SYSTEM_PASS.test(v) &&
      HAS_LOWER.test(v) &&
      HAS_UPPER.test(v) &&
      HAS_DIGIT.test(v) &&
      v.includes("-"),
  ),
  managePass: regexRule(`5-30 letters, digits and ${MANAGE_PASS_SYMBOLS}`, 30, MANAGE_PASS),
  number: regexRule("1-30 letters and digits", 30, /^[A-Za-z0-9]{1,30}$/),
  money: regexRule(
    "an amount of up to 8 digits without leading zeros, optionally with 1 or 2 decimals",
    11,
    /^(?:0|[1-9][0-9]{0,7})(?:\.[0-9]{1,2})?$/,
  ),
  ftpName: predicateRule(
    "8-30 letters and digits, with both letters and digits",
    30,
    (v) => FTP_NAME.test(v) && HAS_LETTER.test(v) && HAS_DIGIT.test(v),
  ),
  typeMark: regexRule(
    "1-30 letters, digits, underscores, dots and hyphens",
    30,
    /^[A-Za-z0-9_.-]{1,30}$/,
  ),
  typeName: regexRule(
    "1-30 Chinese characters, letters, digits, underscores, dots and hyphens",
    60,
    /^[\p{Script=Han}A-Za-z0-9_.-]{1,30}$/u,
  ),
  onlyNum: regexRule(
    "a positive whole number of up to 11 digits, optionally after a plus sign",
    12,
    /^\+?[1-9][0-9]{0,10}$/,
  ),
  ipv4: regexRule("an IPv4 address in dotted-decimal form, without leading zeros", 15, IPV4),
  ipv6: predicateRule(
    "an IPv6 address (RFC 4291 text form, :: and embedded IPv4 allowed)",
    45,
    isIPv6,
  ),
  CIDR: regexRule(
    "an IPv4 network in CIDR notation, address/prefix with a prefix of 0-32",
    18,
    new RegExp(`^${IPV4_SOURCE}/(?:3[0-2]|[12]?[0-9])$`),
  ),
  domain: predicateRule(
    "a domain name of 3-255 characters: dot-separated labels of letters, digits and inner hyphens",
    255,
    (v) => v.length >= 3 && isHostName(v),
  ),
  url: predicateRule("an http:// or https:// address of up to 2048 characters", 2048, isHttpUrl),
  mac: regexRule(
    "a MAC address: six pairs of hex digits separated by colons or by hyphens",
    17,
    /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$|^[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}$/,
  ),
  portPair: regexRule(
    "two ports, each 1-65535, separated by a slash",
    11,
    new RegExp(`^${PORT_SOURCE}/${PORT_SOURCE}$`),
  ),
  name: regexRule(
    "2-40 characters: Chinese characters, Latin letters, digits or a middle dot",
    80,
    /^[\p{Script=Han}\p{Script=Latin}0-9\u00B7\u30FB]{2,40}$/u,
  ),
  email: predicateRule("an e-mail address of up to 254 characters", 254, isEmail),
  CNphone: regexRule("a mainland China mobile number: 11 digits starting with 13-19", 11, CN_PHONE),
  phone: regexRule("6-13 digits", 13, /^[0-9]{6,13}$/),
  fixPhone: predicateRule(
    "a mainland China mobile number, or a landline number: area code 0 + 2-3 digits, optional hyphen, 7-8 digits",
    13,
    (v) => CN_PHONE.test(v) || LANDLINE.test(v),
  ),
  uzip: regexRule("a postal code of 6 digits", 6, /^[0-9]{6}$/),
  phonePrefix: regexRule("a plus sign followed by 1-4 digits", 5, /^\+[0-9]{1,4}$/),
};

/** Every RegExp any rule uses, for the ReDoS analysis in the tests. */
export const ruleRegExps: readonly RegExp[] = [
  HAS_LETTER,
  HAS_DIGIT,
  HAS_LOWER,
  HAS_UPPER,
  PASS,
  VPS_SYSTEM_PASS,
  CVM_SYSTEM_PASS,
  MANAGE_PASS,
  FTP_NAME,
  EMAIL_LOCAL,
  CN_PHONE,
  LANDLINE,
  URL_START,
  HAS_SPACE_OR_CONTROL,
  ...Object.values(rules).flatMap((rule: Rule) => (rule.pattern ? [rule.pattern] : [])),
];
