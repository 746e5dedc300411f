// Calls of the catalogue: regions, server plans, hosting plans, images, bandwidths, disks,
// security groups and snapshot strategies.
import { z } from "zod";
import { areaQuery, lang, read } from "../endpoint.ts";
import {
  bandwidthOptionSchema,
  diskProductSchema,
  hostingKindSchema,
  hostingPlanSchema,
  idSchema,
  imageSchema,
  planSchema,
  productTypeSchema,
  regionSchema,
  securityGroupSchema,
  snapshotStrategySchema,
} from "../schemas.ts";

export const catalogueCalls = {
  areaSearch: read("areaSearch", {
    summary: "Regions (data centres), optionally those selling one product type.",
    input: z.object({
      ...lang,
      type: productTypeSchema.optional().describe("Only regions selling this product line."),
    }),
    output: z.array(regionSchema),
  }),
  plans: read("plans", {
    summary: "Server plans (VPS, dedicated, CVM), optionally of one type or region.",
    input: areaQuery,
    output: z.array(planSchema),
  }),
  hostingPlans: read("hostingPlans", {
    summary:
      "PHP hosting and managed database plans, cheapest first within a kind; optionally of one kind or region.",
    input: z.object({
      ...lang,
      kind: hostingKindSchema.optional().describe("Only plans of this kind."),
      areaId: idSchema.optional().describe("Only plans sold in this region (`Region.id`)."),
    }),
    output: z.array(hostingPlanSchema),
    inSpec: false,
  }),
  images: read("images", {
    summary: "Operating system images, optionally for one product type.",
    input: areaQuery,
    output: z.array(imageSchema),
  }),
  bandwidths: read("bandwidths", {
    summary: "Bandwidth options of a region.",
    input: z.object({
      areaId: idSchema.describe("The region (`Region.id`); an unknown one answers NOT_FOUND."),
    }),
    output: z.array(bandwidthOptionSchema),
    errors: ["NOT_FOUND"],
  }),
  diskProducts: read("diskProducts", {
    summary: "Data disk products of a region.",
    input: z.object({
      ...lang,
      areaId: idSchema.describe("The region (`Region.id`); an unknown one answers NOT_FOUND."),
    }),
    output: z.array(diskProductSchema),
    errors: ["NOT_FOUND"],
  }),
  securityGroups: read("securityGroups", {
    summary: "The provider's ready-made security groups.",
    output: z.array(securityGroupSchema),
  }),
  snapshotStrategies: read("snapshotStrategies", {
    summary: "Public automatic snapshot strategies.",
    output: z.array(snapshotStrategySchema),
  }),
};
