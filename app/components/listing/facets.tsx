import { Form, useLocation, useSubmit } from "react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { activeFilters, priceKey, serializeListingQuery, type ListingQuery, type SortOptions } from "~/lib/listing-query";
import { useLocale } from "~/lib/use-locale";
import type { Facets } from "~/models/catalog-schemas";
import { HiddenListingInputs } from "./hidden-inputs";
import { priceRangeLabel } from "./price-label";

const DESKTOP = "(min-width: 992px)";
const SWATCH = /^#[0-9a-f]{3,8}$/i;

/**
 * The filters of a listing as one GET form of checkboxes. Without JavaScript the shopper ticks and presses
 * Apply; with it every change is applied at once. On phones the panel is a closed "Filters" disclosure,
 * on desktop a sidebar that is always open.
 */
export function FacetsPanel({
  facets,
  query,
  sortOptions,
  showBrand = true,
}: {
  facets: Facets;
  query: ListingQuery;
  sortOptions: SortOptions;
  showBrand?: boolean;
}) {
  const { t } = useTranslation("listing");
  const locale = useLocale();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const details = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const queryKey = serializeListingQuery(query, sortOptions);
  const activeCount = activeFilters(query).length;

  useEffect(() => {
    if (details.current && window.matchMedia(DESKTOP).matches) details.current.open = true;
  }, []);

  // Checkboxes are uncontrolled; after a navigation (a chip link, the back button) show the new URL's state.
  useEffect(() => {
    form.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]").forEach((input) => {
      input.checked = input.defaultChecked;
    });
  }, [queryKey]);

  const selectedPrices = new Set(query.prices.map(priceKey));
  const inStockCount = facets.in_stock.find((f) => f.value)?.count ?? 0;
  const brands = showBrand ? facets.brand : [];

  return (
    <details className="facets" ref={details}>
      <summary className="facets__toggle">
        <span className="facets__heading">{t("facets.heading")}</span>
        {activeCount > 0 ? <span className="facets__active">{t("facets.activeCount", { count: activeCount })}</span> : null}
      </summary>
      <Form
        ref={form}
        method="get"
        action={pathname}
        className="facets__form"
        preventScrollReset
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      >
        <HiddenListingInputs query={query} sortOptions={sortOptions} filters={false} sort />
        {brands.length > 0 ? (
          <FacetGroup legend={t("facets.brand")}>
            {brands.map((brand) => (
              <FacetOption
                key={brand.value}
                name="brand"
                value={brand.value}
                checked={query.brands.includes(brand.value)}
                count={brand.count}
              >
                {brand.label}
              </FacetOption>
            ))}
          </FacetGroup>
        ) : null}
        {facets.color.length > 0 ? (
          <FacetGroup legend={t("facets.color")}>
            {facets.color.map((color) => (
              <FacetOption
                key={color.value}
                name="color"
                value={String(color.value)}
                checked={query.colors.includes(color.value)}
                count={color.count}
              >
                <span
                  className="swatch"
                  aria-hidden="true"
                  style={color.swatch && SWATCH.test(color.swatch) ? { backgroundColor: color.swatch } : undefined}
                />
                {color.label}
              </FacetOption>
            ))}
          </FacetGroup>
        ) : null}
        {facets.price.length > 0 ? (
          <FacetGroup legend={t("facets.price")}>
            {facets.price.map((range) => {
              const key = priceKey(range);
              return (
                <FacetOption key={key} name="price" value={key} checked={selectedPrices.has(key)} count={range.count}>
                  <bdi>{priceRangeLabel(range, locale, t)}</bdi>
                </FacetOption>
              );
            })}
          </FacetGroup>
        ) : null}
        <FacetGroup legend={t("facets.availability")}>
          <FacetOption name="in_stock" value="1" checked={query.inStock} count={inStockCount}>
            {t("facets.inStock")}
          </FacetOption>
        </FacetGroup>
        <button type="submit" className="button button--primary facets__apply">
          {t("facets.apply")}
        </button>
      </Form>
    </details>
  );
}

function FacetGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="facet">
      <legend className="facet__legend">{legend}</legend>
      <ul className="facet__options">{children}</ul>
    </fieldset>
  );
}

function FacetOption({
  name,
  value,
  checked,
  count,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation("listing");
  // A value that would list nothing cannot be chosen, unless it is already chosen (so it can be unticked).
  const disabled = count === 0 && !checked;
  return (
    <li>
      <label className={disabled ? "facet__option facet__option--disabled" : "facet__option"}>
        <input type="checkbox" name={name} value={value} defaultChecked={checked} disabled={disabled} className="facet__checkbox" />
        <span className="facet__label">{children}</span>
        <span className="facet__count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t("productCount", { count })}</span>
        </span>
      </label>
    </li>
  );
}
