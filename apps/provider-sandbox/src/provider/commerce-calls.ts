// Calls that sell: coupons, server orders, activity offers, group-buys, domains. Stock,
// once-per-user rules and group membership are enforced by the database (conditional updates
// and unique keys), so concurrent requests cannot oversell or receive twice.
import {
  type EndpointOutput,
  endpoints,
  PERIOD_MONTHS,
  type Period,
  periodSchema,
  quoteServer,
} from "@hostfront/api-client";
import {
  activityView,
  couponView,
  currencyView,
  diskProductView,
  domainSuffixView,
  groupView,
  imageView,
  type PintuanDoc,
  pintuanView,
  planView,
} from "@hostfront/api-client/fixtures";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import { maskAccount } from "@hostfront/commerce";
import { isValid } from "@hostfront/validators";
import type { Transaction } from "kysely";
import type { Database, PintuanGroupTable } from "../db/schema.ts";
import { newId, randomCode } from "../passwords.ts";
import {
  isOpen,
  iso,
  isUniqueViolation,
  type Language,
  planOf,
  requireUser,
  type Sandbox,
  type User,
} from "./context.ts";

type Trx = Transaction<Database>;
type Order = EndpointOutput<"orderCreate">;

const cents = (usd: number) => Math.round(usd * 100) / 100;

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

interface NewOrder {
  readonly user: User;
  readonly kind: "server" | "offer" | "pintuan";
  readonly items: readonly { description: string; amountUsd: number }[];
  readonly subtotalUsd: number;
  readonly discountUsd: number;
  readonly config: unknown;
  readonly userCouponId?: string | null;
  /** Servers (and their data disks) the order creates, pending payment. */
  readonly servers: readonly {
    name: string;
    areaId: string;
    planId: string;
    period: Period;
    ipv4: string;
    disks: readonly { sizeGb: number; diskType: string }[];
  }[];
}

async function insertOrder(trx: Trx, order: NewOrder, now: Date): Promise<Order> {
  const id = newId("ord");
  const orderNo = `HF${iso(now).slice(0, 10).replaceAll("-", "")}${randomCode("0123456789", 8)}`;
  const totalUsd = cents(order.subtotalUsd - order.discountUsd);
  await trx
    .insertInto("orders")
    .values({
      id,
      order_no: orderNo,
      user_id: order.user.id,
      kind: order.kind,
      status: "unpaid",
      items: JSON.stringify(order.items),
      subtotal_usd: order.subtotalUsd,
      discount_usd: order.discountUsd,
      total_usd: totalUsd,
      config: JSON.stringify(order.config),
      user_coupon_id: order.userCouponId ?? null,
      created_at: iso(now),
    })
    .execute();
  for (const server of order.servers) {
    const serverId = newId("srv");
    const expiresAt = iso(addMonths(now, PERIOD_MONTHS[server.period]));
    const common = {
      user_id: order.user.id,
      order_id: id,
      area_id: server.areaId,
      status: "pending",
      created_at: iso(now),
      expires_at: expiresAt,
    };
    await trx
      .insertInto("products")
      .values({
        ...common,
        id: serverId,
        type: "server",
        name: server.name,
        plan_id: server.planId,
        size_gb: null,
        disk_type: null,
        attached_to: null,
        ipv4: server.ipv4,
      })
      .execute();
    for (const [index, disk] of server.disks.entries()) {
      await trx
        .insertInto("products")
        .values({
          ...common,
          id: newId("disk"),
          type: "disk",
          name: `${server.name}-data-${index + 1}`,
          plan_id: null,
          size_gb: disk.sizeGb,
          disk_type: disk.diskType,
          attached_to: serverId,
          ipv4: null,
        })
        .execute();
    }
  }
  return {
    orderId: id,
    orderNo,
    status: "unpaid",
    items: [...order.items],
    subtotalUsd: order.subtotalUsd,
    discountUsd: order.discountUsd,
    totalUsd,
    createdAt: iso(now),
  };
}

