// Rules as patterns a JSON Schema (an OpenAPI document) can carry: ECMAScript regular
// expressions with the `u` flag. Rules that are one RegExp give it as is; the predicate rules
// one RegExp can still say exactly (e-mail, a domain label) are spelled out here, and
// `schema-patterns.test.ts` checks each against the rule's predicate.
import { rules } from "./rules.ts";

// Classes of Unicode properties also list the ASCII letters and digits they hold: the same set
// under the `u` flag, and still the ASCII ones for engines that read patterns without it
// (Spectral's example check, some generated clients).
/** A letter, mark or digit of any script: what a domain label is made of, besides hyphens. */
const LABEL_CHAR = "[A-Za-z0-9\\p{L}\\p{M}\\p{N}]";
/** One domain label: 1-63 of those and inner hyphens (`isHostName`'s label). */
const LABEL = `${LABEL_CHAR}(?:[A-Za-z0-9\\p{L}\\p{M}\\p{N}-]{0,61}${LABEL_CHAR})?`;
/** A character of an e-mail address's local part other than the dot. */
const LOCAL_CHAR = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
/**
 * The `email` rule without anchors: a local part of 1-64 characters with no leading, trailing
 * or double dot, `@`, and a host name of two or more labels whose last is not all digits.
 * Its 254-character limit is the schema's `maxLength`.
 */
const EMAIL = `(?=[^@]{1,64}@)${LOCAL_CHAR}+(?:\\.${LOCAL_CHAR}+)*@(?:${LABEL}\\.)+(?![0-9]+$)${LABEL}`;

const source = (pattern: RegExp): string => pattern.source.replace(/^\^|\$$/g, "");

/** The names of the patterns `schemaPatterns` holds. */
export type SchemaPatternName =
  | "email"
  | "domainLabel"
  | "emailOrCNphone"
  | "name"
  | "typeMarkOrEmpty"
  | "phoneTypedOrEmpty";

/** Each pattern with its rule's name; every one is anchored and meant for the `u` flag. */
export const schemaPatterns: { readonly [N in SchemaPatternName]: RegExp } = {
  /** The `email` rule (with `maxLength` 254). */
  email: new RegExp(`^${EMAIL}$`, "u"),
  /** One label of the `domain` rule: a name to check under several suffixes, without a dot. */
  domainLabel: new RegExp(`^${LABEL}$`, "u"),
  /** An account: an address of the `email` rule or a number of the `CNphone` rule. */
  emailOrCNphone: new RegExp(`^(?:${EMAIL}|${source(rules.CNphone.pattern)})$`, "u"),
  /** The `name` rule (its RegExp, with the ASCII letters spelled out). */
  name: /^[A-Za-z0-9\p{Script=Han}\p{Script=Latin}\u00B7\u30FB]{2,40}$/u,
  /** The `typeMark` rule, or nothing (an optional field left empty). */
  typeMarkOrEmpty: new RegExp(`^(?:${source(rules.typeMark.pattern)})?$`),
  /**
   * The `phone` rule as people type it: 6-13 digits, with spaces and hyphens anywhere (a
   * provider removes them before checking), or nothing.
   */
  phoneTypedOrEmpty: /^(?:[\s-]*(?:[0-9][\s-]*){6,13})?$/,
};
