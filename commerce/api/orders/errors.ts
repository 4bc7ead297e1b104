import { ORDER_ERRORS, REFUND_ERRORS, type OrderErrorCode, type RefundErrorCode } from "../../contract/order";
import { contractError } from "../envelope";

/** The order endpoints' refusals, with the status and field of the shared contract (commerce/contract/order.ts). */
export function orderError(code: OrderErrorCode, field?: string) {
  return contractError(ORDER_ERRORS, code, field);
}

export function refundError(code: RefundErrorCode) {
  return contractError(REFUND_ERRORS, code);
}
