// Calls of the site's content and forms: announcements, jobs, history, footer links, reviews,
// tracking, referral, tickets, contact, start-up flags, the user's products and the assistant.

import { messageKeys, schemaPatterns } from "@hostfront/validators";
import { z } from "zod";
import { bodyText, endpoint, lang, read } from "../endpoint.ts";
import {
  announcementCategorySchema,
  announcementDetailSchema,
  announcementSchema,
  chatSourceSchema,
  contactTopicSchema,
  emptySchema,
  footLinkSchema,
  historyEntrySchema,
  idSchema,
  jobSchema,
  languageSchema,
  pageSchema,
  productFlowSchema,
  recordedSchema,
  reviewSummarySchema,
  rowSchema,
  ticketCategorySchema,
  timestampSchema,
  userProductSchema,
} from "../schemas.ts";

export const contentCalls = {
  announcements: read("announcements", {
    summary:
      "Announcements, pinned first, then newest first. Ask for row + 1 to learn whether another page follows.",
    input: z.object({
      ...lang,
      page: pageSchema,
      row: rowSchema,
      category: announcementCategorySchema
        .optional()
        .describe("Only announcements of this category."),
    }),
    output: z.array(announcementSchema),
  }),
  announcementDetail: read("announcementDetail", {
    summary: "One announcement with its full text.",
    input: z.object({
      ...lang,
      id: idSchema.describe("The announcement (`Announcement.id`)."),
    }),
    output: announcementDetailSchema,
    errors: ["NOT_FOUND"],
    inSpec: false,
  }),
  jobs: read("jobs", { summary: "Open positions, newest first.", output: z.array(jobSchema) }),
  aboutHistory: read("aboutHistory", {
    summary: "Company history, oldest first.",
    output: z.array(historyEntrySchema),
  }),
  footLinks: read("footLinks", {
    summary: "Footer link list (partners and friends).",
    input: emptySchema,
    output: z.array(footLinkSchema),
  }),
  reviewSummary: read("reviewSummary", {
    summary: "Average rating and number of reviews.",
    input: emptySchema,
    output: reviewSummarySchema,
    inSpec: false,
  }),
  reviewRefresh: read("reviewRefresh", {
    summary: "Recompute the review summary from all comments and answer it.",
    input: emptySchema,
    output: reviewSummarySchema,
    inSpec: false,
  }),
  footerComment: endpoint("footerComment", {
    summary: "A visitor's rating (1-5) and comment on the site; answers the new review summary.",
    input: z.object({
      ...lang,
      rating: z
        .number()
        .int()
        .min(1)
        .max(5)
        .describe("The visitor's rating, 1 (poor) to 5 (excellent)."),
      content: bodyText(0, 500)
        .default("")
        .describe("An optional comment, up to 500 characters, kept for the team to read."),
    }),
    output: reviewSummarySchema,
    access: "optional",
    mutating: true,
    errors: [],
    inSpec: true,
  }),
  promotionClick: endpoint("promotionClick", {
    summary: "Record a click on a promotion (promo dialog, coupon banner, activity card).",
    input: z.object({
      ...lang,
      position: z
        .enum(["promo-dialog", "coupon-banner", "activity-card", "home-banner"])
        .describe("Where on the site the promotion was clicked."),
      activityId: idSchema.optional().describe("The activity promoted (`Activity.id`), if any."),
      referer: z
        .string()
        .max(256)
        .optional()
        .describe("The referral code the visitor arrived with, if any, to credit the click."),
    }),
    output: recordedSchema,
    access: "optional",
    mutating: true,
    errors: [],
    inSpec: true,
  }),
  actPage: endpoint("actPage", {
    summary: "Record a visit to an activity page.",
    input: z.object({
      ...lang,
      page: z
        .string()
        .max(512)
        .describe("The path of the activity page visited, e.g. `/activity/vps`."),
      activityId: idSchema
        .optional()
        .describe("The activity the page shows (`Activity.id`), if any."),
      referer: z
        .string()
        .max(256)
        .optional()
        .describe("The referral code the visitor arrived with, if any, to credit the visit."),
      visitorId: z
        .uuid()
        .optional()
        .describe(
          "A random UUID the browser keeps per visitor, to count visitors rather than visits.",
        ),
    }),
    output: recordedSchema,
    access: "optional",
    mutating: true,
    errors: [],
    inSpec: true,
  }),
  referral: endpoint("referral", {
    summary:
      "Record a visit that came with a referral code (sent once, by visitors who are not logged in).",
    input: z.object({
      referer: z
        .string()
        .trim()
        .min(1)
        .max(256)
        .describe("The referral code, as the link carried it."),
      param: z
        .enum(["tgcode", "affid", "userCode", "CouponsCode"])
        .describe(
          "The query parameter that carried it: `tgcode` a promoter, `affid` an affiliate, `userCode` a user (`UserProfile.userCode`), `CouponsCode` a coupon's code.",
        ),
      landingPage: z.string().max(512).default("/").describe("The path the visitor landed on."),
    }),
    output: recordedSchema,
    access: "public",
    mutating: true,
    errors: [],
    inSpec: false,
  }),
  ticketSubmit: endpoint("ticketSubmit", {
    summary: "Open a support ticket.",
    input: z.object({
      ...lang,
      category: ticketCategorySchema,
      productId: idSchema
        .nullable()
        .default(null)
        .describe(
          "The user's product it is about (`UserProduct.id`); null for none. Another user's answers NOT_FOUND.",
        ),
      subject: bodyText(3, 120).describe("A line saying what is wrong, 3-120 characters."),
      content: bodyText(10, 5000).describe(
        "What happened and what was tried, 10-5000 characters, plain text.",
      ),
    }),
    output: z.object({
      ticketId: idSchema.describe("The ticket's id."),
      ticketNo: z.string().describe("The ticket number to quote in further messages."),
      status: z.literal("open").describe("A new ticket is `open`."),
      createdAt: timestampSchema.describe("When it was opened."),
    }),
    access: "user",
    mutating: true,
    errors: ["NOT_FOUND"],
    inSpec: false,
  }),
  contactMessage: endpoint("contactMessage", {
    summary: "A message from the contact form.",
    input: z.object({
      ...lang,
      name: bodyText(2, 40).describe("Who writes, 2-40 characters, as they want to be addressed."),
      email: z
        .string()
        .trim()
        .max(254)
        .regex(schemaPatterns.email, messageKeys.email)
        .describe("Where to answer: an address of the `email` rule."),
      phone: z
        .string()
        .trim()
        .max(20)
        .regex(schemaPatterns.phoneTypedOrEmpty, messageKeys.phone)
        .default("")
        .describe(
          "A phone number to call back, optional: 6-13 digits (the `phone` rule), spaces and hyphens allowed between them; empty for none.",
        ),
      topic: contactTopicSchema,
      message: bodyText(10, 5000).describe("The message, 10-5000 characters, plain text."),
    }),
    output: z.object({
      messageId: idSchema.describe("The message's id, to quote when following up."),
    }),
    access: "public",
    mutating: true,
    errors: [],
    inSpec: false,
  }),
  startup: read("startup", {
    summary:
      "What a client checks when it starts: server time, maintenance, and which features are open.",
    output: z.object({
      apiVersion: z.string().describe("The version of this API the provider implements, e.g. `1`."),
      serverTime: timestampSchema.describe(
        "The provider's clock, to correct countdowns to activity and group deadlines.",
      ),
      maintenance: z
        .object({
          active: z.boolean().describe("Whether maintenance is under way: show a notice."),
          message: z
            .string()
            .nullable()
            .describe("What the notice says, in English; null without one."),
        })
        .describe("Planned or running maintenance of the provider."),
      registrationOpen: z.boolean().describe("Whether `register` accepts new accounts."),
      chatEnabled: z.boolean().describe("Whether the assistant (`chat`) answers."),
    }),
    inSpec: false,
  }),
  userProducts: read("userProducts", {
    summary: "The user's servers and disks, newest first.",
    input: z.object({
      page: pageSchema,
      row: rowSchema,
      type: z.enum(["server", "disk"]).optional().describe("Only servers, or only disks."),
    }),
    output: z.object({
      total: z.number().int().nonnegative().describe("How many products match, on all pages."),
      list: z.array(userProductSchema).describe("The products of the page asked for."),
    }),
    access: "user",
  }),
  userFlow: read("userFlow", {
    summary: "Daily usage of one of the user's products (traffic for servers, I/O for disks).",
    input: z.object({
      productId: idSchema.describe(
        "The user's product (`UserProduct.id`); another's answers NOT_FOUND.",
      ),
      days: z.coerce
        .number()
        .int()
        .min(1)
        .max(90)
        .default(30)
        .describe("How many days to answer, ending today (UTC)."),
    }),
    output: productFlowSchema,
    access: "user",
    errors: ["NOT_FOUND"],
  }),
  chat: read("chat", {
    summary: "Ask the AI assistant; it answers from the documentation, in the question's language.",
    input: z.object({
      api_key: z
        .string()
        .min(1)
        .max(256)
        .describe(
          "The server-side key of the assistant; a wrong one answers FORBIDDEN. Never send it from a browser.",
        ),
      question: z
        .string()
        .trim()
        .min(1)
        .max(2000)
        .describe("The question, in any of the provider's languages, up to 2000 characters."),
      uuid: z
        .uuid()
        .describe(
          "A UUID the client makes per visitor's conversation, so a provider can tell conversations apart.",
        ),
    }),
    output: z.object({
      answer: z.string().describe("The answer, in Markdown."),
      language: languageSchema,
      sources: z
        .array(chatSourceSchema)
        .describe("The documentation pages the answer is drawn from."),
    }),
    access: "apiKey",
    errors: ["FORBIDDEN"],
  }),
};
