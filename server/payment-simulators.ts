import { isSimulatorPath } from "../commerce/payments/simulators";
import { answeredByCommerce } from "~/lib/commerce.server";
import { config } from "~/lib/config.server";

/**
 * The payment simulators' pages and API, when PAYMENT_SIMULATORS is on (decision 034): answered by the backend
 * before React Router. Null for any other path, and for theirs when they are off (then a 404 like any unknown page).
 */
export function simulatorAnswer(request: Request): Promise<Response | null> | null {
  if (!config.paymentSimulators || !isSimulatorPath(new URL(request.url).pathname)) return null;
  return answeredByCommerce(request);
}
