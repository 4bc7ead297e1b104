import type { CommerceContext } from "../api/context";
import type { TestBnplMerchant } from "../db/schema";

/**
 * The payment services the store's providers call, as configuration describes them: where they are, the
 * merchant's credentials there, and how a request reaches them. `card.ts` and `bnpl.ts` know nothing else of
 * a service; the built-in simulators (`simulators/`) are one configuration of it, a real account another.
 */

/**
 * Sends one request to the service. The calling store's context comes along so an in-process service (a
 * simulator) serves the same database and shopper origin; a service over the network ignores it and `fetch`es.
 */
export type ServiceTransport = (ctx: CommerceContext, request: Request) => Promise<Response>;

/** A service on the network: the request is sent as it is. */
export const overTheNetwork: ServiceTransport = (_ctx, request) => fetch(request);

/** The store's merchant account at an Amazon Payment Services-shaped card gateway (its back office issues these). */
export interface MerchantCredentials {
  accessCode: string;
  merchantIdentifier: string;
  /** Signs what the merchant sends the gateway. */
  requestPhrase: string;
  /** Signs what the gateway answers the merchant. */
  responsePhrase: string;
}

export interface CardGateway {
  /** Where the storefront's card form posts (the shopper's browser goes there). */
  paymentPageUrl: string;
  /** The server-to-server API (JSON). */
  apiUrl: string;
  credentials: MerchantCredentials;
  send: ServiceTransport;
}

/** A Tabby-shaped BNPL service: its API's base URL, and the store's account at each provider. */
export interface BnplService {
  apiUrl: string;
  accounts: Record<TestBnplMerchant, { merchantCode: string; secretKey: string }>;
  send: ServiceTransport;
}

/**
 * A PayPal-shaped REST service (OAuth2 and Orders v2): its API's base URL (`https://api-m.sandbox.paypal.com`)
 * and the store's REST app there. Configured apart from the others: a real PayPal account (PAYPAL_API_URL,
 * PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET), else the built-in simulator when PAYMENT_SIMULATORS is on.
 */
export interface PaypalService extends PaypalAccount {
  send: ServiceTransport;
}

/** The store's REST app at a PayPal (its developer dashboard shows these). */
export interface PaypalAccount {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Every configured payment service; null when none is (no simulators and no real account). */
export interface PaymentGateways {
  card: CardGateway;
  bnpl: BnplService;
}
