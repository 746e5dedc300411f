// Coupons: the list with the user's own, and receiving one. Stock and the once-per-user rule
// are enforced by the database (a conditional update and a unique key), so simultaneous
// requests cannot receive more than there is, or twice.
import { couponView } from "@hostfront/api-client/fixtures";
import { couponOpen } from "@hostfront/api-client/provider-rules";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import { newId } from "../passwords.ts";
import { iso, isUniqueViolation, requireUser, type Sandbox, type User } from "./context.ts";

export function couponCalls(
  sandbox: Sandbox,
): Pick<Implementations<User>, "couponSearch" | "couponReceive"> {
  const { catalogue, db } = sandbox;
  return {
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
      if (!couponOpen(coupon, now)) throw new ContractError("COUPON_NOT_ACTIVE");
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
  };
}
