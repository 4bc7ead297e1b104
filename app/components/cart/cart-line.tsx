import { Link, useFetcher } from "react-router";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { productImageUrl, imageSize } from "~/lib/images";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { CartItem } from "~/models/cart-schemas";
import type { CartAnswer } from "./cart-answer";
import { MAX_LINE_QTY, readQuantity } from "./form-rules";
import { lineFetcherKey, productHref, useCartAction } from "./cart-links";
import { CART_FORMS, useCartMessage } from "./messages";
import { useOfflineCartChange } from "./offline-cart-changes";
import { GiftCardRecipient } from "./gift-card-recipient";
import { GiftCardRecipientForm } from "./gift-card-recipient-form";
import { LineEditControl } from "./line-edit-dialog";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { useFormFlash } from "~/components/forms/use-form-flash";
import { MoveToWishlistForm } from "~/components/wishlist/move-to-wishlist-form";

/** A quantity the shopper submitted, if it is a valid one (for the optimistic line). */
function submittedQty(formData: FormData | undefined): number | null {
  if (formData?.get("intent") !== "update-qty") return null;
  const read = readQuantity(formData.get("qty"));
  return "qty" in read ? read.qty : null;
}

/**
 * One cart line: thumbnail, name, options, unit price, quantity form, line total, remove. With
 * JavaScript the quantity and the line total change as soon as the shopper submits (from the fetcher's
 * form data); when the update fails the loader's quantity shows again (SPEC §4 prev_qty rule) and the
 * input is put back to it. A line being removed is hidden until the cart comes back. `canSave`: a signed-in
 * customer's line can move to their wishlist.
 */
