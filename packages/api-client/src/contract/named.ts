// The contract's named types: every schema of `schemas.ts` with an `id` in zod's metadata
// (`.meta({ id, description })`), which the OpenAPI document makes components of and the
// README's types table lists. Names and descriptions live once, on the schema.
import { z } from "zod";
import * as schemas from "./schemas.ts";

/** The metadata id of a named schema (`Region` for `regionSchema`), or undefined. */
export function schemaId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id !== "string") throw new Error("The schema has no metadata id.");
  return id;
}

/** Whether `value` is a zod schema with a metadata id of its own. */
const isNamed = (value: unknown): value is z.ZodType =>
  value instanceof z.ZodType && typeof z.globalRegistry.get(value)?.id === "string";

/** Every named schema of the contract, by export name (`regionSchema`). */
export const namedSchemaExports: ReadonlyMap<string, z.ZodType> = new Map(
  (Object.entries(schemas) as [string, unknown][]).filter((entry): entry is [string, z.ZodType] =>
    isNamed(entry[1]),
  ),
);

/** Every named schema of the contract. */
export const namedSchemas: readonly z.ZodType[] = [...namedSchemaExports.values()];
