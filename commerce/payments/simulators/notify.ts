/**
 * The simulators' server-to-server notifications (decision 043), as the real providers send them once the
 * shopper has paid: Amazon Payment Services' "direct transaction feedback" (the signed PURCHASE answer), a
 * Tabby or Tamara webhook (the payment's id, which the store then looks up). They go to the store's backend
 * whether or not the shopper's browser ever comes back; a lost one is logged, and the abandoned-payment sweep
 * asks the provider later, as the store would when a real provider's retries run out.
 */

/** The store's backend, as the simulators reach it (in process). */
export type MerchantEndpoint = (request: Request) => Promise<Response>;

/** Where the store takes a provider's answer without a shopper's session. */
export const PROVIDER_ANSWER_URL = "http://store-backend.internal/api/payment/provider-answer";

export async function notifyMerchant(endpoint: MerchantEndpoint | undefined, params: Record<string, string>): Promise<void> {
  if (!endpoint) return;
  try {
    const response = await endpoint(
      new Request(PROVIDER_ANSWER_URL, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params }) }),
    );
    if (!response.ok) console.warn(`payment simulator: the store answered its notification with HTTP ${response.status}`);
  } catch (error) {
    console.error("payment simulator: the notification did not reach the store", error);
  }
}
