import { z } from "zod";
import { DATE_PATTERN, VISIT_COMMENT_MAX } from "../../../commerce/contract/locator";
import { emailField, mobileField, nameField } from "~/components/account/account-forms";

/**
 * The store visit form's fields (SPEC §5), one rule per field from the shared contract
 * (commerce/contract/locator.ts) and the account rules for the name, mobile and e-mail; the commerce endpoint
 * checks them again. The store, day and time come from the page's lists: a forged one is the endpoint's 404.
 */
export const visitFormSchema = z.object({
  store: z.string({ required_error: "locator:validation.storeRequired" }).max(16, "locator:validation.storeRequired"),
  date: z.string({ required_error: "locator:validation.dateRequired" }).regex(DATE_PATTERN, "locator:validation.dateRequired"),
  slot: z.string({ required_error: "locator:validation.slotRequired" }).max(8, "locator:validation.slotRequired"),
  full_name: nameField,
  mobile: mobileField,
  email: emailField,
  comment: z.string().trim().max(VISIT_COMMENT_MAX, "locator:validation.commentTooLong").default(""),
});
