// The front matter every article starts with (CONTENT.md), checked when the docs are built.
import { parse } from "yaml";
import { z } from "zod";
import { CATEGORIES } from "./categories.ts";
import { ContentError } from "./errors.ts";

export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(160),
  category: z.enum(CATEGORIES),
  order: z.number().int().min(1).max(99),
  /** `YYYY-MM-DD` (YAML reads it as a date; both forms are accepted). */
  updated: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

/** The front matter of a file; a ContentError names what is wrong with it. */
export function parseFrontMatter(yaml: string, file: string): FrontMatter {
  const result = frontMatterSchema.safeParse(parse(yaml));
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`,
    );
    throw new ContentError(`${file}: ${problems.join("; ")}`);
  }
  return result.data;
}
