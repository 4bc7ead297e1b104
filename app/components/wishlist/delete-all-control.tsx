import { Link, useLocation } from "react-router";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import { WishlistForm } from "./wishlist-form";
import { confirmationPath } from "./wishlist-forms";

/**
 * "Delete all", asked first: without JavaScript the link opens a page that asks (a GET of the wishlist
 * action); with JavaScript a dialog asks instead, as the cart does before removing a line.
 */
export function DeleteAllControl() {
  const { t } = useTranslation("wishlist");
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();
  return (
    <>
      <Link
        to={href(confirmationPath({ intent: "delete-all" }, pathname + search))}
        className="button button--secondary"
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (!dialog || typeof dialog.showModal !== "function") return;
          event.preventDefault();
          dialog.showModal();
        }}
      >
        {t("page.deleteAll")}
      </Link>
      <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby="delete-all-title">
        <h2 id="delete-all-title" className="confirm-dialog__title">
          {t("confirm.deleteAll.heading")}
        </h2>
        <p>{t("confirm.deleteAll.text")}</p>
        <WishlistForm fields={{ intent: "delete-all" }} className="confirm-dialog__actions" onSubmit={close}>
          <button type="submit" className="button button--primary">
            {t("confirm.deleteAll.submit")}
          </button>
          <button type="button" className="button button--secondary" autoFocus onClick={close}>
            {t("confirm.cancel")}
          </button>
        </WishlistForm>
      </dialog>
    </>
  );
}
