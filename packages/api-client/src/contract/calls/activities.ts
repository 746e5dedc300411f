// Calls of activities and group-buys (pintuan): the offers, their groups, and ordering one.
import { z } from "zod";
import { endpoint, lang, read } from "../endpoint.ts";
import {
  activitySchema,
  idSchema,
  orderSchema,
  pintuanGroupSchema,
  pintuanOfferSchema,
} from "../schemas.ts";

export const activityCalls = {
  activities: read("activities", {
    summary: "Current server activities (sales) with their offers.",
    input: z.object({
      ...lang,
      kind: z.enum(["vps", "promotion"]).optional().describe("Only activities of this kind."),
    }),
    output: z.array(activitySchema),
  }),
  activityCreate: endpoint("activityCreate", {
    summary:
      "Take part in an activity: order an activity offer, or start (no groupId) or join a group-buy group. Creates the order.",
    input: z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("offer").describe("`offer`: buy an activity's offer."),
        activityId: idSchema.describe("The activity (`Activity.id`), which must be open."),
        offerId: idSchema.describe("The offer of that activity (`Offer.id`)."),
        areaId: idSchema.describe("The region to run the server in, one of the offer's `regions`."),
        imageId: idSchema.describe("The system to install (`Image.id`)."),
      }),
      z.object({
        kind: z.literal("pintuan").describe("`pintuan`: start or join a group-buy group."),
        pintuanId: idSchema.describe("The group-buy offer (`PintuanOffer.id`)."),
        groupId: idSchema
          .optional()
          .describe(
            "The open group to join (`PintuanGroup.groupId`); left out, a new group starts.",
          ),
        areaId: idSchema.describe("The region to run the server in, one of the offer's `regions`."),
        imageId: idSchema.describe("The system to install (`Image.id`)."),
      }),
    ]),
    output: z.object({
      order: orderSchema,
      group: pintuanGroupSchema
        .nullable()
        .describe("For a group-buy: the group started or joined, as it is now; null for an offer."),
    }),
    access: "user",
    mutating: true,
    errors: [
      "NOT_FOUND",
      "CONFIG_INVALID",
      "ACTIVITY_NOT_OPEN",
      "OFFER_SOLD_OUT",
      "LIMIT_REACHED",
      "GROUP_FULL",
      "GROUP_CLOSED",
      "ALREADY_IN_GROUP",
    ],
    inSpec: true,
  }),
  pintuans: read("pintuans", {
    summary: "Group-buy (pintuan) offers.",
    output: z.array(pintuanOfferSchema),
  }),
  pintuan: read("pintuan", {
    summary: "One group-buy offer by id.",
    input: z.object({ ...lang, id: idSchema.describe("The offer (`PintuanOffer.id`).") }),
    output: pintuanOfferSchema,
    errors: ["NOT_FOUND"],
  }),
  pintuanGroups: read("pintuanGroups", {
    summary: "Open groups of a group-buy offer that can still be joined, closing soonest first.",
    input: z.object({ pintuanId: idSchema.describe("The offer (`PintuanOffer.id`).") }),
    output: z.array(pintuanGroupSchema),
    access: "optional",
    errors: ["NOT_FOUND"],
  }),
  pintuanGroupCount: read("pintuanGroupCount", {
    summary: "How many open groups of a group-buy offer can be joined.",
    input: z.object({ pintuanId: idSchema.describe("The offer (`PintuanOffer.id`).") }),
    output: z.number().int().nonnegative().describe("How many of its groups can be joined now."),
    errors: ["NOT_FOUND"],
  }),
  pintuanGroup: read("pintuanGroup", {
    summary: "One group-buy group, e.g. from a share link.",
    input: z.object({ groupId: idSchema.describe("The group (`PintuanGroup.groupId`).") }),
    output: pintuanGroupSchema,
    access: "optional",
    errors: ["NOT_FOUND"],
  }),
};