export function commerceCalls(
  sandbox: Sandbox,
): Pick<
  Implementations<User>,
  | "couponSearch"
  | "couponReceive"
  | "orderCreate"
  | "activities"
  | "activityCreate"
  | "pintuans"
  | "pintuanGroups"
  | "pintuanGroupCount"
  | "pintuanGroup"
  | "pintuan"
  | "domainSuffixes"
  | "domainCheck"
  | "currencies"
  | "paymentCurrencies"
> {
  const { catalogue, db } = sandbox;

  const regionFor = (planId: string, areaId: string) => {
    const region = catalogue.regions.find((r) => r.id === areaId);
    if (!region) throw new ContractError("NOT_FOUND", `No region ${areaId}.`);
    const plan = planOf(sandbox, planId);
    if (!region.available || !plan.regions.includes(areaId)) {
      throw new ContractError("CONFIG_INVALID", `${plan.id} is not sold in ${areaId}.`);
    }
    return region;
  };
  const imageFor = (planId: string, imageId: string) => {
    const plan = planOf(sandbox, planId);
    const image = catalogue.images.find((i) => i.id === imageId);
    if (!image) throw new ContractError("NOT_FOUND", `No image ${imageId}.`);
    if (!image.productTypes.includes(plan.type))
      throw new ContractError("CONFIG_INVALID", `${image.name} is not offered for ${plan.type}.`);
    if (image.minDiskGb > plan.diskGb) {
      throw new ContractError(
        "CONFIG_INVALID",
        `${image.name} needs a system disk of at least ${image.minDiskGb} GB.`,
      );
    }
    return image;
  };
  /** A documentation-range address for a new server in a region. */
  const addressIn = (areaId: string) => {
    const base = catalogue.regions.find((r) => r.id === areaId)?.testIpv4 ?? "192.0.2.1";
    return `${base.split(".").slice(0, 3).join(".")}.${100 + Number.parseInt(randomCode("0123456789", 2), 10)}`;
  };

  const groupRow = (id: string) =>
    db.selectFrom("pintuan_groups").selectAll().where("id", "=", id).executeTakeFirst();
  const groupDoc = (row: PintuanGroupTable) => ({
    groupId: row.id,
    pintuanId: row.pintuan_id,
    leader: row.leader,
    members: row.members,
    groupSize: row.group_size,
    expiresAt: row.expires_at,
  });
  const memberOf = async (groupId: string, user: User | null) =>
    user !== null &&
    (await db
      .selectFrom("pintuan_members")
      .select("user_id")
      .where("group_id", "=", groupId)
      .where("user_id", "=", user.id)
      .executeTakeFirst()) !== undefined;
  const pintuanDoc = (id: string): PintuanDoc => {
    const doc = catalogue.pintuans.find((p) => p.id === id);
    if (!doc) throw new ContractError("NOT_FOUND", `No group-buy ${id}.`);
    return doc;
  };
  const pintuanState = async (pintuanId: string) => {
    const rows = await db
      .selectFrom("pintuan_groups")
      .selectAll()
      .where("pintuan_id", "=", pintuanId)
      .execute();
    const now = sandbox.now();
    return {
      openGroups: rows.filter((row) => groupView(groupDoc(row), now, false).status === "open")
        .length,
      joinedCount: rows.reduce((sum, row) => sum + row.members, 0),
    };
  };

  return {
    currencies: () => catalogue.currencies.map((currency) => currencyView(currency, "en")),
    paymentCurrencies: () => endpoints.paymentCurrencies.output.parse(catalogue.paymentCurrencies),

    couponSearch: async ({ language }, { user }) => {
      const now = sandbox.now();
      const stock = new Map(
        (await db.selectFrom("coupon_stock").selectAll().execute()).map((row) => [
          row.coupon_id,
          row.remaining,
        ]),
      );
      const mine = user
        ? new Map(
            (
              await db
                .selectFrom("user_coupons")
                .selectAll()
                .where("user_id", "=", user.id)
                .execute()
            ).map((row) => [row.coupon_id, row]),
          )
        : new Map();
      return catalogue.coupons
        .filter((coupon) => Date.parse(coupon.validTo) > now.getTime())
        .map((coupon) => {
          const held = mine.get(coupon.id);
          return couponView(coupon, language, {
            remaining: stock.get(coupon.id) ?? 0,
            received: held !== undefined,
            userCouponId: held && held.used_order_id === null ? held.id : null,
          });
        });
    },

    couponReceive: async ({ couponId }, { user }) => {
      const me = requireUser(user);
      const coupon = catalogue.coupons.find((c) => c.id === couponId);
      if (!coupon) throw new ContractError("NOT_FOUND", `No coupon ${couponId}.`);
      const now = sandbox.now();
      if (!isOpen({ startAt: coupon.validFrom, endAt: coupon.validTo }, now))
        throw new ContractError("COUPON_NOT_ACTIVE");
      const userCouponId = newId("uc");
      try {
        await db.transaction().execute(async (trx) => {
          const held = await trx
            .selectFrom("user_coupons")
            .select("id")
            .where("user_id", "=", me.id)
            .where("coupon_id", "=", couponId)
            .executeTakeFirst();
          if (held) throw new ContractError("COUPON_ALREADY_RECEIVED");
          const taken = await trx
            .updateTable("coupon_stock")
            .set((eb) => ({ remaining: eb("remaining", "-", 1) }))
            .where("coupon_id", "=", couponId)
            .where("remaining", ">", 0)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) === 0) throw new ContractError("COUPON_SOLD_OUT");
          await trx
            .insertInto("user_coupons")
            .values({
              id: userCouponId,
              user_id: me.id,
              coupon_id: couponId,
              received_at: iso(now),
              used_order_id: null,
            })
            .execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ContractError("COUPON_ALREADY_RECEIVED");
        throw error;
      }
      return { couponId, userCouponId, receivedAt: iso(now), expiresAt: coupon.validTo };
    },

    orderCreate: async (input, { user }) => {
      const me = requireUser(user);
      const language: Language = input.language;
      const plan = planOf(sandbox, input.planId);
      const region = regionFor(plan.id, input.areaId);
      if (plan.stock <= 0) throw new ContractError("CONFIG_INVALID", `${plan.id} is sold out.`);
      const image = imageFor(plan.id, input.imageId);

      let bandwidth = null;
      if (input.bandwidthId !== null) {
        const found = catalogue.bandwidths.find((b) => b.id === input.bandwidthId);
        if (!found)
          throw new ContractError("NOT_FOUND", `No bandwidth option ${input.bandwidthId}.`);
        if (found.areaId !== region.id)
          throw new ContractError("CONFIG_INVALID", `${found.id} is not offered in ${region.id}.`);
        bandwidth = found;
      }

      const disks = input.disks.map((disk) => {
        const product = catalogue.diskProducts.find((d) => d.id === disk.diskProductId);
        if (!product)
          throw new ContractError("NOT_FOUND", `No disk product ${disk.diskProductId}.`);
        if (!product.regions.includes(region.id))
          throw new ContractError(
            "CONFIG_INVALID",
            `${product.id} is not offered in ${region.id}.`,
          );
        if (
          disk.sizeGb < product.minGb ||
          disk.sizeGb > product.maxGb ||
          disk.sizeGb % product.stepGb !== 0
        ) {
          throw new ContractError(
            "CONFIG_INVALID",
            `A ${product.id} disk is ${product.minGb}-${product.maxGb} GB in steps of ${product.stepGb} GB.`,
          );
        }
        return { product, sizeGb: disk.sizeGb };
      });
      for (const product of catalogue.diskProducts) {
        const count = disks.filter((d) => d.product.id === product.id).length;
        if (count > product.maxPerServer) {
          throw new ContractError(
            "CONFIG_INVALID",
            `At most ${product.maxPerServer} ${product.id} disks per server.`,
          );
        }
      }
      if (
        input.securityGroupId !== null &&
        !catalogue.securityGroups.some((g) => g.id === input.securityGroupId)
      ) {
        throw new ContractError("NOT_FOUND", `No security group ${input.securityGroupId}.`);
      }
      if (
        input.snapshotStrategyId !== null &&
        !catalogue.snapshotStrategies.some((s) => s.id === input.snapshotStrategyId)
      ) {
        throw new ContractError("NOT_FOUND", `No snapshot strategy ${input.snapshotStrategyId}.`);
      }
      if (input.hostname !== "" && !isValid("typeMark", input.hostname)) {
        throw new ContractError("BAD_REQUEST", "The hostname does not match its rule.", {
          fields: { hostname: "validation.typeMark" },
        });
      }

      const password = sandbox.keys.decrypt(input.password);
      if (password === null) throw new ContractError("PASSWORD_UNREADABLE");
      const passwordRule = plan.type === "cvm" ? "cvmSystemPass" : "vpsSystemPass";
      if (!isValid(passwordRule, password)) {
        throw new ContractError(
          "PASSWORD_RULE",
          `The system password does not satisfy ${passwordRule}.`,
          {
            fields: { password: `validation.${passwordRule}` },
          },
        );
      }

      const now = sandbox.now();
      let coupon = null;
      if (input.userCouponId !== null) {
        const held = await db
          .selectFrom("user_coupons")
          .selectAll()
          .where("id", "=", input.userCouponId)
          .where("user_id", "=", me.id)
          .executeTakeFirst();
        const doc = held ? catalogue.coupons.find((c) => c.id === held.coupon_id) : undefined;
        if (
          !held ||
          !doc ||
          held.used_order_id !== null ||
          !isOpen({ startAt: doc.validFrom, endAt: doc.validTo }, now)
        ) {
          throw new ContractError(
            "COUPON_NOT_USABLE",
            "The coupon is not yours, already used, or no longer valid.",
          );
        }
        coupon = couponView(doc, language, { remaining: 0, received: true, userCouponId: held.id });
      }

      const quote = quoteServer({
        plan: planView(plan, language),
        period: input.period,
        quantity: input.quantity,
        image: imageView(image),
        bandwidth,
        disks: disks.map((disk) => ({
          product: diskProductView(disk.product, language),
          sizeGb: disk.sizeGb,
        })),
        coupon,
      });
      if (quote.couponProblem)
        throw new ContractError(
          "COUPON_NOT_USABLE",
          `The coupon does not apply (${quote.couponProblem}).`,
        );

      const baseName = input.hostname || plan.id;
      return db.transaction().execute(async (trx) => {
        const order = await insertOrder(
          trx,
          {
            user: me,
            kind: "server",
            items: quote.lines.map((line) => ({
              description: line.label,
              amountUsd: line.amountUsd,
            })),
            subtotalUsd: quote.subtotalUsd,
            discountUsd: quote.discountUsd,
            config: { ...input, password: undefined },
            userCouponId: input.userCouponId,
            servers: Array.from({ length: input.quantity }, (_, index) => ({
              name: input.quantity > 1 ? `${baseName}-${index + 1}` : baseName,
              areaId: region.id,
              planId: plan.id,
              period: input.period,
              ipv4: addressIn(region.id),
              disks: disks.map((disk) => ({ sizeGb: disk.sizeGb, diskType: disk.product.type })),
            })),
          },
          now,
        );
        if (input.userCouponId !== null) {
          const used = await trx
            .updateTable("user_coupons")
            .set({ used_order_id: order.orderId })
            .where("id", "=", input.userCouponId)
            .where("used_order_id", "is", null)
            .executeTakeFirst();
          if (Number(used.numUpdatedRows) === 0)
            throw new ContractError(
              "COUPON_NOT_USABLE",
              "The coupon was just used by another order.",
            );
        }
        return order;
      });
    },

    activities: async ({ language, kind }) => {
      const sold = new Map(
        (await db.selectFrom("offer_stock").selectAll().execute()).map((row) => [
          row.offer_id,
          row.sold,
        ]),
      );
      return catalogue.activities
        .filter((activity) => kind === undefined || activity.kind === kind)
        .map((activity) =>
          activityView(
            activity,
            language,
            (id) => planOf(sandbox, id),
            (offerId, seeded) => sold.get(offerId) ?? seeded,
          ),
        );
    },

    activityCreate: async (input, { user }) => {
      const me = requireUser(user);
      const now = sandbox.now();

      if (input.kind === "offer") {
        const activity = catalogue.activities.find((a) => a.id === input.activityId);
        const offer = activity?.offers.find((o) => o.id === input.offerId);
        if (!activity || !offer) throw new ContractError("NOT_FOUND", "No such activity offer.");
        if (!isOpen(activity, now)) throw new ContractError("ACTIVITY_NOT_OPEN");
        const plan = planOf(sandbox, offer.planId);
        regionFor(plan.id, input.areaId);
        imageFor(plan.id, input.imageId);
        return db.transaction().execute(async (trx) => {
          const bought = await trx
            .selectFrom("offer_purchases")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("offer_id", "=", offer.id)
            .where("user_id", "=", me.id)
            .executeTakeFirstOrThrow();
          if (Number(bought.count) >= offer.perUserLimit) throw new ContractError("LIMIT_REACHED");
          const taken = await trx
            .updateTable("offer_stock")
            .set((eb) => ({ sold: eb("sold", "+", 1) }))
            .where("offer_id", "=", offer.id)
            .where("sold", "<", offer.stock)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) === 0) throw new ContractError("OFFER_SOLD_OUT");
          const order = await insertOrder(
            trx,
            {
              user: me,
              kind: "offer",
              items: [
                {
                  description: `${plan.texts.en.name} (${offer.period})`,
                  amountUsd: offer.originalUsd,
                },
              ],
              subtotalUsd: offer.originalUsd,
              discountUsd: cents(offer.originalUsd - offer.priceUsd),
              config: input,
              servers: [
                {
                  name: plan.id,
                  areaId: input.areaId,
                  planId: plan.id,
                  period: periodSchema.parse(offer.period),
                  ipv4: addressIn(input.areaId),
                  disks: [],
                },
              ],
            },
            now,
          );
          await trx
            .insertInto("offer_purchases")
            .values({
              id: newId("op"),
              offer_id: offer.id,
              user_id: me.id,
              order_id: order.orderId,
              created_at: iso(now),
            })
            .execute();
          return { order, group: null };
        });
      }

      const pintuan = pintuanDoc(input.pintuanId);
      if (!isOpen(pintuan, now)) throw new ContractError("ACTIVITY_NOT_OPEN");
      const plan = planOf(sandbox, pintuan.planId);
      regionFor(plan.id, input.areaId);
      imageFor(plan.id, input.imageId);
      try {
        return await db.transaction().execute(async (trx) => {
          let groupId = input.groupId;
          if (groupId === undefined) {
            groupId = newId("grp");
            await trx
              .insertInto("pintuan_groups")
              .values({
                id: groupId,
                pintuan_id: pintuan.id,
                leader: maskAccount(me.account),
                group_size: pintuan.groupSize,
                members: 0,
                expires_at: iso(new Date(now.getTime() + pintuan.groupHours * 3_600_000)),
                created_at: iso(now),
              })
              .execute();
          } else {
            const existing = await trx
              .selectFrom("pintuan_groups")
              .selectAll()
              .where("id", "=", groupId)
              .executeTakeFirst();
            if (!existing || existing.pintuan_id !== pintuan.id)
              throw new ContractError("NOT_FOUND", `No group ${groupId}.`);
            const member = await trx
              .selectFrom("pintuan_members")
              .select("user_id")
              .where("group_id", "=", groupId)
              .where("user_id", "=", me.id)
              .executeTakeFirst();
            if (member) throw new ContractError("ALREADY_IN_GROUP");
          }
          const joined = await trx
            .updateTable("pintuan_groups")
            .set((eb) => ({ members: eb("members", "+", 1) }))
            .where("id", "=", groupId)
            .whereRef("members", "<", "group_size")
            .where("expires_at", ">", iso(now))
            .executeTakeFirst();
          if (Number(joined.numUpdatedRows) === 0) {
            const row = await trx
              .selectFrom("pintuan_groups")
              .selectAll()
              .where("id", "=", groupId)
              .executeTakeFirstOrThrow();
            throw new ContractError(row.members >= row.group_size ? "GROUP_FULL" : "GROUP_CLOSED");
          }
          const order = await insertOrder(
            trx,
            {
              user: me,
              kind: "pintuan",
              items: [
                {
                  description: `${plan.texts.en.name} (${pintuan.period})`,
                  amountUsd: pintuan.originalUsd,
                },
              ],
              subtotalUsd: pintuan.originalUsd,
              discountUsd: cents(pintuan.originalUsd - pintuan.priceUsd),
              config: input,
              servers: [
                {
                  name: plan.id,
                  areaId: input.areaId,
                  planId: plan.id,
                  period: periodSchema.parse(pintuan.period),
                  ipv4: addressIn(input.areaId),
                  disks: [],
                },
              ],
            },
            now,
          );
          await trx
            .insertInto("pintuan_members")
            .values({
              group_id: groupId,
              user_id: me.id,
              order_id: order.orderId,
              joined_at: iso(now),
            })
            .execute();
          const row = await trx
            .selectFrom("pintuan_groups")
            .selectAll()
            .where("id", "=", groupId)
            .executeTakeFirstOrThrow();
          return { order, group: groupView(groupDoc(row), now, true) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ContractError("ALREADY_IN_GROUP");
        throw error;
      }
    },

    pintuans: async ({ language }) =>
      Promise.all(
        catalogue.pintuans.map(async (doc) =>
          pintuanView(doc, language, planOf(sandbox, doc.planId), await pintuanState(doc.id)),
        ),
      ),

    pintuan: async ({ language, id }) => {
      const doc = pintuanDoc(id);
      return pintuanView(doc, language, planOf(sandbox, doc.planId), await pintuanState(doc.id));
    },

    pintuanGroups: async ({ pintuanId }, { user }) => {
      pintuanDoc(pintuanId);
      const now = sandbox.now();
      const rows = await db
        .selectFrom("pintuan_groups")
        .selectAll()
        .where("pintuan_id", "=", pintuanId)
        .where("expires_at", ">", iso(now))
        .whereRef("members", "<", "group_size")
        .orderBy("expires_at")
        .execute();
      return Promise.all(
        rows.map(async (row) => groupView(groupDoc(row), now, await memberOf(row.id, user))),
      );
    },

    pintuanGroupCount: async ({ pintuanId }) => {
      pintuanDoc(pintuanId);
      return (await pintuanState(pintuanId)).openGroups;
    },

    pintuanGroup: async ({ groupId }, { user }) => {
      const row = await groupRow(groupId);
      if (!row) throw new ContractError("NOT_FOUND", `No group ${groupId}.`);
      return groupView(groupDoc(row), sandbox.now(), await memberOf(groupId, user));
    },

    domainSuffixes: ({ language }) =>
      catalogue.domainSuffixes.map((suffix) => domainSuffixView(suffix, language)),

    domainCheck: ({ name, suffixes }) => {
      if (name.includes(".") || !isValid("domain", `${name}.com`)) {
        throw new ContractError("BAD_REQUEST", "The name is not a valid domain label.", {
          fields: { name: "validation.domain" },
        });
      }
      const { registered, reserved, premiumMaxLength, premiumPriceFactor } = catalogue.domains;
      return suffixes.map((suffix) => {
        const doc = catalogue.domainSuffixes.find((s) => s.suffix === suffix);
        if (!doc) throw new ContractError("SUFFIX_UNKNOWN", `${suffix} is not sold.`);
        const isRegistered = registered.includes(name);
        const isReserved = reserved.includes(name);
        const premium = [...name].length <= premiumMaxLength;
        const factor = premium ? premiumPriceFactor : 1;
        return {
          domain: `${name}${suffix}`,
          suffix,
          available: !isRegistered && !isReserved,
          reason: isRegistered ? "registered" : isReserved ? "reserved" : null,
          premium,
          registerUsd: cents((doc.promoRegisterUsd ?? doc.registerUsd) * factor),
          renewUsd: cents(doc.renewUsd * factor),
        };
      });
    },
  };
}
