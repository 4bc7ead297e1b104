import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { COMMENT_MAX, CONTACT_TOPICS } from "../../commerce/contract/support";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { SelectField } from "~/components/forms/select-field";
import { CountedTextarea } from "~/components/support/counted-textarea";
import { contactSchema } from "~/components/support/support-forms";
import { refuse, refuseWhenLimited } from "~/lib/account-forms.server";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { isSpam } from "~/lib/honeypot.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath, type Locale } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";

import { type Shopper } from "~/lib/shopper.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getProfile } from "~/models/account.server";
import { getCmsPage } from "~/models/catalog.server";
import { sendContactMessage } from "~/models/support.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/**
 * The contact form (SPEC §2 "Contact Form"), a page form with a honeypot: saved by the commerce backend, which
 * e-mails the support team and the shopper. A signed-in customer finds their name, e-mail and mobile filled in.
 * Sent: 303 to this page with `?reference=CS-…`, which thanks the shopper and shows the reference. Under the form,
 * the store's staff keep the customer care numbers and hours in the CMS page of the same path.
 */

const INTENT = "contact";
const REFERENCE = /^CS-\d{6,12}$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "support");
  const reference = new URL(request.url).searchParams.get("reference");
  const [prefill, care] = await Promise.all([prefillOf(shopper), careOf(shopper.locale)]);
  return data(
    { title: t("contact.title"), reference: reference && REFERENCE.test(reference) ? reference : null, prefill, care },
    { headers: privatePageHeaders },
  );
}

/** A signed-in customer's name, e-mail and mobile; nothing when there is no customer or the lookup fails. */
async function prefillOf(shopper: Shopper): Promise<Partial<Record<"name" | "email" | "mobile", string>>> {
  const customer = shopper.customerAuth();
  if (!customer) return {};
  try {
    const profile = await getProfile(shopper.locale, customer);
    const mobile = profile.mobile ? `0${profile.mobile}` : undefined;
    return { name: `${profile.firstname} ${profile.lastname}`, email: profile.email, mobile };
  } catch (error) {
    if (!(error instanceof CommerceError && error.status === 401)) console.error("contact: profile unavailable:", error);
    return {};
  }
}

/** The CMS page's HTML (written by the staff, trusted as CMS pages are); none when it is missing or cannot be read. */
async function careOf(locale: Locale): Promise<string | null> {
  const page = await getCmsPage({ locale, identifier: "customer-support/contact-us" }).catch((error: unknown) => {
    console.error("contact: customer care content unavailable:", error);
    return undefined;
  });
  return page?.content ?? null;
}

export const headers = accountPageHeaders;

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, INTENT);
  const submission = parseWithZod(formData, { schema: contactSchema });
  // A bot gets the page back as if something was wrong, and nothing is sent.
  if (await isSpam(formData)) return refuse(shopper, INTENT, submission, { error: { key: "support:errors.generic" } });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  const limited = await refuseWhenLimited(shopper, INTENT, submission, [["contact", clientOf(context)]]);
  if (limited) return limited;
  let reference: string;
  try {
    reference = await sendContactMessage(shopper.locale, submission.value);
  } catch (error) {
    if (!(error instanceof CommerceError) || error.status >= 500) throw error;
    // The route checked every field the backend checks; a refusal here is a field the two edges read apart.
    console.error("contact: commerce refused:", error);
    return refuse(shopper, INTENT, submission, { error: { key: "support:errors.generic", field: error.field } });
  }
  const page = localizePath("/customer-support/contact-us", shopper.locale);
  return redirect(`${page}?reference=${reference}`, { status: 303 });
}

export default function ContactUs() {
  const { reference, prefill, care } = useLoaderData<typeof loader>();
  const { t } = useTranslation("support");
  const message = useAccountMessage();
  const href = useLocalizedHref();
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    id: "contact-form",
    lastResult: usePageFormResult(INTENT),
    defaultValue: prefill,
    shouldRevalidate: "onBlur",
  });
  if (reference) {
    return (
      <div className="container page support-page">
        <h1>{t("contact.sentHeading")}</h1>
        <p className="support-page__sent" role="status">
          {t("contact.sentText", { reference })}
        </p>
        <p>
          <Link to={href("/customer-support/contact-us")}>{t("contact.another")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page support-page">
      <h1>{t("contact.heading")}</h1>
      <p>{t("contact.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form support-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <HoneypotField formId={form.id} label={t("contact.honeypotLabel")} />
        <TextField {...conformField(fields.name, message)} label={t("contact.name")} autoComplete="name" />
        <TextField {...conformField(fields.email, message)} label={t("contact.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" />
        <TextField
          {...conformField(fields.mobile, message)}
          label={t("contact.mobile")}
          type="tel"
          autoComplete="tel"
          hint={t("contact.mobileHint")}
          dir="ltr"
        />
        <SelectField {...conformField(fields.topic, message)} label={t("contact.topic")}>
          <option value="">{t("contact.topicPrompt")}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topics.${topic}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...conformField(fields.orderNumber, message)}
          label={t("contact.orderNumber")}
          autoComplete="off"
          inputMode="numeric"
          hint={t("contact.orderNumberHint")}
          dir="ltr"
        />
        <CountedTextarea {...conformField(fields.comment, message)} label={t("contact.comment")} max={COMMENT_MAX} />
        <button type="submit" className="button button--primary">
          {t("contact.submit")}
        </button>
      </Form>
      {care ? <div className="cms__body support-page__care" dangerouslySetInnerHTML={{ __html: care }} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
