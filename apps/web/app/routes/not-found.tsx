// Any path no page matches: 404 "Page not found: {path}" (SPEC.md section 8), in the shell.

import { notFound } from "~/lib/page/page.server";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  notFound(request, context);
}

export default function NotFound() {
  return null;
}
