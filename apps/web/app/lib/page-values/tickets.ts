// The ticket form's choices and limits, shared by the form and its action.
import { ticketCategorySchema } from "@hostfront/api-client";

/** Ticket categories, in the order the form offers them (the provider's list). */
export const CATEGORIES = ticketCategorySchema.options;
export type Category = (typeof CATEGORIES)[number];
/** Subject and description limits (the provider's, FACTS.md). */
export const SUBJECT = { min: 3, max: 120 } as const;
export const DESCRIPTION = { min: 10, max: 5000 } as const;

export const isCategory = (value: string | null): value is Category =>
  (CATEGORIES as readonly string[]).includes(value ?? "");
