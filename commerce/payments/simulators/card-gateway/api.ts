import { randomInt } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { hasValidSignature, withSignature, type ApsParams } from "../../aps-signature";
import { MESSAGE, STATUS, type GatewayMessage } from "../../aps-codes";
import type { MerchantCredentials } from "../../gateways";
import { testMerchantCredentials } from "./credentials";
import { languageField, merchantReferenceField, returnUrlField } from "./fields";
import { planParams, purchaseParams, transactionByReference, transactionStatusOf, type GatewayContext, type Transaction } from "./transactions";

/**
 * `POST /test-gateway/FortAPI/paymentApi`: APS's server-to-server API in JSON, each request signed with the
 * merchant's request phrase and each answer with its response phrase. It answers 200 whatever happened; the
 * `status` and `response_code` say what (codes.ts).
 */

const merchantFields = { access_code: z.string(), merchant_identifier: z.string(), signature: z.string() };
const amountField = z.number().int().positive().max(1_000_000_000);

const purchaseRequest = z.object({
  command: z.literal("PURCHASE"),
  ...merchantFields,
  merchant_reference: merchantReferenceField,
  amount: amountField,
  currency: z.literal("AED"),
  language: languageField,
  customer_email: z.string().email().max(254),
  token_name: z.string().max(100),
  return_url: returnUrlField,
  /** APS's card instalments: the issuer bank's code and the number of months, echoed in every answer. */
  issuer_code: z.string().regex(/^[A-Z]{3}$/).optional(),
  number_of_installments: z.coerce.number().int().min(2).max(60).optional(),
});

const checkStatusRequest = z.object({
  query_command: z.literal("CHECK_STATUS"),
  ...merchantFields,
  merchant_reference: merchantReferenceField,
  language: languageField.optional(),
});

const refundRequest = z.object({
  command: z.literal("REFUND"),
  ...merchantFields,
  merchant_reference: merchantReferenceField,
  amount: amountField,
  currency: z.literal("AED"),
  language: languageField.optional(),
});

const voidRequest = z.object({
  command: z.literal("VOID_AUTHORIZATION"),
  ...merchantFields,
  merchant_reference: merchantReferenceField,
  language: languageField.optional(),
});

/** Any flat JSON object: APS parameters are strings and numbers. */
const flatObject = z.record(z.union([z.string(), z.number()]));

export async function paymentApi(ctx: GatewayContext, request: Request): Promise<Response> {
  const credentials = testMerchantCredentials(ctx.secret);
  const answer = (params: ApsParams) => Response.json(withSignature(credentials.responsePhrase, params), { headers: { "Cache-Control": "no-store" } });
  const body = flatObject.safeParse(await request.json().catch(() => null));
  if (!body.success) return answer(refusal({}, STATUS.invalidRequest, MESSAGE.invalidParameter));
  const params = body.data;
  if (params.access_code !== credentials.accessCode || params.merchant_identifier !== credentials.merchantIdentifier) {
    return answer(refusal(params, STATUS.invalidRequest, MESSAGE.invalidMerchant));
  }
  if (!hasValidSignature(credentials.requestPhrase, params)) return answer(refusal(params, STATUS.invalidRequest, MESSAGE.signatureMismatch));

  const run = <T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, command: (request: T) => Promise<ApsParams>) => {
    const parsed = schema.safeParse(params);
    if (!parsed.success) {
      const missing = parsed.error.issues.some((issue) => issue.code === "invalid_type" && issue.received === "undefined");
      return refusal(params, STATUS.invalidRequest, missing ? MESSAGE.missingParameter : MESSAGE.invalidParameter);
    }
    return command(parsed.data);
  };
  if (params.query_command === "CHECK_STATUS") return answer(await run(checkStatusRequest, (r) => checkStatus(ctx, credentials, r)));
  switch (params.command) {
    case "PURCHASE":
      return answer(await run(purchaseRequest, (r) => purchase(ctx, credentials, r)));
    case "REFUND":
      return answer(await run(refundRequest, (r) => refund(ctx, credentials, r)));
    case "VOID_AUTHORIZATION":
      return answer(await run(voidRequest, (r) => voidAuthorization(ctx, credentials, r)));
    default:
      return answer(refusal(params, STATUS.invalidRequest, MESSAGE.invalidCommand));
  }
}

