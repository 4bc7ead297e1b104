import { z } from "zod";
import { BRAND_LOGO_MAX_BYTES, BRAND_CODE_MAX, BRAND_CODE_PATTERN, BRAND_COLOR_PATTERN, MOVE_DIRECTIONS, TAXONOMY_NAME_MAX, URL_KEY_MAX, URL_KEY_PATTERN } from "../../contract/taxonomy";
import { idSchema } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { changeBrand, createBrand, listBrands, setBrandLogo } from "./brands";
import { changeCategory, createCategory, listCategories, moveCategory } from "./categories";

/** The back office's categories and brands (docs/admin-api.md "Categories and brands"), for `catalogue.manage`. */

const name = z.string().trim().min(1, "is required").max(TAXONOMY_NAME_MAX);
const categoryBody = z
  .object({ parent_id: idSchema, name_en: name, name_ar: name, url_key: z.string().max(URL_KEY_MAX).regex(URL_KEY_PATTERN, "must be a slug") })
  .strict();
const categoryChange = z.discriminatedUnion("action", [
  categoryBody.extend({ action: z.literal("update"), is_active: z.boolean(), include_in_menu: z.boolean() }).strict(),
  z.object({ action: z.literal("move"), direction: z.enum(MOVE_DIRECTIONS) }).strict(),
]);
const brandNames = z.object({ name_en: name, name_ar: name, color: z.string().regex(BRAND_COLOR_PATTERN, "must be #rrggbb") }).strict();
const brandBody = brandNames.extend({ code: z.string().max(BRAND_CODE_MAX).regex(BRAND_CODE_PATTERN, "must be a slug") }).strict();

/** The upload's bytes as base64 (JSON carries no bytes). */
const logoBody = z
  .object({ logo: z.string().min(1).max(Math.ceil(BRAND_LOGO_MAX_BYTES / 3) * 4).regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be base64") })
  .strict();

export const taxonomyStaffRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/categories$/,
    async (c) => {
      await requireStaff(c, "catalogue.manage");
      return listCategories(c.ctx.db);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/categories$/,
    async (c) => {
      const { actor } = await requireStaff(c, "catalogue.manage");
      return createCategory(c.ctx, actor, parse(categoryBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/categories\/(\d{1,9})$/,
    async (c) => {
      const { actor } = await requireStaff(c, "catalogue.manage");
      // At most nine digits, so the id fits PostgreSQL's integer; a longer one is as unknown as a missing one.
      const id = Number(c.path[0]);
      const body = parse(categoryChange, await readJson(c.request));
      if (body.action === "move") return moveCategory(c.ctx, actor, id, body.direction);
      const { action: _, ...change } = body;
      return changeCategory(c.ctx, actor, id, change);
    },
  ],
  [
    "GET",
    /^\/api\/admin\/brands$/,
    async (c) => {
      await requireStaff(c, "catalogue.manage");
      return listBrands(c.ctx.db);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/brands$/,
    async (c) => {
      const { actor } = await requireStaff(c, "catalogue.manage");
      return createBrand(c.ctx, actor, parse(brandBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/brands\/([a-z0-9-]{1,40})\/logo$/,
    async (c) => {
      const { actor } = await requireStaff(c, "catalogue.manage");
      const { logo } = parse(logoBody, await readJson(c.request));
      return setBrandLogo(c.ctx, actor, c.path[0]!, Buffer.from(logo, "base64"));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/brands\/([a-z0-9-]{1,40})$/,
    async (c) => {
      const { actor } = await requireStaff(c, "catalogue.manage");
      return changeBrand(c.ctx, actor, c.path[0]!, parse(brandNames, await readJson(c.request)));
    },
  ],
];