export function CartLine({ item, headingId, canSave }: { item: CartItem; headingId: string; canSave: boolean }) {
  const { t } = useTranslation("cart");
  const locale = useLocale();
  const href = useLocalizedHref();
  const message = useCartMessage();
  const fetcher = useFetcher<CartAnswer>({ key: lineFetcherKey(item.item_id) });
  const pendingIntent = fetcher.formData?.get("intent");
  const optimisticQty = submittedQty(fetcher.formData);
  const qty = optimisticQty ?? item.qty;
  const lineTotal = optimisticQty === null ? item.row_total_incl_tax : item.price_incl_tax * optimisticQty;
  const link = productHref(item.url_path);
  const nameId = `cart-line-name-${item.item_id}`;

  if (pendingIntent === "remove") return null;

  return (
    <li className="cart-line" data-item-id={item.item_id} aria-busy={fetcher.state !== "idle" || undefined}>
      <div className="cart-line__image">
        {item.image ? (
          <img
            src={productImageUrl(item.image, "cart")}
            width={imageSize.cart.width}
            height={imageSize.cart.height}
            alt=""
            loading="lazy"
          />
        ) : null}
      </div>
      <div className="cart-line__info">
        <h3 className="cart-line__name" id={nameId}>
          {link ? <Link to={href(link)}>{item.name}</Link> : item.name}
        </h3>
        {item.options.length > 0 ? (
          <dl className="cart-line__options">
            {item.options.map((option) => (
              <div key={`${option.label}:${option.value}`}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {item.gift_card ? (
          <>
            <GiftCardRecipient recipient={item.gift_card} />
            <GiftCardRecipientForm item={item} recipient={item.gift_card} />
          </>
        ) : null}
        {item.gift_card ? null : <LineEditControl item={item} />}
        <p className="cart-line__sku">{t("line.sku", { sku: item.child_sku ?? item.sku })}</p>
        {item.errors.length > 0 || !item.is_in_stock ? (
          <ul className="cart-line__errors">
            {(item.errors.length > 0 ? item.errors : ["cart.itemOutOfStock"]).map((error) => (
              <li key={error}>{error === "cart.itemOutOfStock" ? t("itemErrors.outOfStock") : message(`errors.${error}`)}</li>
            ))}
          </ul>
        ) : null}
        {canSave ? <MoveToWishlistForm itemId={item.item_id} name={item.name} /> : null}
      </div>
      <p className="cart-line__price">
        <span className="cart-line__label">{t("line.unitPrice")}</span>
        <span className="cart-line__unit-price">{formatMoney(item.price_incl_tax, locale)}</span>
      </p>
      <QtyForm item={item} qty={qty} fetcher={fetcher} labelledBy={`${nameId}`} />
      <p className="cart-line__total">
        <span className="cart-line__label">{t("line.lineTotal")}</span>
        <span className="cart-line__total-value" aria-live="polite">
          {formatMoney(lineTotal, locale)}
        </span>
      </p>
      <RemoveControl item={item} fetcher={fetcher} headingId={headingId} />
    </li>
  );
}

type LineFetcher = ReturnType<typeof useFetcher<CartAnswer>>;

function QtyForm({ item, qty, fetcher, labelledBy }: { item: CartItem; qty: number; fetcher: LineFetcher; labelledBy: string }) {
  const { t } = useTranslation("cart");
  const message = useCartMessage();
  const action = useCartAction();
  const inputRef = useRef<HTMLInputElement>(null);
  const flashError = useFormFlash(CART_FORMS.line(item.item_id));
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && fetcher.data.intent === "update-qty";
  const error = failed && fetcher.data && !fetcher.data.ok ? message(fetcher.data.error) : flashError;
  const inputId = `qty-${item.item_id}`;
  const errorId = `qty-error-${item.item_id}`;
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "update-qty";
  // 999 means stock is not managed: nothing useful to say.
  const maxQty = item.max_qty !== null && item.max_qty > 0 && item.max_qty < MAX_LINE_QTY ? item.max_qty : null;
  const queueOffline = useOfflineCartChange(item.name);

  // The update failed: the quantity goes back to the one the cart has (SPEC §4 "restore prev_qty").
  useEffect(() => {
    if (failed && inputRef.current) inputRef.current.value = String(item.qty);
  }, [failed, item.qty]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const value = new FormData(event.currentTarget).get("qty");
    const read = readQuantity(value);
    if (("qty" in read && read.qty === item.qty) || queueOffline(event.currentTarget)) event.preventDefault();
  }

  return (
    <fetcher.Form method="post" action={action} className="cart-line__qty" onSubmit={onSubmit} preventScrollReset>
      <input type="hidden" name="intent" value="update-qty" />
      <input type="hidden" name="item_id" value={item.item_id} />
      <FetcherRedirectInput />
      <label htmlFor={inputId} className="cart-line__label">
        {t("line.qty")}
        <span className="visually-hidden"> ({item.name})</span>
      </label>
      <div className="cart-line__qty-row">
        <input
          ref={inputRef}
          // A new quantity from the cart replaces what was typed.
          key={item.qty}
          id={inputId}
          className="field__input cart-line__qty-input"
          type="text"
          name="qty"
          inputMode="numeric"
          pattern="[0-9\u0660-\u0669\u06F0-\u06F9]{1,3}"
          autoComplete="off"
          defaultValue={qty}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, maxQty ? `${inputId}-max` : null].filter(Boolean).join(" ") || undefined}
          onBlur={(event) => {
            // Leaving for the Update button: that click submits.
            if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.closest("form") === event.currentTarget.form) return;
            const read = readQuantity(event.currentTarget.value);
            const form = event.currentTarget.form;
            if ("qty" in read && read.qty !== item.qty && !busy && form && !queueOffline(form)) fetcher.submit(form);
          }}
        />
        <button type="submit" className="button button--secondary cart-line__update" aria-describedby={labelledBy}>
          {busy ? t("line.updating") : t("line.update")}
        </button>
      </div>
      {maxQty ? (
        <span id={`${inputId}-max`} className="field__hint">
          {t("line.available", { count: maxQty })}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function RemoveControl({ item, fetcher, headingId }: { item: CartItem; fetcher: LineFetcher; headingId: string }) {
  const { t } = useTranslation("cart");
  const href = useLocalizedHref();
  const action = useCartAction();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `remove-title-${item.item_id}`;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && fetcher.data.intent === "remove";
  const message = useCartMessage();
  const queueOffline = useOfflineCartChange(item.name);

  return (
    <div className="cart-line__remove">
      {/* Without JavaScript this is a page that asks first; with it, a dialog does. */}
      <Link
        to={href(`/cart/remove/${item.item_id}`)}
        className="cart-line__remove-link"
        aria-label={t("line.removeNamed", { name: item.name })}
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (!dialog || typeof dialog.showModal !== "function") return;
          event.preventDefault();
          dialog.showModal();
        }}
      >
        {t("line.remove")}
      </Link>
      {failed && fetcher.data && !fetcher.data.ok ? (
        <p className="field__error" role="alert">
          {message(fetcher.data.error)}
        </p>
      ) : null}
      <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby={titleId}>
        <h2 id={titleId} className="confirm-dialog__title">
          {t("remove.heading")}
        </h2>
        <p>{t("remove.text", { name: item.name })}</p>
        <fetcher.Form
          method="post"
          action={action}
          className="confirm-dialog__actions"
          preventScrollReset
          onSubmit={(event) => {
            if (queueOffline(event.currentTarget)) event.preventDefault();
            dialogRef.current?.close();
            // The line disappears at once; keep the keyboard user on the page, not on <body>.
            document.getElementById(headingId)?.focus();
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="item_id" value={item.item_id} />
          <button type="submit" className="button button--primary">
            {t("remove.confirm")}
          </button>
          <button type="button" className="button button--secondary" autoFocus onClick={() => dialogRef.current?.close()}>
            {t("remove.keep")}
          </button>
        </fetcher.Form>
      </dialog>
    </div>
  );
}
