import { useFetcher } from "react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ADD_TO_CART_FETCHER } from "~/components/cart/cart-links";
import { useCartMessage } from "~/components/cart/messages";
import { useOfflineCartChange } from "~/components/cart/offline-cart-changes";
import { notify } from "~/components/forms/notifications";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { useLocalizedHref } from "~/lib/use-locale";
import type { CartAnswer } from "~/components/cart/cart-answer";
import { toLatinDigits } from "../../../commerce/contract/cart";
import { addToCartEvent } from "~/lib/analytics-events";
import { pushAnalyticsEvent, useAnalyticsAllowed } from "~/lib/use-analytics";

/**
 * The add-to-cart fetcher (one key, so the microcart watching it opens) of every add control. A failed add (out
 * of stock, price unknown…) is an error notification, as without JavaScript; a successful one is an `add_to_cart`
 * event for a shopper who allowed analytics (decision 064).
 */
export function useAddToCartFetcher() {
  const message = useCartMessage();
  const fetcher = useFetcher<CartAnswer>({ key: ADD_TO_CART_FETCHER });
  const reported = useRef<unknown>(null);
  const analytics = useAnalyticsAllowed();
  const addedQty = useRef(1);
  const submitted = fetcher.formData?.get("qty");
  if (typeof submitted === "string") addedQty.current = Number(toLatinDigits(submitted)) || 1;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || reported.current === result) return;
    reported.current = result;
    if (!result.ok) {
      notify({ kind: "error", text: message(result.error) });
      return;
    }
    const line = result.intent === "add" ? result.cart?.items.find((item) => item.item_id === result.itemId) : undefined;
    if (analytics && line) {
      pushAnalyticsEvent(addToCartEvent({ sku: line.sku, name: line.name, unitPriceFils: line.price_incl_tax, quantity: addedQty.current }));
    }
  }, [fetcher.state, fetcher.data, message, analytics]);
  return fetcher;
}

/**
 * A plain POST to the cart route: the parent sku, the chosen child, the option inputs passed as children,
 * a quantity and two submit buttons (add, or buy now with `intent=buy-now`). Without JavaScript
 * `redirectTo` brings the shopper back here after the POST → 303 → GET, with a flash message. With
 * JavaScript a fetcher posts it: the page stays, the header count revalidates and the microcart opens
 * (it watches the same fetcher). Buy now redirects to checkout either way.
 */
export function AddToCartForm({
  sku,
  name,
  childSku,
  maxQty,
  blockedBecause,
  children,
}: {
  sku: string;
  /** The product's name, for a change queued offline. */
  name: string;
  childSku: string | null;
  maxQty: number | undefined;
  /** Why the product cannot be added now (nothing chosen, out of stock); the buttons are then disabled. */
  blockedBecause: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation("product");
  const { t: tc } = useTranslation("cart");
  const href = useLocalizedHref();
  const fetcher = useAddToCartFetcher();
  const pendingIntent = fetcher.state === "submitting" ? fetcher.formData?.get("intent") : null;
  const disabled = blockedBecause !== null;
  const reasonId = "add-to-cart-reason";
  const queueOffline = useOfflineCartChange(name);

  return (
    <fetcher.Form
      method="post"
      action={href("/cart")}
      className="add-to-cart"
      aria-label={t("cartForm.label")}
      onSubmit={(event) => {
        if (queueOffline(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)) event.preventDefault();
      }}
    >
      <input type="hidden" name="sku" value={sku} />
      {childSku ? <input type="hidden" name="child_sku" value={childSku} /> : null}
      <FetcherRedirectInput />
      {children}
      <div className="add-to-cart__row">
        <div className="add-to-cart__qty">
          <label htmlFor="add-to-cart-qty" className="field__label">
            {t("cartForm.qty")}
          </label>
          {/* Text with a numeric keyboard, so Arabic-Indic digits can be typed; the server converts them. */}
          <input
            id="add-to-cart-qty"
            className="field__input"
            type="text"
            name="qty"
            inputMode="numeric"
            pattern="[0-9\u0660-\u0669\u06F0-\u06F9]{1,3}"
            autoComplete="off"
            defaultValue={1}
            required
            disabled={disabled}
            aria-describedby={maxQty ? "add-to-cart-max" : undefined}
          />
          {maxQty ? (
            <span id="add-to-cart-max" className="visually-hidden">
              {tc("line.available", { count: maxQty })}
            </span>
          ) : null}
        </div>
        <button
          type="submit"
          name="intent"
          value="add"
          className="button button--primary add-to-cart__submit"
          disabled={disabled}
          aria-describedby={disabled ? reasonId : undefined}
        >
          {pendingIntent === "add" ? t("cartForm.adding") : t("cartForm.addToCart")}
        </button>
        <button
          type="submit"
          name="intent"
          value="buy-now"
          className="button button--secondary add-to-cart__submit"
          disabled={disabled}
          aria-describedby={disabled ? reasonId : undefined}
        >
          {t("cartForm.buyNow")}
        </button>
      </div>
      {blockedBecause ? (
        <p id={reasonId} className="add-to-cart__reason">
          {blockedBecause}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
