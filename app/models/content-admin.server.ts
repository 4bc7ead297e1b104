import { z } from "zod";
import { deviceKinds } from "../../commerce/contract/device-kinds";
import { BANNER_SLOTS } from "../../commerce/contract/content";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The back office's content (docs/admin-api.md "Content"): CMS pages and blocks in Markdown, and the home banners. */

const listed = { id: z.number(), title_en: z.string(), title_ar: z.string(), is_active: z.boolean() };
const contentList = z.object({
  pages: z.array(z.object({ ...listed, identifier: z.string(), updated_at: z.string() })),
  blocks: z.array(z.object({ ...listed, identifier: z.string() })),
  banners: z.array(z.object({ ...listed, slot: z.enum(BANNER_SLOTS), link: z.string(), position: z.number() })),
});
export type ContentList = z.infer<typeof contentList>;

const blockText = { title_en: z.string(), title_ar: z.string(), markdown_en: z.string(), markdown_ar: z.string() };
const contentBlock = z.object({ id: z.number(), identifier: z.string(), ...blockText });
const contentPage = contentBlock.extend({ meta_description_en: z.string(), meta_description_ar: z.string(), updated_at: z.string() });
const banner = z.object({
  id: z.number(),
  slot: z.enum(BANNER_SLOTS),
  title_en: z.string(),
  title_ar: z.string(),
  subtitle_en: z.string(),
  subtitle_ar: z.string(),
  link: z.string(),
  kind: z.enum(deviceKinds),
  color: z.string(),
  position: z.number(),
  is_active: z.boolean(),
});
export type ContentBanner = z.infer<typeof banner>;
export type BannerFields = Omit<ContentBanner, "id">;
export type PageText = Omit<z.infer<typeof contentPage>, "id" | "identifier" | "updated_at">;
export type BlockText = Omit<z.infer<typeof contentBlock>, "id" | "identifier">;
export type ContentKind = "pages" | "blocks";

export function listContent(locale: Locale, staff: StaffAuth): Promise<ContentList> {
  return commerceCall(contentList, { path: "/api/admin/content", locale, staff });
}

export function getPage(locale: Locale, staff: StaffAuth, id: number) {
  return commerceCall(contentPage, { path: `/api/admin/content/pages/${id}`, locale, staff });
}

export function getBlock(locale: Locale, staff: StaffAuth, id: number) {
  return commerceCall(contentBlock, { path: `/api/admin/content/blocks/${id}`, locale, staff });
}

/** Saves a page's or block's texts; the backend renders the Markdown to safe HTML. */
export async function saveContent(locale: Locale, staff: StaffAuth, kind: ContentKind, id: number, text: PageText | BlockText): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/content/${kind}/${id}`, locale, staff, body: text });
}

/** The safe HTML each language's Markdown would be saved as. */
export function previewContent(locale: Locale, staff: StaffAuth, text: { markdown_en: string; markdown_ar: string }) {
  return commerceCall(z.object({ html_en: z.string(), html_ar: z.string() }), { method: "POST", path: "/api/admin/content/preview", locale, staff, body: text });
}

export function getBanner(locale: Locale, staff: StaffAuth, id: number) {
  return commerceCall(banner, { path: `/api/admin/content/banners/${id}`, locale, staff });
}

/** Saves the banner `id`, or creates one when `id` is null; answers its id. */
export async function saveBanner(locale: Locale, staff: StaffAuth, id: number | null, fields: BannerFields): Promise<number> {
  const path = id === null ? "/api/admin/content/banners" : `/api/admin/content/banners/${id}`;
  return (await commerceCall(z.object({ id: z.number() }), { method: "POST", path, locale, staff, body: fields })).id;
}

export async function setBannerActive(locale: Locale, staff: StaffAuth, id: number, active: boolean): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/content/banners/${id}/active`, locale, staff, body: { is_active: active } });
}
