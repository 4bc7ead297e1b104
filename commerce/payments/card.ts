import { z } from "zod";
import type { CommerceContext } from "../api/context";
import type { StoreCode } from "../api/store";
import { CARD_RETURN_PATH } from "../contract/checkout";
import { MESSAGE, STATUS } from "./aps-codes";
import { hasValidSignature, withSignature, type ApsParams } from "./aps-signature";
import type { CardGateway } from "./gateways";
import type { Payment, PaymentFailure, PaymentNext, PaymentOutcome, PaymentProvider, PaymentStart, RefundReceipt } from "./provider";

/**
 * Card payments (`credit_card`) through a gateway that speaks Amazon Payment Services' protocol: the shopper's
 * browser posts the card to the gateway's hosted page (tokenization), and we charge the token server to server
 * (PURCHASE), sending the shopper to 3-D Secure when the gateway asks. Which gateway is configuration
 * (`ctx.gateways.card`: its URLs, credentials and transport); the built-in simulator is one, a real APS account
 * another, the rest unchanged.
 */

function gatewayOf(ctx: CommerceContext): CardGateway {
  if (!ctx.gateways) throw new Error("card gateway: none is configured (PAYMENT_SIMULATORS is off and no real gateway is set up)");
  return ctx.gateways.card;
}

/** The hidden fields of the storefront's card form; it adds card_number, expiry_date (YYMM), card_security_code, card_holder_name and remember_me. */
export interface TokenizationForm {
  action: string;
  fields: Record<string, string>;
}

export function tokenizationForm(
  ctx: CommerceContext,
  form: { reference: string; store: StoreCode; returnUrl: string },
): TokenizationForm {
  const gateway = gatewayOf(ctx);
  const { credentials } = gateway;
  const fields = withSignature(credentials.requestPhrase, {
    service_command: "TOKENIZATION",
    access_code: credentials.accessCode,
    merchant_identifier: credentials.merchantIdentifier,
    merchant_reference: form.reference,
    language: form.store,
    return_url: form.returnUrl,
  });
  return { action: gateway.paymentPageUrl, fields };
}

/** The card field a refused tokenization is about (the form's own field names), or `error` when it is none. */
export type CardFieldFailure = "card_number" | "expiry_date" | "card_security_code" | "card_holder_name" | "error";

export type TokenizationResult =
  /** `expiry` is `MM/YY`. */
  | { reference: string; token: string; brand: string; masked: string; bin: string | null; expiry: string; holder: string; remember: boolean }
  | { reference: string; failure: CardFieldFailure };

const tokenizationReturn = z.object({
  service_command: z.literal("TOKENIZATION"),
  access_code: z.string(),
  merchant_identifier: z.string(),
  merchant_reference: z.string(),
  language: z.string(),
  response_code: z.string(),
  status: z.string(),
  response_message: z.string(),
  signature: z.string(),
  token_name: z.string().optional(),
  card_number: z.string().optional(),
  expiry_date: z.string().optional(),
  card_bin: z.string().regex(/^\d{6}$/).optional(),
  card_holder_name: z.string().optional(),
  payment_option: z.string().optional(),
  remember_me: z.string().optional(),
});

const FIELD_OF_MESSAGE: Record<string, CardFieldFailure> = {
  [MESSAGE.invalidCardNumber.code]: "card_number",
  [MESSAGE.cardExpired.code]: "expiry_date",
  [MESSAGE.invalidSecurityCode.code]: "card_security_code",
  [MESSAGE.invalidHolderName.code]: "card_holder_name",
};

/** Reads where the gateway's hosted page sent the shopper back to: the token, why the card was refused, or null when the answer is not the gateway's. */
export function readTokenization(ctx: CommerceContext, params: Record<string, string>): TokenizationResult | null {
  const parsed = tokenizationReturn.safeParse(params);
  if (!parsed.success) return null;
  const answer = parsed.data;
  const { credentials } = gatewayOf(ctx);
  if (answer.merchant_identifier !== credentials.merchantIdentifier || !hasValidSignature(credentials.responsePhrase, answer)) return null;
  const reference = answer.merchant_reference;
  const { token_name, payment_option, card_number, expiry_date, card_holder_name } = answer;
  if (answer.status === STATUS.tokenized && token_name && payment_option && card_number && expiry_date && card_holder_name) {
    // The gateway's YYMM becomes MM/YY, as the card shows it and as the store keeps it.
    const expiry = `${expiry_date.slice(2, 4)}/${expiry_date.slice(0, 2)}`;
    const bin = answer.card_bin ?? null;
    return { reference, token: token_name, brand: payment_option, masked: card_number, bin, expiry, holder: card_holder_name, remember: answer.remember_me === "YES" };
  }
  return { reference, failure: FIELD_OF_MESSAGE[answer.response_code.slice(2)] ?? "error" };
}

