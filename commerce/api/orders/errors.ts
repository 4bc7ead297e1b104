import { ORDER_ERRORS, type OrderErrorCode } from "../../contract/order";
import { contractError } from "../envelope";

/** The order endpoints' refusals, with the status and field of the shared contract (commerce/contract/order.ts). */
export function orderError(code: OrderErrorCode) {
  return contractError(ORDER_ERRORS, code);
}
