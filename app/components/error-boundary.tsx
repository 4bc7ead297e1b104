import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import { ChevronIcon } from "./icons";
import { SearchForm } from "./search-form";

export interface ErrorResponseInfo {
  status: number;
  statusText: string;
  data: unknown;
}

export type StatusHandler = (error: ErrorResponseInfo) => ReactNode;

const defaultStatusHandlers: Partial<Record<number, StatusHandler>> = {
  404: () => <NotFoundPage />,
};

/**
 * The one error boundary every route reuses. Thrown responses go to a handler for their status
 * (a route may pass its own, e.g. `{ 403: () => <NotAllowed /> }`); anything else is a friendly
 * 500 page. Error messages and stack traces are never shown.
 */
export function GeneralErrorBoundary({ statusHandlers }: { statusHandlers?: Partial<Record<number, StatusHandler>> }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status];
    if (handler) return <>{handler(error)}</>;
    return error.status >= 500 ? <ServerErrorPage /> : <RequestErrorPage />;
  }
  return <ServerErrorPage />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="container error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t("errors.notFound.heading")}</h1>
      <p>{t("errors.notFound.text")}</p>
      <SearchForm inPage className="error-page__search" />
      <BackHomeLink />
    </section>
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="container error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t("errors.server.heading")}</h1>
      <p>{t("errors.server.text")}</p>
      <BackHomeLink />
    </section>
  );
}

function RequestErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="container error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t("errors.request.heading")}</h1>
      <p>{t("errors.request.text")}</p>
      <BackHomeLink />
    </section>
  );
}

function BackHomeLink() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <p>
      <Link to={href("/")} className="link-arrow">
        {t("errors.backHome")}
        <ChevronIcon />
      </Link>
    </p>
  );
}
