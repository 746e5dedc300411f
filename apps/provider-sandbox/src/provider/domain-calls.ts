// Domains: the suffixes sold and checking a name under several. The name must be one valid
// label (SPEC.md's domain rule); availability and prices follow the catalogue's rules.
import {
  checkDomainLabel,
  domainCheckAnswers,
  domainSuffixView,
} from "@hostfront/api-client/fixtures";
import type { Implementations } from "@hostfront/api-client/server";
import { isValid } from "@hostfront/validators";
import type { Sandbox, User } from "./context.ts";

export function domainCalls(
  sandbox: Sandbox,
): Pick<Implementations<User>, "domainSuffixes" | "domainCheck"> {
  const { catalogue } = sandbox;
  return {
    domainSuffixes: ({ language }) =>
      catalogue.domainSuffixes.map((suffix) => domainSuffixView(suffix, language)),

    domainCheck: ({ name, suffixes }) => {
      checkDomainLabel(name, isValid);
      return domainCheckAnswers(catalogue, name, suffixes);
    },
  };
}
