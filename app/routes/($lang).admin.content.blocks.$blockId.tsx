import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { MarkdownEditor } from "~/components/admin/content-editor";
import { asStaff } from "~/lib/back-office.server";
import { contentIdOf, markdownEditorAction } from "~/lib/content-editor.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getBlock } from "~/models/content-admin.server";

/** One CMS block (the home page's "why shop with us", the contact page's care lines…), like a page without its own address. */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = contentIdOf(params.blockId);
  return asStaff(request, context, async (staff, locale) => {
    const block = await getBlock(locale, staff, id);
    return { title: getI18n(locale).getFixedT(locale, "admin")("content.blockTitle", { title: block[`title_${locale}`] }), block };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export function action({ request, params, context }: ActionFunctionArgs) {
  return markdownEditorAction("blocks", contentIdOf(params.blockId), request, context);
}

export default function ContentBlock() {
  const { block } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const { id: _, identifier, ...text } = block;
  return (
    <section className="bo-page" aria-labelledby="content-block-heading">
      <p>
        <Link to={href("/admin/content")}>{t("content.back")}</Link>
      </p>
      <h1 id="content-block-heading">{t("content.editBlock")}</h1>
      <p>
        {t("content.identifier")} <code dir="ltr">{identifier}</code>
      </p>
      <MarkdownEditor text={text} withMeta={false} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
