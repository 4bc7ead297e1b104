import { z } from "zod";
import {
  EMAIL_MAX,
  isName,
  NAME_MAX,
  readOtp,
} from "../../../commerce/contract/account";
import { newPasswordProblem } from "../../../commerce/contract/password-strength";
import { readUaeMobile } from "../../../commerce/contract/phone-reader";

/**
 * The account forms' fields, one rule per field from the shared contract (commerce/contract/account.ts);
 * the commerce endpoints check the same rules again. Messages are keys of the `account` namespace.
 */

export const required = { required_error: "validation.required" };

export const emailField = z
  .string(required)
  .trim()
  .max(EMAIL_MAX, "validation.emailInvalid")
  .email("validation.emailInvalid");

export const nameField = z
  .string(required)
  .trim()
  .max(NAME_MAX, "validation.nameTooLong")
  .refine(isName, "validation.nameInvalid");

const NEW_PASSWORD_MESSAGES = { length: "validation.passwordLength", weak: "validation.passwordWeak" } as const;

/** A new password: 8–16 characters and hard to guess (decision 028), never trimmed or cut. */
const newPasswordField = z.string(required).superRefine((password, ctx) => {
  const problem = newPasswordProblem(password);
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: NEW_PASSWORD_MESSAGES[problem] });
});

/** A password being checked: whatever the customer typed. */
const givenPasswordField = z.string(required).max(256, "validation.passwordLength");

/** Typed with or without +971/0, in any digits; the value is the 9 national digits. */
export const mobileField = z.string(required).transform((value, ctx) => {
  const mobile = readUaeMobile(value);
  if (mobile === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.mobileInvalid" });
  return mobile ?? z.NEVER;
});

const codeField = z.string(required).transform((value, ctx) => {
  const code = readOtp(value);
  if (code === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.codeInvalid" });
  return code ?? z.NEVER;
});

function confirmed<T extends z.ZodRawShape>(shape: T, password: keyof T & string) {
  return z
    .object({ ...shape, confirmPassword: z.string(required) })
    .refine((value) => value[password] === value.confirmPassword, {
      message: "validation.passwordMismatch",
      path: ["confirmPassword"],
    });
}

export const signInSchema = z.object({ email: emailField, password: givenPasswordField });

export const signUpSchema = confirmed(
  {
    firstname: nameField,
    lastname: nameField,
    email: emailField,
    mobile: mobileField,
    password: newPasswordField,
    newsletter: z.literal("on").optional(),
  },
  "password",
);

export const sendCodeSchema = z.object({ mobile: mobileField });
export const codeSignInSchema = z.object({ mobile: mobileField, code: codeField });
export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = confirmed(
  { email: emailField, token: z.string(required).min(1).max(128), newPassword: newPasswordField },
  "newPassword",
);
export const profileSchema = z.object({ firstname: nameField, lastname: nameField, email: emailField });
export const changePasswordSchema = confirmed({ currentPassword: givenPasswordField, newPassword: newPasswordField }, "newPassword");

/** Fields whose typed value never goes back to the browser. */
export const PASSWORD_FIELDS = ["password", "confirmPassword", "currentPassword", "newPassword"];
