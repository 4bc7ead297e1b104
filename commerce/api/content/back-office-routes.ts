import { z } from "zod";
import { isDeviceKind } from "../../contract/device-kinds";
import {
  BANNER_COLOR,
  BANNER_POSITION_MAX,
  BANNER_SLOTS,
  BANNER_TEXT_MAX,
  CONTENT_TITLE_MAX,
  MARKDOWN_MAX_BYTES,
  META_DESCRIPTION_MAX,
  isBannerLink,
  markdownFits,
} from "../../contract/content";
import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { contentBanner, contentBlock, contentPage, listContent, previewMarkdown, saveBanner, saveBlock, setBannerActive, savePage } from "./back-office";

/** The back office's content (docs/admin-api.md "Content"), for `content.manage` (owners and catalogue). */

const title = z.string().trim().min(1, "title is required").max(CONTENT_TITLE_MAX);
const markdown = z.string().max(MARKDOWN_MAX_BYTES, "Markdown is too long").refine(markdownFits, "Markdown is too long");
const markdownBody = z.object({ markdown_en: markdown, markdown_ar: markdown }).strict();
const blockBody = markdownBody.extend({ title_en: title, title_ar: title }).strict();
const metaDescription = z.string().trim().max(META_DESCRIPTION_MAX);
const pageBody = blockBody.extend({ meta_description_en: metaDescription, meta_description_ar: metaDescription }).strict();
const bannerText = z.string().trim().max(BANNER_TEXT_MAX);
const bannerBody = z
  .object({
    slot: z.enum(BANNER_SLOTS),
    title_en: bannerText.min(1, "title is required"),
    title_ar: bannerText.min(1, "title is required"),
    subtitle_en: bannerText,
    subtitle_ar: bannerText,
    link: z.string().trim().refine(isBannerLink, "link must be a path of this site or an https address"),
    kind: z.string().refine(isDeviceKind, "unknown kind"),
    color: z.string().regex(BANNER_COLOR, "color must be #rrggbb"),
    position: z.number().int().min(0).max(BANNER_POSITION_MAX),
    is_active: z.boolean(),
  })
  .strict();
const activeBody = z.object({ is_active: z.boolean() }).strict();

const PERMISSION = "content.manage";
const id = (c: { path: string[] }) => Number(c.path[0]);

export const contentStaffRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/content$/,
    async (c) => {
      await requireStaff(c, PERMISSION);
      return listContent(c.ctx.db);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/content\/preview$/,
    async (c) => {
      await requireStaff(c, PERMISSION);
      return previewMarkdown(parse(markdownBody, await readJson(c.request)));
    },
  ],
  ["GET", /^\/api\/admin\/content\/pages\/(\d{1,9})$/, async (c) => (await requireStaff(c, PERMISSION), contentPage(c.ctx.db, id(c)))],
  [
    "POST",
    /^\/api\/admin\/content\/pages\/(\d{1,9})$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return savePage(c.ctx, actor, id(c), parse(pageBody, await readJson(c.request)));
    },
  ],
  ["GET", /^\/api\/admin\/content\/blocks\/(\d{1,9})$/, async (c) => (await requireStaff(c, PERMISSION), contentBlock(c.ctx.db, id(c)))],
  [
    "POST",
    /^\/api\/admin\/content\/blocks\/(\d{1,9})$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return saveBlock(c.ctx, actor, id(c), parse(blockBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/content\/banners$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return saveBanner(c.ctx, actor, null, parse(bannerBody, await readJson(c.request)));
    },
  ],
  ["GET", /^\/api\/admin\/content\/banners\/(\d{1,9})$/, async (c) => (await requireStaff(c, PERMISSION), contentBanner(c.ctx.db, id(c)))],
  [
    "POST",
    /^\/api\/admin\/content\/banners\/(\d{1,9})$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return saveBanner(c.ctx, actor, id(c), parse(bannerBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/content\/banners\/(\d{1,9})\/active$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return setBannerActive(c.ctx, actor, id(c), parse(activeBody, await readJson(c.request)).is_active);
    },
  ],
];
