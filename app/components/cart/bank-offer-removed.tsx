import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";
import type { Cart } from "~/models/cart-schemas";

/**
 * Says that the way to pay took the bank offer off the cart (decision 047), with the total the shopper now
 * pays, before they pay it.
 */
export function BankOfferRemoved({ cart }: { cart: Pick<Cart, "bank_offer_removed" | "totals"> }) {
  const { t } = useTranslation("cart");
  const locale = useLocale();
  if (!cart.bank_offer_removed) return null;
  return (
    <p className="cart-notice bank-offer-removed" role="status">
      {t("bankCoupons.removed", { code: cart.bank_offer_removed, total: formatMoney(cart.totals.grand_total, locale) })}
    </p>
  );
}
