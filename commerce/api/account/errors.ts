import { ACCOUNT_ERRORS, type AccountErrorCode } from "../../contract/account";
import { CommerceHttpError } from "../envelope";

/**
 * The account endpoints' refusals, with the status and field of the shared contract
 * (commerce/contract/account.ts); `field` names another request field the same rule applies to.
 */
export function accountError(code: AccountErrorCode, field?: string): CommerceHttpError {
  const { status, ...rest } = ACCOUNT_ERRORS[code];
  const named = field ?? ("field" in rest ? rest.field : undefined);
  return new CommerceHttpError(status, code, { code, ...(named === undefined ? {} : { field: named }) });
}
