import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { OptionState } from "~/lib/product-variant";
import { useLocalizedHref } from "~/lib/use-locale";

/**
 * Each value of each configurable option is a real link to the page of the child it leads to, so choosing
 * works with or without JavaScript and crawlers see every variant. The chosen value is `aria-current`;
 * a value no orderable child has with the other choices looks struck through and says "unavailable" to
 * screen readers, but still leads to the best child that has it.
 */
export function ConfigurableOptions({ options }: { options: OptionState[] }) {
  const { t } = useTranslation("product");
  const href = useLocalizedHref();

  return (
    <div className="variant-options">
      {options.map((option) => {
        const headingId = `option-${option.attribute_code}`;
        return (
          <div key={option.attribute_code} className="variant-option" role="group" aria-labelledby={headingId}>
            <h2 id={headingId} className="variant-option__label">
              {option.label}
              {option.selected ? (
                <>
                  <span aria-hidden="true">: </span>
                  <span className="variant-option__current">{option.selected.label}</span>
                </>
              ) : null}
            </h2>
            <ul className="variant-option__values">
              {option.values.map((value) => (
                <li key={value.value_index}>
                  <Link
                    to={href(value.href)}
                    className={[
                      "variant-value",
                      value.swatch ? "variant-value--swatch" : "",
                      value.available ? "" : "variant-value--unavailable",
                    ]
                      .filter(Boolean)
                      .join(" ")}
                    aria-current={value.selected ? "true" : undefined}
                    preventScrollReset
                    prefetch="intent"
                  >
                    {value.swatch ? (
                      <span className="variant-value__swatch" style={{ backgroundColor: value.swatch }} aria-hidden="true" />
                    ) : null}
                    <span className="variant-value__label">{value.label}</span>
                    {value.available ? null : <span className="visually-hidden"> {t("options.unavailable")}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
