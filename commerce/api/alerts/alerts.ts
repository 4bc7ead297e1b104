import { ALERTS_MAX } from "../../contract/wishlist";
import { inTransaction } from "../../db/transaction";
import type { SignedIn } from "../account/sessions";
import type { CatalogueReader, CommerceContext } from "../context";
import { listableProduct, productCards, withCards } from "../product-cards";
import type { StoreCode } from "../store";
import { wishlistError } from "../wishlist/errors";

/**
 * Back-in-stock and price-drop alerts (SPEC §7 "Stock alerts", "Product page"). A stock alert is taken only
 * while the product is out of stock; a price alert remembers the price the shopper saw. `notifyWatchers`
 * (notify.ts) sends each alert's e-mail once; subscribing again re-arms it.
 */

export type AlertKind = "stock" | "price";

const alertColumns = ["id", "product_id", "kind", "price_at_subscription", "created_at", "notified_at"] as const;

export async function addAlert(ctx: CommerceContext, who: SignedIn, input: { sku: string; kind: AlertKind }, store: StoreCode) {
  const product = await listableProduct(ctx, input.sku);
  const card = product && (await productCards(ctx, [product.id], store)).get(product.id);
  if (!card) throw wishlistError("alert.productNotFound");
  if (input.kind === "stock" && card.is_in_stock) throw wishlistError("alert.alreadyInStock");
  const subscription = {
    price_at_subscription: input.kind === "price" ? card.final_price_incl_tax : null,
    created_at: ctx.now().toISOString(),
    notified_at: null,
  };
  const alert = await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .insertInto("product_alerts")
      .values({ customer_id: who.customerId, product_id: card.product_id, kind: input.kind, ...subscription })
      .onConflict((oc) => oc.columns(["customer_id", "product_id", "kind"]).doUpdateSet(subscription))
      .returning(alertColumns)
      .executeTakeFirstOrThrow();
    const { n } = await trx
      .selectFrom("product_alerts")
      .where("customer_id", "=", who.customerId)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(n) > ALERTS_MAX) throw wishlistError("alert.tooMany");
    return row;
  });
  return { ...alert, ...card };
}

/** Newest first, with the product each watches (alerts on disabled products are not listed). */
export async function listAlerts(ctx: CatalogueReader, who: Pick<SignedIn, "customerId">, store: StoreCode) {
  const rows = await ctx.db
    .selectFrom("product_alerts as a")
    .innerJoin("products as p", "p.id", "a.product_id")
    .where("a.customer_id", "=", who.customerId)
    .where("p.status", "<", 2)
    .select(alertColumns.map((column) => `a.${column}` as const))
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .execute();
  return withCards(ctx, rows, store);
}

export async function removeAlert(ctx: CommerceContext, who: SignedIn, id: number) {
  const deleted = await ctx.db.deleteFrom("product_alerts").where("id", "=", id).where("customer_id", "=", who.customerId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw wishlistError("alert.notFound");
  return { id };
}
