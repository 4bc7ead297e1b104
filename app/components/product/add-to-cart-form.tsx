import { Form, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";

/**
 * A plain POST to the cart route: the parent sku, the chosen child, the option inputs passed as children,
 * a quantity and two submit buttons (add, or buy now with `intent=buy-now`). `redirectTo` brings the
 * shopper back here after the POST → 303 → GET when JavaScript is off.
 */
export function AddToCartForm({
  sku,
  childSku,
  maxQty,
  blockedBecause,
  children,
}: {
  sku: string;
  childSku: string | null;
  maxQty: number | undefined;
  /** Why the product cannot be added now (nothing chosen, out of stock); the buttons are then disabled. */
  blockedBecause: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation("product");
  const href = useLocalizedHref();
  const location = useLocation();
  const navigation = useNavigation();
  const action = href("/cart");
  const pendingIntent =
    navigation.state === "submitting" && navigation.formAction === action ? navigation.formData?.get("intent") : null;
  const disabled = blockedBecause !== null;
  const reasonId = "add-to-cart-reason";

  return (
    <Form method="post" action={action} className="add-to-cart" aria-label={t("cartForm.label")}>
      <input type="hidden" name="sku" value={sku} />
      {childSku ? <input type="hidden" name="child_sku" value={childSku} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
      <div className="add-to-cart__row">
        <div className="add-to-cart__qty">
          <label htmlFor="add-to-cart-qty" className="field__label">
            {t("cartForm.qty")}
          </label>
          <input
            id="add-to-cart-qty"
            className="field__input"
            type="number"
            name="qty"
            inputMode="numeric"
            min={1}
            max={maxQty}
            step={1}
            defaultValue={1}
            required
            disabled={disabled}
          />
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
    </Form>
  );
}
