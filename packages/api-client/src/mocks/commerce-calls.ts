// The mock provider's coupons, server orders and domains, with the sandbox's rules: the same
// configuration checks, quoteServer with every option, coupons received and used once.

import { isValid } from "@hostfront/validators";
import { couponView } from "../fixtures/views.ts";
import {
  checkDomainLabel,
  checkHostname,
  couponOpen,
  domainCheckAnswers,
  quoteConfig,
  serverConfig,
  serverOrder,
} from "../provider-rules/index.ts";
import { ContractError, type Implementations } from "../server/handler.ts";
import type { MockAccount, MockState } from "./state.ts";

export function commerceCalls(
  state: MockState,
): Pick<
  Implementations<MockAccount>,
  "couponSearch" | "couponReceive" | "orderCreate" | "domainCheck"
> {
  const { catalogue } = state;
  const held = (user: MockAccount, couponId: string) =>
    [...state.userCoupons.entries()].find(
      ([, c]) => c.userAccount === user.userAccount && c.couponId === couponId,
    );

  return {
    couponSearch: ({ language }, { user }) =>
      catalogue.coupons
        .filter((c) => Date.parse(c.validTo) > state.nowMs())
        .map((c) => {
          const mine = user ? held(user, c.id) : undefined;
          return couponView(c, language, {
            remaining: state.couponRemaining.get(c.id) ?? 0,
            received: mine !== undefined,
            userCouponId: mine && mine[1].usedBy === null ? mine[0] : null,
          });
        }),
    couponReceive: ({ couponId }, { user }) => {
      const me = state.account(user);
      const coupon = catalogue.coupons.find((c) => c.id === couponId);
      if (!coupon) throw new ContractError("NOT_FOUND", `No coupon ${couponId}.`);
      if (!couponOpen(coupon, state.clock())) throw new ContractError("COUPON_NOT_ACTIVE");
      if (held(me, couponId)) throw new ContractError("COUPON_ALREADY_RECEIVED");
      const remaining = state.couponRemaining.get(couponId) ?? 0;
      if (remaining <= 0) throw new ContractError("COUPON_SOLD_OUT");
      state.couponRemaining.set(couponId, remaining - 1);
      const userCouponId = state.nextId("uc");
      state.userCoupons.set(userCouponId, { userAccount: me.userAccount, couponId, usedBy: null });
      return { couponId, userCouponId, receivedAt: state.stamp(), expiresAt: coupon.validTo };
    },
    orderCreate: (input, { user }) => {
      const me = state.account(user);
      const { language } = input;
      const config = serverConfig(catalogue, input);
      checkHostname(input.hostname, isValid);
      // The system password is not read (no private key): its rule is the sandbox's to check.
      let coupon = null;
      const mine =
        input.userCouponId === null ? undefined : state.userCoupons.get(input.userCouponId);
      if (input.userCouponId !== null) {
        const doc = mine ? catalogue.coupons.find((c) => c.id === mine.couponId) : undefined;
        if (
          !mine ||
          !doc ||
          mine.userAccount !== me.userAccount ||
          mine.usedBy !== null ||
          !couponOpen(doc, state.clock())
        ) {
          throw new ContractError(
            "COUPON_NOT_USABLE",
            "The coupon is not yours, already used, or no longer valid.",
          );
        }
        coupon = couponView(doc, language, {
          remaining: 0,
          received: true,
          userCouponId: input.userCouponId,
        });
      }
      const order = state.createOrder(
        me,
        serverOrder(config, input, quoteConfig(config, input, coupon)),
      );
      if (mine) mine.usedBy = order.orderId;
      return order;
    },
    domainCheck: ({ name, suffixes }) => {
      checkDomainLabel(name, isValid);
      return domainCheckAnswers(catalogue, name, suffixes);
    },
  };
}
