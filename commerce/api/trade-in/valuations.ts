import { randomBytes, randomInt } from "node:crypto";
import { formatDate, formatMoney } from "../../../common/format";
import { TRADE_IN_ERRORS } from "../../contract/tradein";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import type { StoreCode } from "../store";
import { describeModel, priceOf, type ValuationRequest } from "./catalogue";

/**
 * Submitting a valuation (SPEC §3 "valuation request has assetId, email and condition"): the price is computed
 * again from the pricing table, never taken from the request; the valuation is recorded and pays out as a
 * trade-in voucher, a gift card of kind 'tradein' the cart applies as its 'Trade-In Voucher' line, e-mailed
 * to the shopper in the store's language.
 */

/** How long a voucher can pay. */
const VOUCHER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Letters and digits a person cannot confuse (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** `TI-7KQM-R2XW-9FHA`: 12 random characters, about 59 bits, grouped to be read out and typed. */
function newVoucherCode(): string {
  const groups = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(""));
  return `TI-${groups.join("-")}`;
}

/** The exchange price of the device as described, with the model it is for. */
export async function quoteValuation(ctx: CommerceContext, request: ValuationRequest, store: StoreCode) {
  const { grade, price } = await priceOf(ctx.db, request);
  return { asset: await describeModel(ctx, request.assetId, store), grade, price, currency: "AED" };
}

export async function submitValuation(ctx: CommerceContext, request: ValuationRequest & { email: string }, store: StoreCode) {
  const asset = await describeModel(ctx, request.assetId, store);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + VOUCHER_DAYS * DAY_MS).toISOString();
  const reference = randomBytes(16).toString("base64url");
  const code = newVoucherCode();
  const valuation = await inTransaction(ctx.db, async (trx) => {
    const { grade, price } = await priceOf(trx, request);
    if (price <= 0) throw contractError(TRADE_IN_ERRORS, "tradein.noValue");
    await trx.insertInto("gift_cards").values({ code, balance: price, expires_at: expiresAt, is_active: 1, kind: "tradein" }).execute();
    await trx
      .insertInto("tradein_valuations")
      .values({
        reference,
        model_id: request.assetId,
        email: request.email,
        locale: store,
        options: JSON.stringify([...request.options].sort((a, b) => a - b)),
        answers: JSON.stringify([...request.condition].sort((a, b) => a - b)),
        grade,
        price,
        voucher_code: code,
        created_at: now.toISOString(),
      })
      .execute();
    const customer = await trx.selectFrom("customers").select("firstname").where("email", "=", request.email).executeTakeFirst();
    await queueMessage(
      trx,
      {
        to: request.email,
        locale: store,
        template: "tradeInVoucher",
        params: {
          name: customer?.firstname ?? request.email,
          device: asset.name,
          code,
          value: formatMoney(price, store),
          expires: formatDate(expiresAt),
          link: `${ctx.storefrontOrigin}${store === "ar" ? "/ar" : ""}/cart`,
        },
      },
      now,
    );
    return { grade, price };
  });
  return { reference, asset, ...valuation, currency: "AED", voucher: { code, balance: valuation.price, expires_at: expiresAt } };
}

/** A submitted valuation by its reference (the confirmation page): the device, the price and the voucher. */
export async function findValuation(ctx: CommerceContext, reference: string, store: StoreCode) {
  const row = await ctx.db.selectFrom("tradein_valuations").selectAll().where("reference", "=", reference).executeTakeFirst();
  if (!row) throw contractError(TRADE_IN_ERRORS, "tradein.valuationNotFound");
  const card = await ctx.db
    .selectFrom("gift_cards")
    .select(["balance", "expires_at"])
    .where("code", "=", row.voucher_code)
    .executeTakeFirstOrThrow();
  return {
    reference: row.reference,
    asset: await describeModel(ctx, row.model_id, store),
    email: row.email,
    grade: row.grade,
    price: row.price,
    currency: "AED",
    created_at: row.created_at,
    voucher: { code: row.voucher_code, balance: card.balance, expires_at: card.expires_at },
  };
}
