import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { localeFromParams } from "~/lib/i18n";
import { getFixedT } from "~/lib/i18n.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const t = getFixedT(localeFromParams(params));
  return { title: t("home.title"), description: t("home.description") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }] : [];

export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t("home.heading")}</h1>
        <p className="hero__intro">{t("home.intro")}</p>
      </section>
    </div>
  );
}
