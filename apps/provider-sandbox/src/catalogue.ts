// The catalogue in the database: seeded from the sample catalogue on first start, read back
// into memory once (it only changes when an operator edits it and restarts).
import { buildCatalogue, type Catalogue } from "@hostfront/api-client/fixtures";
import type { Db } from "./db/database.ts";

/** Catalogue parts kept as documents; groups, stock and reviews live in their own tables. */
const DOCUMENT_KINDS = [
  "regions",
  "plans",
  "hostingPlans",
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

/** The rows of one kind of catalogue document. */
function rowsOf(catalogue: Catalogue, kind: (typeof DOCUMENT_KINDS)[number]) {
  const value: unknown = catalogue[kind];
  return Array.isArray(value)
    ? value.map((item, position) => ({
        kind,
        id: idOf(item, position),
        position,
        data: JSON.stringify(item),
      }))
    : [{ kind, id: SINGLE, position: 0, data: JSON.stringify(value) }];
}

/**
 * Seeds an empty database with the sample catalogue, dated from `now`. A database seeded
 * before (a developer's `.data`) keeps its catalogue and only gets the kinds of documents it
 * does not have yet (see `addMissingKinds`). Answers whether the database was empty.
 */
export async function seedCatalogue(db: Db, now: Date): Promise<boolean> {
  const existing = await db.selectFrom("catalogue_items").select("id").limit(1).executeTakeFirst();
  if (existing) {
    await addMissingKinds(db, now);
    return false;
  }
  const catalogue = buildCatalogue(now);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const kind of DOCUMENT_KINDS) {
      const rows = rowsOf(catalogue, kind);
      if (rows.length > 0) await trx.insertInto("catalogue_items").values(rows).execute();
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

/**
 * Adds the kinds of catalogue documents a database seeded by an older sandbox lacks (e.g.
 * `hostingPlans`), from the sample catalogue; the kinds it has are left as they are, edited or
 * not. Only whole kinds of plain documents are added: the tables seeded beside some kinds
 * (coupon and offer stock, groups, reviews) exist since the first version. Answers the kinds added.
 */
export async function addMissingKinds(db: Db, now: Date): Promise<string[]> {
  const present = new Set(
    (await db.selectFrom("catalogue_items").select("kind").distinct().execute()).map(
      (row) => row.kind,
    ),
  );
  const missing = DOCUMENT_KINDS.filter((kind) => !present.has(kind));
  if (missing.length === 0) return [];
  const catalogue = buildCatalogue(now);
  const added: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const kind of missing) {
      const rows = rowsOf(catalogue, kind);
      if (rows.length === 0) continue;
      // Two sandboxes starting on one database at once must not add a kind twice.
      await trx
        .insertInto("catalogue_items")
        .values(rows)
        .onConflict((conflict) => conflict.columns(["kind", "id"]).doNothing())
        .execute();
      added.push(kind);
    }
  });
  return added;
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
