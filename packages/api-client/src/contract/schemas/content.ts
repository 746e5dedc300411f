// What the site shows besides the catalogue: footer links, announcements, jobs, history,
// reviews, and the forms and assistant answers.
import { z } from "zod";
import { dateSchema, idSchema, timestampSchema } from "./shared.ts";

export const footLinkSchema = z
  .object({
    name: z.string().describe("The link's text, e.g. a partner's name."),
    link: z.string().describe("Where it leads: an absolute http(s) URL."),
  })
  .meta({
    id: "FootLink",
    description: "A link of the footer's partners and friends list (`footLinks`).",
  });
export type FootLink = z.infer<typeof footLinkSchema>;

export const announcementCategorySchema = z
  .enum(["maintenance", "release", "promotion", "notice"])
  .meta({
    id: "AnnouncementCategory",
    description:
      "What an announcement is about: planned `maintenance`, a product `release`, a `promotion`, or another `notice`.",
  });

export const announcementSchema = z
  .object({
    id: idSchema.describe("The announcement's id: the `id` `announcementDetail` takes."),
    title: z.string().describe("The title, in the language asked for."),
    summary: z.string().describe("A sentence or two for lists, in the language asked for."),
    category: announcementCategorySchema,
    pinned: z.boolean().describe("Whether it is kept at the top of the list."),
    createTime: timestampSchema.describe("When it was published."),
  })
  .meta({ id: "Announcement", description: "An announcement as lists show it (`announcements`)." });
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementDetailSchema = announcementSchema
  .extend({
    content: z
      .string()
      .describe("The full text, in Markdown (CommonMark), in the language asked for."),
    updateTime: timestampSchema.describe("When it was last changed."),
  })
  .meta({
    id: "AnnouncementDetail",
    description: "An announcement with its full text (`announcementDetail`).",
  });
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const jobSchema = z
  .object({
    id: idSchema.describe("The position's id."),
    title: z.string().describe("The job title, in the language asked for."),
    department: z.string().describe("The team it is in, in the language asked for."),
    location: z.string().describe("The city or office, in the language asked for."),
    employment: z
      .enum(["full-time", "part-time", "contract", "internship"])
      .describe("The kind of employment."),
    remote: z.boolean().describe("Whether it can be done remotely."),
    summary: z.string().describe("The role in a sentence or two, in the language asked for."),
    responsibilities: z
      .array(z.string())
      .describe("What the person will do, one line each, in the language asked for."),
    requirements: z
      .array(z.string())
      .describe("What the person brings, one line each, in the language asked for."),
    postedAt: dateSchema.describe("When the position was opened."),
  })
  .meta({ id: "Job", description: "An open position (`jobs`)." });
export type Job = z.infer<typeof jobSchema>;

export const historyEntrySchema = z
  .object({
    year: z.number().int().min(1990).max(2100).describe("The year it happened."),
    month: z.number().int().min(1).max(12).describe("The month it happened, 1-12."),
    title: z.string().describe("What happened, in a few words, in the language asked for."),
    description: z
      .string()
      .describe("What happened, in a sentence or two, in the language asked for."),
  })
  .meta({
    id: "HistoryEntry",
    description: "A milestone of the company's history (`aboutHistory`).",
  });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const reviewSummarySchema = z
  .object({
    ratingValue: z
      .number()
      .min(0)
      .max(5)
      .describe("The average rating, 0-5, rounded to one decimal."),
    reviewCount: z.number().int().nonnegative().describe("How many ratings the average is of."),
  })
  .meta({
    id: "ReviewSummary",
    description: "The site's visitor rating, as schema.org's AggregateRating needs it.",
  });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const ticketCategorySchema = z
  .enum(["technical", "billing", "sales", "abuse", "other"])
  .meta({ id: "TicketCategory", description: "Which support team a ticket goes to." });
export const contactTopicSchema = z
  .enum(["sales", "support", "partnership", "press", "other"])
  .meta({ id: "ContactTopic", description: "What a contact form message is about, to route it." });

export const chatSourceSchema = z
  .object({
    title: z.string().describe("The title of the documentation page."),
    url: z
      .string()
      .describe(
        "The page's address on the site's documentation, with the section as a `#` fragment when there is one.",
      ),
  })
  .meta({
    id: "ChatSource",
    description: "A documentation page an assistant answer is drawn from.",
  });
