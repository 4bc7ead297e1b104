import { Link, type MetaDescriptor } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { useLocalizedHref } from "~/lib/use-locale";
import type { CmsPage as CmsPageData } from "~/models/catalog-schemas";

/** What a route hands to `CmsPage`: the page and where it lives. */
export interface CmsPageView {
  kind: "cms_page";
  page: Pick<CmsPageData, "title" | "content" | "meta_description">;
  /** The page's path without the locale prefix, e.g. `/customer-support/contact-us`. */
  path: string;
  locale: Locale;
  origin: string;
  /** The translated document title. */
  title: string;
}

export function cmsPageMeta(view: CmsPageView): MetaDescriptor[] {
  return pageMeta({
    title: view.title,
    description: view.page.meta_description || view.page.title,
    origin: view.origin,
    locale: view.locale,
    path: view.path,
  });
}

/**
 * A CMS page (about us, terms, delivery…). Staff write it in Markdown in the back office; the backend stores the safe
 * HTML rendered from it when it is saved (decision 056), so it is rendered as it is.
 */
export function CmsPage({ view }: { view: CmsPageView }) {
  const { t } = useTranslation("site");
  const href = useLocalizedHref();
  return (
    <div className="container page cms-page">
      <nav className="cms-breadcrumb" aria-label={t("breadcrumb.label")}>
        <ol>
          <li>
            <Link to={href("/")}>{t("breadcrumb.home")}</Link>
          </li>
          <li aria-current="page">{view.page.title}</li>
        </ol>
      </nav>
      <article className="cms">
        <h1>{view.page.title}</h1>
        <div className="cms__body" dangerouslySetInnerHTML={{ __html: view.page.content }} />
      </article>
    </div>
  );
}
