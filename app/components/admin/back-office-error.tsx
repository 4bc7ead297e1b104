import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useLocalizedHref } from "~/lib/use-locale";

/** The back office's error pages: a role that may not open a page is told so; the rest as in the shop. */
export function BackOfficeErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <ForbiddenPage /> }} />;
}

function ForbiddenPage() {
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t("forbidden.heading")}</h1>
      <p>{t("forbidden.text")}</p>
      <p>
        <Link to={href("/admin")}>{t("forbidden.back")}</Link>
      </p>
    </section>
  );
}
