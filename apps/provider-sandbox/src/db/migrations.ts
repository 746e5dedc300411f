// The schema, as migrations written once with Kysely's schema builder for SQLite and PostgreSQL.
import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./database.ts";

const money = "double precision";
const sqlNonNegative = (column: string) => sql`${sql.ref(column)} >= 0`;

const migrations: Record<string, Migration> = {
  "0001_initial": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("catalogue_items")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("id", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("catalogue_items_pk", ["kind", "id"])
        .execute();
      await db.schema
        .createTable("coupon_stock")
        .addColumn("coupon_id", "text", (c) => c.primaryKey())
        .addColumn("remaining", "integer", (c) => c.notNull().check(sqlNonNegative("remaining")))
        .execute();
      await db.schema
        .createTable("offer_stock")
        .addColumn("offer_id", "text", (c) => c.primaryKey())
        .addColumn("sold", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account", "text", (c) => c.notNull().unique())
        .addColumn("username", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("phone", "text")
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("user_code", "text", (c) => c.notNull().unique())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("activated", "integer", (c) => c.notNull())
        .addColumn("referer", "text")
        .addColumn("balance_usd", money, (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("activation_codes")
        .addColumn("code_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("link", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("outbox_to")
        .on("outbox")
        .columns(["to_address", "created_at"])
        .execute();
      await db.schema
        .createTable("tokens")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema
        .createTable("orders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_no", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("items", "text", (c) => c.notNull())
        .addColumn("subtotal_usd", money, (c) => c.notNull())
        .addColumn("discount_usd", money, (c) => c.notNull())
        .addColumn("total_usd", money, (c) => c.notNull())
        .addColumn("config", "text", (c) => c.notNull())
        .addColumn("user_coupon_id", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("orders_user")
        .on("orders")
        .columns(["user_id", "created_at"])
        .execute();
      await db.schema
        .createTable("user_coupons")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
        .addColumn("coupon_id", "text", (c) => c.notNull())
        .addColumn("received_at", "text", (c) => c.notNull())
        .addColumn("used_order_id", "text")
        .addUniqueConstraint("user_coupons_once", ["user_id", "coupon_id"])
        .execute();
      await db.schema
        .createTable("products")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("area_id", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("plan_id", "text")
        .addColumn("size_gb", "integer")
        .addColumn("disk_type", "text")
        .addColumn("attached_to", "text")
        .addColumn("ipv4", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("products_user")
        .on("products")
        .columns(["user_id", "created_at"])
        .execute();
      await db.schema
        .createTable("pintuan_groups")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("pintuan_id", "text", (c) => c.notNull())
        .addColumn("leader", "text", (c) => c.notNull())
        .addColumn("group_size", "integer", (c) => c.notNull())
        .addColumn("members", "integer", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("pintuan_groups_offer")
        .on("pintuan_groups")
        .columns(["pintuan_id", "expires_at"])
        .execute();
      await db.schema
        .createTable("pintuan_members")
        .addColumn("group_id", "text", (c) => c.notNull().references("pintuan_groups.id"))
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("joined_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("pintuan_members_pk", ["group_id", "user_id"])
        .execute();
      await db.schema
        .createTable("offer_purchases")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("offer_id", "text", (c) => c.notNull())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("offer_purchases_user")
        .on("offer_purchases")
        .columns(["offer_id", "user_id"])
        .execute();
      await db.schema
        .createTable("events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("comments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text")
        .addColumn("rating", "integer", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("review_summary")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("rating_value", money, (c) => c.notNull())
        .addColumn("review_count", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("tickets")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("ticket_no", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("product_id", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("topic", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("idempotency")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("fingerprint", "text", (c) => c.notNull())
        .addColumn("status", "integer", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error)
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, {
      cause: error,
    });
}
