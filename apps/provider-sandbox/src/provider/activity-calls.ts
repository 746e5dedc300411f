// Server activities (sales) and buying their offers; group-buys are joined through the same
// call (see group-buy-calls.ts). An offer's stock and per-user limit are enforced by the
// database (a conditional update and a count in one transaction), so it cannot be oversold.
import { activityView } from "@hostfront/api-client/fixtures";
import { findPlan, imageFor, isOpen, regionFor } from "@hostfront/api-client/provider-rules";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import { newId } from "../passwords.ts";
import { iso, requireUser, type Sandbox, type User } from "./context.ts";
import { groupBuyCalls } from "./group-buy-calls.ts";
import { insertActivityOrder } from "./order-store.ts";

export function activityCalls(
  sandbox: Sandbox,
): Pick<
  Implementations<User>,
  | "activities"
  | "activityCreate"
  | "pintuans"
  | "pintuanGroups"
  | "pintuanGroupCount"
  | "pintuanGroup"
  | "pintuan"
> {
  const { catalogue, db } = sandbox;
  const groupBuy = groupBuyCalls(sandbox);
  return {
    pintuans: groupBuy.pintuans,
    pintuan: groupBuy.pintuan,
    pintuanGroups: groupBuy.pintuanGroups,
    pintuanGroupCount: groupBuy.pintuanGroupCount,
    pintuanGroup: groupBuy.pintuanGroup,
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
            (id) => findPlan(catalogue, id),
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
        const plan = findPlan(catalogue, offer.planId);
        regionFor(catalogue, plan.id, input.areaId);
        imageFor(catalogue, plan.id, input.imageId);
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
          const order = await insertActivityOrder(
            trx,
            sandbox,
            { user: me, kind: "offer", plan, offer, input },
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
      return groupBuy.join(input, me);
    },
  };
}
