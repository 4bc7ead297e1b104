import { useTranslation } from "react-i18next";
import { Price } from "~/components/price";
import { bundleSelection } from "~/lib/product-variant";
import type { ProductDetail } from "~/models/catalog-schemas";

/**
 * A bundle's options, each a radio group of its parts with their qty; the default part is checked. The
 * radios belong to the add-to-cart form (`bundle_option[{option_id}]` = the selection id).
 */
export function BundleOptions({
  options,
  chosen,
  onChoose,
}: {
  options: ProductDetail["bundle_options"];
  chosen: Readonly<Record<number, number>>;
  onChoose: (optionId: number, selectionId: number) => void;
}) {
  const { t } = useTranslation("product");
  return (
    <div className="bundle-options">
      <h2 className="product-section-title">{t("bundle.heading")}</h2>
      {options.map((option) => {
        const current = bundleSelection(option, chosen[option.option_id]);
        return (
          <fieldset key={option.option_id} className="product-choice-group">
            <legend className="product-choice-group__legend">{option.title}</legend>
            {option.product_links.map((link) => (
              <label key={link.id} className="product-choice">
                <input
                  type="radio"
                  name={`bundle_option[${option.option_id}]`}
                  value={link.id}
                  checked={current?.id === link.id}
                  onChange={() => onChoose(option.option_id, link.id)}
                  required={option.required}
                />
                <span className="product-choice__text">
                  <span className="product-choice__name">{link.name}</span>
                  <span className="product-choice__meta">
                    {t("bundle.qty", { qty: link.qty })}
                    {link.is_default ? ` ${t("bundle.defaultChoice")}` : null}
                  </span>
                </span>
                <Price finalPrice={link.final_price_incl_tax * link.qty} regularPrice={link.price_incl_tax * link.qty} as="span" />
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
