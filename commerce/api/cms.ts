import type { Selectable } from "kysely";
import type { CmsBlockTable } from "../db/schema";
import type { CommerceContext } from "./context";
import { notFound } from "./envelope";
import { localised, type StoreCode } from "./store";

export const CMS_EMPTY = "CMS query returned empty result";
const MAX_CMS_ITEMS = 500;

export async function cmsPage(ctx: CommerceContext, identifier: string, store: StoreCode) {
  const page = await ctx.db
    .selectFrom("cms_pages")
    .selectAll()
    .where("identifier", "=", identifier)
    .where("is_active", "=", 1)
    .executeTakeFirst();
  if (!page) throw notFound(`${CMS_EMPTY} identifier = ${identifier}`);
  return {
    id: page.id,
    identifier: page.identifier,
    title: localised(page, "title", store),
    meta_description: localised(page, "meta_description", store),
    content: localised(page, "content", store),
    updated_at: page.updated_at,
  };
}

export async function cmsPages(ctx: CommerceContext, store: StoreCode) {
  const pages = await ctx.db
    .selectFrom("cms_pages")
    .select(["id", "identifier", "title_en", "title_ar", "updated_at"])
    .where("is_active", "=", 1)
    .orderBy("id")
    .limit(MAX_CMS_ITEMS)
    .execute();
  return pages.map((p) => ({ id: p.id, identifier: p.identifier, title: localised(p, "title", store), updated_at: p.updated_at }));
}

export async function cmsBlock(ctx: CommerceContext, identifier: string, store: StoreCode) {
  const block = await ctx.db
    .selectFrom("cms_blocks")
    .selectAll()
    .where("identifier", "=", identifier)
    .where("is_active", "=", 1)
    .executeTakeFirst();
  if (!block) throw notFound(`${CMS_EMPTY} identifier = ${identifier}`);
  return blockView(block, store);
}

export async function cmsBlocks(ctx: CommerceContext, store: StoreCode) {
  const blocks = await ctx.db
    .selectFrom("cms_blocks")
    .selectAll()
    .where("is_active", "=", 1)
    .orderBy("id")
    .limit(MAX_CMS_ITEMS)
    .execute();
  return blocks.map((b) => blockView(b, store));
}

function blockView(block: Selectable<CmsBlockTable>, store: StoreCode) {
  return { id: block.id, identifier: block.identifier, title: localised(block, "title", store), content: localised(block, "content", store) };
}
