import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { bannerActiveSchema } from "~/components/admin/content-forms";
import { asStaff, backOfficeHeaders, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { listContent, setBannerActive, type ContentList } from "~/models/content-admin.server";

/**
 * Content (issue 22), for owners and catalogue staff: the CMS pages, the blocks and the home banners, each with a link
 * to its editor; banners are shown or hidden from here, and new ones made.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("content.heading"),
    content: await listContent(locale, staff),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = parseWithZod(await readForm(request, "banner-active"), { schema: bannerActiveSchema });
  if (submission.status !== "success") throw new Response(null, { status: 400, headers: backOfficeHeaders });
  const locale = localeOf(context);
  const { id, is_active } = submission.value;
  await asStaff(request, context, (staff) => setBannerActive(locale, staff, id, is_active));
  shopperOf(context).flash({ kind: "success", message: is_active ? "admin:content.shown" : "admin:content.hidden" });
  return redirect(localizePath("/admin/content", locale), { status: 303 });
}

export default function Content() {
  const { content } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <section className="bo-page" aria-labelledby="content-heading">
      <h1 id="content-heading">{t("content.heading")}</h1>
      <TextsTable kind="pages" rows={content.pages} />
      <TextsTable kind="blocks" rows={content.blocks} />
      <Banners banners={content.banners} />
    </section>
  );
}

function TextsTable({ kind, rows }: { kind: "pages" | "blocks"; rows: ContentList["pages"] | ContentList["blocks"] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const href = useLocalizedHref();
  const heading = `content-${kind}`;
  return (
    <section className="bo-panel" aria-labelledby={heading}>
      <h2 id={heading}>{t(`content.${kind}`)}</h2>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("content.title")}</th>
              <th scope="col">{t("content.identifier")}</th>
              <th scope="col">{t("content.state")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={href(`/admin/content/${kind}/${row.id}`)}>{row[`title_${locale}`]}</Link>
                </td>
                <td dir="ltr">{row.identifier}</td>
                <td>{row.is_active ? t("content.shownState") : t("content.hiddenState")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Banners({ banners }: { banners: ContentList["banners"] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <section className="bo-panel" aria-labelledby="content-banners">
      <h2 id="content-banners">{t("content.banners")}</h2>
      <p>
        <Link to={href("/admin/content/banners/new")} className="button button--secondary">
          {t("content.newBanner")}
        </Link>
      </p>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("content.title")}</th>
              <th scope="col">{t("content.slot")}</th>
              <th scope="col" className="bo-number">
                {t("content.position")}
              </th>
              <th scope="col">{t("content.state")}</th>
            </tr>
          </thead>
          <tbody>
            {banners.map((banner) => (
              <tr key={banner.id}>
                <td>
                  <Link to={href(`/admin/content/banners/${banner.id}`)}>{banner[`title_${locale}`]}</Link>
                </td>
                <td>{t(`content.slots.${banner.slot}`)}</td>
                <td className="bo-number">{banner.position}</td>
                <td>
                  <Form method="post" className="bo-inline-form">
                    <input type="hidden" name="id" value={banner.id} />
                    <input type="hidden" name="is_active" value={String(!banner.is_active)} />
                    {banner.is_active ? t("content.shownState") : t("content.hiddenState")}{" "}
                    <button type="submit" className="button button--secondary bo-button--small" aria-label={t(banner.is_active ? "content.hideBanner" : "content.showBanner", { title: banner[`title_${locale}`] })}>
                      {banner.is_active ? t("content.hide") : t("content.show")}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
