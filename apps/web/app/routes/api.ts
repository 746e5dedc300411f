// `/api/*`: the BFF (lib/bff/bff.server.ts).
import { handleBffGet, handleBffPost } from "~/lib/bff/bff.server";
import type { Route } from "./+types/api";

export function loader(args: Route.LoaderArgs) {
  return handleBffGet(args);
}

export function action(args: Route.ActionArgs) {
  return handleBffPost(args);
}
