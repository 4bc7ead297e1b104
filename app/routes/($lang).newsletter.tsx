import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { z } from "zod";
import { HONEYPOT_FIELD } from "~/components/honeypot-field";
import { NEWSLETTER_FORM } from "~/components/newsletter-form";
import { isSameOrigin } from "~/lib/http.server";
import { localeFromParams, localizePath } from "~/lib/i18n";
import { isTranslationKey } from "~/lib/i18n.server";
import { redirectWithFlash } from "~/lib/session.server";

// Error messages are translation keys, translated where they are shown.
export const NewsletterSchema = z.object({
  email: z
    .string({ required_error: "validation.emailRequired" })
    .trim()
    .max(254, "validation.emailInvalid")
    .email("validation.emailInvalid"),
});

// Nothing to show at this address: a GET goes home.
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(localizePath("/", localeFromParams(params)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeFromParams(params);
  const home = localizePath("/", locale);
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch (error) {
    console.warn("newsletter: unreadable form body:", error instanceof Error ? error.message : error);
    return redirectWithFlash(request, home, { kind: "error", message: "validation.requestInvalid" });
  }

  const back = `${safeRedirect(formData.get("redirectTo"), home)}#${NEWSLETTER_FORM}`;
  if (formData.get(HONEYPOT_FIELD)) {
    // Answer a bot exactly like a person, so it learns nothing; nothing is stored.
    return redirectWithFlash(request, back, { kind: "success", message: "newsletter.subscribed", form: NEWSLETTER_FORM });
  }

  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  if (submission.status !== "success") {
    const issue = submission.error?.email?.[0];
    const message = issue && isTranslationKey(issue) ? issue : "validation.emailInvalid";
    return redirectWithFlash(request, back, { kind: "error", message, form: NEWSLETTER_FORM });
  }

  // The commerce newsletter endpoint is not wired yet; when it is, call it here through the models.
  return redirectWithFlash(request, back, { kind: "success", message: "newsletter.subscribed", form: NEWSLETTER_FORM });
}