/** A refused request: what it asked for, echoed, with why. */
function refusal(params: ApsParams, status: string, message: GatewayMessage): ApsParams {
  const { signature: _signature, ...echoed } = params;
  return { ...echoed, response_code: status + message.code, status, response_message: message.text };
}

/** APS's fort_id: the gateway's own reference of a transaction, 18 digits. */
function newFortId(): string {
  return String(randomInt(1, 1_000_000_000)).padStart(9, "0") + String(randomInt(0, 1_000_000_000)).padStart(9, "0");
}

/**
 * Charges the token (APS PURCHASE is authorisation and capture at once). A reference the merchant already
 * used answers that transaction as it stands: the second request charges nothing.
 */
async function purchase(ctx: GatewayContext, credentials: MerchantCredentials, request: z.infer<typeof purchaseRequest>): Promise<ApsParams> {
  const earlier = await transactionByReference(ctx, credentials.merchantIdentifier, request.merchant_reference);
  if (earlier) return purchaseAnswer(ctx, credentials, earlier);
  const token = await ctx.db
    .selectFrom("test_gateway_tokens")
    .select(["token_name", "outcome"])
    .where("token_name", "=", request.token_name)
    .where("merchant_identifier", "=", credentials.merchantIdentifier)
    .executeTakeFirst();
  if (!token) return refusal(request, STATUS.invalidRequest, MESSAGE.invalidToken);
  const [status, message] =
    token.outcome === "approved"
      ? (["captured", MESSAGE.success] as const)
      : token.outcome === "declined"
        ? (["failed", MESSAGE.declined] as const)
        : (["challenge", MESSAGE.secureCheckRequested] as const);
  const statusCode = status === "captured" ? STATUS.purchased : status === "failed" ? STATUS.purchaseFailed : STATUS.onHold;
  const now = ctx.now().toISOString();
  await ctx.db
    .insertInto("test_gateway_transactions")
    .values({
      fort_id: newFortId(),
      merchant_identifier: credentials.merchantIdentifier,
      merchant_reference: request.merchant_reference,
      token_name: token.token_name,
      amount: request.amount,
      currency: request.currency,
      language: request.language,
      customer_email: request.customer_email,
      return_url: request.return_url,
      issuer_code: request.issuer_code ?? null,
      number_of_installments: request.number_of_installments ?? null,
      status,
      response_code: statusCode + message.code,
      response_message: message.text,
      created_at: now,
      updated_at: now,
    })
    // Two requests with one reference at the same time: the first insert wins and both answer it.
    .onConflict((conflict) => conflict.columns(["merchant_identifier", "merchant_reference"]).doNothing())
    .execute();
  const transaction = await transactionByReference(ctx, credentials.merchantIdentifier, request.merchant_reference);
  return purchaseAnswer(ctx, credentials, transaction!);
}

async function purchaseAnswer(ctx: GatewayContext, credentials: MerchantCredentials, transaction: Transaction): Promise<ApsParams> {
  const token = await ctx.db
    .selectFrom("test_gateway_tokens")
    .select(["masked_card", "expiry_date", "brand"])
    .where("token_name", "=", transaction.token_name)
    .executeTakeFirstOrThrow();
  return {
    ...purchaseParams(transaction, credentials),
    customer_email: transaction.customer_email,
    token_name: transaction.token_name,
    card_number: token.masked_card,
    expiry_date: token.expiry_date,
    payment_option: token.brand,
    ...(transaction.status === "challenge" ? { "3ds_url": secureUrlOf(transaction) } : {}),
  };
}

/**
 * The challenge page, on the origin of the merchant's return URL: the gateway is served on the store's own
 * origin, and the one the shopper is using is the one the page's form may send them back to.
 */
function secureUrlOf(transaction: Transaction): string {
  return `${new URL(transaction.return_url).origin}/test-gateway/3ds/${transaction.fort_id}`;
}

