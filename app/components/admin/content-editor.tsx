import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { CONTENT_FORM, type pageSchema } from "~/components/admin/content-forms";
import { conformField } from "~/components/forms/conform-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { NATIVE_LANGUAGE_NAMES } from "~/lib/i18n";

const LANGUAGES = [
  { code: "en", dir: "ltr" },
  { code: "ar", dir: "rtl" },
] as const;

type Text = Partial<Record<keyof z.input<typeof pageSchema>, string>>;
interface Preview {
  html_en: string;
  html_ar: string;
}

/**
 * A CMS page's or block's texts in both languages, side by side: title, meta description (pages), Markdown. "Preview"
 * posts it to show the safe HTML it would be saved as, keeping what was typed; "Save" saves it. Works without
 * JavaScript.
 */
export function MarkdownEditor({ text, withMeta }: { text: Text; withMeta: boolean }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const answer = useActionData() as { intent?: string; preview?: Preview } | undefined;
  const preview = answer?.intent === CONTENT_FORM ? answer.preview : undefined;
  const [form, fields] = useForm<Text>({ id: CONTENT_FORM, lastResult: usePageFormResult(CONTENT_FORM), defaultValue: text });
  return (
    <>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="bo-panel bo-content-form">
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <div className="bo-content-languages">
          {LANGUAGES.map(({ code, dir }) => (
            <fieldset key={code} lang={code} dir={dir}>
              <legend>{NATIVE_LANGUAGE_NAMES[code]}</legend>
              <TextField {...conformField(fields[`title_${code}`], message)} label={t("content.title")} autoComplete="off" />
              {withMeta ? <TextField {...conformField(fields[`meta_description_${code}`], message)} label={t("content.metaDescription")} autoComplete="off" /> : null}
              <TextareaField {...conformField(fields[`markdown_${code}`], message)} label={t("content.markdown")} hint={t("content.markdownHint")} rows={16} className="bo-markdown" />
            </fieldset>
          ))}
        </div>
        <div className="bo-actions">
          <button type="submit" name="intent" value="preview" className="button button--secondary">
            {t("content.preview")}
          </button>
          <button type="submit" name="intent" value="save" className="button button--primary">
            {t("content.save")}
          </button>
        </div>
      </Form>
      {preview ? (
        <section className="bo-panel bo-content-preview" aria-labelledby="content-preview-heading">
          <h2 id="content-preview-heading">{t("content.previewHeading")}</h2>
          <div className="bo-content-languages">
            {LANGUAGES.map(({ code, dir }) => (
              <article key={code} lang={code} dir={dir} aria-label={NATIVE_LANGUAGE_NAMES[code]} className="cms cms__body" dangerouslySetInnerHTML={{ __html: preview[`html_${code}`] }} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
