// The provider API contract: envelope, error codes, schemas, every call, and pricing.

export type { JsonSchema, OpenApiDocument, Operation } from "../openapi.ts";
export * from "./check.ts";
export * from "./endpoints.ts";
export * from "./envelope.ts";
export * from "./pricing.ts";
export * from "./routes.ts";
export * from "./schemas.ts";
