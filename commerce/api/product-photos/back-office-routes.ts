import { z } from "zod";
import { PHOTO_ALT_MAX } from "../../contract/product-photo";
import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { addProductPhoto, changeProductPhoto, listProductPhotos, readUpload } from "./back-office";

/** A product's photos in the back office (docs/admin-api.md "Product photos"), for `catalogue.manage` (owners and the catalogue team). */

const alt = z.string().trim().min(1, "alt text is required").max(PHOTO_ALT_MAX);
const altTexts = { alt_en: alt, alt_ar: alt };
/** The upload's bytes are the body; its alt texts come in the query, beside the store code. */
const uploadQuery = z.object(altTexts);
const changeBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("alt"), ...altTexts }).strict(),
  z.object({ action: z.literal("move"), direction: z.enum(["up", "down"]) }).strict(),
  z.object({ action: z.literal("delete") }).strict(),
]);
const PRODUCT = String.raw`\/api\/admin\/products\/(\d{1,9})\/photos`;

export const productPhotoStaffRoutes: Route[] = [
  [
    "GET",
    new RegExp(`^${PRODUCT}$`),
    async (c) => {
      await requireStaff(c, "catalogue.manage");
      return listProductPhotos(c.ctx.db, Number(c.path[0]));
    },
  ],
  [
    "POST",
    new RegExp(`^${PRODUCT}$`),
    async (c) => {
      const { actor } = await requireStaff(c, "catalogue.manage");
      const texts = parse(uploadQuery, { alt_en: c.params.get("alt_en") ?? "", alt_ar: c.params.get("alt_ar") ?? "" });
      return addProductPhoto(c.ctx, actor, Number(c.path[0]), texts, await readUpload(c.request));
    },
  ],
  [
    "POST",
    new RegExp(`^${PRODUCT}\\/(\\d{1,9})$`),
    async (c) => {
      const { actor } = await requireStaff(c, "catalogue.manage");
      return changeProductPhoto(c.ctx, actor, Number(c.path[0]), Number(c.path[1]), parse(changeBody, await readJson(c.request)));
    },
  ],
];
