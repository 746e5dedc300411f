// Readiness, apart from liveness (/healthz): whether a load balancer should send this instance
// visitors. Ready once it can serve a page: its build is loaded (this module runs inside it) and
// the shell's data has been fetched once, or is in the cache from before (stale is enough: pages
// render from it while the provider is down). Not ready once it is draining: after SIGTERM,
// server.ts keeps answering for the drain period while /readyz says 503, so the balancer stops
// sending before the instance stops listening.
import type { RouterContextProvider } from "react-router";
import { CURRENCY_LIST } from "~/lib/cache/cache.server";
import { cachedCall } from "../cache/upstream.server";

export type Readiness =
  | { readonly ready: true }
  | { readonly ready: false; readonly reason: "draining" | "no-shell-data" };

/** One instance's readiness; the server's is `instanceReadiness`. */
export class InstanceReadiness {
  #draining = false;
  #warmed = false;

  /** From now on the instance is leaving: /readyz answers 503 (server.ts, on SIGTERM). */
  startDraining(): void {
    this.#draining = true;
  }

  /** Whether the instance can take visitors now; the first check fetches the shell's data. */
  async check(context: Readonly<RouterContextProvider>): Promise<Readiness> {
    if (this.#draining) return { ready: false, reason: "draining" };
    if (!this.#warmed) {
      try {
        // The list every page's shell shows (the currency menu), as pages read it: from the
        // cache, fresh or stale, else from the provider.
        await cachedCall(context, "currencies", {}, { keep: CURRENCY_LIST });
        this.#warmed = true;
      } catch {
        return { ready: false, reason: "no-shell-data" };
      }
    }
    return { ready: true };
  }
}

export const instanceReadiness = new InstanceReadiness();
