// The response envelope every answer comes in (and the error codes, from `error-codes.ts`).
import { z } from "zod";
import { SUCCESS_CODE } from "./error-codes.ts";

export { type ErrorCode, type ErrorName, errorCodes, SUCCESS_CODE } from "./error-codes.ts";

/** The envelope of every answer: `{ code, message }`, `fields` only on 4000. */
export const envelopeSchema = z.object({
  code: z.number().int(),
  message: z.unknown(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The envelope of an error answer: the message is a human-readable English sentence. */
export const errorEnvelopeSchema = z.object({
  code: z
    .number()
    .int()
    .refine((code) => code !== SUCCESS_CODE),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
