// What a call of the contract is, and the pieces the per-domain call tables (`calls/*.ts`) are
// written with.
import { z } from "zod";
import type { ErrorName } from "./error-codes.ts";
import { type Route, type RouteName, routes } from "./routes.ts";
import { idSchema, languageSchema, productTypeSchema } from "./schemas.ts";

/** Who may make a call. */
export type Access =
  | "public" // anyone
  | "optional" // anyone; a token adds the user's own state (e.g. `received` on coupons)
  | "user" // a valid token (`Authorization: Bearer <token>`)
  | "apiKey"; // the server-side key in the body (`api_key`), never sent by a browser

/** A call: its route (method, path, freshness: `routes.ts`) and its definition. */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType>
  extends Route {
  readonly summary: string;
  /** Query (GET) or JSON body (POST). */
  readonly input: I;
  /** `message` of a successful answer. */
  readonly output: O;
  readonly access: Access;
  /** Changes state: carries an Idempotency-Key, and a repeated key replays the first answer. */
  readonly mutating: boolean;
  /** Business errors beyond the ones every call may answer (see `commonErrors`). */
  readonly errors: readonly ErrorName[];
  /** Whether SPEC.md section 7 names the path; the others are designed here. */
  readonly inSpec: boolean;
}

/** What a call table states of a call; its route comes from `routes`. */
export type EndpointDefinition = Omit<Endpoint, keyof Route>;

// `const` keeps each definition's literals (access, mutating, the errors as a tuple), so a
// call's possible errors are known per call at compile time.
export function endpoint<const N extends RouteName, const D extends EndpointDefinition>(
  name: N,
  definition: D,
): (typeof routes)[N] & D {
  return { ...routes[name], ...definition };
}

/** What a call is unless its table says otherwise: a public read of the SPEC in a language. */
const readDefaults = () =>
  ({
    input: z.object({ ...lang }),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }) as const;

/**
 * A call that changes nothing: `readDefaults` for what `definition` leaves out (a public call
 * named by the SPEC, with no errors of its own, that takes the language only).
 */
export function read<
  const N extends RouteName,
  const D extends Pick<EndpointDefinition, "summary" | "output"> &
    Partial<Omit<EndpointDefinition, "mutating">>,
>(name: N, definition: D): (typeof routes)[N] & Omit<ReturnType<typeof readDefaults>, keyof D> & D {
  return { ...routes[name], ...readDefaults(), ...definition };
}

/**
 * What an Idempotency-Key may be: 8-128 letters, digits, `_` or `-` (a UUID is one). The
 * provider refuses another key with BAD_REQUEST; the document states it as the header's schema.
 */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/)
  .describe(
    "Names one attempt of this change: a repeated key replays the first answer instead of applying the change again. Clients send a new UUID per submission and the same key on a retry.",
  );

/** Errors any call may answer; `LOGIN_REQUIRED` for `user` calls, the idempotency errors for mutating ones. */
export const commonErrors = ["BAD_REQUEST", "RATE_LIMITED", "INTERNAL", "UNAVAILABLE"] as const;

export const lang = {
  language: languageSchema
    .default("en")
    .describe("The language of the texts in the answer (names, descriptions); `en` when left out."),
};
export const areaQuery = z.object({
  ...lang,
  areaId: idSchema.optional().describe("Only what is sold in this region (`Region.id`)."),
  type: productTypeSchema.optional().describe("Only what is offered for this product line."),
});
export const bodyText = (min: number, max: number) => z.string().trim().min(min).max(max);
