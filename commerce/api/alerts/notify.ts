import { sql } from "kysely";
import { formatMoney } from "../../../common/format";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { MessageTemplate } from "../../outbox/templates";
import type { CatalogueReader, CommerceContext } from "../context";
import { productCards, type ProductCard } from "../product-cards";
import { storeCodeOfId, type StoreCode } from "../store";

/** What sending alerts needs: the catalogue (for current prices and stock) and the storefront's address for links. */
export type WatcherContext = CatalogueReader & Pick<CommerceContext, "storefrontOrigin">;

/** Ids asked about in one query: each appears four times in `affectedBy`, well below either engine's limit on parameters. */
const IDS_PER_QUERY = 5_000;

/**
 * The products whose stock or price as shown follows from these: themselves, their configurable parents,
 * and the bundle and grouped products they are part of.
 */
function affectedBy(productIds: number[]) {
  const ids = sql`(${sql.join(productIds)})`;
  return sql<number>`(
    select id from products where id in ${ids}
    union select parent.id from products parent join products child on child.parent_sku = parent.sku where child.id in ${ids}
    union select o.product_id from bundle_options o join bundle_selections s on s.option_id = o.id where s.product_id in ${ids}
    union select product_id from product_links where link_type = 'associated' and linked_product_id in ${ids}
  )`;
}

/**
 * Sends the e-mail of every unsent alert on these products (or on products made of them, `affectedBy`)
 * whose moment has come: a stock alert once the product is in stock again, a price alert once its final
 * price is below the price at subscription. Each e-mail is queued in the transaction that marks its alert,
 * and only if the alert is still the unsent one that was read, so a message exists exactly when its alert
 * is marked, however many processes run this. Answers how many e-mails were queued.
 */
export async function notifyWatchers(ctx: WatcherContext, productIds: number[]): Promise<number> {
  let sent = 0;
  // A parent reached from two batches is harmless: its alert is marked, and its e-mail queued, once.
  for (let start = 0; start < productIds.length; start += IDS_PER_QUERY) {
    sent += await notifyWatchersOf(ctx, productIds.slice(start, start + IDS_PER_QUERY));
  }
  return sent;
}

async function notifyWatchersOf(ctx: WatcherContext, productIds: number[]): Promise<number> {
  const alerts = await ctx.db
    .selectFrom("product_alerts as a")
    .innerJoin("customers as c", "c.id", "a.customer_id")
    .innerJoin("products as p", "p.id", "a.product_id")
    .where("a.product_id", "in", affectedBy(productIds))
    .where("a.notified_at", "is", null)
    .where("p.status", "<", 2)
    .select(["a.id", "a.kind", "a.product_id", "a.price_at_subscription", "a.created_at", "c.email", "c.firstname", "c.store_id"])
    .execute();
  if (alerts.length === 0) return 0;
  const watched = alerts.map((a) => a.product_id);
  const cards: Record<StoreCode, Map<number, ProductCard>> = {
    en: await productCards(ctx, watched, "en"),
    ar: await productCards(ctx, watched, "ar"),
  };
  const due = alerts.flatMap((alert) => {
    const locale = storeCodeOfId(alert.store_id);
    const card = cards[locale].get(alert.product_id);
    const message = card && dueMessage(alert, card, locale, ctx.storefrontOrigin);
    return message ? [{ alert, locale, message }] : [];
  });
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    let sent = 0;
    for (const { alert, locale, message } of due) {
      const marked = await trx
        .updateTable("product_alerts")
        .set({ notified_at: now.toISOString() })
        .where("id", "=", alert.id)
        .where("notified_at", "is", null)
        // A subscription renewed since it was read (another price to compare with) waits for the next change.
        .where("created_at", "=", alert.created_at)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) continue;
      await queueMessage(trx, { to: alert.email, locale, ...message }, now);
      sent += 1;
    }
    return sent;
  });
}

function dueMessage(
  alert: { kind: "stock" | "price"; price_at_subscription: number | null; firstname: string },
  card: ProductCard,
  locale: StoreCode,
  origin: string,
): MessageTemplate | null {
  const params = { name: alert.firstname, product: card.name, link: `${origin}${locale === "ar" ? "/ar" : ""}/${card.url_path}` };
  if (alert.kind === "stock") return card.is_in_stock ? { template: "stockAlert", params } : null;
  const was = alert.price_at_subscription;
  if (was === null || card.final_price_incl_tax >= was) return null;
  return { template: "priceAlert", params: { ...params, price: formatMoney(card.final_price_incl_tax, locale), was: formatMoney(was, locale) } };
}
