import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PayInFour } from "~/components/payment/pay-in-four";
import { useLocalizedHref } from "~/lib/use-locale";
import type { Cart, Coupon } from "~/models/cart-schemas";
import { BankOfferRemoved } from "./bank-offer-removed";
import { CartLine } from "./cart-line";
import { BankCoupons, CouponForm } from "./coupon-form";
import { GiftCardForm } from "./gift-card-form";
import { GiftWrapForm } from "./gift-wrap-form";
import { TotalsTable } from "./totals-table";

const HEADING_ID = "cart-heading";

/**
 * The cart page: lines, then codes, gift cards and gift wrap; the order summary beside them. A signed-in
 * customer can move a line to their wishlist.
 */
export function CartView({
  cart,
  unavailable,
  bankCoupons,
  signedIn,
  payInFour,
}: {
  cart: Cart | null;
  unavailable: boolean;
  bankCoupons: Coupon[];
  signedIn: boolean;
  /** The first of four BNPL instalments of the grand total; null when BNPL does not take it. */
  payInFour: number | null;
}) {
  const { t } = useTranslation("cart");
  const href = useLocalizedHref();
  const empty = !cart || cart.items.length === 0;

  return (
    <div className="container page cart-page">
      <h1 id={HEADING_ID} tabIndex={-1}>
        {t("page.heading")}
      </h1>
      {unavailable ? (
        <p className="cart-notice" role="alert">
          {t("page.unavailable")}
        </p>
      ) : null}
      {empty ? (
        unavailable ? null : <EmptyCart />
      ) : (
        <div className="cart-layout">
          <section className="cart-lines" aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="cart-lines__count">
              {t("page.itemCount", { count: cart.items_qty })}
            </h2>
            <ul className="cart-lines__list" aria-label={t("line.listLabel")}>
              {cart.items.map((item) => (
                <CartLine key={item.item_id} item={item} headingId={HEADING_ID} canSave={signedIn} />
              ))}
            </ul>
          </section>
          {/* Before the codes and gift options on phones, so "Proceed to checkout" is near the lines. */}
          <aside className="cart-summary" aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading" className="cart-summary__title">
              {t("totals.heading")}
            </h2>
            <TotalsTable cart={cart} headingId="cart-summary-heading" />
            <BankOfferRemoved cart={cart} />
            {payInFour === null ? null : <PayInFour instalment={payInFour} />}
            <Link to={href("/checkout")} className="button button--primary cart-summary__checkout">
              {t("page.proceedToCheckout")}
            </Link>
            <Link to={href("/")} className="cart-summary__continue">
              {t("page.continueShopping")}
            </Link>
          </aside>
          <div className="cart-extras">
            <CouponForm couponCode={cart.coupon_code} warning={cart.coupon_warning} />
            <BankCoupons coupons={bankCoupons} bankCouponCode={cart.bank_coupon_code} warning={cart.bank_coupon_warning} />
            <GiftCardForm giftCards={cart.gift_cards} />
            <GiftWrapForm giftWrap={cart.gift_wrap} />
          </div>
        </div>
      )}
    </div>
  );
}

export function EmptyCart() {
  const { t } = useTranslation("cart");
  const href = useLocalizedHref();
  return (
    <section className="cart-empty" aria-labelledby="cart-empty-heading">
      <h2 id="cart-empty-heading">{t("page.emptyHeading")}</h2>
      <p>{t("page.emptyText")}</p>
      <Link to={href("/")} className="button button--primary">
        {t("page.continueShopping")}
      </Link>
    </section>
  );
}
