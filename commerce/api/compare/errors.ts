import { COMPARE_ERRORS, type CompareErrorCode } from "../../contract/compare";
import { CommerceHttpError } from "../envelope";

/** Refusals of the compare endpoints, as the shared contract (commerce/contract/compare.ts) lists them. */
export function compareError(code: CompareErrorCode): CommerceHttpError {
  const { status, field } = COMPARE_ERRORS[code];
  return new CommerceHttpError(status, code, { code, field });
}
