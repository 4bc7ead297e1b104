import { STAFF_ERRORS, type StaffErrorCode } from "../../contract/staff";
import { contractError } from "../envelope";

/** The back office endpoints' refusals, with the status and field of the shared contract (commerce/contract/staff.ts). */
export function staffError(code: StaffErrorCode, field?: string) {
  return contractError(STAFF_ERRORS, code, field);
}
