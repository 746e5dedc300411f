// What the site shows besides the catalogue: footer links, announcements, jobs, history,
// reviews, and the forms and assistant answers.
import { z } from "zod";
import { dateSchema, idSchema, timestampSchema } from "./shared.ts";

export const footLinkSchema = z.object({ name: z.string(), link: z.string() });
export type FootLink = z.infer<typeof footLinkSchema>;

export const announcementCategorySchema = z.enum(["maintenance", "release", "promotion", "notice"]);

export const announcementSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string(),
  category: announcementCategorySchema,
  pinned: z.boolean(),
  createTime: timestampSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementDetailSchema = announcementSchema.extend({
  /** Markdown. */
  content: z.string(),
  updateTime: timestampSchema,
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const jobSchema = z.object({
  id: idSchema,
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employment: z.enum(["full-time", "part-time", "contract", "internship"]),
  remote: z.boolean(),
  summary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  postedAt: dateSchema,
});
export type Job = z.infer<typeof jobSchema>;

export const historyEntrySchema = z.object({
  year: z.number().int().min(1990).max(2100),
  month: z.number().int().min(1).max(12),
  title: z.string(),
  description: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const reviewSummarySchema = z.object({
  ratingValue: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const ticketCategorySchema = z.enum(["technical", "billing", "sales", "abuse", "other"]);
export const contactTopicSchema = z.enum(["sales", "support", "partnership", "press", "other"]);

export const chatSourceSchema = z.object({ title: z.string(), url: z.string() });
