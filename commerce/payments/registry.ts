import { tabbyProvider, tamaraProvider } from "./bnpl";
import { cardProvider } from "./card";
import { cashOnDelivery } from "./cash-on-delivery";
import { paypalProvider } from "./paypal";
import type { PaymentProvider } from "./provider";

/**
 * The provider that takes each payment method code the checkout offers (commerce/payments/methods.ts). Card
 * instalments are a card payment the shopper's bank splits (the gateway's PURCHASE, SPEC §9), so the card
 * provider takes them under their own code.
 */
const installments: PaymentProvider = { ...cardProvider, code: "installments" };
const providers: ReadonlyMap<string, PaymentProvider> = new Map(
  [cashOnDelivery, cardProvider, installments, tabbyProvider, tamaraProvider, paypalProvider].map((provider) => [provider.code, provider]),
);

export function providerFor(code: string): PaymentProvider | undefined {
  return providers.get(code);
}
