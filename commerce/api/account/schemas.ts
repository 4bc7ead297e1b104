import { z } from "zod";
import { EMAIL_MAX, isName, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, readOtp } from "../../contract/account";
import { newPasswordProblem } from "../../contract/password-strength";
import { readUaeMobile } from "../../contract/phone-reader";

/** Input schemas of the account endpoints, on the shared field rules (commerce/contract/account.ts). */

export const emailSchema = z.string().trim().max(EMAIL_MAX).email("must be an e-mail address").transform((e) => e.toLowerCase());

export const nameSchema = z.string().trim().max(NAME_MAX).refine(isName, "must have at least 2 letters and no digits or symbols");

const NEW_PASSWORD_MESSAGES = { length: `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, weak: "is too easy to guess" } as const;

/** A new password: 8–16 characters, refused (not cut) when longer, and hard to guess (decision 028). */
export const newPasswordSchema = z.string().superRefine((password, ctx) => {
  const problem = newPasswordProblem(password);
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: NEW_PASSWORD_MESSAGES[problem] });
});

/** A password to check: any length up to a bound, so an old longer password still gets a plain "wrong". */
const givenPasswordSchema = z.string().min(1).max(256);

export const mobileSchema = z.string().transform((value, ctx) => {
  const mobile = readUaeMobile(value);
  if (mobile === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be a UAE mobile number of 9 digits" });
  return mobile ?? z.NEVER;
});

const otpSchema = z.string().transform((value, ctx) => {
  const code = readOtp(value);
  if (code === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be 6 digits" });
  return code ?? z.NEVER;
});

export const createBody = z
  .object({
    customer: z.object({ email: emailSchema, firstname: nameSchema, lastname: nameSchema, mobile: mobileSchema }).strict(),
    password: newPasswordSchema,
  })
  .strict();

export const loginBody = z.object({ username: emailSchema, password: givenPasswordSchema }).strict();
export const refreshBody = z.object({ refreshToken: z.string().min(1).max(128) }).strict();
export const updateMeBody = z
  .object({ customer: z.object({ email: emailSchema, firstname: nameSchema, lastname: nameSchema }).strict() })
  .strict();
export const changePasswordBody = z.object({ currentPassword: givenPasswordSchema, newPassword: newPasswordSchema }).strict();
export const resetPasswordBody = z.object({ email: emailSchema }).strict();
export const createPasswordBody = z
  .object({ email: emailSchema, newPassword: newPasswordSchema, resetToken: z.string().min(1).max(128) })
  .strict();
export const otpSendBody = z.object({ mobile: mobileSchema }).strict();
export const otpLoginBody = z.object({ mobile: mobileSchema, code: otpSchema }).strict();
export const orderHistoryParams = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
});
