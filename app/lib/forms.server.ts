import type { Submission } from "@conform-to/react";
import { CommerceError } from "./commerce.server";

/**
 * Server halves of the two form patterns (decision 008). Actions parse a post with conform's
 * `parseWithZod`; these helpers cover what every action does around that.
 */

/** The posted form; an unreadable body counts as an empty form, which then fails its schema like any bad input. */
export async function readForm(request: Request, action: string): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    console.warn(`${action}: unreadable form body:`, error instanceof Error ? error.message : error);
    return new FormData();
  }
}

/**
 * The reply for a submission the commerce backend refused: the message goes next to the field the refusal
 * names when the form has a field of that name, else it is a form-level error. The typed values are kept.
 */
export function replyWithError(submission: Submission<unknown>, message: string, error: unknown) {
  return replyWithMessage(submission, message, error instanceof CommerceError ? error.field : undefined);
}

/**
 * The reply with `message` next to `field` when the form has a field of that name, else as a form-level
 * error; the typed values are kept, but for `hideFields` (passwords are never sent back).
 */
export function replyWithMessage(submission: Submission<unknown>, message: string, field?: string, hideFields?: string[]) {
  if (field !== undefined && submission.payload[field] !== undefined) {
    return submission.reply({ hideFields, fieldErrors: { [field]: [message] } });
  }
  return submission.reply({ hideFields, formErrors: [message] });
}
