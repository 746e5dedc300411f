// Content and service calls: reviews, tracking, tickets, contact messages, start-up information,
// and the user's products and their usage. Announcements, jobs, history and footer links are
// the catalogue's reads (`catalogueReads` of @hostfront/api-client/fixtures).
import { createHash } from "node:crypto";
import { userProductSchema } from "@hostfront/api-client";
import { checkContact, reviewSummaryOf } from "@hostfront/api-client/provider-rules";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import { isValid } from "@hostfront/validators";
import { newId, randomCode } from "../passwords.ts";
import { iso, requireUser, type Sandbox, type User } from "./context.ts";

/** Version of the provider API the sandbox implements. */
export const API_VERSION = "1";

/** Traffic/IO of a product on a day: simulated, but the same every time it is asked. */
function simulatedUsage(
  productId: string,
  date: string,
  type: string,
): { inGb: number; outGb: number } {
  const digest = createHash("sha256").update(`${productId}:${date}`).digest();
  const unit = (byte: number) => (digest[byte] ?? 0) / 255;
  const [inMax, outMax] = type === "server" ? [4, 8] : [3, 2];
  return {
    inGb: Math.round((0.2 + unit(0) * inMax) * 10) / 10,
    outGb: Math.round((0.2 + unit(1) * outMax) * 10) / 10,
  };
}

export function contentCalls(
  sandbox: Sandbox,
): Pick<
  Implementations<User>,
  | "reviewSummary"
  | "reviewRefresh"
  | "footerComment"
  | "promotionClick"
  | "actPage"
  | "referral"
  | "ticketSubmit"
  | "contactMessage"
  | "startup"
  | "userProducts"
  | "userFlow"
> {
  const { catalogue, db } = sandbox;

  const record = async (kind: string, user: User | null, data: unknown) => {
    await db
      .insertInto("events")
      .values({
        id: newId("evt"),
        kind,
        user_id: user?.id ?? null,
        data: JSON.stringify(data),
        created_at: iso(sandbox.now()),
      })
      .execute();
    return { recorded: true };
  };

  /** Recomputes the review summary from the baseline and every comment, and stores it. */
  const refreshSummary = async () => {
    const totals = await db
      .selectFrom("comments")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.sum<number>("rating").as("sum")])
      .executeTakeFirstOrThrow();
    const summary = reviewSummaryOf(catalogue.review, {
      count: Number(totals.count),
      sum: Number(totals.sum ?? 0),
    });
    await db
      .updateTable("review_summary")
      .set({
        rating_value: summary.ratingValue,
        review_count: summary.reviewCount,
        updated_at: iso(sandbox.now()),
      })
      .where("id", "=", 1)
      .execute();
    return summary;
  };

  return {
    reviewSummary: async () => {
      const row = await db
        .selectFrom("review_summary")
        .selectAll()
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      return { ratingValue: row.rating_value, reviewCount: row.review_count };
    },

    reviewRefresh: () => refreshSummary(),

    footerComment: async ({ language, rating, content }, { user }) => {
      await db
        .insertInto("comments")
        .values({
          id: newId("cmt"),
          user_id: user?.id ?? null,
          rating,
          content,
          language,
          created_at: iso(sandbox.now()),
        })
        .execute();
      return refreshSummary();
    },

    promotionClick: (input, { user }) => record("promotion-click", user, input),
    actPage: (input, { user }) => record("activity-page", user, input),
    referral: (input) => record("referral", null, input),

    ticketSubmit: async (input, { user }) => {
      const me = requireUser(user);
      if (input.productId !== null) {
        const owned = await db
          .selectFrom("products")
          .select("id")
          .where("id", "=", input.productId)
          .where("user_id", "=", me.id)
          .executeTakeFirst();
        if (!owned)
          throw new ContractError("NOT_FOUND", `No product ${input.productId} on this account.`);
      }
      const now = sandbox.now();
      const ticket = {
        ticketId: newId("tk"),
        ticketNo: `T${iso(now).slice(0, 10).replaceAll("-", "")}${randomCode("0123456789", 6)}`,
        status: "open" as const,
        createdAt: iso(now),
      };
      await db
        .insertInto("tickets")
        .values({
          id: ticket.ticketId,
          ticket_no: ticket.ticketNo,
          user_id: me.id,
          category: input.category,
          product_id: input.productId,
          subject: input.subject,
          content: input.content,
          language: input.language,
          status: ticket.status,
          created_at: ticket.createdAt,
        })
        .execute();
      return ticket;
    },

    contactMessage: async (input) => {
      checkContact(input, isValid);
      const messageId = newId("msg");
      await db
        .insertInto("contact_messages")
        .values({ id: messageId, ...input, created_at: iso(sandbox.now()) })
        .execute();
      return { messageId };
    },

    startup: () => ({
      apiVersion: API_VERSION,
      serverTime: iso(sandbox.now()),
      maintenance: {
        active: sandbox.flags.maintenanceMessage !== null,
        message: sandbox.flags.maintenanceMessage,
      },
      registrationOpen: sandbox.flags.registrationOpen,
      chatEnabled: sandbox.flags.chatEnabled,
    }),

    userProducts: async ({ page, row, type }, { user }) => {
      const me = requireUser(user);
      let query = db.selectFrom("products").where("user_id", "=", me.id);
      if (type !== undefined) query = query.where("type", "=", type);
      const total = await query
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(row)
        .offset((page - 1) * row)
        .execute();
      return {
        total: Number(total.count),
        list: rows.map((p) =>
          userProductSchema.parse({
            id: p.id,
            type: p.type,
            name: p.name,
            areaId: p.area_id,
            status: p.status,
            planId: p.plan_id,
            sizeGb: p.size_gb,
            diskType: p.disk_type,
            attachedTo: p.attached_to,
            ipv4: p.ipv4,
            orderId: p.order_id,
            createdAt: p.created_at,
            expiresAt: p.expires_at,
          }),
        ),
      };
    },

    userFlow: async ({ productId, days }, { user }) => {
      const me = requireUser(user);
      const product = await db
        .selectFrom("products")
        .selectAll()
        .where("id", "=", productId)
        .where("user_id", "=", me.id)
        .executeTakeFirst();
      if (!product)
        throw new ContractError("NOT_FOUND", `No product ${productId} on this account.`);
      const today = sandbox.now();
      const created = product.created_at.slice(0, 10);
      const daily = Array.from({ length: days }, (_, index) => {
        const date = new Date(today.getTime() - (days - 1 - index) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        return date < created
          ? { date, inGb: 0, outGb: 0 }
          : { date, ...simulatedUsage(productId, date, product.type) };
      });
      const plan = product.plan_id
        ? catalogue.plans.find((p) => p.id === product.plan_id)
        : undefined;
      const total = (pick: (day: { inGb: number; outGb: number }) => number) =>
        Math.round(daily.reduce((sum, day) => sum + pick(day), 0) * 10) / 10;
      return {
        productId,
        quotaGb: plan?.trafficGb ?? null,
        totalInGb: total((day) => day.inGb),
        totalOutGb: total((day) => day.outGb),
        daily,
      };
    },
  };
}
