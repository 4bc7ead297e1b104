import type { Submission } from "@conform-to/react";
import { data, redirect } from "react-router";
import { readId } from "../../commerce/contract/cart";
import { isOrderErrorCode, isRefundErrorCode, isReturnErrorCode } from "../../commerce/contract/order";
import { isReviewErrorCode } from "../../commerce/contract/review";
import { isStaffErrorCode } from "../../commerce/contract/staff";
import { isTradeInErrorCode } from "../../commerce/contract/tradein";
import { CommerceError, type StaffAuth } from "./commerce.server";
import { replyWithMessage } from "./forms.server";
import { isSameOrigin } from "./http.server";
import { localizePath, type Locale } from "./i18n";
import { clientOf, localeOf, staffSessionOf } from "./request-context.server";
import type { RouterContextProvider } from "react-router";
import { signInStep } from "~/models/staff.server";

/**
 * What every back-office route does around its commerce calls (decision 040). The backend decides who may do
 * what; these helpers carry the staff session to it and turn its answers into pages: a session that ended
 * signs the staff member in again and brings them back, a role that may not gets the 403 page.
 */

type Context = Readonly<RouterContextProvider>;

/** Never stored by any cache, never indexed: every back-office answer carries these. */
export const backOfficeHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** The id a back-office path names (a product's, a promotion's); anything else is as unknown as an id never used: a 404. */
export function pathIdOf(param: string | undefined): number {
  const id = readId(param);
  if (id === null) throw new Response(null, { status: 404, statusText: "Not Found", headers: backOfficeHeaders });
  return id;
}

/** The staff session of the request (none while signing in) and the address the audit log records. */
export async function staffAuthOf(context: Context): Promise<StaffAuth> {
  return { token: (await staffSessionOf(context).token()) ?? undefined, address: clientOf(context) };
}

export function signInPath(locale: Locale, back?: string): string {
  const path = localizePath("/admin/sign-in", locale);
  return back ? `${path}?redirectTo=${encodeURIComponent(back)}` : path;
}

/** Refuses a cross-site post before anything reads it (decision 004); the cookie is SameSite=Strict as well. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden", headers: backOfficeHeaders });
}

/**
 * Runs a back-office page's calls with the request's staff session: a 401 (no session, or it ended) redirects to
 * sign-in and back, a 403 shows the "not for your role" page, a 404 the not-found page.
 */
export async function asStaff<T>(request: Request, context: Context, run: (staff: StaffAuth, locale: Locale) => Promise<T>): Promise<T> {
  const locale = localeOf(context);
  const staff = await staffAuthOf(context);
  if (!staff.token) throw redirect(signInPath(locale, backPath(request)), { headers: backOfficeHeaders });
  try {
    return await run(staff, locale);
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.status === 401) throw redirect(signInPath(locale, backPath(request)), { status: 303, headers: backOfficeHeaders });
    if (error.status === 403 || error.status === 404) {
      throw new Response(null, { status: error.status, statusText: error.status === 403 ? "Forbidden" : "Not Found", headers: backOfficeHeaders });
    }
    throw error;
  }
}

/** Where to come back after signing in again: the page asked for, not a post's action. */
function backPath(request: Request): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * A refused back-office form (form pattern (a), decision 008): the page again with each error next to its field
 * and the typed values kept, passwords, codes and files excepted (a browser never fills a file input again). Messages
 * are keys of the `admin` namespace.
 */
export function refuseForm(intent: string, submission: Submission<unknown>, error?: { key: string; field?: string }, status = 400) {
  const files = Object.keys(submission.payload).filter((name) => submission.payload[name] instanceof File);
  const hidden = ["password", "confirm", "code", ...files];
  const result = error ? replyWithMessage(submission, error.key, error.field, hidden) : submission.reply({ hideFields: hidden });
  return data({ intent, result }, { status, headers: backOfficeHeaders });
}

/** A refusal of the backend as the form's error, on the field it names; an ended session signs in again. */
export function refuseWithCommerceError(request: Request, context: Context, intent: string, submission: Submission<unknown>, error: unknown) {
  if (!(error instanceof CommerceError)) throw error;
  if (error.status === 401 && error.code !== "staff.signInFailed") {
    throw redirect(signInPath(localeOf(context)), { status: 303, headers: backOfficeHeaders });
  }
  if (error.status === 403) throw new Response(null, { status: 403, statusText: "Forbidden", headers: backOfficeHeaders });
  const known = [isStaffErrorCode, isTradeInErrorCode, isOrderErrorCode, isRefundErrorCode, isReturnErrorCode, isReviewErrorCode].some((isKnown) => isKnown(error.code));
  if (!known) console.error(`${intent}: commerce refused:`, error);
  // A conflict (pressed twice, moved by someone else) says so; the page shows where things stand now.
  const status = error.status >= 500 ? 502 : error.status === 409 ? 409 : 400;
  return refuseForm(intent, submission, { key: known ? `errors.${error.code}` : "errors.generic", field: error.field }, status);
}

/**
 * Where the request's sign-in stands: its staff session and its stage. No session, or one that ended, goes back to
 * the sign-in page.
 */
export async function signInStepOf(request: Request, context: Context) {
  const locale = localeOf(context);
  const staff = await staffAuthOf(context);
  if (!staff.token) throw redirect(signInPath(locale), { headers: backOfficeHeaders });
  try {
    return { staff, locale, step: await signInStep(locale, staff) };
  } catch (error) {
    if (error instanceof CommerceError && error.status === 401) throw redirect(signInPath(locale), { headers: backOfficeHeaders });
    throw error;
  }
}
