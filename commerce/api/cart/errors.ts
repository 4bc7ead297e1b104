import { CART_ERRORS, type CartErrorCode } from "../../contract/cart";
import { CommerceHttpError } from "../envelope";

/** The cart endpoints' refusals: the codes, statuses and fields are the shared contract's (commerce/contract/cart.ts). */
export function cartError(code: CartErrorCode): CommerceHttpError {
  const { status, ...rest } = CART_ERRORS[code];
  return new CommerceHttpError(status, code, { code, ...("field" in rest ? { field: rest.field } : {}) });
}
