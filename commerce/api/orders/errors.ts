import { ORDER_ERRORS, type OrderErrorCode } from "../../contract/order";
import { CommerceHttpError } from "../envelope";

/** The order endpoints' refusals, with the status and field of the shared contract (commerce/contract/order.ts). */
export function orderError(code: OrderErrorCode): CommerceHttpError {
  const { status, ...rest } = ORDER_ERRORS[code];
  return new CommerceHttpError(status, code, { code, ...("field" in rest ? { field: rest.field } : {}) });
}
