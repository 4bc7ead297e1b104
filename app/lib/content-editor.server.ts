import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type RouterContextProvider } from "react-router";
import { readId } from "../../commerce/contract/cart";
import { CONTENT_FORM, blockSchema, pageSchema } from "~/components/admin/content-forms";
import { asStaff, backOfficeHeaders, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { previewContent, saveContent, type ContentKind } from "~/models/content-admin.server";

/**
 * What the page and block editors do with a post (issue 22): "Preview" answers the form again, as typed, with the
 * safe HTML each language would be saved as; "Save" saves and comes back to the editor. Both check the form first.
 */

/** The id in the address, or the not-found page. */
export function contentIdOf(value: string | undefined): number {
  const id = readId(value);
  if (id === null) throw new Response(null, { status: 404, statusText: "Not Found", headers: backOfficeHeaders });
  return id;
}

export async function markdownEditorAction(kind: ContentKind, id: number, request: Request, context: Readonly<RouterContextProvider>) {
  requireSameOrigin(request);
  const formData = await readForm(request, `content-${kind}`);
  const locale = localeOf(context);
  const submission = parseWithZod(formData, { schema: kind === "pages" ? pageSchema : blockSchema });
  if (submission.status !== "success") return refuseForm(CONTENT_FORM, submission);
  const { intent, ...text } = submission.value;
  try {
    if (intent === "preview") {
      const preview = await asStaff(request, context, (staff) => previewContent(locale, staff, { markdown_en: text.markdown_en, markdown_ar: text.markdown_ar }));
      return data({ intent: CONTENT_FORM, result: submission.reply(), preview }, { headers: backOfficeHeaders });
    }
    await asStaff(request, context, (staff) => saveContent(locale, staff, kind, id, text));
  } catch (error) {
    return refuseWithCommerceError(request, context, CONTENT_FORM, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: "admin:content.saved" });
  return redirect(localizePath(`/admin/content/${kind}/${id}`, locale), { status: 303, headers: backOfficeHeaders });
}