async function checkStatus(ctx: GatewayContext, credentials: MerchantCredentials, request: z.infer<typeof checkStatusRequest>): Promise<ApsParams> {
  const transaction = await transactionByReference(ctx, credentials.merchantIdentifier, request.merchant_reference);
  if (!transaction) return refusal(request, STATUS.checkStatusFailed, MESSAGE.notFound);
  const { signature: _signature, ...echoed } = request;
  return {
    ...echoed,
    response_code: STATUS.checkStatusSuccess + MESSAGE.success.code,
    status: STATUS.checkStatusSuccess,
    response_message: MESSAGE.success.text,
    fort_id: transaction.fort_id,
    transaction_status: transactionStatusOf(transaction),
    transaction_code: transaction.response_code,
    transaction_message: transaction.response_message,
    amount: transaction.amount,
    currency: transaction.currency,
    captured_amount: transaction.status === "captured" || transaction.status === "refunded" ? transaction.amount : 0,
    refunded_amount: transaction.refunded_amount,
    ...planParams(transaction),
  };
}

/** A refund of some or all of what was captured; the refunds of one transaction never add up to more. */
async function refund(ctx: GatewayContext, credentials: MerchantCredentials, request: z.infer<typeof refundRequest>): Promise<ApsParams> {
  const refunded = await ctx.db
    .updateTable("test_gateway_transactions")
    .set((eb) => ({
      refunded_amount: eb("refunded_amount", "+", request.amount),
      status: sql<"captured" | "refunded">`CASE WHEN refunded_amount + ${request.amount} = amount THEN 'refunded' ELSE 'captured' END`,
      updated_at: ctx.now().toISOString(),
    }))
    .where("merchant_identifier", "=", credentials.merchantIdentifier)
    .where("merchant_reference", "=", request.merchant_reference)
    .where("status", "=", "captured")
    .where(sql<boolean>`refunded_amount + ${request.amount} <= amount`)
    .executeTakeFirst();
  const transaction = await transactionByReference(ctx, credentials.merchantIdentifier, request.merchant_reference);
  if (refunded.numUpdatedRows === 0n) {
    const why = !transaction ? MESSAGE.notFound : transaction.status === "captured" ? MESSAGE.aboveCaptured : MESSAGE.wrongState;
    return refusal(request, STATUS.refundFailed, why);
  }
  const { signature: _signature, ...echoed } = request;
  return {
    ...echoed,
    fort_id: transaction!.fort_id,
    response_code: STATUS.refunded + MESSAGE.success.code,
    status: STATUS.refunded,
    response_message: MESSAGE.success.text,
  };
}

/**
 * Voids a purchase nothing was refunded of: one still waiting for 3-D Secure (the shopper never finishes), or
 * one captured that the merchant calls off. Voiding a voided purchase again succeeds and changes nothing.
 */
async function voidAuthorization(ctx: GatewayContext, credentials: MerchantCredentials, request: z.infer<typeof voidRequest>): Promise<ApsParams> {
  await ctx.db
    .updateTable("test_gateway_transactions")
    .set({
      status: "voided",
      response_code: STATUS.voided + MESSAGE.success.code,
      response_message: "Voided by the merchant",
      updated_at: ctx.now().toISOString(),
    })
    .where("merchant_identifier", "=", credentials.merchantIdentifier)
    .where("merchant_reference", "=", request.merchant_reference)
    .where((eb) => eb.or([eb("status", "=", "challenge"), eb.and([eb("status", "=", "captured"), eb("refunded_amount", "=", 0)])]))
    .execute();
  const transaction = await transactionByReference(ctx, credentials.merchantIdentifier, request.merchant_reference);
  if (!transaction) return refusal(request, STATUS.voidFailed, MESSAGE.notFound);
  if (transaction.status !== "voided") return refusal(request, STATUS.voidFailed, MESSAGE.wrongState);
  const { signature: _signature, ...echoed } = request;
  return {
    ...echoed,
    fort_id: transaction.fort_id,
    response_code: STATUS.voided + MESSAGE.success.code,
    status: STATUS.voided,
    response_message: MESSAGE.success.text,
  };
}
