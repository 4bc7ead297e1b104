import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { getFixedT } from "~/lib/i18n.server";
import type { RouteHandle } from "~/lib/route-handle";
import { localeOf } from "~/lib/request-context.server";

// The path keeps the SPEC's spelling (§2: /maintanence).
export const handle: RouteHandle = { layout: "minimal" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const t = getFixedT(localeOf(context));
  return { title: t("maintenance.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export default function Maintenance() {
  const { t } = useTranslation();
  return (
    <section className="container page notice-page" aria-labelledby="maintenance-heading">
      <h1 id="maintenance-heading">{t("maintenance.heading")}</h1>
      <p>{t("maintenance.text")}</p>
    </section>
  );
}
