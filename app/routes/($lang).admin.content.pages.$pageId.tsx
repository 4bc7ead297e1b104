import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { MarkdownEditor } from "~/components/admin/content-editor";
import { asStaff } from "~/lib/back-office.server";
import { contentIdOf, markdownEditorAction } from "~/lib/content-editor.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getPage } from "~/models/content-admin.server";

/** One CMS page (about us, terms, delivery…) in both languages, written in Markdown, previewed, saved (issue 22). */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = contentIdOf(params.pageId);
  return asStaff(request, context, async (staff, locale) => {
    const page = await getPage(locale, staff, id);
    return { title: getI18n(locale).getFixedT(locale, "admin")("content.pageTitle", { title: page[`title_${locale}`] }), page };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export function action({ request, params, context }: ActionFunctionArgs) {
  return markdownEditorAction("pages", contentIdOf(params.pageId), request, context);
}

export default function ContentPage() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const { id: _, identifier, updated_at: __, ...text } = page;
  return (
    <section className="bo-page" aria-labelledby="content-page-heading">
      <p>
        <Link to={href("/admin/content")}>{t("content.back")}</Link>
      </p>
      <h1 id="content-page-heading">{t("content.editPage")}</h1>
      <p>
        {t("content.address")} <a href={href(`/${identifier}`)} dir="ltr">{`/${identifier}`}</a>
      </p>
      <MarkdownEditor text={text} withMeta />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
