import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";
import type { ProductDetail } from "~/models/catalog-schemas";

/**
 * Custom options (wall mounting, extended warranty) as radio groups in the add-to-cart form
 * (`custom_option[{option_id}]` = the option_type_id, empty for none). Each value shows what it adds:
 * "+AED 199.00" or "+10%".
 */
export function CustomOptions({
  options,
  chosen,
  onChoose,
}: {
  options: ProductDetail["custom_options"];
  chosen: Readonly<Record<number, number>>;
  onChoose: (optionId: number, valueId: number | undefined) => void;
}) {
  const { t } = useTranslation("product");
  const locale = useLocale();
  return (
    <>
      {options.map((option) => {
        const name = `custom_option[${option.option_id}]`;
        const current = chosen[option.option_id];
        return (
          <fieldset key={option.option_id} className="product-choice-group">
            <legend className="product-choice-group__legend">
              {option.title}
              {option.is_required ? <span className="product-choice-group__required"> {t("customOptions.required")}</span> : null}
            </legend>
            {option.is_required ? null : (
              <label className="product-choice">
                <input
                  type="radio"
                  name={name}
                  value=""
                  checked={current === undefined}
                  onChange={() => onChoose(option.option_id, undefined)}
                />
                <span className="product-choice__text">
                  <span className="product-choice__name">{t("customOptions.none")}</span>
                </span>
              </label>
            )}
            {option.values.map((value) => (
              <label key={value.option_type_id} className="product-choice">
                <input
                  type="radio"
                  name={name}
                  value={value.option_type_id}
                  checked={current === value.option_type_id}
                  onChange={() => onChoose(option.option_id, value.option_type_id)}
                  required={option.is_required}
                />
                <span className="product-choice__text">
                  <span className="product-choice__name">{value.title}</span>
                </span>
                <span className="product-choice__price">
                  {value.price_type === "percent" ? `+${value.price}%` : `+${formatMoney(value.price, locale)}`}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}
