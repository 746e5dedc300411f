// Server orders: the configuration checked against the catalogue, the system password decrypted
// and checked against its rule, priced with the contract's quoteServer, a received coupon used
// once (a conditional update: two orders cannot both use it).
import { couponView } from "@hostfront/api-client/fixtures";
import {
  checkHostname,
  couponOpen,
  quoteConfig,
  serverConfig,
  serverOrder,
  systemPasswordRule,
} from "@hostfront/api-client/provider-rules";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import { isValid } from "@hostfront/validators";
import { requireUser, type Sandbox, type User } from "./context.ts";
import { addressIn, insertOrder } from "./order-store.ts";

export function orderCalls(sandbox: Sandbox): Pick<Implementations<User>, "orderCreate"> {
  const { catalogue, db } = sandbox;
  return {
    orderCreate: async (input, { user }) => {
      const me = requireUser(user);
      const { language } = input;
      const config = serverConfig(catalogue, input);
      const { plan } = config;
      checkHostname(input.hostname, isValid);

      const password = sandbox.keys.decrypt(input.password);
      if (password === null) throw new ContractError("PASSWORD_UNREADABLE");
      const passwordRule = systemPasswordRule(plan);
      if (!isValid(passwordRule, password)) {
        throw new ContractError(
          "PASSWORD_RULE",
          `The system password does not satisfy ${passwordRule}.`,
          { fields: { password: `validation.${passwordRule}` } },
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
        if (!held || !doc || held.used_order_id !== null || !couponOpen(doc, now)) {
          throw new ContractError(
            "COUPON_NOT_USABLE",
            "The coupon is not yours, already used, or no longer valid.",
          );
        }
        coupon = couponView(doc, language, { remaining: 0, received: true, userCouponId: held.id });
      }

      const order = serverOrder(config, input, quoteConfig(config, input, coupon));

      return db.transaction().execute(async (trx) => {
        const created = await insertOrder(
          trx,
          {
            user: me,
            kind: "server",
            ...order,
            config: { ...input, password: undefined },
            userCouponId: input.userCouponId,
            servers: order.servers.map((server) => ({
              ...server,
              ipv4: addressIn(sandbox, server.areaId),
            })),
          },
          now,
        );
        if (input.userCouponId !== null) {
          const used = await trx
            .updateTable("user_coupons")
            .set({ used_order_id: created.orderId })
            .where("id", "=", input.userCouponId)
            .where("used_order_id", "is", null)
            .executeTakeFirst();
          if (Number(used.numUpdatedRows) === 0)
            throw new ContractError(
              "COUPON_NOT_USABLE",
              "The coupon was just used by another order.",
            );
        }
        return created;
      });
    },
  };
}
