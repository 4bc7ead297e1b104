import { data, Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/listing/breadcrumbs";
import { alphabets, groupByLetter } from "~/components/listing/brand-letters";
import { listingMeta } from "~/components/listing/listing-meta";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getBrands } from "~/models/catalog.server";
import { localeOf } from "~/lib/request-context.server";

/** SPEC §9: the brand list grouped by first letter, each brand linking to `/brands/{code}`. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const brands = await getBrands({ locale });
  const t = getI18n(locale).getFixedT(locale, "listing");
  const { groups, other } = groupByLetter(
    brands.map(({ code, name, logo, product_count }) => ({ code, name, logo, count: product_count })),
    locale,
  );
  const crumbs = [{ name: t("breadcrumbs.brands"), path: "/brands" }];
  return data(
    {
      alphabet: alphabets[locale],
      groups,
      other,
      crumbs,
      seo: {
        title: t("brands.title"),
        description: t("brands.description", { count: brands.length }),
        origin: new URL(request.url).origin,
        locale,
        path: "/brands",
        noIndex: new URL(request.url).search !== "",
        home: t("breadcrumbs.home"),
        crumbs,
      },
    },
    { headers: cataloguePageHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? listingMeta(data.seo) : []);

export default function BrandsPage() {
  const { alphabet, groups, other, crumbs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("listing");
  const href = useLocalizedHref();
  const present = new Map(groups.map((group, i) => [group.letter, `letter-${i + 1}`]));
  const sections = [
    ...groups.map((group, i) => ({ id: `letter-${i + 1}`, heading: group.letter, items: group.items })),
    ...(other.length ? [{ id: "letter-other", heading: t("brands.otherLabel"), items: other }] : []),
  ];

  return (
    <div className="container page brands-page">
      <Breadcrumbs items={crumbs} />
      <h1>{t("brands.heading")}</h1>
      <p className="brands-page__intro">{t("brands.intro")}</p>
      <nav className="letter-index" aria-label={t("brands.letterIndex")}>
        <ul className="letter-index__list">
          {alphabet.map((letter) => {
            const id = present.get(letter);
            return (
              <li key={letter}>
                {id ? (
                  <a href={`#${id}`} className="letter-index__link">
                    {letter}
                  </a>
                ) : (
                  <span className="letter-index__empty" title={t("brands.noBrandsForLetter", { letter })}>
                    {letter}
                  </span>
                )}
              </li>
            );
          })}
          {other.length ? (
            <li>
              <a href="#letter-other" className="letter-index__link letter-index__link--wide">
                {t("brands.otherLabel")}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="brand-sections">
        {sections.map((section) => (
          <section key={section.id} id={section.id} className="brand-section" aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="brand-section__letter">
              {section.heading}
            </h2>
            <ul className="brand-section__list">
              {section.items.map((brand) => (
                <li key={brand.code}>
                  <Link to={href(`/brands/${brand.code}`)} className="brand-link">
                    {brand.logo ? <img src={brand.logo} alt="" className="brand-link__logo" width={80} height={40} loading="lazy" /> : null}
                    <span className="brand-link__name">{brand.name}</span>
                    <span className="brand-link__count">
                      <span aria-hidden="true">{brand.count}</span>
                      <span className="visually-hidden">{t("productCount", { count: brand.count })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
