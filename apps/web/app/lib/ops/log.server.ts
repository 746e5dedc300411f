// The web app's log lines: one JSON object a line (as server.ts writes its own), with the id of
// the request being answered, the id its error page shows and the provider receives as
// X-Request-Id, so a visitor's report leads to the line; with traces on, the trace id too.
import { traceFields } from "@hostfront/telemetry";
import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";

/** The id of the request being answered, or null outside a request (no security middleware). */
function requestIdOf(context: Readonly<RouterContextProvider>): string | null {
  try {
    return context.get(requestContext).id;
  } catch {
    return null;
  }
}

/** Logs a failure the visitor does not see as one (the page answers without the part). */
export function logFailure(
  context: Readonly<RouterContextProvider>,
  msg: string,
  error: unknown,
): void {
  console.warn(
    JSON.stringify({
      service: "web",
      level: "warn",
      msg,
      requestId: requestIdOf(context),
      ...traceFields(),
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

/**
 * What `promise` gives, or null when it fails, for a part a page can show without (it says the
 * part is unavailable). The failure is logged with the request id and `what` was loaded.
 */
export async function orNull<T>(
  promise: Promise<T>,
  context: Readonly<RouterContextProvider>,
  what: string,
): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    logFailure(context, `${what}: answered without it`, error);
    return null;
  }
}
