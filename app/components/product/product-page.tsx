import { Link, useLoaderData } from "react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InstalmentPlansDetails } from "~/components/payment/instalment-plans";
import { PayInFour } from "~/components/payment/pay-in-four";
import { Price } from "~/components/price";
import { StockBadge } from "~/components/stock-badge";
import { ProductCompareForm } from "~/components/compare/product-compare-form";
import { RecentlyViewedSlot } from "~/components/recently-viewed";
import { ProductShareLink } from "~/components/support/product-share-link";
import { ProductRating, ProductReviewsSection } from "~/components/reviews/product-reviews";
import { ProductWishlistControls } from "~/components/wishlist/product-wishlist-controls";
import { ProductStoreServices } from "~/components/locator/product-store-services";
import { formatMoney } from "../../../common/format";
import { bundleSavingOf, describeOptions, priceWithCustomOptions, shownPrice, type ConfigurableChild } from "~/lib/product-variant";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { AddToCartForm } from "./add-to-cart-form";
import { Breadcrumbs } from "./breadcrumbs";
import { BundleOptions } from "./bundle-options";
import { ConfigurableOptions } from "./configurable-options";
import { CustomOptions } from "./custom-options";
import { GiftCardFields } from "./gift-card-fields";
import { GroupedItems } from "./grouped-items";
import { ProductGallery } from "./product-gallery";
import type { ProductPageData } from "./product-page-data";
import { RelatedProducts } from "./related-products";
import { SpecsTable } from "./specs-table";
import { viewItemEvent } from "~/lib/analytics-events";
import { useAnalyticsEvent } from "~/lib/use-analytics";

/** The product page of both product routes (with and without a child sku). */
export function ProductPage() {
  const data = useLoaderData<ProductPageData>();
  // Choices made on one product's page must not carry over to the next product.
  return <ProductView key={data.product.sku} data={data} />;
}

