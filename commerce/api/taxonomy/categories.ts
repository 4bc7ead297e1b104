import type { Transaction } from "kysely";
import { recordReferenceChange } from "../../catalogue/changes";
import { STAFF_ERRORS } from "../../contract/staff";
import { FIRST_SHOP_LEVEL, STORE_ROOT_CATEGORY_ID, type MoveDirection } from "../../contract/taxonomy";
import type { DB } from "../../db/connection";
import type { Database } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { recordAudit, type Actor } from "../staff/audit";

/**
 * The category tree as the back office edits it (issue 22): names in both languages, url_key, shown or hidden, in
 * the menu or not, the order among siblings, the parent. A category's page is `/c/{url_key}`, so a url_key is unique
 * in the whole tree; its url_path (the parent's url_path and its url_key) is an older address the URL dispatcher
 * also answers. Whatever changes an address leaves a 301 from the old one (url_redirects). Each change is one
 * transaction with its audit entry and a catalogue change (decision 015), so every process's menu, category pages,
 * search index and cached pages follow within a second.
 */

type Trx = Transaction<Database>;

export interface CategoryInput {
  parent_id: number;
  name_en: string;
  name_ar: string;
  url_key: string;
}

export interface CategoryChange extends CategoryInput {
  is_active: boolean;
  include_in_menu: boolean;
}

/** The store's root and every category under it, parents before children, siblings in their order. */
export async function listCategories(db: DB) {
  const rows = await db
    .selectFrom("categories")
    .select(["id", "parent_id", "level", "position", "url_key", "url_path", "is_active", "include_in_menu", "name_en", "name_ar"])
    .where("level", ">=", FIRST_SHOP_LEVEL - 1)
    .orderBy("level")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return { items: rows.map((row) => ({ ...row, is_active: row.is_active === 1, include_in_menu: row.include_in_menu === 1 })) };
}

export async function createCategory(ctx: CommerceContext, actor: Actor, input: CategoryInput) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const parent = await parentFor(trx, input.parent_id, null);
    await requireFreeUrlKey(trx, input.url_key, null);
    const at = now.toISOString();
    const { id } = await trx
      .insertInto("categories")
      .values({
        parent_id: parent.id,
        path: parent.path,
        level: parent.level + 1,
        position: await nextPosition(trx, parent.id),
        url_key: input.url_key,
        url_path: urlPathUnder(parent, input.url_key),
        name_en: input.name_en,
        name_ar: input.name_ar,
        is_active: 1,
        include_in_menu: 1,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("categories").set({ path: `${parent.path}/${id}` }).where("id", "=", id).execute();
    await freeAddresses(trx, [urlPathUnder(parent, input.url_key)], input.url_key);
    await recordAudit(trx, actor, { action: "category.create", subject: { type: "category", id }, after: { ...input } }, now);
    await recordReferenceChange(trx, [], now);
    return { id };
  });
}

/**
 * Renames, re-keys, hides or shows, and moves a category under another parent (last among its new siblings). The
 * paths, levels and url_paths of its whole subtree follow, and every address that changed answers 301.
 */
export async function changeCategory(ctx: CommerceContext, actor: Actor, id: number, change: CategoryChange) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const category = await shopCategory(trx, id);
    const parent = await parentFor(trx, change.parent_id, category);
    await requireFreeUrlKey(trx, change.url_key, id);
    const moved = parent.id !== category.parent_id;
    const at = now.toISOString();
    await trx
      .updateTable("categories")
      .set({
        name_en: change.name_en,
        name_ar: change.name_ar,
        url_key: change.url_key,
        is_active: change.is_active ? 1 : 0,
        include_in_menu: change.include_in_menu ? 1 : 0,
        parent_id: parent.id,
        ...(moved ? { position: await nextPosition(trx, parent.id) } : {}),
        updated_at: at,
      })
      .where("id", "=", id)
      .execute();

    const subtree = await subtreeOf(trx, category.path);
    const newPath = `${parent.path}/${id}`;
    const newUrlPath = urlPathUnder(parent, change.url_key);
    for (const row of subtree) {
      await trx
        .updateTable("categories")
        .set({
          path: newPath + row.path.slice(category.path.length),
          level: row.level + parent.level + 1 - category.level,
          url_path: newUrlPath + row.url_path.slice(category.url_path.length),
          updated_at: at,
        })
        .where("id", "=", row.id)
        .execute();
    }
    // The rows hold their old paths and the category's new url_key, set above.
    await redirectOldAddresses(
      trx,
      subtree.map((row) => ({ from: row.url_path, to: newUrlPath + row.url_path.slice(category.url_path.length), urlKey: row.url_key })),
      { from: category.url_key, to: change.url_key },
    );

    const before = { name_en: category.name_en, name_ar: category.name_ar, url_key: category.url_key, is_active: category.is_active === 1, include_in_menu: category.include_in_menu === 1, parent_id: category.parent_id };
    await recordAudit(trx, actor, { action: "category.update", subject: { type: "category", id }, before, after: { ...change } }, now);
    await recordReferenceChange(trx, await productsIn(trx, subtree.map((row) => row.id)), now);
    return { id };
  });
}

