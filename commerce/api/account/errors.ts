import { ACCOUNT_ERRORS, type AccountErrorCode } from "../../contract/account";
import { contractError } from "../envelope";

/**
 * The account endpoints' refusals, with the status and field of the shared contract
 * (commerce/contract/account.ts); `field` names another request field the same rule applies to.
 */
export function accountError(code: AccountErrorCode, field?: string) {
  return contractError(ACCOUNT_ERRORS, code, field);
}
