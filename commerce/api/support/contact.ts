import type { z } from "zod";
import { formatUaeMobile } from "../../contract/phone";
import { contactReference } from "../../contract/support";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { storeIds, type StoreCode } from "../store";
import type { contactBody } from "./schemas";

/**
 * A contact form message (SPEC §7 "POST contact form", "contact saveContact"): kept in `contact_messages`, sent
 * to the store's support address (in English, the support team's language, replying to the shopper) and
 * acknowledged to the shopper in the language they wrote in, all in one transaction.
 */
export async function saveContact(ctx: CommerceContext, input: z.infer<typeof contactBody>, store: StoreCode) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const { id } = await trx
      .insertInto("contact_messages")
      .values({
        store_id: storeIds[store],
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        topic: input.topic,
        order_number: input.orderNumber ?? null,
        comment: input.comment,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const reference = contactReference(id);
    const message = {
      reference,
      name: input.name,
      email: input.email,
      mobile: formatUaeMobile(input.mobile),
      topic: input.topic,
      order: input.orderNumber ?? "-",
      message: input.comment,
      language: store === "ar" ? "Arabic" : "English",
    };
    await queueMessage(trx, { to: ctx.supportEmail, locale: "en", template: "contactSupport", params: message }, now);
    await queueMessage(trx, { to: input.email, locale: store, template: "contactReceived", params: { name: input.name, reference } }, now);
    return { reference };
  });
}