/**
 * The card instalment plan of an order as APS's PURCHASE takes it (`issuer_code`, `number_of_installments`),
 * and as the gateway echoes it in its signed answers; nothing for a plain card payment.
 */
export function purchasePlan(order: { instalment_bank: string | null; instalment_months: number | null }): Record<string, string> {
  return order.instalment_bank && order.instalment_months
    ? { issuer_code: order.instalment_bank, number_of_installments: String(order.instalment_months) }
    : {};
}

/** Whether an answer of the gateway echoes the plan asked for (or, for a plain card payment, none). */
function echoesPlan(answer: Record<string, string | undefined>, plan: Record<string, string>): boolean {
  return answer.issuer_code === plan.issuer_code && answer.number_of_installments === plan.number_of_installments;
}

/** The plan of the order a payment reference is ours for; none for a plain card payment. */
async function planOfReference(ctx: CommerceContext, reference: string): Promise<Record<string, string>> {
  const order = await ctx.db
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select(["orders.instalment_bank", "orders.instalment_months"])
    .where("payments.reference", "=", reference)
    .executeTakeFirst();
  return order ? purchasePlan(order) : {};
}

const apiAnswer = z.record(z.union([z.string(), z.number()]));

const purchaseReturn = z.object({
  command: z.literal("PURCHASE"),
  access_code: z.string(),
  merchant_identifier: z.string(),
  merchant_reference: z.string(),
  fort_id: z.string(),
  amount: z.string().regex(/^\d+$/),
  currency: z.string(),
  language: z.string(),
  response_code: z.string(),
  status: z.string(),
  response_message: z.string(),
  signature: z.string(),
  issuer_code: z.string().optional(),
  number_of_installments: z.string().optional(),
});

