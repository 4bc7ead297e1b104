import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { NEWSLETTER_FORM, type FormFeedback } from "~/components/newsletter-form";
import { readForm } from "~/lib/forms.server";
import { isSpam } from "~/lib/honeypot.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedT, isTranslationKey, type TranslationKey } from "~/lib/i18n.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { consume } from "~/lib/rate-limit.server";
import { requestSubscription } from "~/models/newsletter.server";
import { clientOf, localeOf, shopperOf } from "~/lib/request-context.server";

// Error messages are translation keys, translated where they are shown.
export const NewsletterSchema = z.object({
  email: z
    .string({ required_error: "validation.emailRequired" })
    .trim()
    .max(254, "validation.emailInvalid")
    .email("validation.emailInvalid"),
});

// Nothing to show at this address: a GET goes home.
export async function loader({ params, context }: LoaderFunctionArgs) {
  return redirect(localizePath("/", localeOf(context)));
}

/**
 * The footer's and the popup's sign-up, an in-place control of every page (form pattern (b), decision 008): a form
 * with a `redirectTo` (the footer's) is answered 303 back to the page it was posted from, with a flash message for
 * the form; the popup's fetcher sends none and gets the message itself. The address is only e-mailed a
 * confirmation link (double opt-in, decision 061).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, "newsletter");
  const redirectTo = formData.get("redirectTo");
  /** A refusal is a 400 (429 when limited) to the popup's fetcher; the footer's form is sent back to its page either way. */
  const answer = async (kind: "success" | "error", message: TranslationKey, init: ResponseInit = { status: kind === "error" ? 400 : 200 }) => {
    if (redirectTo === null) return data<FormFeedback>({ kind, text: getFixedT(shopper.locale)(message) }, init);
    shopper.flash({ kind, message, form: NEWSLETTER_FORM });
    return redirect(`${safeRedirectPath(redirectTo, localizePath("/", shopper.locale))}#${NEWSLETTER_FORM}`, { status: 303 });
  };

  // Answer a bot exactly like a person, so it learns nothing; nothing is stored.
  if (await isSpam(formData)) return answer("success", "newsletter.checkInbox");

  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  if (submission.status !== "success") {
    const issue = submission.error?.email?.[0];
    return answer("error", issue && isTranslationKey(issue) ? issue : "validation.emailInvalid");
  }

  const limit = await consume("newsletter", clientOf(context));
  if (limit.limited) return answer("error", "newsletter.tooMany", { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  // The same answer whether the address was new, pending or subscribed already (decision 061).
  await requestSubscription(shopper.locale, submission.value.email);
  return answer("success", "newsletter.checkInbox");
}
