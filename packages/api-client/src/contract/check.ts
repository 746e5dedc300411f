// Checking an answer against the contract: what the root entry's client does with every answer,
// and what a `/client` user passes as `validate` to do the same.
import type { z } from "zod";
import { InvalidResponseError } from "../errors.ts";
import type { Endpoint } from "./endpoint.ts";
import { type EndpointName, type EndpointOutput, endpoints } from "./endpoints.ts";

/** The answer of call `name` parsed by its output schema; `InvalidResponseError` when it does not match. */
export function checkAnswer<K extends EndpointName>(name: K, message: unknown): EndpointOutput<K> {
  const endpoint: Endpoint = endpoints[name];
  const parsed = (endpoint.output as z.ZodType).safeParse(message);
  if (!parsed.success) {
    throw new InvalidResponseError(`The answer of ${name} does not match the contract.`, 200, {
      cause: parsed.error,
    });
  }
  return parsed.data as EndpointOutput<K>;
}
