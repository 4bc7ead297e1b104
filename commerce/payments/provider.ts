import type { Selectable } from "kysely";
import type { CommerceContext } from "../api/context";
import type { StoreCode } from "../api/store";
import type { PaymentTable } from "../db/schema";

/**
 * One interface for every way to pay (decision 016), shaped like the payment providers of mature commerce
 * engines (Medusa's payment provider, Vendure's payment method handler):
 *
 *   initiate ─→ (shopper at the provider's page) ─→ verifyReturn ─→ authorize ─→ capture
 *                                                         └──────→ cancel / refund
 *
 * An order paid this way is created pending, with a `payments` row in status `initiated`; only a verified
 * answer from the provider (a signature checked with a secret the browser never sees, then a server-to-server
 * status query) moves it on. A browser redirect alone proves nothing.
 */

export type Payment = Selectable<PaymentTable>;

/** What the checkout knows when it asks a provider to start. */
export interface PaymentStart {
  payment: Payment;
  orderNumber: string;
  email: string;
  /** The mobile number as 9 national digits (BNPL providers check it). */
  mobile: string;
  store: StoreCode;
  /** Where the provider sends the shopper's browser back to (the storefront's `/paymentInProgress`). */
  returnUrl: string;
  /** Provider-specific input the checkout collected (a card token, a saved card). */
  input: Record<string, string>;
}

/** Where the shopper goes next. */
export type PaymentNext =
  /** Paid (or, for cash on delivery, nothing to pay now): confirm the order. */
  | { kind: "authorized"; providerReference: string | null }
  /** The provider's own page: 3-D Secure, a BNPL approval. */
  | { kind: "redirect"; url: string; providerReference: string | null }
  /** Refused: the order fails, its stock comes back and the cart is restored. */
  | { kind: "failed"; code: PaymentFailure };

/** Why a payment did not go through; the storefront shows SPEC §8's message for each. */
export type PaymentFailure = "declined" | "authenticationFailed" | "cancelled" | "expired" | "notEligible" | "error";

/** What a verified return or status query says about one payment. */
export type PaymentOutcome =
  | { status: "authorized" | "captured"; providerReference: string | null }
  | { status: "pending" }
  | { status: "failed"; code: PaymentFailure };

/** What a provider answers for a refund it made: its own reference of it, when it gives one. */
export interface RefundReceipt {
  providerReference: string | null;
}

export interface PaymentProvider {
  /** SPEC's payment method code (`credit_card`, `tabby`, …). */
  readonly code: string;
  /** False for a real provider that is not configured: listed, but not offered. */
  readonly configured: boolean;
  initiate(ctx: CommerceContext, start: PaymentStart): Promise<PaymentNext>;
  /**
   * Whether a return (query or form parameters, not verified yet) names this payment: a return is only ever
   * verified for the payment it must be about, so one brought by someone else asks the provider nothing.
   */
  namesPayment(params: Record<string, string>, payment: Payment): boolean;
  /**
   * Reads what the provider's return brought (query or form parameters), checks its signature and asks the
   * provider itself; answers the payment's reference and outcome, or null for a forged or unreadable return.
   */
  verifyReturn(ctx: CommerceContext, params: Record<string, string>): Promise<{ reference: string; outcome: PaymentOutcome } | null>;
  /** Asks the provider where a payment stands (the abandoned-payment sweep asks before it releases stock). */
  status(ctx: CommerceContext, payment: Payment): Promise<PaymentOutcome>;
  capture(ctx: CommerceContext, payment: Payment): Promise<void>;
  cancel(ctx: CommerceContext, payment: Payment): Promise<void>;
  /** Gives `amount` fils of a taken payment back; throws when the provider refuses or cannot be reached. */
  refund(ctx: CommerceContext, payment: Payment, amount: number): Promise<RefundReceipt>;
}
