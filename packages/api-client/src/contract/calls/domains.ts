// Calls of domains: the suffixes sold and an availability check.
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
      name: z.string().trim().toLowerCase().min(1).max(63),
      suffixes: z.array(suffixSchema).min(1).max(30),
    }),
    output: z.array(domainCheckResultSchema),
    errors: ["SUFFIX_UNKNOWN"],
  }),
};
