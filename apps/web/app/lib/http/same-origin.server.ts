// The cross-site (CSRF) check of every state-changing request: a page's form post and a POST
// to `/api/*` alike.
import { config } from "~/env.server";

/** Whether a state-changing request comes from this site (Origin, else Sec-Fetch-Site). */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== "null") {
    const own = new URL(request.url).origin;
    return (
      origin === own ||
      Object.values(config.siteUrls).some((site) => new URL(site).origin === origin)
    );
  }
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}
