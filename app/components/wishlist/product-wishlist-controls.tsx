import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { HeartIcon } from "~/components/icons";
import { formatMoney } from "../../../common/format";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { SavedProductState } from "~/models/wishlist.server";
import { WishlistForm } from "./wishlist-form";

/**
 * The product page's "Add to wishlist" (or "In your wishlist" and remove), "Notify me when it's back in
 * stock" while it is out of stock, and "Alert me when the price drops": one form, a button per intent.
 * Without `saved` every button shows, the same for everyone; a guest who presses one is asked to sign in.
 */
export function ProductWishlistControls({ sku, inStock, saved }: { sku: string; inStock: boolean; saved: SavedProductState | null }) {
  const { t } = useTranslation("wishlist");
  const locale = useLocale();
  const href = useLocalizedHref();
  const alertWaits = saved !== null && ((saved.stockAlert && !inStock) || saved.priceAlertBelow !== null);
  return (
    <WishlistForm fields={{ sku }} className="product-saving" label={t("product.label")}>
      {saved?.onWishlist ? (
        <p className="product-saving__state">
          <HeartIcon className="icon--saved" />
          <span>{t("product.inWishlist")}</span>
          <button type="submit" name="intent" value="remove" className="button--link">
            {t("product.remove")}
          </button>
        </p>
      ) : (
        <button type="submit" name="intent" value="add" className="button button--secondary">
          <HeartIcon />
          {t("product.add")}
        </button>
      )}
      {inStock ? null : saved?.stockAlert ? (
        <p className="product-saving__state">{t("product.stockAlertSet")}</p>
      ) : (
        <button type="submit" name="intent" value="alert-stock" className="button button--secondary">
          {t("product.alertStock")}
        </button>
      )}
      {saved?.priceAlertBelow != null ? (
        <p className="product-saving__state">{t("product.priceAlertSet", { price: formatMoney(saved.priceAlertBelow, locale) })}</p>
      ) : (
        <button type="submit" name="intent" value="alert-price" className="button--link">
          {t("product.alertPrice")}
        </button>
      )}
      {alertWaits ? (
        <Link to={href("/my-account/alerts")} className="product-saving__manage">
          {t("product.manageAlerts")}
        </Link>
      ) : null}
    </WishlistForm>
  );
}
