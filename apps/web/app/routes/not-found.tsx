// Any path no page matches: 404 "Page not found: {path}" (SPEC.md section 8), in the shell.

import { data } from "react-router";
import { requestPath } from "~/lib/page-path";
import { getInstance } from "~/middleware/locale.server";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = requestPath(request);
  throw data({ message: getInstance(context).t("errors.notFound", { path }) }, { status: 404 });
}

export default function NotFound() {
  return null;
}