function ProductView({ data }: { data: ProductPageData }) {
  const { product, chosenSku, selection, noSuchConfiguration, breadcrumbs, saved, instalments, delivery, reviews } = data;
  const { t } = useTranslation("product");
  const { t: tc } = useTranslation("catalog");
  const locale = useLocale();
  const href = useLocalizedHref();
  const [bundleChoice, setBundleChoice] = useState<Record<number, number>>({});
  useAnalyticsEvent(viewItemEvent({ sku: product.sku, name: product.name, unitPriceFils: product.final_price_incl_tax }));
  const [customChoice, setCustomChoice] = useState<Record<number, number>>({});

  const isConfigurable = product.type_id === "configurable";
  const child: ConfigurableChild | undefined = chosenSku
    ? product.configurable_children.find((c) => c.sku === chosenSku)
    : undefined;
  const options = isConfigurable ? describeOptions(product, selection) : [];
  const hasVariants = isConfigurable && product.configurable_children.length > 0;

  const price = shownPrice(product, child, bundleChoice);
  const withOptions = priceWithCustomOptions(product, price.final, customChoice);
  const bundleSaving = product.type_id === "bundle" ? bundleSavingOf(product, bundleChoice) : 0;
  const stock = child ? child.stock : product.stock;

  const blockedBecause =
    !hasVariants && isConfigurable
      ? t("cartForm.outOfStock")
      : isConfigurable && !child
      ? choosePrompt(options.filter((o) => !o.selected).map((o) => o.label))
      : !stock.is_in_stock || price.final < 0
      ? t("cartForm.outOfStock")
      : null;

  function choosePrompt(missing: string[]): string {
    return missing.length > 0
      ? t("options.choosePrompt", { options: new Intl.ListFormat(locale, { type: "conjunction" }).format(missing) })
      : t("cartForm.chooseFirst");
  }

  return (
    <div className="container page product-page">
      <Breadcrumbs items={breadcrumbs} current={product.name} />

      <div className="product-page__top">
        <ProductGallery media={product.media_gallery} photos={product.photos} name={product.name} />

        <section className="product-summary" aria-labelledby="product-name">
          {product.brand ? (
            <Link to={href(`/brands/${encodeURIComponent(product.brand.code)}`)} className="product-summary__brand">
              {product.brand.name}
            </Link>
          ) : null}
          <h1 id="product-name" className="product-summary__name">
            {product.name}
          </h1>
          <ProductRating reviews={reviews} />
          <dl className="product-facts">
            <div>
              <dt>{t("summary.sku")}</dt>
              <dd className="product-facts__sku">{child?.sku ?? product.sku}</dd>
            </div>
            {product.mpn ? (
              <div>
                <dt>{t("summary.mpn")}</dt>
                <dd>{product.mpn}</dd>
              </div>
            ) : null}
          </dl>

          <div className="product-summary__buy">
            <div className="product-summary__price">
              {isConfigurable && !child ? (
                <p className="price price--lg">
                  <span className="price__final">{tc("price.from", { price: formatMoney(price.final, locale) })}</span>
                </p>
              ) : (
                <Price finalPrice={price.final} regularPrice={price.regular} size="lg" />
              )}
              <p className="product-summary__vat">{tc("price.vatIncluded")}</p>
              {product.tier_prices.length > 0 && !child ? (
                <ul className="product-summary__tiers" aria-label={t("tierPrices.label")}>
                  {product.tier_prices.map((tier) => (
                    <li key={tier.min_qty}>{t("tierPrices.tier", { count: tier.min_qty, price: formatMoney(tier.price_incl_tax, locale) })}</li>
                  ))}
                </ul>
              ) : null}
              {bundleSaving > 0 ? (
                <p className="product-summary__saving">{t("bundle.saving", { amount: formatMoney(bundleSaving, locale) })}</p>
              ) : null}
              {withOptions !== price.final ? (
                <p className="product-summary__with-options" aria-live="polite">
                  {t("customOptions.total")} <strong>{formatMoney(withOptions, locale)}</strong>
                </p>
              ) : null}
              {/* The loader's offer is for the price first shown; once a choice changes the price, it is not shown. */}
              {instalments?.amount === withOptions && instalments.payInFour !== null ? <PayInFour instalment={instalments.payInFour} /> : null}
            </div>
            {isConfigurable && !child && stock.is_in_stock ? null : <StockBadge inStock={stock.is_in_stock} qty={stock.qty} />}
          </div>

          {noSuchConfiguration ? (
            <p className="product-notice product-notice--warning" role="alert">
              {t("options.noSuchConfiguration")}
            </p>
          ) : null}
          {product.errors.variants ? (
            <p className="product-notice product-notice--warning">
              {product.errors.variants === "No available product variants" ? t("options.noVariants") : product.errors.variants}
            </p>
          ) : null}

          {product.key_features.length > 0 ? (
            <section className="product-features" aria-labelledby="product-features-heading">
              <h2 id="product-features-heading" className="visually-hidden">
                {t("keyFeatures.heading")}
              </h2>
              <ul className="product-features__list">
                {product.key_features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {isConfigurable && options.length > 0 ? <ConfigurableOptions options={options} /> : null}

          {product.type_id === "grouped" && product.grouped_items.length > 0 ? (
            <GroupedItems items={product.grouped_items} />
          ) : null}

          <AddToCartForm
            sku={product.sku}
            name={product.name}
            childSku={child?.sku ?? null}
            maxQty={stock.qty > 0 ? stock.qty : undefined}
            blockedBecause={blockedBecause}
          >
            {product.type_id === "bundle" && product.bundle_options.length > 0 ? (
              <BundleOptions
                options={product.bundle_options}
                chosen={bundleChoice}
                onChoose={(optionId, selectionId) => setBundleChoice((c) => ({ ...c, [optionId]: selectionId }))}
              />
            ) : null}
            {product.custom_options.length > 0 ? (
              <CustomOptions
                options={product.custom_options}
                chosen={customChoice}
                onChoose={(optionId, valueId) =>
                  setCustomChoice(({ [optionId]: _, ...rest }) =>
                    valueId === undefined ? rest : { ...rest, [optionId]: valueId }
                  )
                }
              />
            ) : null}
            {product.type_id === "giftcard" ? <GiftCardFields /> : null}
          </AddToCartForm>
          <ProductWishlistControls sku={product.sku} inStock={product.stock.is_in_stock} saved={saved} />
          <ProductCompareForm sku={product.sku} />
          <ProductShareLink sku={product.sku} />
          {instalments?.amount === withOptions ? <InstalmentPlansDetails issuers={instalments.issuers} /> : null}
          <ProductStoreServices sku={product.sku} typeId={product.type_id} delivery={delivery} />
        </section>
      </div>

      {product.description ? (
        <section className="product-section product-description" aria-labelledby="description-heading">
          <h2 id="description-heading" className="product-section-title">
            {t("description.heading")}
          </h2>
          {product.description
            .split(/\n\s*\n|\n/)
            .filter((p) => p.trim() !== "")
            .map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
        </section>
      ) : null}

      <SpecsTable specs={product.specs} />
      <ProductReviewsSection reviews={reviews} sku={product.sku} />
      <RelatedProducts links={product.product_links} />
      <RecentlyViewedSlot data={data} html={data.recentlyViewed} />
    </div>
  );
}
