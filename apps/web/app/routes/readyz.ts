// Readiness for load balancers (deploy/haproxy): 200 once this instance can serve pages, 503
// before that and while it drains after SIGTERM (lib/ops/readiness.server.ts). /healthz is liveness.
import { instanceReadiness } from "~/lib/ops/readiness.server";
import type { Route } from "./+types/readyz";

export async function loader({ context }: Route.LoaderArgs) {
  const state = await instanceReadiness.check(context);
  return Response.json(state.ready ? { status: "ready" } : { status: state.reason }, {
    status: state.ready ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
