import { cardDigits, TEST_SECURE_CODE } from "./cards";
import { MESSAGE, STATUS, type GatewayMessage } from "../../aps-codes";
import { withSignature } from "../../aps-signature";
import { notifyMerchant, type MerchantEndpoint } from "../notify";
import { testMerchantCredentials } from "./credentials";
import { errorResponse, htmlResponse, signedFormPost } from "./http";
import { securePage } from "./pages";
import { purchaseParams, type GatewayContext, type Transaction } from "./transactions";

/**
 * `GET|POST /test-gateway/3ds/{fort_id}`: the issuer's 3-D Secure challenge. The shopper types the one-time
 * code (Authenticate) or gives up (Cancel); the transaction is settled once, and the browser posts the signed
 * outcome back to the merchant's return_url, as a form from the gateway's page (decision 043). A page of a settled transaction sends it back again with the
 * same outcome, so a reload or a second post changes nothing.
 */

const MAX_CODE_ATTEMPTS = 3;

export async function securePageGet(ctx: GatewayContext, fortId: string): Promise<Response> {
  const transaction = await transactionOf(ctx, fortId);
  if (!transaction) return errorResponse("en", "notFound", 404);
  if (transaction.status !== "challenge") return backToMerchant(ctx, transaction);
  return renderChallenge(ctx, transaction, false);
}

export async function securePagePost(ctx: GatewayContext, fortId: string, request: Request, merchant?: MerchantEndpoint): Promise<Response> {
  const transaction = await transactionOf(ctx, fortId);
  if (!transaction) return errorResponse("en", "notFound", 404);
  if (transaction.status !== "challenge") return backToMerchant(ctx, transaction);
  const form = await request.formData().catch(() => null);
  if (form?.get("action") === "cancel") return settle(ctx, transaction, "failed", MESSAGE.authenticationCancelled, merchant);
  const code = form?.get("code");
  if (typeof code === "string" && cardDigits(code) === TEST_SECURE_CODE) {
    const token = await ctx.db.selectFrom("test_gateway_tokens").select("outcome").where("token_name", "=", transaction.token_name).executeTakeFirstOrThrow();
    return token.outcome === "challengeFails"
      ? settle(ctx, transaction, "failed", MESSAGE.authenticationFailed, merchant)
      : settle(ctx, transaction, "captured", MESSAGE.success, merchant);
  }
  const attempted = await ctx.db
    .updateTable("test_gateway_transactions")
    .set((eb) => ({ code_attempts: eb("code_attempts", "+", 1) }))
    .where("id", "=", transaction.id)
    .where("status", "=", "challenge")
    .returning("code_attempts")
    .executeTakeFirst();
  if (!attempted || attempted.code_attempts >= MAX_CODE_ATTEMPTS) return settle(ctx, transaction, "failed", MESSAGE.authenticationFailed, merchant);
  return renderChallenge(ctx, transaction, true);
}

function transactionOf(ctx: GatewayContext, fortId: string): Promise<Transaction | undefined> {
  return ctx.db.selectFrom("test_gateway_transactions").selectAll().where("fort_id", "=", fortId).executeTakeFirst();
}

async function renderChallenge(ctx: GatewayContext, transaction: Transaction, wrongCode: boolean): Promise<Response> {
  const token = await ctx.db.selectFrom("test_gateway_tokens").select("masked_card").where("token_name", "=", transaction.token_name).executeTakeFirstOrThrow();
  const html = securePage({
    language: transaction.language,
    action: `/test-gateway/3ds/${transaction.fort_id}`,
    amount: transaction.amount,
    maskedCard: token.masked_card,
    plan: transaction.issuer_code && transaction.number_of_installments ? { issuer: transaction.issuer_code, months: transaction.number_of_installments } : null,
    testCode: TEST_SECURE_CODE,
    wrongCode,
  });
  return htmlResponse(html, wrongCode ? 400 : 200);
}

/**
 * Settles a waiting transaction (only the first settlement counts), tells the merchant server to server (the
 * transaction feedback, before the shopper's browser can come back) and sends the shopper back with its outcome.
 */
async function settle(ctx: GatewayContext, transaction: Transaction, status: "captured" | "failed", message: GatewayMessage, merchant?: MerchantEndpoint): Promise<Response> {
  const settled = await ctx.db
    .updateTable("test_gateway_transactions")
    .set({
      status,
      response_code: (status === "captured" ? STATUS.purchased : STATUS.purchaseFailed) + message.code,
      response_message: message.text,
      updated_at: ctx.now().toISOString(),
    })
    .where("id", "=", transaction.id)
    .where("status", "=", "challenge")
    .executeTakeFirst();
  const now = (await transactionOf(ctx, transaction.fort_id))!;
  if (Number(settled.numUpdatedRows) === 1) await notifyMerchant(merchant, signedAnswer(ctx, now));
  return backToMerchant(ctx, now);
}

function signedAnswer(ctx: GatewayContext, transaction: Transaction): Record<string, string> {
  const credentials = testMerchantCredentials(ctx.secret);
  const signed = withSignature(credentials.responsePhrase, purchaseParams(transaction, credentials));
  return Object.fromEntries(Object.entries(signed).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}

function backToMerchant(ctx: GatewayContext, transaction: Transaction): Response {
  return signedFormPost(transaction.language, transaction.return_url, signedAnswer(ctx, transaction));
}
