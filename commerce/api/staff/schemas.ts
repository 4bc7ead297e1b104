import { z } from "zod";
import { isName } from "../../contract/account";
import { newStaffPasswordProblem } from "../../contract/password-strength";
import { STAFF_NAME_MAX, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES } from "../../contract/staff";

/** The staff fields' rules, for the endpoints and the command line alike (decision 040). */

const STAFF_PASSWORD_MESSAGES = {
  length: `must be ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters`,
  weak: "is too easy to guess",
} as const;

export const staffPasswordSchema = z.string().superRefine((password, ctx) => {
  const problem = newStaffPasswordProblem(password);
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: STAFF_PASSWORD_MESSAGES[problem] });
});

export const staffNameSchema = z.string().trim().max(STAFF_NAME_MAX).refine(isName, "must have at least 2 letters and no digits or symbols");

export const staffRoleSchema = z.enum(STAFF_ROLES);
