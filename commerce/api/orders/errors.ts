import { ORDER_ERRORS, REFUND_ERRORS, RETURN_ERRORS, type OrderErrorCode, type RefundErrorCode, type ReturnErrorCode } from "../../contract/order";
import { contractError } from "../envelope";

/** The order endpoints' refusals, with the status and field of the shared contract (commerce/contract/order.ts). */
export function orderError(code: OrderErrorCode, field?: string) {
  return contractError(ORDER_ERRORS, code, field);
}

export function refundError(code: RefundErrorCode) {
  return contractError(REFUND_ERRORS, code);
}

export function returnError(code: ReturnErrorCode) {
  return contractError(RETURN_ERRORS, code);
}
