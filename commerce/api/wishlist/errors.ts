import { WISHLIST_ERRORS, type WishlistErrorCode } from "../../contract/wishlist";
import { CommerceHttpError } from "../envelope";

/** Refusals of the wishlist, alert and recently viewed endpoints, as the shared contract (commerce/contract/wishlist.ts) lists them. */
export function wishlistError(code: WishlistErrorCode): CommerceHttpError {
  const { status, ...rest } = WISHLIST_ERRORS[code];
  return new CommerceHttpError(status, code, { code, ...("field" in rest ? { field: rest.field } : {}) });
}
