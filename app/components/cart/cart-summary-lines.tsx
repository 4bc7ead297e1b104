import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { imageSize, productImageUrl } from "~/lib/images";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { Cart } from "~/models/cart-schemas";
import { lineEditPath, productHref } from "./cart-links";

/**
 * A compact list of lines: the microcart (`editable`: each line but a gift card's links to its edit page, as the
 * cart page's lines do) and the checkout summary (with a `note` per line, such as its delivery date).
 */
export function CartSummaryLines({
  items,
  note,
  editable = false,
}: {
  items: Cart["items"];
  note?: (item: Cart["items"][number]) => string | null;
  editable?: boolean;
}) {
  const { t } = useTranslation("cart");
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <ul className="summary-lines" aria-label={t("line.listLabel")}>
      {items.map((item) => {
        const link = productHref(item.url_path);
        return (
          <li key={item.item_id} className="summary-line">
            {item.image ? (
              <img
                className="summary-line__image"
                src={productImageUrl(item.image, "cart")}
                width={imageSize.cart.width}
                height={imageSize.cart.height}
                alt=""
                loading="lazy"
              />
            ) : (
              <span className="summary-line__image" />
            )}
            <div className="summary-line__info">
              <p className="summary-line__name">{link ? <Link to={href(link)}>{item.name}</Link> : item.name}</p>
              {item.options.length > 0 ? (
                <p className="summary-line__options">{item.options.map((o) => `${o.label}: ${o.value}`).join(", ")}</p>
              ) : null}
              <p className="summary-line__qty">
                {t("line.qty")}: {item.qty}
              </p>
              {note?.(item) ? <p className="summary-line__note">{note(item)}</p> : null}
              {editable && !item.gift_card ? (
                <p className="summary-line__edit">
                  <Link to={href(lineEditPath(item.item_id))} aria-label={t("line.editNamed", { name: item.name })}>
                    {t("line.edit")}
                  </Link>
                </p>
              ) : null}
            </div>
            <p className="summary-line__total">{formatMoney(item.row_total_incl_tax, locale)}</p>
          </li>
        );
      })}
    </ul>
  );
}
