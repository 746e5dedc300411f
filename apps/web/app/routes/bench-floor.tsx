// The "framework floor" of the load benchmark (`pnpm bench`): a page with nothing of the site
// but the server, its middleware and the root loader, rendered bare (no shell, no dictionary).
// Served only with BENCH_FLOOR=1; a 404 everywhere else.
import { data } from "react-router";
import { config } from "~/env.server";
import { notFound } from "~/lib/page/page.server";
import type { Route } from "./+types/bench-floor";

export const handle = { bare: true };

export function loader({ request, context }: Route.LoaderArgs) {
  if (!config.benchFloor) notFound(request, context);
  return data({ at: "floor" }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = () => [
  { title: "Framework floor" },
  { name: "robots", content: "noindex" },
];

export default function BenchFloor() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A React Router page with nothing else on it.</p>
    </main>
  );
}
