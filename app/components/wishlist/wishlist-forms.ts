import { z } from "zod";
import { SKU_MAX, readId } from "../../../commerce/contract/cart";

/**
 * The forms of the wishlist action (app/routes/($lang).wishlist.tsx), one `intent` each: the product page's
 * wishlist and alert buttons, the product cards' "Add to wishlist", the wishlist and alerts pages' controls
 * and the cart line's "Move to wishlist".
 */

const sku = z.string().trim().min(1).max(SKU_MAX);
const id = z.unknown().transform((value, ctx) => {
  const read = readId(value);
  if (read === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "not an id" });
  return read ?? z.NEVER;
});

export const wishlistPostSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), sku }),
  z.object({ intent: z.literal("remove"), sku }),
  z.object({ intent: z.literal("move-to-cart"), sku }),
  z.object({ intent: z.literal("move-all-to-cart") }),
  z.object({ intent: z.literal("delete-all") }),
  z.object({ intent: z.literal("move-from-cart"), item_id: id }),
  z.object({ intent: z.literal("alert-stock"), sku }),
  z.object({ intent: z.literal("alert-price"), sku }),
  z.object({ intent: z.literal("remove-alert"), id }),
]);
export type WishlistPost = z.infer<typeof wishlistPostSchema>;
export type WishlistIntent = WishlistPost["intent"];

/**
 * The posts a GET of the action's address may ask to confirm: a guest's press, after signing in (the
 * product's controls), and "delete all" without JavaScript. A GET only shows the form; it never changes data.
 */
export const confirmationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), sku }),
  z.object({ intent: z.literal("alert-stock"), sku }),
  z.object({ intent: z.literal("alert-price"), sku }),
  z.object({ intent: z.literal("delete-all") }),
]);
export type Confirmation = z.infer<typeof confirmationSchema>;

/** The confirmation page of a post, returning to `back` (a path of this store) once done. */
export function confirmationPath(post: Confirmation, back?: string): string {
  const query = new URLSearchParams({ intent: post.intent });
  if ("sku" in post) query.set("sku", post.sku);
  if (back) query.set("back", back);
  return `/wishlist?${query}`;
}
