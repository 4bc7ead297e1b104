import { tabbyProvider, tamaraProvider } from "./bnpl";
import { cardProvider } from "./card";
import { cashOnDelivery } from "./cash-on-delivery";
import type { PaymentProvider } from "./provider";

/** The provider that takes each payment method code the checkout offers (commerce/payments/methods.ts). */
const providers: ReadonlyMap<string, PaymentProvider> = new Map([cashOnDelivery, cardProvider, tabbyProvider, tamaraProvider].map((provider) => [provider.code, provider]));

export function providerFor(code: string): PaymentProvider | undefined {
  return providers.get(code);
}
