// Domains: checking a name under several suffixes. The name must be one valid label (SPEC.md's
// domain rule); availability and prices follow the catalogue's rules. The suffixes on sale are
// the catalogue's reads (`catalogueReads` of @hostfront/api-client/fixtures).
import { checkDomainLabel, domainCheckAnswers } from "@hostfront/api-client/provider-rules";
import type { Implementations } from "@hostfront/api-client/server";
import { isValid } from "@hostfront/validators";
import type { Sandbox, User } from "./context.ts";

export function domainCalls(sandbox: Sandbox): Pick<Implementations<User>, "domainCheck"> {
  const { catalogue } = sandbox;
  return {
    domainCheck: ({ name, suffixes }) => {
      checkDomainLabel(name, isValid);
      return domainCheckAnswers(catalogue, name, suffixes);
    },
  };
}
