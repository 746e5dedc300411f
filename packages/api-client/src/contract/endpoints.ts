// Every call of the provider API: method, path and freshness (`routes.ts`), input (query for
// GET, body for POST), the `message` of a successful answer, who may call it, and the errors it
// documents, defined per domain in `calls/` (as the sandbox implements them in its
// `provider/*-calls.ts`). The typed client, the msw mocks, the sandbox's router, the OpenAPI
// document and the README table come from here.
import type { z } from "zod";
import { accountCalls } from "./calls/accounts.ts";
import { activityCalls } from "./calls/activities.ts";
import { catalogueCalls } from "./calls/catalogue.ts";
import { contentCalls } from "./calls/content.ts";
import { couponCalls } from "./calls/coupons.ts";
import { domainCalls } from "./calls/domains.ts";
import { orderCalls } from "./calls/orders.ts";
import { commonErrors, type Endpoint } from "./endpoint.ts";
import type { ErrorName, errorCodes } from "./error-codes.ts";
import { type RouteName, routeNames } from "./routes.ts";

export { type Access, commonErrors, type Endpoint, idempotencyKeySchema } from "./endpoint.ts";

const calls = {
  ...accountCalls,
  ...catalogueCalls,
  ...couponCalls,
  ...orderCalls,
  ...activityCalls,
  ...domainCalls,
  ...contentCalls,
} satisfies Record<RouteName, Endpoint>;

/** Every call, by name, in the contract's order (the order of `routes`). */
export const endpoints: typeof calls = Object.fromEntries(
  routeNames.map((name) => [name, calls[name]]),
) as typeof calls;

/** Name of a call. */
export type EndpointName = keyof typeof endpoints;
/** What a call takes (before defaults are applied). */
export type EndpointInput<K extends EndpointName> = z.input<(typeof endpoints)[K]["input"]>;
/** What a call takes once parsed (defaults applied): what a server sees. */
export type EndpointParsedInput<K extends EndpointName> = z.output<(typeof endpoints)[K]["input"]>;
/** The `message` of a successful answer. */
export type EndpointOutput<K extends EndpointName> = z.output<(typeof endpoints)[K]["output"]>;

/** Every call name, in table order. */
export const endpointNames: readonly EndpointName[] = routeNames;

/** The name of an error the call `K` documents: its own, the common ones, those of its access and kind. */
export type EndpointErrorName<K extends EndpointName> = K extends EndpointName
  ?
      | (typeof endpoints)[K]["errors"][number]
      | (typeof commonErrors)[number]
      | ((typeof endpoints)[K]["access"] extends "user" ? "LOGIN_REQUIRED" : never)
      | ((typeof endpoints)[K]["mutating"] extends true
          ? "IDEMPOTENCY_MISMATCH" | "IDEMPOTENCY_IN_PROGRESS"
          : never)
  : never;
/** The envelope code of an error the call `K` documents. */
export type EndpointErrorCode<K extends EndpointName> =
  (typeof errorCodes)[EndpointErrorName<K>]["code"];

/** The errors a call documents: its own, the common ones, and those of its access and kind. */
export function documentedErrors<K extends EndpointName>(name: K): EndpointErrorName<K>[] {
  const call: Endpoint = endpoints[name];
  const extra: ErrorName[] = [];
  if (call.access === "user") extra.push("LOGIN_REQUIRED");
  if (call.mutating) extra.push("IDEMPOTENCY_MISMATCH", "IDEMPOTENCY_IN_PROGRESS");
  return [...new Set([...call.errors, ...extra, ...commonErrors])] as EndpointErrorName<K>[];
}
