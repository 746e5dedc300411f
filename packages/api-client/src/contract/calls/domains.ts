// Calls of domains: the suffixes sold and an availability check.

import { messageKeys, schemaPatterns } from "@hostfront/validators";
import { z } from "zod";
import { read } from "../endpoint.ts";
import { domainCheckResultSchema, domainSuffixSchema, suffixSchema } from "../schemas.ts";

export const domainCalls = {
  domainSuffixes: read("domainSuffixes", {
    summary: "Domain suffixes on sale with their prices.",
    output: z.array(domainSuffixSchema),
  }),
  domainCheck: read("domainCheck", {
    summary:
      "Availability of one name under several suffixes (name without suffix, e.g. `example`).",
    input: z.object({
      name: z
        .string()
        .trim()
        .toLowerCase()
        .min(1)
        // Characters outside the BMP count twice in zod's length: the label's 63 characters fit.
        .max(126)
        .regex(schemaPatterns.domainLabel, messageKeys.domain)
        .describe(
          "The name without suffix, e.g. `my-shop`: one label of the `domain` rule (1-63 letters of any script, digits and inner hyphens, no dot); compared in lower case.",
        ),
      suffixes: z
        .array(suffixSchema)
        .min(1)
        .max(30)
        .describe(
          "The suffixes to check it under (`DomainSuffix.suffix`); one not sold answers SUFFIX_UNKNOWN.",
        ),
    }),
    output: z.array(domainCheckResultSchema),
    errors: ["SUFFIX_UNKNOWN"],
  }),
};
