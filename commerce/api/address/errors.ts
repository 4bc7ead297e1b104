import { ADDRESS_ERRORS, type AddressErrorCode } from "../../contract/address";
import { contractError } from "../envelope";

/** The address endpoints' refusals: the codes, statuses and fields are the shared contract's (commerce/contract/address.ts). */
export function addressError(code: AddressErrorCode) {
  return contractError(ADDRESS_ERRORS, code);
}
