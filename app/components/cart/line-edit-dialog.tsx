import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import type { CartItem } from "~/models/cart-schemas";
import type { lineEditLoader } from "~/lib/line-edit.server";
import { lineEditPath } from "./cart-links";
import type { LineEditAnswer } from "./line-edit";
import { LineEditForm } from "./line-edit-form";

/**
 * A cart line's "Edit": a link to the line's edit page, which with JavaScript opens the same form in a dialog
 * over the cart instead (its data loaded from that page), saved by a fetcher; the cart revalidates and the
 * dialog closes once saved.
 */
export function LineEditControl({ item }: { item: CartItem }) {
  const { t } = useTranslation("cart");
  const href = useLocalizedHref();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const editor = useFetcher<typeof lineEditLoader>();
  const saver = useFetcher<LineEditAnswer>();
  const path = href(lineEditPath(item.item_id));
  const titleId = `line-edit-title-${item.item_id}`;
  const answer = saver.state === "idle" ? saver.data : undefined;
  const refused = answer && !answer.ok ? answer : null;

  useEffect(() => {
    if (answer?.ok) dialogRef.current?.close();
  }, [answer]);

  const view = editor.data?.view;
  return (
    <div className="cart-line__edit">
      <Link
        to={path}
        className="cart-line__edit-link"
        aria-label={t("line.editNamed", { name: item.name })}
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (!dialog || typeof dialog.showModal !== "function") return;
          event.preventDefault();
          editor.load(path);
          dialog.showModal();
        }}
      >
        {t("line.edit")}
      </Link>
      <dialog ref={dialogRef} className="confirm-dialog line-edit-dialog" aria-labelledby={titleId}>
        <h2 id={titleId} className="confirm-dialog__title">
          {t("edit.heading", { name: item.name })}
        </h2>
        {view && editor.state === "idle" ? (
          <LineEditForm
            key={JSON.stringify(refused?.chosen ?? view.chosen)}
            view={view}
            chosen={refused?.chosen ?? view.chosen}
            errors={refused?.errors ?? {}}
            Form={saver.Form}
            action={path}
            busy={saver.state !== "idle"}
            cancel={
              <button type="button" className="button button--secondary" onClick={() => dialogRef.current?.close()}>
                {t("edit.cancel")}
              </button>
            }
          />
        ) : (
          <p role="status">{t("edit.loading")}</p>
        )}
      </dialog>
    </div>
  );
}
