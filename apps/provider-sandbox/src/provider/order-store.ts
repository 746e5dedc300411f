// The one way an order is written: the order row and the pending servers and data disks it
// creates, inside the caller's transaction. Server orders, activity offers and group-buys use it.
import {
  cents,
  type EndpointOutput,
  type EndpointParsedInput,
  PERIOD_MONTHS,
  type Period,
} from "@hostfront/api-client";
import type { PlanDoc } from "@hostfront/api-client/fixtures";
import { activityOrder } from "@hostfront/api-client/provider-rules";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { newId, randomCode } from "../passwords.ts";
import { iso, type Sandbox, type User } from "./context.ts";

export type Trx = Transaction<Database>;
type Order = EndpointOutput<"orderCreate">;

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export interface NewOrder {
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

export async function insertOrder(trx: Trx, order: NewOrder, now: Date): Promise<Order> {
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

/** A documentation-range address for a new server in a region. */
export function addressIn(sandbox: Sandbox, areaId: string): string {
  const base = sandbox.catalogue.regions.find((r) => r.id === areaId)?.testIpv4 ?? "192.0.2.1";
  return `${base.split(".").slice(0, 3).join(".")}.${100 + Number.parseInt(randomCode("0123456789", 2), 10)}`;
}

/** An activity offer's or group-buy's order: one pending server at the offer's price. */
export function insertActivityOrder(
  trx: Trx,
  sandbox: Sandbox,
  purchase: {
    readonly user: User;
    readonly kind: "offer" | "pintuan";
    readonly plan: PlanDoc;
    readonly offer: { period: string; originalUsd: number; priceUsd: number };
    readonly input: EndpointParsedInput<"activityCreate">;
  },
  now: Date,
): Promise<Order> {
  const { items, subtotalUsd, discountUsd, period } = activityOrder(purchase.plan, purchase.offer);
  return insertOrder(
    trx,
    {
      user: purchase.user,
      kind: purchase.kind,
      items,
      subtotalUsd,
      discountUsd,
      config: purchase.input,
      servers: [
        {
          name: purchase.plan.id,
          areaId: purchase.input.areaId,
          planId: purchase.plan.id,
          period,
          ipv4: addressIn(sandbox, purchase.input.areaId),
          disks: [],
        },
      ],
    },
    now,
  );
}
