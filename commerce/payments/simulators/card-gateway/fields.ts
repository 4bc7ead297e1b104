import { z } from "zod";

/** Field rules shared by the gateway's hosted page and its API (APS's formats). */

export const merchantReferenceField = z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/);
export const languageField = z.enum(["en", "ar"]);
export const returnUrlField = z
  .string()
  .max(400)
  .url()
  .refine((url) => /^https?:$/.test(new URL(url).protocol));
