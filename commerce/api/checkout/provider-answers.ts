import type { Payment } from "../../payments/provider";
import { providerFor } from "../../payments/registry";
import type { CommerceContext } from "../context";
import { orderError } from "../orders/errors";
import { answerFor, failureOf, settle, type PlaceNext } from "./place";

/**
 * What a provider says about a payment without the shopper's session (decision 043): the card gateway posting
 * the shopper back cross-site (no cookie comes with it), its server-to-server transaction feedback, a BNPL or
 * PayPal webhook. The payment is the one the answer names (a signed merchant reference, or the provider's
 * payment id that only it and we know); the provider verifies the answer as for any return (signature, then its own record),
 * and the order follows. Whichever of the return and the notification comes first moves the order; every move
 * is conditional on the order still being pending, so the second changes nothing and one e-mail goes out.
 */

export interface ProviderAnswer {
  /** Our reference of the payment: the storefront's payment page reads the result of it with the shopper's session. */
  reference: string;
  /** The language the shopper paid in, when the answer says (the card gateway's does). */
  language: string | null;
  /** The payment method (the storefront's failure page offers it again). */
  method: string;
  next: PlaceNext;
}

export async function recordProviderAnswer(ctx: CommerceContext, params: Record<string, string>): Promise<ProviderAnswer> {
  const payment = await paymentNamed(ctx, params);
  const provider = payment ? providerFor(payment.provider) : undefined;
  if (!payment || !provider?.namesPayment(params, payment)) throw orderError("order.notFound");
  const verified = await provider.verifyReturn(ctx, params);
  if (!verified || verified.reference !== payment.reference) throw orderError("order.notFound");
  const order = await ctx.db.selectFrom("orders").selectAll().where("id", "=", payment.order_id).executeTakeFirstOrThrow();
  const { next } = order.status === "pending" ? await settle(ctx, order, verified.outcome) : answerFor(order, failureOf(payment));
  return { reference: payment.reference, language: params.language ?? null, method: payment.provider, next };
}

/**
 * The payment an answer names: by our reference (the card gateway's `merchant_reference`) or by the provider's
 * id (BNPL's `payment_id`, PayPal's order id `token`).
 */
function paymentNamed(ctx: CommerceContext, params: Record<string, string>): Promise<Payment | undefined> {
  const byReference = params.merchant_reference;
  const byProviderId = params.payment_id ?? params.token;
  if (byReference) return ctx.db.selectFrom("payments").selectAll().where("reference", "=", byReference).executeTakeFirst();
  if (byProviderId) return ctx.db.selectFrom("payments").selectAll().where("provider_reference", "=", byProviderId).orderBy("id", "desc").executeTakeFirst();
  return Promise.resolve(undefined);
}
