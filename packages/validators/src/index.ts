// Public API of @hostfront/validators: the catalogue, with no dependency. The zod schemas live
// in the `/zod` entry so that a browser bundle checking a field does not carry zod.
import { type RegExpRuleName, type Rule, type RuleName, rules } from "./rules.ts";

export {
  MANAGE_PASS_SYMBOLS,
  type PredicateRule,
  type RegExpRule,
  type RegExpRuleName,
  type Rule,
  type RuleName,
  rules,
  VPS_FORBIDDEN_WORDS,
  VPS_SYSTEM_PASS_SYMBOLS,
} from "./rules.ts";
export { schemaPatterns } from "./schema-patterns.ts";

/** Every catalogue name, in the order of SPEC.md section 5. */
export const ruleNames: readonly RuleName[] = Object.keys(rules) as RuleName[];

/** Thrown when a rule is asked for by a name the catalogue does not have. */
export class UnknownRuleError extends Error {
  override readonly name = "UnknownRuleError";
  readonly ruleName: string;
  constructor(ruleName: string) {
    super(`Unknown validation rule "${ruleName}". Known rules: ${ruleNames.join(", ")}.`);
    this.ruleName = ruleName;
  }
}

/** Whether `name` is a catalogue name (own keys only: "constructor" is not a rule). */
export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(rules, name);
}

function ruleFor(name: string): Rule {
  if (!isRuleName(name)) throw new UnknownRuleError(name);
  return rules[name];
}

/**
 * Whether `value` satisfies the rule `name`. Anything but a string is invalid. Values are
 * tested as given: trim or normalise them before, where the field allows it (never a password).
 * `name` is typed as a catalogue name, so a typo is a compile error; a name that only exists at
 * run time (read from a form or a config) is checked with `isRuleName` first.
 * @throws UnknownRuleError when `name` is not in the catalogue (untyped callers).
 */
export function isValid(name: RuleName, value: unknown): boolean {
  const rule = ruleFor(name);
  if (typeof value !== "string" || value.length > rule.maxLength) return false;
  return rule.test(value);
}

/** What `patterns` holds for each rule: its RegExp, or a predicate where it is more than one. */
export type Patterns = {
  readonly [K in RuleName]: K extends RegExpRuleName ? RegExp : (value: string) => boolean;
};

/** Each rule as its RegExp where it is exactly one, otherwise as a predicate. */
export const patterns: Patterns = Object.fromEntries(
  ruleNames.map((name) => [
    name,
    (rules[name] as Rule).pattern ?? ((value: string) => isValid(name, value)),
  ]),
) as unknown as Patterns;

/** The i18n key of a rule's message, in the `common` namespace of `@hostfront/i18n`. */
export type MessageKey = `validation.${RuleName}`;

/** The i18n message key of each rule. */
export const messageKeys: { readonly [K in RuleName]: `validation.${K}` } = Object.fromEntries(
  ruleNames.map((name) => [name, `validation.${name}`]),
) as { [K in RuleName]: `validation.${K}` };

/** The i18n key for a required field left empty. */
export const requiredMessageKey = "validation.required";

/** The i18n message key of the rule `name`. @throws UnknownRuleError */
export function messageKey(name: RuleName): MessageKey {
  ruleFor(name);
  return messageKeys[name as RuleName];
}
