import type { PaymentProvider } from "./provider";

/**
 * Cash on delivery (SPEC §5, §9): the courier collects the grand total, fee included. Nothing happens at a
 * provider: the order is confirmed once the shopper proves the delivery mobile with the code texted to it
 * (the checkout checks that before placing), and the money is counted when the courier hands it in.
 */
export const cashOnDelivery: PaymentProvider = {
  code: "cashondelivery",
  configured: true,
  initiate: async () => ({ kind: "authorized", providerReference: null }),
  // Nothing comes back from a courier's cash bag through the browser.
  namesPayment: () => false,
  verifyReturn: async () => null,
  status: async () => ({ status: "authorized", providerReference: null }),
  capture: async () => {},
  cancel: async () => {},
  // Cash the courier collected goes back by bank transfer, which no provider makes: the refund stays failed,
  // listed for finance (decision 041). Cash not collected yet is owed nothing and never gets here.
  refund: async () => {
    throw new Error("cash on delivery: collected cash goes back by bank transfer, not through a provider");
  },
};
