import { z } from "zod";
import { readId } from "../../../commerce/contract/cart";
import { PHOTO_ALT_MAX, PHOTO_MAX_BYTES } from "../../../commerce/contract/product-photo";

/**
 * The forms of a product's photos page (decision 052), one rule per field as the commerce endpoints check them
 * again. The file's type is not judged here: only its bytes say what it is, and the backend reads them.
 */

const required = { required_error: "validation.required" };
const alt = z.string(required).trim().min(1, "validation.required").max(PHOTO_ALT_MAX, "photos.altTooLong");
const photoId = z.preprocess(readId, z.number({ invalid_type_error: "errors.generic" }).int().positive());

export const uploadPhotoSchema = z.object({
  photo: z
    .instanceof(File, { message: "photos.fileRequired" })
    .refine((file) => file.size > 0, "photos.fileRequired")
    .refine((file) => file.size <= PHOTO_MAX_BYTES, "errors.photo.tooLarge"),
  alt_en: alt,
  alt_ar: alt,
});

export const photoAltSchema = z.object({ intent: z.literal("alt"), photoId, alt_en: alt, alt_ar: alt });

/** What a photo's forms ask, by their `intent`: its alt texts saved, a move up or down, its deletion. */
export const changePhotoSchema = z.discriminatedUnion("intent", [
  photoAltSchema,
  z.object({ intent: z.literal("move"), photoId, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("delete"), photoId }),
]);
