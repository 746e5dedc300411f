// The zod schemas of the catalogue, in their own entry (`@hostfront/validators/zod`): zod is a
// peer dependency the catalogue itself does not need, and building the schemas at import time
// would put zod in every bundle that only checks a field.
import { z } from "zod";
import { isValid, messageKeys, ruleNames } from "./index.ts";
import type { RuleName } from "./rules.ts";

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
