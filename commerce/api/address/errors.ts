import { ADDRESS_ERRORS, type AddressErrorCode } from "../../contract/address";
import { CommerceHttpError } from "../envelope";

/** The address endpoints' refusals: the codes, statuses and fields are the shared contract's (commerce/contract/address.ts). */
export function addressError(code: AddressErrorCode): CommerceHttpError {
  const { status, ...rest } = ADDRESS_ERRORS[code];
  return new CommerceHttpError(status, code, { code, ...("field" in rest ? { field: rest.field } : {}) });
}
