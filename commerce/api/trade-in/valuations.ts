import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { formatDate, formatMoney } from "../../../common/format";
import { TRADE_IN_ERRORS, type Grade, type TradeInStatus } from "../../contract/tradein";
import type { Database } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { newGiftCardCode } from "../cart/gift-cards";
import { recordAudit, type Actor } from "../staff/audit";
import { contractError } from "../envelope";
import { localised, storefrontLink, type StoreCode } from "../store";
import { describeModel, priceOf, type ValuationRequest } from "./catalogue";
import { countOf } from "../../db/paging";

/**
 * Submitting a valuation (SPEC §3 "valuation request has assetId, email and condition"): the price is computed
 * again from the pricing table, never taken from the request, and recorded as a quote (decision 038). Money comes
 * only when staff have the device: their decision issues a trade-in voucher (a gift card of kind 'tradein' the
 * cart applies as its 'Trade-In Voucher' line) at the grade and price they found, or turns the quote down. Each
 * step e-mails the shopper in the store's language.
 */

/** How long a voucher can pay. */
const VOUCHER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shopper's page of a valuation: where it stands, and the voucher once there is one. */
function valuationLink(ctx: CommerceContext, store: StoreCode, reference: string): string {
  return storefrontLink(ctx, store, `/trade-in/voucher/${reference}`);
}

async function greetingName(db: Kysely<Database>, email: string): Promise<string> {
  const customer = await db.selectFrom("customers").select("firstname").where("email", "=", email).executeTakeFirst();
  return customer?.firstname ?? email;
}

/** The exchange price of the device as described, with the model it is for. */
export async function quoteValuation(ctx: CommerceContext, request: ValuationRequest, store: StoreCode) {
  const { grade, price } = await priceOf(ctx.db, request);
  return { asset: await describeModel(ctx, request.assetId, store), grade, price, currency: "AED" };
}

export async function submitValuation(ctx: CommerceContext, request: ValuationRequest & { email: string }, store: StoreCode) {
  const asset = await describeModel(ctx, request.assetId, store);
  const now = ctx.now();
  const reference = randomBytes(16).toString("base64url");
  const quote = await inTransaction(ctx.db, async (trx) => {
    const { grade, price } = await priceOf(trx, request);
    if (price <= 0) throw contractError(TRADE_IN_ERRORS, "tradein.noValue");
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
        voucher_code: null,
        created_at: now.toISOString(),
      })
      .execute();
    const params = { name: await greetingName(trx, request.email), device: asset.name, value: formatMoney(price, store), link: valuationLink(ctx, store, reference) };
    await queueMessage(trx, { to: request.email, locale: store, template: "tradeInQuote", params }, now);
    return { grade, price };
  });
  return { reference, asset, ...quote, currency: "AED", status: "awaiting_device" as const, voucher: null };
}

/** What staff decide once they have checked the device. */
export type ValuationDecision = { outcome: "accepted"; grade: Grade; price: number } | { outcome: "rejected"; reason: string };

/**
 * Staff's decision on a quoted device, once: accepted issues the voucher, in fils up to the quoted price (a check
 * never pays more than the shopper was quoted), rejected records the reason. The voucher, the decision and the
 * e-mail are one transaction, and only a quote still awaiting its device changes: of two decisions sent at once,
 * one is made and the other is refused with `tradein.alreadyDecided`, issuing nothing.
 */
