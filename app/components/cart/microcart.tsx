import { Link, useFetcher, useLocation } from "react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { Cart } from "~/models/cart-schemas";
import type { CartAnswer } from "./cart-answer";
import { ADD_TO_CART_FETCHER } from "./cart-links";
import { CartSummaryLines } from "./cart-summary-lines";
import { MicrocartQueueSlot } from "~/components/after-load-slots";

/**
 * The microcart drawer (JavaScript only): after the product page's add-to-cart fetcher comes back with
 * a cart, a modal `<dialog>` slides in from the inline end (right in English, left in Arabic) with the
 * lines (each with its "Edit" link), the subtotal, "Proceed to checkout" and "View cart". A modal dialog keeps
 * focus inside and closes on Escape; a click on the backdrop closes it too. Without JavaScript the add redirects back
 * with a flash message instead. A change made offline opens it too, listed as waiting (decision 058). It is loaded
 * after the page (components/after-load-slots.tsx); an add answered before it came opens it when it comes.
 */
export function Microcart() {
  const { t } = useTranslation("cart");
  const locale = useLocale();
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const fetcher = useFetcher<CartAnswer>({ key: ADD_TO_CART_FETCHER });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const handled = useRef<unknown>(null);
  const [cart, setCart] = useState<Cart | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok && result.intent === "add" && result.cart) {
      setCart(result.cart);
      const dialog = dialogRef.current;
      if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
    }
  }, [fetcher.state, fetcher.data]);

  // A link in the drawer (or anything else) navigated: the drawer is done.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  const close = () => dialogRef.current?.close();
  const open = () => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
  };

  return (
    <dialog
      ref={dialogRef}
      className="microcart"
      aria-labelledby="microcart-heading"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="microcart__panel">
        <div className="microcart__header">
          <h2 id="microcart-heading" className="microcart__title">
            {t("microcart.heading")}
          </h2>
          <button type="button" className="close-button" onClick={close} aria-label={t("microcart.close")}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <MicrocartQueueSlot onWaitingAdded={open} />
        {cart ? (
          <>
            <div className="microcart__lines">
              <CartSummaryLines items={cart.items} editable />
            </div>
            <div className="microcart__footer">
              <p className="microcart__subtotal">
                <span>{t("microcart.subtotal")}</span>
                <span className="microcart__subtotal-value">{formatMoney(cart.totals.subtotal_incl_tax, locale)}</span>
              </p>
              <Link to={href("/checkout")} className="button button--primary microcart__checkout" onClick={close}>
                {t("page.proceedToCheckout")}
              </Link>
              <Link to={href("/cart")} className="button button--secondary microcart__view" onClick={close}>
                {t("page.viewCart")}
              </Link>
            </div>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
