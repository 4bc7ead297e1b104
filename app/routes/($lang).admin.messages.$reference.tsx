import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDateTime } from "../../common/format";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { replySchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { useStaffMay } from "~/components/admin/use-staff";
import { conformField } from "~/components/forms/conform-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { readContactMessage, reopenContact, replyToContact } from "~/models/back-office-service.server";

/** One contact message with the replies staff sent, a reply form (e-mailed, kept, the message answered) and reopening. */

const REPLY = "contact-reply";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => {
    const message = await readContactMessage(locale, staff, params.reference ?? "");
    return { title: getI18n(locale).getFixedT(locale, "admin")("messages.openMessage", { reference: message.reference }), message };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const locale = localeOf(context);
  const reference = params.reference ?? "";
  const formData = await readForm(request, REPLY);
  const back = () => redirect(localizePath(`/admin/messages/${reference}`, locale), { status: 303 });
  if (formData.get("intent") === "reopen") {
    await asStaff(request, context, (staff) => reopenContact(locale, staff, reference));
    shopperOf(context).flash({ kind: "success", message: "admin:messages.reopened" });
    return back();
  }
  const submission = parseWithZod(formData, { schema: replySchema });
  if (submission.status !== "success") return refuseForm(REPLY, submission);
  try {
    await asStaff(request, context, (staff) => replyToContact(locale, staff, reference, submission.value.body));
  } catch (error) {
    return refuseWithCommerceError(request, context, REPLY, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: "admin:messages.sent" });
  return back();
}

export default function ContactMessagePage() {
  const { message } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tSupport } = useTranslation("support");
  const href = useLocalizedHref();
  const may = useStaffMay();
  const text = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof replySchema>>({ id: "reply-form", lastResult: usePageFormResult(REPLY) });
  return (
    <article className="bo-page" aria-labelledby="message-heading">
      <p className="bo-no-print">
        <Link to={href("/admin/messages")}>{t("messages.back")}</Link>
      </p>
      <h1 id="message-heading">{t("messages.openMessage", { reference: message.reference })}</h1>
      <div className="bo-panel">
        <p>
          {t(`messages.statuses.${message.status}`)} · <span dir="ltr">{formatDateTime(message.created_at)}</span> ·{" "}
          {tSupport(`contact.topics.${message.topic as "other"}`, { defaultValue: message.topic })}
          {message.order_number ? ` · ${t("messages.orderNumber", { number: message.order_number })}` : null}
        </p>
        <p>
          {message.name} · <span dir="ltr">{message.email}</span> · <span dir="ltr">{message.mobile}</span>
        </p>
        <blockquote lang={message.locale} dir={message.locale === "ar" ? "rtl" : "ltr"}>
          {message.comment}
        </blockquote>
      </div>
      <div className="bo-panel">
        <h2>{t("messages.repliesHeading")}</h2>
        {message.replies.length === 0 ? (
          <p>{t("messages.noReplies")}</p>
        ) : (
          <ul>
            {message.replies.map((reply) => (
              <li key={reply.id}>
                <span dir="ltr">{formatDateTime(reply.sent_at)}</span> · {reply.author}
                <p className="bo-changes">{reply.body}</p>
              </li>
            ))}
          </ul>
        )}
        {may("customers.contact") ? (
          <>
            <Form method="post" {...getFormProps(form)} className="account-form">
              <AdminFormErrors id={form.errorId} errors={form.errors} />
              <TextareaField {...conformField(fields.body, text)} label={t("messages.reply")} rows={6} />
              <button type="submit" className="button button--primary">
                {t("messages.send")}
              </button>
            </Form>
            {message.status === "answered" ? (
              <Form method="post">
                <button type="submit" name="intent" value="reopen" className="button button--secondary">
                  {t("messages.reopen")}
                </button>
              </Form>
            ) : null}
          </>
        ) : null}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
