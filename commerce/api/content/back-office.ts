import type { Selectable, Transaction } from "kysely";
import { recordContentChange } from "../../catalogue/changes";
import type { BannerSlot } from "../../contract/content";
import { STAFF_ERRORS } from "../../contract/staff";
import { renderMarkdown } from "../../content/markdown";
import type { DB } from "../../db/connection";
import type { BannerTable, Database } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { recordAudit, type Actor, type AuditEntry } from "../staff/audit";

/**
 * Content as staff edit it (issue 22): CMS pages and blocks written in Markdown in both languages, each saved with
 * its rendered, safe HTML; and the home banners. Every save is one transaction with its audit entry and a content
 * change, which makes every storefront process drop its cached pages within a second (decision 056).
 */

export interface PageText {
  title_en: string;
  title_ar: string;
  meta_description_en: string;
  meta_description_ar: string;
  markdown_en: string;
  markdown_ar: string;
}
export type BlockText = Omit<PageText, "meta_description_en" | "meta_description_ar">;

/** A banner's columns as staff send them: its place one of BANNER_SLOTS, shown or not as a boolean. */
export type BannerFields = Omit<Selectable<BannerTable>, "id" | "slot" | "is_active"> & { slot: BannerSlot; is_active: boolean };

const notFound = () => contractError(STAFF_ERRORS, "content.notFound");
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export async function listContent(db: DB) {
  const [pages, blocks, banners] = await Promise.all([
    db.selectFrom("cms_pages").select(["id", "identifier", "title_en", "title_ar", "is_active", "updated_at"]).orderBy("identifier").execute(),
    db.selectFrom("cms_blocks").select(["id", "identifier", "title_en", "title_ar", "is_active"]).orderBy("identifier").execute(),
    db.selectFrom("banners").select(["id", "slot", "title_en", "title_ar", "link", "position", "is_active"]).orderBy("slot").orderBy("position").orderBy("id").execute(),
  ]);
  const active = <T extends { is_active: number }>(row: T) => ({ ...row, is_active: row.is_active === 1 });
  return { pages: pages.map(active), blocks: blocks.map(active), banners: banners.map(active) };
}

export async function contentPage(db: DB, id: number) {
  const page = await db
    .selectFrom("cms_pages")
    .select(["id", "identifier", "title_en", "title_ar", "meta_description_en", "meta_description_ar", "markdown_en", "markdown_ar", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!page) throw notFound();
  return page;
}

export async function contentBlock(db: DB, id: number) {
  const block = await db.selectFrom("cms_blocks").select(["id", "identifier", "title_en", "title_ar", "markdown_en", "markdown_ar"]).where("id", "=", id).executeTakeFirst();
  if (!block) throw notFound();
  return block;
}

export async function contentBanner(db: DB, id: number) {
  const banner = await db.selectFrom("banners").selectAll().where("id", "=", id).executeTakeFirst();
  if (!banner) throw notFound();
  return { ...banner, is_active: banner.is_active === 1 };
}

/** The safe HTML of both languages' Markdown, as a save would store it; nothing is saved. */
export function previewMarkdown(text: { markdown_en: string; markdown_ar: string }) {
  return { html_en: renderMarkdown(text.markdown_en), html_ar: renderMarkdown(text.markdown_ar) };
}

const rendered = (text: { markdown_en: string; markdown_ar: string }) => {
  const { html_en, html_ar } = previewMarkdown(text);
  return { content_en: html_en, content_ar: html_ar };
};

/** The names of the fields whose value the save changes, for the audit log (the texts themselves can be long). */
function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return Object.entries(after)
    .filter(([name, value]) => before[name as keyof T] !== value)
    .map(([name]) => name);
}

/** Every content change is audited and purges the storefront's cached pages, in the transaction that makes it. */
async function recordContentSave(trx: Transaction<Database>, actor: Actor, entry: AuditEntry, now: Date) {
  await recordAudit(trx, actor, entry, now);
  await recordContentChange(trx, now);
}

export async function savePage(ctx: CommerceContext, actor: Actor, id: number, text: PageText) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const page = await trx.selectFrom("cms_pages").selectAll().where("id", "=", id).executeTakeFirst();
    if (!page) throw notFound();
    await trx
      .updateTable("cms_pages")
      .set({ ...text, ...rendered(text), updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    const titles = (row: Pick<PageText, "title_en" | "title_ar">) => ({ title_en: row.title_en, title_ar: row.title_ar });
    await recordContentSave(trx, actor, { action: "cms_page.save", subject: { type: "cms_page", id }, before: titles(page), after: { ...titles(text), changed: changedFields(page, text) } }, now);
    return { id, identifier: page.identifier, updated_at: now.toISOString() };
  });
}

export async function saveBlock(ctx: CommerceContext, actor: Actor, id: number, text: BlockText) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const block = await trx.selectFrom("cms_blocks").selectAll().where("id", "=", id).executeTakeFirst();
    if (!block) throw notFound();
    await trx
      .updateTable("cms_blocks")
      .set({ ...text, ...rendered(text) })
      .where("id", "=", id)
      .execute();
    const titles = (row: Pick<BlockText, "title_en" | "title_ar">) => ({ title_en: row.title_en, title_ar: row.title_ar });
    await recordContentSave(trx, actor, { action: "cms_block.save", subject: { type: "cms_block", id }, before: titles(block), after: { ...titles(text), changed: changedFields(block, text) } }, now);
    return { id, identifier: block.identifier };
  });
}

/** A new banner, or the banner `id` with these fields; unknown ids are refused. */
export async function saveBanner(ctx: CommerceContext, actor: Actor, id: number | null, fields: BannerFields) {
  const now = ctx.now();
  const row = { ...fields, is_active: flag(fields.is_active) };
  return inTransaction(ctx.db, async (trx) => {
    let before: Record<string, unknown> = {};
    let savedId: number;
    if (id === null) {
      const inserted = await trx.insertInto("banners").values(row).returning("id").executeTakeFirstOrThrow();
      savedId = inserted.id;
    } else {
      const banner = await trx.selectFrom("banners").selectAll().where("id", "=", id).executeTakeFirst();
      if (!banner) throw notFound();
      const { id: _, ...was } = banner;
      before = was;
      await trx.updateTable("banners").set(row).where("id", "=", id).execute();
      savedId = id;
    }
    await recordContentSave(trx, actor, { action: id === null ? "banner.create" : "banner.save", subject: { type: "banner", id: savedId }, before, after: row }, now);
    return { id: savedId };
  });
}

/** Shows or hides a banner on the home page. */
export async function setBannerActive(ctx: CommerceContext, actor: Actor, id: number, active: boolean) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const banner = await trx.selectFrom("banners").select(["is_active"]).where("id", "=", id).executeTakeFirst();
    if (!banner) throw notFound();
    await trx.updateTable("banners").set({ is_active: flag(active) }).where("id", "=", id).execute();
    await recordContentSave(trx, actor, { action: active ? "banner.activate" : "banner.deactivate", subject: { type: "banner", id }, before: { is_active: banner.is_active === 1 }, after: { is_active: active } }, now);
    return { id, is_active: active };
  });
}