export async function decideValuation(ctx: CommerceContext, actor: Actor, reference: string, decision: ValuationDecision) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx.selectFrom("tradein_valuations").selectAll().where("reference", "=", reference).executeTakeFirst();
    if (!row) throw contractError(TRADE_IN_ERRORS, "tradein.valuationNotFound");
    if (row.status !== "awaiting_device") throw contractError(TRADE_IN_ERRORS, "tradein.alreadyDecided");
    const accepted = decision.outcome === "accepted" ? decision : null;
    if (accepted && (!Number.isInteger(accepted.price) || accepted.price <= 0 || accepted.price > row.price)) {
      throw contractError(TRADE_IN_ERRORS, "tradein.priceNotAllowed");
    }
    const reason = decision.outcome === "rejected" ? decision.reason.trim() : null;
    if (reason === "") throw contractError(TRADE_IN_ERRORS, "tradein.reasonRequired");

    const expiresAt = new Date(now.getTime() + VOUCHER_DAYS * DAY_MS).toISOString();
    const voucher = accepted ? { code: newGiftCardCode("TI"), balance: accepted.price, expires_at: expiresAt } : null;
    if (voucher) await trx.insertInto("gift_cards").values({ ...voucher, is_active: 1, kind: "tradein" }).execute();
    const decided = await trx
      .updateTable("tradein_valuations")
      .set({
        status: decision.outcome,
        voucher_code: voucher?.code ?? null,
        decided_grade: accepted?.grade ?? null,
        decided_price: accepted?.price ?? null,
        decided_at: now.toISOString(),
        rejection_reason: reason,
      })
      .where("id", "=", row.id)
      .where("status", "=", "awaiting_device")
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) throw contractError(TRADE_IN_ERRORS, "tradein.alreadyDecided");
    await recordAudit(
      trx,
      actor,
      {
        action: `tradein.${accepted ? "accept" : "reject"}`,
        subject: { type: "tradein", id: reference },
        before: { status: row.status, grade: row.grade, price: row.price },
        // The voucher is money: the log names it by its last characters only.
        after: accepted ? { status: "accepted", grade: accepted.grade, price: accepted.price, voucher: `…${voucher!.code.slice(-4)}` } : { status: "rejected", reason },
      },
      now,
    );

    const asset = await describeModel({ ...ctx, db: trx }, row.model_id, row.locale);
    const common = { name: await greetingName(trx, row.email), device: asset.name };
    const cartLink = storefrontLink(ctx, row.locale, "/cart");
    await queueMessage(
      trx,
      voucher
        ? {
            to: row.email,
            locale: row.locale,
            template: "tradeInVoucher",
            params: { ...common, code: voucher.code, value: formatMoney(voucher.balance, row.locale), expires: formatDate(expiresAt), link: cartLink },
          }
        : {
            to: row.email,
            locale: row.locale,
            template: "tradeInRejected",
            params: { ...common, reason: reason ?? "", link: valuationLink(ctx, row.locale, reference) },
          },
      now,
    );
    return { reference, status: decision.outcome, voucher };
  });
}

/** A submitted valuation by its reference (the shopper's page): the device, the quote, where it stands, the voucher. */
export async function findValuation(ctx: CommerceContext, reference: string, store: StoreCode) {
  const row = await ctx.db.selectFrom("tradein_valuations").selectAll().where("reference", "=", reference).executeTakeFirst();
  if (!row) throw contractError(TRADE_IN_ERRORS, "tradein.valuationNotFound");
  const card = row.voucher_code
    ? await ctx.db.selectFrom("gift_cards").select(["code", "balance", "expires_at"]).where("code", "=", row.voucher_code).executeTakeFirstOrThrow()
    : null;
  return {
    reference: row.reference,
    asset: await describeModel(ctx, row.model_id, store),
    email: row.email,
    grade: row.grade,
    price: row.price,
    currency: "AED",
    created_at: row.created_at,
    status: row.status,
    decided_price: row.decided_price,
    decided_at: row.decided_at,
    rejection_reason: row.rejection_reason,
    voucher: card,
  };
}

/** Trade-ins for the back office: those at `status`, oldest first for devices awaiting inspection, else latest first. */
export async function listValuations(ctx: CommerceContext, query: { status: TradeInStatus; page: number; pageSize: number }, store: StoreCode) {
  const select = ctx.db.selectFrom("tradein_valuations as v").where("v.status", "=", query.status);
  const [total, rows] = await Promise.all([
    countOf(select),
    select
      .innerJoin("tradein_models as m", "m.id", "v.model_id")
      .selectAll("v")
      .select(["m.name_en", "m.name_ar"])
      .orderBy("v.id", query.status === "awaiting_device" ? "asc" : "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      reference: row.reference,
      device: localised(row, "name", store),
      email: row.email,
      grade: row.grade,
      price: row.price,
      created_at: row.created_at,
      decided_grade: row.decided_grade,
      decided_price: row.decided_price,
      decided_at: row.decided_at,
      rejection_reason: row.rejection_reason,
    })),
  };
}
