import type { CommerceContext } from "../../api/context";
import type { PaymentGateways, PaypalService, ServiceTransport } from "../gateways";
import { handleTestBnpl, TEST_BNPL_PREFIX } from "./bnpl/handler";
import { TEST_BNPL_MERCHANT_CODES, testBnplSecretKey } from "./bnpl/merchants";
import { testMerchantCredentials } from "./card-gateway/credentials";
import { createTestCardGateway, TEST_GATEWAY_PREFIX } from "./card-gateway/handler";
import type { MerchantEndpoint } from "./notify";
import { TEST_PAYPAL_CLIENT_ID, testPaypalClientSecret } from "./paypal/credentials";
import { handleTestPaypal, TEST_PAYPAL_PREFIX } from "./paypal/handler";

/**
 * The built-in payment simulators (decisions 017, 018, 048): a card gateway shaped like Amazon Payment Services,
 * a BNPL service shaped like Tabby and a PayPal shaped like its Orders v2 API, each a server of its own that
 * happens to answer on the store's origin, so the shopper's browser reaches their pages with real HTTP and the
 * site's `form-action 'self'`. They are mounted only when PAYMENT_SIMULATORS is on (the default); the store's
 * providers then reach them through `simulatedGateways` and `simulatedPaypal`, in process, as they would reach a
 * real provider over the network.
 */

/** Whether a path is a simulator's (its pages, stylesheet or API), whether or not they are mounted. */
export function isSimulatorPath(pathname: string): boolean {
  return [TEST_GATEWAY_PREFIX, TEST_BNPL_PREFIX, TEST_PAYPAL_PREFIX].some((prefix) => pathname.startsWith(prefix));
}

/**
 * A request to a simulator, answered in the simulator's own shapes (pages, redirects, JSON); null for any
 * other path. `merchant` is the store's backend, which their notifications go to (none: they send none).
 */
export async function handleSimulatorRequest(ctx: CommerceContext, request: Request, merchant?: MerchantEndpoint): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(TEST_GATEWAY_PREFIX)) return createTestCardGateway(ctx, merchant)(request);
  if (pathname.startsWith(TEST_BNPL_PREFIX)) return handleTestBnpl(ctx, request, merchant);
  if (pathname.startsWith(TEST_PAYPAL_PREFIX)) return handleTestPaypal(ctx, request, merchant);
  return null;
}

/** The host of the simulators' API URLs: requests to them never leave the process, so it names no machine. */
const IN_PROCESS_ORIGIN = "http://payment-simulators.internal";

const inProcess: ServiceTransport = async (ctx, request) =>
  (await handleSimulatorRequest(ctx, request)) ?? new Response("Not Found", { status: 404 });

/** The store's configuration for the simulators: their URLs, and the merchant credentials derived from the commerce secret. */
export function simulatedGateways(secret: string): PaymentGateways {
  return {
    card: {
      paymentPageUrl: `${TEST_GATEWAY_PREFIX}FortAPI/paymentPage`,
      apiUrl: `${IN_PROCESS_ORIGIN}${TEST_GATEWAY_PREFIX}FortAPI/paymentApi`,
      credentials: testMerchantCredentials(secret),
      send: inProcess,
    },
    bnpl: {
      apiUrl: `${IN_PROCESS_ORIGIN}${TEST_BNPL_PREFIX}api/v2`,
      accounts: {
        tabby: { merchantCode: TEST_BNPL_MERCHANT_CODES.tabby, secretKey: testBnplSecretKey(secret, "tabby") },
        tamara: { merchantCode: TEST_BNPL_MERCHANT_CODES.tamara, secretKey: testBnplSecretKey(secret, "tamara") },
      },
      send: inProcess,
    },
  };
}

/** The store's REST app at the test PayPal, reached in process like the other simulators. */
export function simulatedPaypal(secret: string): PaypalService {
  return {
    apiUrl: `${IN_PROCESS_ORIGIN}${TEST_PAYPAL_PREFIX.slice(0, -1)}`,
    clientId: TEST_PAYPAL_CLIENT_ID,
    clientSecret: testPaypalClientSecret(secret),
    send: inProcess,
  };
}
