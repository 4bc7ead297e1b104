import { useTranslation } from "react-i18next";
import { formatMoney } from "../../common/format";
import { useLocale } from "~/lib/use-locale";

/** A VAT-inclusive price; a special price shows with the regular one struck through. */
export function Price({
  finalPrice,
  regularPrice,
  size = "md",
  as: Element = "p",
}: {
  finalPrice: number;
  regularPrice: number;
  size?: "md" | "lg";
  /** `span` where a paragraph may not go, e.g. inside a label. */
  as?: "p" | "span";
}) {
  const { t } = useTranslation("catalog");
  const locale = useLocale();
  const onSale = finalPrice < regularPrice;
  return (
    <Element className={`price price--${size}`}>
      <span className={onSale ? "price__final price__final--sale" : "price__final"}>
        {onSale ? <span className="visually-hidden">{t("price.now")} </span> : null}
        {finalPrice === 0 ? t("price.free") : formatMoney(finalPrice, locale)}
      </span>
      {onSale ? (
        <>
          {" "}
          <s className="price__was">
            <span className="visually-hidden">{t("price.was")} </span>
            {formatMoney(regularPrice, locale)}
          </s>
        </>
      ) : null}
    </Element>
  );
}
