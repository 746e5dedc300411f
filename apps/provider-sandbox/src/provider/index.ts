// Every call of the contract, implemented against the sandbox database.
import { catalogueReads } from "@hostfront/api-client/fixtures";
import type { IdempotencyStore, Implementations } from "@hostfront/api-client/server";
import type { Db } from "../db/database.ts";
import { accountCalls } from "./accounts.ts";
import { activityCalls } from "./activity-calls.ts";
import { assistantCalls } from "./assistant.ts";
import { contentCalls } from "./content-calls.ts";
import type { Sandbox, User } from "./context.ts";
import { couponCalls } from "./coupon-calls.ts";
import { domainCalls } from "./domain-calls.ts";
import { guard } from "./guards.ts";
import { orderCalls } from "./order-calls.ts";

export function implementations(sandbox: Sandbox): Implementations<User> {
  return guard(sandbox, {
    ...accountCalls(sandbox),
    ...catalogueReads<User>({ catalogue: sandbox.catalogue, publicUrl: sandbox.config.publicUrl }),
    ...couponCalls(sandbox),
    ...orderCalls(sandbox),
    ...activityCalls(sandbox),
    ...domainCalls(sandbox),
    ...contentCalls(sandbox),
    ...assistantCalls(sandbox),
  });
}

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Answers of mutating calls by Idempotency-Key, in the database (they survive a restart). */
export function idempotencyStore(db: Db, now: () => Date): IdempotencyStore {
  return {
    async get(key) {
      const row = await db
        .selectFrom("idempotency")
        .selectAll()
        .where("key", "=", key)
        .executeTakeFirst();
      return row ? { fingerprint: row.fingerprint, status: row.status, body: row.body } : null;
    },
    async put(key, answer) {
      await db
        .insertInto("idempotency")
        .values({
          key,
          fingerprint: answer.fingerprint,
          status: answer.status,
          body: answer.body,
          created_at: now().toISOString(),
        })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
    },
  };
}

/** Forgets keys older than a day. */
export async function pruneIdempotency(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom("idempotency")
    .where("created_at", "<", new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
    .execute();
}
