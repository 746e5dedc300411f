// Guards in front of the implementations: attempt limits on the calls that guess secrets
// (login, register, activate); maintenance mode, which refuses every state change; and the
// start-up flags that turn the assistant off and close registration.
import { type Endpoint, type EndpointName, endpointNames, endpoints } from "@hostfront/api-client";
import {
  ContractError,
  type Implementation,
  type Implementations,
} from "@hostfront/api-client/server";
import type { Sandbox, User } from "./context.ts";

/** The window attempts are counted in (the limit is `SANDBOX_ATTEMPT_LIMIT`, 20 by default). */
export const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
/** Seconds a client is told to wait during maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

const LIMITED: ReadonlySet<EndpointName> = new Set(["login", "register", "activate"]);

/** A fixed-window counter per key; old windows are dropped as they are passed. */
export function attemptCounter(limit: number, windowMs: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts an attempt; answers the seconds to wait when over the limit, else null. */
    hit(key: string): number | null {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        if (windows.size > 10_000)
          for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > limit ? Math.ceil((window.start + windowMs - time) / 1000) : null;
    },
  };
}

/** Who is calling: the forwarded client address the site sends, else the connection's. */
function clientKey(request: Request): string {
  return (
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ||
    request.headers.get("x-real-ip") ||
    "direct"
  );
}

export function guard(sandbox: Sandbox, calls: Implementations<User>): Implementations<User> {
  const counter = attemptCounter(sandbox.config.attemptLimit, ATTEMPT_WINDOW_MS, () =>
    sandbox.now().getTime(),
  );
  const guarded = Object.fromEntries(
    endpointNames.map((name) => {
      const endpoint: Endpoint = endpoints[name];
      const call = calls[name] as Implementation<EndpointName, User>;
      const wrapped: Implementation<EndpointName, User> = (input, context) => {
        // Read per call: the flags can be switched while the sandbox runs.
        const { maintenanceMessage: maintenance, chatEnabled, registrationOpen } = sandbox.flags;
        if (maintenance !== null && endpoint.mutating && name !== "logout") {
          throw new ContractError("UNAVAILABLE", maintenance, {
            retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS,
          });
        }
        if (name === "chat" && !chatEnabled)
          throw new ContractError("UNAVAILABLE", "The assistant is turned off.");
        if (name === "register" && !registrationOpen)
          throw new ContractError("UNAVAILABLE", "Registration is closed.");
        if (LIMITED.has(name)) {
          const wait = counter.hit(`${name} ${clientKey(context.request)}`);
          if (wait !== null)
            throw new ContractError("RATE_LIMITED", "Too many attempts; try again later.", {
              retryAfterSeconds: wait,
            });
        }
        return call(input, context);
      };
      return [name, wrapped];
    }),
  );
  return guarded as unknown as Implementations<User>;
}
