import type { z } from "zod";
import { formatMoney } from "../../../common/format";
import { SUPPORT_ERRORS } from "../../contract/support";
import { queueMessage } from "../../outbox/outbox";
import { mailTexts } from "../../outbox/templates";
import type { SignedIn } from "../account/sessions";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { listableProduct, productCards } from "../product-cards";
import { storefrontLink, type StoreCode } from "../store";
import type { shareBody } from "./schemas";

/**
 * "Share by e-mail" of a product page (SPEC §7 "email sendEmailToFriend"): an e-mail to the friend, in the
 * sender's language, with the product's name, its price now and its link. Nothing else is kept. The sender is
 * never a name a guest typed: a signed-in customer's own name, else "a visitor"; the e-mail says a visitor of
 * the store sent it, and its message carries no links (shareBody).
 */
export async function shareProduct(ctx: CommerceContext, input: z.infer<typeof shareBody>, who: SignedIn | null, store: StoreCode) {
  const product = await listableProduct(ctx, input.sku);
  const card = product && (await productCards(ctx, [product.id], store)).get(product.id);
  if (!card) throw contractError(SUPPORT_ERRORS, "share.productNotFound");
  const customer = who
    ? await ctx.db.selectFrom("customers").select(["firstname", "lastname"]).where("id", "=", who.customerId).executeTakeFirst()
    : undefined;
  const params = {
    sender: customer ? `${customer.firstname} ${customer.lastname}`.trim() : mailTexts(store).shareProduct.visitor,
    product: card.name,
    price: formatMoney(card.final_price_incl_tax, store),
    link: storefrontLink(ctx, store, `/${card.url_path}`),
    message: input.message ?? "",
  };
  await queueMessage(ctx.db, { to: input.to, locale: store, template: "shareProduct", params }, ctx.now());
  return { sku: card.sku };
}
