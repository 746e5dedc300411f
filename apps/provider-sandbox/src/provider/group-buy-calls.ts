// Group-buys (pintuan): offers, their open groups, and joining or starting one. A group fills
// atomically (a conditional update of its member count) and a user joins it once (a unique key),
// so simultaneous joins cannot overfill it.
import type { EndpointParsedInput } from "@hostfront/api-client";
import { groupView, type PintuanDoc, pintuanView } from "@hostfront/api-client/fixtures";
import { findPlan, imageFor, isOpen, regionFor } from "@hostfront/api-client/provider-rules";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import { maskAccount } from "@hostfront/commerce";
import type { PintuanGroupTable } from "../db/schema.ts";
import { newId } from "../passwords.ts";
import { iso, isUniqueViolation, type Sandbox, type User } from "./context.ts";
import { insertActivityOrder } from "./order-store.ts";

type JoinInput = Extract<EndpointParsedInput<"activityCreate">, { kind: "pintuan" }>;

export function groupBuyCalls(sandbox: Sandbox): Pick<
  Implementations<User>,
  "pintuans" | "pintuanGroups" | "pintuanGroupCount" | "pintuanGroup" | "pintuan"
> & {
  /** activityCreate for a group-buy: joins `groupId`, or starts a group without one. */
  join(input: JoinInput, me: User): ReturnType<Implementations<User>["activityCreate"]>;
} {
  const { catalogue, db } = sandbox;

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
    pintuans: async ({ language }) =>
      Promise.all(
        catalogue.pintuans.map(async (doc) =>
          pintuanView(doc, language, findPlan(catalogue, doc.planId), await pintuanState(doc.id)),
        ),
      ),

    pintuan: async ({ language, id }) => {
      const doc = pintuanDoc(id);
      return pintuanView(
        doc,
        language,
        findPlan(catalogue, doc.planId),
        await pintuanState(doc.id),
      );
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

    join: async (input, me) => {
      const now = sandbox.now();
      const pintuan = pintuanDoc(input.pintuanId);
      if (!isOpen(pintuan, now)) throw new ContractError("ACTIVITY_NOT_OPEN");
      const plan = findPlan(catalogue, pintuan.planId);
      regionFor(catalogue, plan.id, input.areaId);
      imageFor(catalogue, plan.id, input.imageId);
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
          const order = await insertActivityOrder(
            trx,
            sandbox,
            { user: me, kind: "pintuan", plan, offer: pintuan, input },
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
  };
}
