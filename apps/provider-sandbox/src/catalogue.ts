// The catalogue in the database: seeded from the sample catalogue on first start, read back
// into memory once (it only changes when an operator edits it and restarts).
import { buildCatalogue, type Catalogue } from "@hostfront/api-client/fixtures";
import type { Db } from "./db/database.ts";

/** Catalogue parts kept as documents; groups, stock and reviews live in their own tables. */
const DOCUMENT_KINDS = [
  "regions",
  "plans",
  "images",
  "bandwidths",
  "diskProducts",
  "snapshotStrategies",
  "securityGroups",
  "currencies",
  "paymentCurrencies",
  "coupons",
  "activities",
  "pintuans",
  "domainSuffixes",
  "announcements",
  "jobs",
  "history",
  "footLinks",
  "faq",
  "assistant",
  "review",
  "domains",
] as const satisfies readonly (keyof Catalogue)[];

type StoredCatalogue = Pick<Catalogue, (typeof DOCUMENT_KINDS)[number]>;

const SINGLE = "_";

function idOf(item: unknown, index: number): string {
  const record = item as Record<string, unknown>;
  for (const key of ["id", "type", "suffix", "name"]) {
    if (typeof record[key] === "string") return record[key];
  }
  return String(index);
}

/** Seeds an empty database with the sample catalogue, dated from `now`. Does nothing otherwise. */
export async function seedCatalogue(db: Db, now: Date): Promise<boolean> {
  const existing = await db.selectFrom("catalogue_items").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  const catalogue = buildCatalogue(now);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const kind of DOCUMENT_KINDS) {
      const value: unknown = catalogue[kind];
      const rows = Array.isArray(value)
        ? value.map((item, position) => ({
            kind,
            id: idOf(item, position),
            position,
            data: JSON.stringify(item),
          }))
        : [{ kind, id: SINGLE, position: 0, data: JSON.stringify(value) }];
      await trx.insertInto("catalogue_items").values(rows).execute();
    }
    await trx
      .insertInto("coupon_stock")
      .values(
        catalogue.coupons.map((coupon) => ({ coupon_id: coupon.id, remaining: coupon.remaining })),
      )
      .execute();
    await trx
      .insertInto("offer_stock")
      .values(
        catalogue.activities.flatMap((a) =>
          a.offers.map((offer) => ({ offer_id: offer.id, sold: offer.sold })),
        ),
      )
      .execute();
    if (catalogue.groups.length > 0) {
      await trx
        .insertInto("pintuan_groups")
        .values(
          catalogue.groups.map((group) => ({
            id: group.groupId,
            pintuan_id: group.pintuanId,
            leader: group.leader,
            group_size: group.groupSize,
            members: group.members,
            expires_at: group.expiresAt,
            created_at: stamp,
          })),
        )
        .execute();
    }
    const { ratingSum, reviewCount } = catalogue.review;
    await trx
      .insertInto("review_summary")
      .values({
        id: 1,
        rating_value: Math.round((ratingSum / reviewCount) * 10) / 10,
        review_count: reviewCount,
        updated_at: stamp,
      })
      .execute();
  });
  return true;
}

/** Reads the catalogue documents back, in their seeded order. */
export async function loadCatalogue(db: Db): Promise<StoredCatalogue> {
  const rows = await db
    .selectFrom("catalogue_items")
    .selectAll()
    .orderBy("kind")
    .orderBy("position")
    .execute();
  const out: Record<string, unknown> = {};
  for (const kind of DOCUMENT_KINDS) {
    const own = rows
      .filter((row) => row.kind === kind)
      .map((row) => JSON.parse(row.data) as unknown);
    const single = rows.find((row) => row.kind === kind && row.id === SINGLE);
    out[kind] = single ? JSON.parse(single.data) : own;
  }
  return out as StoredCatalogue;
}

export type SandboxCatalogue = StoredCatalogue;