function createCardProvider(): PaymentProvider {
  /** One signed API call; an answer that is not signed by the gateway is an error, never an outcome. */
  async function call(ctx: CommerceContext, params: ApsParams): Promise<Record<string, string>> {
    const gateway = gatewayOf(ctx);
    const { credentials } = gateway;
    const body = withSignature(credentials.requestPhrase, {
      access_code: credentials.accessCode,
      merchant_identifier: credentials.merchantIdentifier,
      ...params,
    });
    const response = await gateway.send(
      ctx,
      new Request(gateway.apiUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    );
    const answer = apiAnswer.safeParse(await response.json().catch(() => null));
    if (!response.ok || !answer.success || !hasValidSignature(credentials.responsePhrase, answer.data)) {
      throw new Error(`card gateway: unreadable or unsigned answer (HTTP ${response.status}) to ${params.command ?? params.query_command}`);
    }
    return Object.fromEntries(Object.entries(answer.data).map(([key, value]) => [key, String(value)]));
  }

  const checkStatus = (ctx: CommerceContext, reference: string) => call(ctx, { query_command: "CHECK_STATUS", merchant_reference: reference });

  return {
    code: "credit_card",
    configured: true,

    async initiate(ctx: CommerceContext, start: PaymentStart): Promise<PaymentNext> {
      const token = start.input.token;
      if (!token) return { kind: "failed", code: "error" };
      const { payment } = start;
      const plan = purchasePlan({ instalment_bank: start.input.issuer_code ?? null, instalment_months: Number(start.input.number_of_installments) || null });
      const answer = await call(ctx, {
        ...plan,
        command: "PURCHASE",
        merchant_reference: payment.reference,
        amount: payment.amount,
        currency: "AED",
        language: start.store,
        customer_email: start.email,
        token_name: token,
        // 3-D Secure posts back cross-site, to the one path that takes a post without the shopper's cookie.
        // The storefront's own query (a buy-now checkout says so) goes along.
        return_url: new URL(CARD_RETURN_PATH + new URL(start.returnUrl).search, start.returnUrl).toString(),
      });
      if (
        answer.status !== STATUS.invalidRequest &&
        (answer.merchant_reference !== payment.reference || answer.amount !== String(payment.amount) || !echoesPlan(answer, plan))
      ) {
        throw new Error(`card gateway: the purchase of ${payment.reference} came back for ${answer.merchant_reference}, ${answer.amount} fils, plan ${answer.issuer_code} ${answer.number_of_installments}`);
      }
      const providerReference = answer.fort_id ?? null;
      const secureUrl = answer["3ds_url"];
      if (answer.status === STATUS.purchased) return { kind: "authorized", providerReference };
      if (answer.status === STATUS.onHold && secureUrl) return { kind: "redirect", url: secureUrl, providerReference };
      return { kind: "failed", code: failureOf(answer.status, answer.response_code ?? "") };
    },

    namesPayment: (params, payment) => params.merchant_reference === payment.reference,

    async verifyReturn(ctx, params) {
      const parsed = purchaseReturn.safeParse(params);
      if (!parsed.success) return null;
      const back = parsed.data;
      const { credentials } = gatewayOf(ctx);
      if (back.merchant_identifier !== credentials.merchantIdentifier || !hasValidSignature(credentials.responsePhrase, back)) return null;
      // A return for another instalment plan than the one the order chose is not this payment's.
      if (!echoesPlan(back, await planOfReference(ctx, back.merchant_reference))) return null;
      // The signature proves the gateway wrote this return, not that it is the latest word: ask the gateway itself.
      const known = await checkStatus(ctx, back.merchant_reference);
      if (known.status !== STATUS.checkStatusSuccess) return null;
      if (known.merchant_reference !== back.merchant_reference || known.fort_id !== back.fort_id || known.amount !== back.amount) return null;
      return { reference: back.merchant_reference, outcome: outcomeOf(known) };
    },

    async status(ctx, payment) {
      const known = await checkStatus(ctx, payment.reference);
      if (known.status === STATUS.checkStatusSuccess) return outcomeOf(known);
      // The gateway never saw this reference: no purchase was made, so nothing was charged.
      if (known.response_code === STATUS.checkStatusFailed + MESSAGE.notFound.code) return { status: "failed", code: "expired" };
      throw new Error(`card gateway: status of ${payment.reference}: ${known.response_code} ${known.response_message}`);
    },

    // APS's PURCHASE authorises and captures at once: a card payment is captured when it is authorised.
    async capture() {},

    async cancel(ctx, payment: Payment) {
      const answer = await call(ctx, { command: "VOID_AUTHORIZATION", merchant_reference: payment.reference });
      const neverPurchased = answer.response_code === STATUS.voidFailed + MESSAGE.notFound.code;
      if (answer.status !== STATUS.voided && !neverPurchased) {
        throw new Error(`card gateway: void of ${payment.reference}: ${answer.response_code} ${answer.response_message}`);
      }
    },

    async refund(ctx, payment: Payment, amount: number): Promise<RefundReceipt> {
      const answer = await call(ctx, { command: "REFUND", merchant_reference: payment.reference, amount, currency: "AED" });
      if (answer.status !== STATUS.refunded) {
        throw new Error(`card gateway: refund of ${amount} fils of ${payment.reference}: ${answer.response_code} ${answer.response_message}`);
      }
      return { providerReference: answer.fort_id ?? null };
    },
  };
}

export const cardProvider: PaymentProvider = createCardProvider();

function failureOf(status: string | undefined, responseCode: string): PaymentFailure {
  if (status !== STATUS.purchaseFailed) return "error";
  const message = responseCode.slice(2);
  if (message === MESSAGE.authenticationFailed.code) return "authenticationFailed";
  if (message === MESSAGE.authenticationCancelled.code) return "cancelled";
  return "declined";
}

/** A CHECK_STATUS answer as the outcome of a payment; refunded or voided (06) means no money stays with us. */
function outcomeOf(known: Record<string, string>): PaymentOutcome {
  switch (known.transaction_status) {
    case STATUS.purchased:
      return { status: "captured", providerReference: known.fort_id ?? null };
    case STATUS.onHold:
      return { status: "pending" };
    case STATUS.purchaseFailed:
      return { status: "failed", code: failureOf(STATUS.purchaseFailed, known.transaction_code ?? "") };
    case STATUS.refunded:
      return { status: "failed", code: "cancelled" };
    default:
      throw new Error(`card gateway: unknown transaction status ${known.transaction_status} of ${known.merchant_reference}`);
  }
}
