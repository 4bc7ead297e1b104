import type { SignedIn } from "../account/sessions";
import type { CommerceContext } from "../context";
import { listableProduct } from "../product-cards";
import { wishlistError } from "./errors";

/**
 * What a customer saved of one product, for its page's buttons: on the wishlist or not, and the alerts still
 * waiting. Two indexed reads, so a signed-in product page does not load the whole wishlist and alert lists.
 */
export async function savedState(ctx: CommerceContext, who: SignedIn, sku: string) {
  const product = await listableProduct(ctx, sku);
  if (!product) throw wishlistError("wishlist.productNotFound");
  const [saved, alerts] = await Promise.all([
    ctx.db
      .selectFrom("wishlist_items")
      .select("id")
      .where("customer_id", "=", who.customerId)
      .where("product_id", "=", product.id)
      .executeTakeFirst(),
    ctx.db
      .selectFrom("product_alerts")
      .select(["kind", "price_at_subscription"])
      .where("customer_id", "=", who.customerId)
      .where("product_id", "=", product.id)
      .where("notified_at", "is", null)
      .execute(),
  ]);
  return {
    sku: product.sku,
    on_wishlist: saved !== undefined,
    stock_alert: alerts.some((alert) => alert.kind === "stock"),
    price_alert_below: alerts.find((alert) => alert.kind === "price")?.price_at_subscription ?? null,
  };
}
