import { z } from "zod";
import { commerceCall, commerceCallWithMeta, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/**
 * The shopper's account through the commerce user endpoints (docs/account-api.md). Refusals are
 * `CommerceError`s whose `code` is one of commerce/contract/account.ts's codes.
 */

export const profileSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string().nullable(),
  /** The customer group whose prices the customer pays (decision 060). */
  group_id: z.number().int(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** A sign-in's answer: the access token as `result`, the refresh token in `meta`. */
export const tokenPair = async (call: Parameters<typeof commerceCall>[1]): Promise<TokenPair> => {
  const { result, meta } = await commerceCallWithMeta(z.string().min(1), z.object({ refreshToken: z.string().min(1) }), call);
  return { token: result, refreshToken: meta.refreshToken };
};

export interface NewAccount {
  email: string;
  firstname: string;
  lastname: string;
  mobile: string;
  password: string;
}

export function createAccount(locale: Locale, { password, ...customer }: NewAccount): Promise<Profile> {
  return commerceCall(profileSchema, { method: "POST", path: "/api/user/create", locale, body: { customer, password } });
}

export function signInWithPassword(locale: Locale, email: string, password: string): Promise<TokenPair> {
  return tokenPair({ method: "POST", path: "/api/user/login", locale, body: { username: email, password } });
}

export function sendSignInCode(locale: Locale, mobile: string): Promise<unknown> {
  return commerceCall(z.unknown(), { method: "POST", path: "/api/user/otp/send", locale, body: { mobile } });
}

export function signInWithCode(locale: Locale, mobile: string, code: string): Promise<TokenPair> {
  return tokenPair({ method: "POST", path: "/api/user/otp/login", locale, body: { mobile, code } });
}

export function refreshTokens(locale: Locale, refreshToken: string): Promise<TokenPair> {
  return tokenPair({ method: "POST", path: "/api/user/refresh", locale, body: { refreshToken } });
}

export function signOut(locale: Locale, customer: CustomerAuth): Promise<unknown> {
  return commerceCall(z.unknown(), { method: "POST", path: "/api/user/logout", locale, customer });
}

export function getProfile(locale: Locale, customer: CustomerAuth): Promise<Profile> {
  return commerceCall(profileSchema, { path: "/api/user/me", locale, customer });
}

export function updateProfile(
  locale: Locale,
  customer: CustomerAuth,
  profile: Pick<Profile, "email" | "firstname" | "lastname">,
): Promise<Profile> {
  return commerceCall(profileSchema, { method: "POST", path: "/api/user/me", locale, customer, body: { customer: profile } });
}

const otherSessionsEnded = z.object({ otherSessionsEnded: z.number() });

export function changePassword(locale: Locale, customer: CustomerAuth, currentPassword: string, newPassword: string) {
  return commerceCall(otherSessionsEnded, {
    method: "POST",
    path: "/api/user/change-password",
    locale,
    customer,
    body: { currentPassword, newPassword },
  });
}

export function signOutOtherDevices(locale: Locale, customer: CustomerAuth) {
  return commerceCall(otherSessionsEnded, { method: "POST", path: "/api/user/sessions/sign-out-others", locale, customer });
}

export const sessionSchema = z.object({ id: z.number(), created_at: z.string(), last_seen_at: z.string(), current: z.boolean() });
export type SignedInDevice = z.infer<typeof sessionSchema>;

export function listSessions(locale: Locale, customer: CustomerAuth): Promise<SignedInDevice[]> {
  return commerceCall(z.array(sessionSchema), { path: "/api/user/sessions", locale, customer });
}

export function requestPasswordReset(locale: Locale, email: string): Promise<unknown> {
  return commerceCall(z.unknown(), { method: "POST", path: "/api/user/reset-password", locale, body: { email } });
}

export function resetPassword(locale: Locale, input: { email: string; newPassword: string; resetToken: string }): Promise<unknown> {
  return commerceCall(z.unknown(), { method: "POST", path: "/api/user/create-password", locale, body: input });
}

/** The customer's own cart (created on first use), which follows them across browsers. */
export async function customerCartToken(locale: Locale, customer: CustomerAuth): Promise<string> {
  const { cartId } = await commerceCall(z.object({ cartId: z.string().min(1) }), { method: "POST", path: "/api/cart/create", locale, customer, body: {} });
  return cartId;
}

/** SPEC §4 "Authorising": the guest cart's lines, coupon and gift cards move into the customer's cart. */
export function mergeGuestCart(locale: Locale, cartToken: string, guestCartToken: string): Promise<unknown> {
  return commerceCall(z.unknown(), { method: "POST", path: "/api/cart/merge", locale, query: { cartId: cartToken }, body: { guestCart: guestCartToken } });
}