/** Swaps a category with its sibling before or after it; at the end of its siblings it stays where it is. */
export async function moveCategory(ctx: CommerceContext, actor: Actor, id: number, direction: MoveDirection) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const category = await shopCategory(trx, id);
    const siblings = await trx
      .selectFrom("categories")
      .select("id")
      .where("parent_id", "=", category.parent_id)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const order = siblings.map((row) => row.id);
    const from = order.indexOf(id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return { id };
    [order[from], order[to]] = [order[to]!, order[from]!];
    // Renumbered from 0, so siblings that shared a position (as seeded ones may) get an order of their own.
    for (const [position, siblingId] of order.entries()) {
      await trx.updateTable("categories").set({ position }).where("id", "=", siblingId).execute();
    }
    await recordAudit(trx, actor, { action: "category.move", subject: { type: "category", id }, before: { position: from }, after: { position: to } }, now);
    await recordReferenceChange(trx, [], now);
    return { id };
  });
}

/** A category staff may edit: level 2 or below. The roots, and ids that never existed, are not found. */
async function shopCategory(trx: Trx, id: number) {
  const category = await trx.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
  if (!category || category.level < FIRST_SHOP_LEVEL) throw contractError(STAFF_ERRORS, "category.notFound");
  return category;
}

/** The store's root or a shop category; never the moved category itself nor anything under it. */
async function parentFor(trx: Trx, parentId: number, moved: { path: string } | null) {
  const parent = await trx.selectFrom("categories").select(["id", "path", "level", "url_path"]).where("id", "=", parentId).executeTakeFirst();
  const valid = parent && (parent.id === STORE_ROOT_CATEGORY_ID || parent.level >= FIRST_SHOP_LEVEL);
  if (!valid || (moved && isWithin(parent.path, moved.path))) throw contractError(STAFF_ERRORS, "category.parentInvalid");
  return parent;
}

function isWithin(path: string, ancestorPath: string): boolean {
  return path === ancestorPath || path.startsWith(`${ancestorPath}/`);
}

async function requireFreeUrlKey(trx: Trx, urlKey: string, exceptId: number | null) {
  let others = trx.selectFrom("categories").select("id").where("url_key", "=", urlKey);
  if (exceptId !== null) others = others.where("id", "!=", exceptId);
  if (await others.executeTakeFirst()) throw contractError(STAFF_ERRORS, "category.urlKeyTaken");
}

/** Under the store's root a url_path is the url_key alone; deeper, the parent's url_path comes first. */
function urlPathUnder(parent: { level: number; url_path: string }, urlKey: string): string {
  return parent.level >= FIRST_SHOP_LEVEL ? `${parent.url_path}/${urlKey}` : urlKey;
}

async function nextPosition(trx: Trx, parentId: number): Promise<number> {
  const last = await trx.selectFrom("categories").select((eb) => eb.fn.max("position").as("position")).where("parent_id", "=", parentId).executeTakeFirst();
  return last?.position === null || last?.position === undefined ? 0 : last.position + 1;
}

/** The category of this path and every category under it. */
function subtreeOf(trx: Trx, path: string) {
  return trx
    .selectFrom("categories")
    .select(["id", "path", "level", "url_key", "url_path"])
    .where((eb) => eb.or([eb("path", "=", path), eb("path", "like", `${path}/%`)]))
    .execute();
}

/** Products whose search documents name these categories (their lineage and names). */
async function productsIn(trx: Trx, categoryIds: number[]): Promise<number[]> {
  const rows = await trx.selectFrom("product_categories").select("product_id").distinct().where("category_id", "in", categoryIds).execute();
  return rows.map((row) => row.product_id);
}

/**
 * Old url_paths answer 301 with the category's page; an old url_key's page answers 301 with the new one, and
 * redirects that led to it lead to the new one directly.
 */
async function redirectOldAddresses(trx: Trx, urlPaths: { from: string; to: string; urlKey: string }[], urlKey: { from: string; to: string }) {
  const moves = urlPaths.filter((move) => move.from !== move.to).map((move) => ({ from: `/${move.from}`, to: `/c/${move.urlKey}` }));
  if (urlKey.from !== urlKey.to) {
    moves.push({ from: `/c/${urlKey.from}`, to: `/c/${urlKey.to}` });
    await trx.updateTable("url_redirects").set({ target_path: `/c/${urlKey.to}` }).where("target_path", "=", `/c/${urlKey.from}`).execute();
  }
  for (const move of moves) {
    await trx
      .insertInto("url_redirects")
      .values({ request_path: move.from, target_path: move.to, redirect_type: 301 })
      .onConflict((oc) => oc.column("request_path").doUpdateSet({ target_path: move.to, redirect_type: 301 }))
      .execute();
  }
  await freeAddresses(trx, urlPaths.map((move) => move.to), urlKey.to);
}

/** Addresses a category now answers are no longer redirected elsewhere (the dispatcher looks at redirects first). */
async function freeAddresses(trx: Trx, urlPaths: string[], urlKey: string) {
  const live = [...urlPaths.map((path) => `/${path}`), `/c/${urlKey}`];
  await trx.deleteFrom("url_redirects").where("request_path", "in", live).execute();
}
