// The provider's console, where the site sends visitors for what it does not do itself (log in,
// register, pay, order a domain, manage servers): every link to it is built here.
import { config } from "~/env.server";

/** The console's address with `query` (in this order) and an optional `#section`. */
export function consoleUrl(query: Readonly<Record<string, string>>, section?: string): string {
  const url = new URL(`${config.mainSiteUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (section) url.hash = section;
  return url.href;
}
