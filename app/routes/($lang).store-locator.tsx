import { data, Form, Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SelectField } from "~/components/forms/select-field";
import { Breadcrumbs } from "~/components/listing/breadcrumbs";
import { StoreCard } from "~/components/locator/store-card";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { productPath } from "~/lib/product-variant";
import { pageMeta } from "~/lib/seo";
import { useLocalizedHref } from "~/lib/use-locale";
import { getEmirates } from "~/models/address.server";
import { getProduct } from "~/models/catalog.server";
import { findStores, getAreas, queryRefusal, type Area, type StoreFilter } from "~/models/locator.server";
import { localeOf } from "~/lib/request-context.server";

/**
 * The store locator (SPEC §2 store-locator): every store, filtered by emirate and area with a GET form, and by
 * product with `?sku=` (SPEC §7 product stores, reached from a product page). Without a query string it is the
 * same page for everyone and shared by the page cache. An emirate, area or product we do not know answers 404
 * with the form and a message saying which.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const url = new URL(request.url);
  const filter = filterOf(url.searchParams);
  const headers = cataloguePageHeaders(request);
  const t = getI18n(locale).getFixedT(locale, "locator");
  const [emirates, all, product] = await Promise.all([
    getEmirates(locale),
    findStores(locale, {}),
    filter.sku === undefined ? undefined : getProduct({ locale, sku: filter.sku }),
  ]);
  let areas: Area[] = [];
  let stores = all;
  let refusal: { status: number; message: string } | null = null;
  try {
    if (filter.emirate !== undefined) areas = await getAreas(locale, filter.emirate);
    if (filter.emirate !== undefined || filter.area !== undefined || filter.sku !== undefined) stores = await findStores(locale, filter);
  } catch (error) {
    const { status, key } = queryRefusal(error);
    refusal = { status, message: t(key) };
    stores = [];
  }
  return data(
    {
      locale,
      origin: url.origin,
      filter,
      emirates: emirates.map(({ code, name }) => ({ code, name })),
      areas,
      stores,
      total: all.length,
      product: product ? { name: product.name, path: productPath(product) } : null,
      refusal,
      title: t("stores.title"),
      description: t("stores.description"),
      noIndex: url.search !== "",
    },
    { status: refusal?.status ?? 200, headers },
  );
}

/** The query's filters; an empty field is no filter (the form's "all" options). */
function filterOf(query: URLSearchParams): StoreFilter {
  const value = (name: string) => query.get(name)?.trim() || undefined;
  return { emirate: value("emirate"), area: value("area"), sku: value("sku") };
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({ title: data.title, description: data.description, origin: data.origin, locale: data.locale, path: "/store-locator", noIndex: data.noIndex })
    : [];

export default function StoreLocator() {
  const { filter, emirates, areas, stores, total, product, refusal } = useLoaderData<typeof loader>();
  const { t } = useTranslation("locator");
  const href = useLocalizedHref();
  const filtered = filter.emirate !== undefined || filter.area !== undefined || filter.sku !== undefined;
  return (
    <div className="container page store-locator">
      <Breadcrumbs items={[{ name: t("stores.title"), path: "/store-locator" }]} />
      <h1>{product ? t("stores.productHeading", { name: product.name }) : t("stores.heading")}</h1>
      {product ? (
        <p>
          {stores.length > 0 ? t("stores.productIntro") : t("stores.productNone", { name: product.name })}{" "}
          <Link to={href(product.path)}>{t("stores.backToProduct", { name: product.name })}</Link>
        </p>
      ) : (
        <p>{t("stores.intro", { count: total })}</p>
      )}

      <Form method="get" className="store-filter">
        <fieldset>
          <legend>{t("stores.filterLegend")}</legend>
          {filter.sku !== undefined ? <input type="hidden" name="sku" value={filter.sku} /> : null}
          <SelectField id="store-emirate" name="emirate" label={t("stores.emirate")} defaultValue={filter.emirate?.toUpperCase() ?? ""}>
            <option value="">{t("stores.allEmirates")}</option>
            {emirates.map((emirate) => (
              <option key={emirate.code} value={emirate.code}>
                {emirate.name}
              </option>
            ))}
          </SelectField>
          {areas.length > 0 ? (
            <SelectField id="store-area" name="area" label={t("stores.area")} defaultValue={filter.area ?? ""}>
              <option value="">{t("stores.allAreas")}</option>
              {areas.map((area) => (
                <option key={area.area_id} value={area.area_id}>
                  {area.city_name ? t("stores.areaWithCity", { area: area.area_name, city: area.city_name }) : area.area_name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <button type="submit" className="button button--primary">
            {t("stores.show")}
          </button>
          {filtered ? <Link to={href("/store-locator")}>{t("stores.showAll")}</Link> : null}
        </fieldset>
      </Form>

      {refusal ? (
        <p className="form__errors field__error" role="alert">
          {refusal.message}
        </p>
      ) : (
        <p className="store-locator__count" role="status">
          {stores.length > 0 ? t("stores.count", { count: stores.length }) : product ? null : t("stores.none")}
        </p>
      )}
      <ul className="store-list">
        {stores.map((store) => (
          <li key={store.code}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={href("/schedule-store-visit")}>{t("stores.scheduleLink")}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
