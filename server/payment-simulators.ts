import { isTestIdentityPath } from "../commerce/identity-provider/handler";
import { isSimulatorPath } from "../commerce/payments/simulators";
import { answeredByCommerce } from "~/lib/commerce.server";
import { config } from "~/lib/config.server";

/**
 * The payment simulators' pages and API, when PAYMENT_SIMULATORS is on (decision 034), and the test identity
 * provider's, when TEST_IDENTITY_PROVIDER is on (decision 059): answered by the backend before React Router.
 * Null for any other path, and for theirs when they are off (then a 404 like any unknown page).
 */
export function simulatorAnswer(request: Request): Promise<Response | null> | null {
  const { pathname } = new URL(request.url);
  const served = (config.paymentSimulators && isSimulatorPath(pathname)) || (config.testIdentityProvider && isTestIdentityPath(pathname));
  return served ? answeredByCommerce(request) : null;
}
