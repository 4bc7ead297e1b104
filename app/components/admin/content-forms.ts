import { z } from "zod";
import { deviceKinds } from "../../../commerce/contract/device-kinds";
import { toLatinDigits } from "../../../commerce/contract/cart";
import {
  BANNER_COLOR,
  BANNER_POSITION_MAX,
  BANNER_SLOTS,
  BANNER_TEXT_MAX,
  CONTENT_TITLE_MAX,
  META_DESCRIPTION_MAX,
  isBannerLink,
  markdownFits,
} from "../../../commerce/contract/content";

/**
 * The content editor's forms (issue 22), one rule per field from the shared contract; the commerce endpoints check
 * the same rules again. Messages are keys of the `admin` namespace.
 */

const required = { required_error: "validation.required" };
const title = z.string(required).trim().min(1, "validation.required").max(CONTENT_TITLE_MAX, "validation.contentTitle");
const markdown = z.string().default("").refine(markdownFits, "validation.markdownSize");
const metaDescription = z.string().trim().max(META_DESCRIPTION_MAX, "validation.metaDescription").default("");

/** The editor's form id, which its action's answers carry. */
export const CONTENT_FORM = "content-editor";

/** Preview renders the Markdown and saves nothing; save stores it. Both buttons send the whole form. */
export const CONTENT_INTENTS = ["preview", "save"] as const;
const intent = z.enum(CONTENT_INTENTS).default("save");

export const blockSchema = z.object({ intent, title_en: title, title_ar: title, markdown_en: markdown, markdown_ar: markdown });
export const pageSchema = blockSchema.extend({ meta_description_en: metaDescription, meta_description_ar: metaDescription });

const bannerText = z.string().trim().max(BANNER_TEXT_MAX, "validation.bannerText");

export const bannerSchema = z.object({
  slot: z.enum(BANNER_SLOTS, { errorMap: () => ({ message: "validation.choose" }) }),
  title_en: bannerText.pipe(z.string(required).min(1, "validation.required")),
  title_ar: bannerText.pipe(z.string(required).min(1, "validation.required")),
  subtitle_en: bannerText.default(""),
  subtitle_ar: bannerText.default(""),
  link: z.string(required).trim().refine(isBannerLink, "validation.bannerLink"),
  kind: z.enum(deviceKinds, { errorMap: () => ({ message: "validation.choose" }) }),
  color: z.string(required).trim().regex(BANNER_COLOR, "validation.bannerColor"),
  position: z
    .string(required)
    .transform((value) => toLatinDigits(value.trim()))
    .pipe(z.coerce.number({ invalid_type_error: "validation.position" }).int("validation.position").min(0, "validation.position").max(BANNER_POSITION_MAX, "validation.position")),
  is_active: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

/** Show or hide a banner from the list. */
export const bannerActiveSchema = z.object({ id: z.coerce.number().int().min(1), is_active: z.enum(["true", "false"]).transform((value) => value === "true") });
