import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { isAccountErrorCode } from "../../commerce/contract/account";
import { isAddressErrorCode } from "../../commerce/contract/address";
import { isCheckoutErrorCode } from "../../commerce/contract/checkout";
import { isLocatorErrorCode } from "../../commerce/contract/locator";
import { isOrderErrorCode, isReturnErrorCode } from "../../commerce/contract/order";
import { PASSWORD_FIELDS } from "~/components/account/account-forms";
import { toSignIn } from "./account.server";
import { CommerceError } from "./commerce.server";
import { replyWithMessage } from "./forms.server";
import { privatePageHeaders } from "./http-cache.server";
import { consumeAll, type RateLimitPolicy } from "./rate-limit.server";
import type { Shopper } from "./shopper.server";

/**
 * The refusals of the account page forms (form pattern (a), decision 008): the page renders again from the
 * action's data with each error next to its field and the typed values kept, passwords excepted.
 * Messages are keys of the `account` namespace, or of another one with its prefix (`address:…`).
 */

export async function refuse(
  shopper: Shopper,
  intent: string,
  submission: Submission<unknown>,
  options: { error?: { key: string; field?: string }; status?: number; headers?: Record<string, string> } = {},
) {
  const { error, status = 400 } = options;
  const result = error
    ? replyWithMessage(submission, error.key, error.field, PASSWORD_FIELDS)
    : submission.reply({ hideFields: PASSWORD_FIELDS });
  return data({ intent, result }, { status, headers: { ...privatePageHeaders, ...options.headers } });
}

/** The message of a refusal code of the account, address, checkout, order (returns too) or locator endpoints, or null for any other code. */
export function refusalMessage(code: string): string | null {
  if (isAccountErrorCode(code)) return `errors.${code}`;
  if (isAddressErrorCode(code)) return `address:errors.${code}`;
  if (isCheckoutErrorCode(code)) return `checkout:errors.${code}`;
  if (isOrderErrorCode(code) || isReturnErrorCode(code)) return `orders:errors.${code}`;
  if (isLocatorErrorCode(code)) return `locator:errors.${code}`;
  return null;
}

/**
 * A commerce refusal as the form's error: its code translated, on the field it names. A customer whose
 * session ended goes to sign in; anything unexpected is a server error.
 */
export async function refuseWithCommerceError(shopper: Shopper, request: Request, intent: string, submission: Submission<unknown>, error: unknown) {
  if (!(error instanceof CommerceError)) throw error;
  if (error.code === "auth.unauthorized" || error.code === "auth.refreshInvalid") throw await toSignIn(shopper, request);
  const key = refusalMessage(error.code);
  if (key === null) {
    console.error(`${intent}: commerce refused:`, error);
    return refuse(shopper, intent, submission, { error: { key: "errors.generic" }, status: error.status >= 500 ? 502 : 400 });
  }
  return refuse(shopper, intent, submission, {
    error: { key, field: error.field },
    status: error.status === 401 || error.status === 409 ? 400 : error.status,
  });
}

/** A 429 with the translated message when any of the limits is reached; null when the post may go on. */
export async function refuseWhenLimited(
  shopper: Shopper,
  intent: string,
  submission: Submission<unknown>,
  checks: ReadonlyArray<readonly [RateLimitPolicy, string]>,
) {
  const verdict = await consumeAll(checks);
  if (!verdict.limited) return null;
  return refuse(shopper, intent, submission, {
    error: { key: "errors.rateLimited" },
    status: 429,
    headers: { "Retry-After": String(verdict.retryAfterSeconds) },
  });
}
