import type { Selectable } from "kysely";
import type { CommerceContext } from "../../../api/context";
import type { TestGatewayTransactionTable } from "../../../db/schema";
import type { ApsParams } from "../../aps-signature";
import type { MerchantCredentials } from "../../gateways";

/** What the gateway's handlers need of the commerce context. */
export type GatewayContext = Pick<CommerceContext, "db" | "now" | "secret">;

export type Transaction = Selectable<TestGatewayTransactionTable>;

export async function transactionByReference(ctx: GatewayContext, merchantIdentifier: string, reference: string): Promise<Transaction | undefined> {
  return ctx.db
    .selectFrom("test_gateway_transactions")
    .selectAll()
    .where("merchant_identifier", "=", merchantIdentifier)
    .where("merchant_reference", "=", reference)
    .executeTakeFirst();
}

/** APS's transaction status for CHECK_STATUS: 14 captured, 20 waiting for 3-D Secure, 13 failed, 06 refunded or voided. */
export function transactionStatusOf(transaction: Transaction): string {
  switch (transaction.status) {
    case "captured":
      return "14";
    case "challenge":
      return "20";
    case "failed":
      return "13";
    case "voided":
    case "refunded":
      return "06";
  }
}

/** The answer to a purchase, as PURCHASE and the return from the 3-D Secure page give it. */
export function purchaseParams(transaction: Transaction, credentials: MerchantCredentials): ApsParams {
  return {
    command: "PURCHASE",
    access_code: credentials.accessCode,
    merchant_identifier: transaction.merchant_identifier,
    merchant_reference: transaction.merchant_reference,
    fort_id: transaction.fort_id,
    amount: transaction.amount,
    currency: transaction.currency,
    language: transaction.language,
    response_code: transaction.response_code,
    status: transaction.response_code.slice(0, 2),
    response_message: transaction.response_message,
    ...planParams(transaction),
  };
}

/** The instalment plan the merchant asked for, echoed in every answer about the transaction; nothing without one. */
export function planParams(transaction: Transaction): ApsParams {
  return transaction.issuer_code !== null && transaction.number_of_installments !== null
    ? { issuer_code: transaction.issuer_code, number_of_installments: transaction.number_of_installments }
    : {};
}
