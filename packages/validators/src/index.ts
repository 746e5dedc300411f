// Public API of @hostfront/validators.
import { z } from "zod";
import { type Rule, type RuleName, rules } from "./rules.ts";

export {
  MANAGE_PASS_SYMBOLS,
  type Rule,
  type RuleName,
  rules,
  VPS_FORBIDDEN_WORDS,
  VPS_SYSTEM_PASS_SYMBOLS,
} from "./rules.ts";

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
 * @throws UnknownRuleError when `name` is not in the catalogue.
 */
export function isValid(name: RuleName | (string & {}), value: unknown): boolean {
  const rule = ruleFor(name);
  if (typeof value !== "string" || value.length > rule.maxLength) return false;
  return rule.test(value);
}

/** Each rule as its RegExp where it is exactly one, otherwise as a predicate. */
export const patterns: { readonly [K in RuleName]: RegExp | ((value: string) => boolean) } =
  Object.fromEntries(
    ruleNames.map((name) => [
      name,
      rules[name].pattern ?? ((value: string) => isValid(name, value)),
    ]),
  ) as { [K in RuleName]: RegExp | ((value: string) => boolean) };

/** The i18n key of a rule's message, in the `common` namespace of `@hostfront/i18n`. */
export type MessageKey = `validation.${RuleName}`;

/** The i18n message key of each rule. */
export const messageKeys: { readonly [K in RuleName]: `validation.${K}` } = Object.fromEntries(
  ruleNames.map((name) => [name, `validation.${name}`]),
) as { [K in RuleName]: `validation.${K}` };

/** The i18n key for a required field left empty. */
export const requiredMessageKey = "validation.required";

/** The i18n message key of the rule `name`. @throws UnknownRuleError */
export function messageKey(name: RuleName | (string & {})): MessageKey {
  ruleFor(name);
  return messageKeys[name as RuleName];
}

/**
 * A zod schema per rule: a string that satisfies the rule. Every issue's message is the
 * rule's i18n key, so a form shows `t(issue.message)`.
 */
export const schemas: { readonly [K in RuleName]: z.ZodString } = Object.fromEntries(
  ruleNames.map((name) => [
    name,
    z
      .string({ error: messageKeys[name] })
      .refine((value) => isValid(name, value), { error: messageKeys[name] }),
  ]),
) as { [K in RuleName]: z.ZodString };
