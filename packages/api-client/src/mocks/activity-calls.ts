// The mock provider's activities and group-buys, with the sandbox's rules: the region and
// image must fit the offer's plan, an offer keeps its stock and per-user limit, a group fills
// to its size and closes when it expires, and the order's lines add up to its subtotal.

import { activityView, groupView, pintuanView } from "../fixtures/views.ts";
import { activityOrder, imageFor, isOpen, regionFor } from "../provider-rules/index.ts";
import { ContractError, type Implementations } from "../server/handler.ts";
import type { MockAccount, MockState } from "./state.ts";

export function activityCalls(
  state: MockState,
): Pick<
  Implementations<MockAccount>,
  | "activities"
  | "activityCreate"
  | "pintuans"
  | "pintuanGroups"
  | "pintuanGroupCount"
  | "pintuanGroup"
  | "pintuan"
> {
  const { catalogue, groups, groupMembers } = state;
  const pintuanDoc = (id: string) => {
    const doc = catalogue.pintuans.find((p) => p.id === id);
    if (!doc) throw new ContractError("NOT_FOUND", `No group-buy ${id}.`);
    return doc;
  };
  const isMember = (groupId: string, user: MockAccount | null) =>
    user !== null && (groupMembers.get(groupId)?.has(user.userAccount) ?? false);
  const statusOf = (group: (typeof catalogue.groups)[number]) =>
    groupView(group, state.clock(), false).status;
  const pintuanState = (pintuanId: string) => {
    const own = [...groups.values()].filter((g) => g.pintuanId === pintuanId);
    return {
      openGroups: own.filter((g) => statusOf(g) === "open").length,
      joinedCount: own.reduce((sum, g) => sum + g.members, 0),
    };
  };
  /** The order of an offer or group-buy, with its one pending server. */
  const buy = (
    me: MockAccount,
    planId: string,
    offer: { period: string; originalUsd: number; priceUsd: number },
    areaId: string,
  ) => {
    const plan = state.planOf(planId);
    const { items, subtotalUsd, discountUsd, period } = activityOrder(plan, offer);
    return state.createOrder(me, {
      items,
      subtotalUsd,
      discountUsd,
      servers: [{ name: plan.id, areaId, planId: plan.id, period, disks: [] }],
    });
  };

  return {
    activities: ({ language, kind }) =>
      catalogue.activities
        .filter((a) => !kind || a.kind === kind)
        .map((a) =>
          activityView(
            a,
            language,
            state.planOf,
            (offerId, seeded) => state.offerSold.get(offerId) ?? seeded,
          ),
        ),
    activityCreate: (input, { user }) => {
      const me = state.account(user);
      const now = state.clock();
      if (input.kind === "offer") {
        const activity = catalogue.activities.find((a) => a.id === input.activityId);
        const offer = activity?.offers.find((o) => o.id === input.offerId);
        if (!activity || !offer) throw new ContractError("NOT_FOUND", "No such activity offer.");
        if (!isOpen(activity, now)) throw new ContractError("ACTIVITY_NOT_OPEN");
        regionFor(catalogue, offer.planId, input.areaId);
        imageFor(catalogue, offer.planId, input.imageId);
        const purchaseKey = `${offer.id} ${me.userAccount}`;
        const bought = state.offerPurchases.get(purchaseKey) ?? 0;
        if (bought >= offer.perUserLimit) throw new ContractError("LIMIT_REACHED");
        const sold = state.offerSold.get(offer.id) ?? offer.sold;
        if (sold >= offer.stock) throw new ContractError("OFFER_SOLD_OUT");
        state.offerSold.set(offer.id, sold + 1);
        state.offerPurchases.set(purchaseKey, bought + 1);
        return { order: buy(me, offer.planId, offer, input.areaId), group: null };
      }
      const pintuan = pintuanDoc(input.pintuanId);
      if (!isOpen(pintuan, now)) throw new ContractError("ACTIVITY_NOT_OPEN");
      regionFor(catalogue, pintuan.planId, input.areaId);
      imageFor(catalogue, pintuan.planId, input.imageId);
      let group = input.groupId ? groups.get(input.groupId) : undefined;
      if (input.groupId && (!group || group.pintuanId !== pintuan.id))
        throw new ContractError("NOT_FOUND", `No group ${input.groupId}.`);
      if (!group) {
        group = {
          groupId: state.nextId("grp"),
          pintuanId: pintuan.id,
          leader: `${me.userAccount.slice(0, 4)}****`,
          members: 0,
          groupSize: pintuan.groupSize,
          expiresAt: new Date(now.getTime() + pintuan.groupHours * 3_600_000).toISOString(),
        };
        groups.set(group.groupId, group);
        groupMembers.set(group.groupId, new Set());
      }
      const members = groupMembers.get(group.groupId) ?? new Set<string>();
      if (members.has(me.userAccount)) throw new ContractError("ALREADY_IN_GROUP");
      const status = statusOf(group);
      if (status === "complete") throw new ContractError("GROUP_FULL");
      if (status === "expired") throw new ContractError("GROUP_CLOSED");
      members.add(me.userAccount);
      group.members += 1;
      const order = buy(me, pintuan.planId, pintuan, input.areaId);
      return { order, group: groupView(group, now, true) };
    },
    pintuans: ({ language }) =>
      catalogue.pintuans.map((p) =>
        pintuanView(p, language, state.planOf(p.planId), pintuanState(p.id)),
      ),
    pintuan: ({ language, id }) => {
      const doc = pintuanDoc(id);
      return pintuanView(doc, language, state.planOf(doc.planId), pintuanState(doc.id));
    },
    pintuanGroups: ({ pintuanId }, { user }) => {
      pintuanDoc(pintuanId);
      return [...groups.values()]
        .filter((g) => g.pintuanId === pintuanId)
        .map((g) => groupView(g, state.clock(), isMember(g.groupId, user)))
        .filter((g) => g.status === "open")
        .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
    },
    pintuanGroupCount: ({ pintuanId }) => {
      pintuanDoc(pintuanId);
      return pintuanState(pintuanId).openGroups;
    },
    pintuanGroup: ({ groupId }, { user }) => {
      const group = groups.get(groupId);
      if (!group) throw new ContractError("NOT_FOUND", `No group ${groupId}.`);
      return groupView(group, state.clock(), isMember(groupId, user));
    },
  };
}
