import { Form, Link } from "react-router";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatUaeMobile } from "../../../commerce/contract/phone";
import { useLocalizedHref } from "~/lib/use-locale";
import type { Address } from "~/models/address.server";

/** The lines of an address under its name, as the address book, the delete page and an order show it. */
export function AddressLines({
  address,
}: {
  address: Pick<Address, "flat" | "building" | "area" | "landmark" | "city_name" | "emirate_name" | "mobile" | "makani">;
}) {
  const { t } = useTranslation("address");
  return (
    <div className="address-lines">
      <p>{t("card.flatBuilding", { flat: address.flat, building: address.building })}</p>
      <p>{address.area}</p>
      {address.landmark ? <p>{t("card.landmark", { landmark: address.landmark })}</p> : null}
      <p>{t("card.cityEmirate", { city: address.city_name, emirate: address.emirate_name })}</p>
      <p>{t("form.countryName")}</p>
      <p>
        {t("card.mobile")} <span dir="ltr" className="address-lines__ltr">{formatUaeMobile(address.mobile)}</span>
      </p>
      {address.makani ? (
        <p>
          {t("card.makani")} <span dir="ltr" className="address-lines__ltr">{address.makani}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Posts the deletion of one address to its delete page's action; `children` is the way to keep it. */
export function DeleteAddressForm({ addressId, children }: { addressId: number; children: ReactNode }) {
  const { t } = useTranslation("address");
  const href = useLocalizedHref();
  return (
    <Form method="post" action={href(`/my-account/shipping-details/${addressId}/delete`)} className="confirm-dialog__actions">
      <button type="submit" className="button button--primary">
        {t("remove.confirm")}
      </button>
      {children}
    </Form>
  );
}

/**
 * One address of the address book: its name and lines, its type, whether it is the default, and what can
 * be done with it. "Make default" is a small form posted to the address book (pattern (b), decision 008).
 */
export function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation("address");
  const href = useLocalizedHref();
  const headingId = `address-${address.id}`;
  return (
    <li className="address-card">
      <h2 id={headingId} className="address-card__name">
        {address.full_name}
      </h2>
      <p className="address-card__tags">
        <span className="address-card__tag">{t(`types.${address.address_type}`)}</span>
        {address.default_shipping ? <span className="address-card__tag address-card__tag--default">{t("list.default")}</span> : null}
      </p>
      <AddressLines address={address} />
      <div className="address-card__actions">
        <Link to={href(`/my-account/shipping-details/${address.id}/edit`)} className="button button--secondary button--small" aria-describedby={headingId}>
          {t("list.edit")}
        </Link>
        <DeleteControl address={address} headingId={headingId} />
        {address.default_shipping ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="address_id" value={address.id} />
            <button type="submit" className="button button--secondary button--small" aria-describedby={headingId}>
              {t("list.makeDefault")}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

/**
 * Delete asks first. Without JavaScript the link opens the delete page, which asks; with it, the click opens a
 * dialog holding the same form.
 */
function DeleteControl({ address, headingId }: { address: Address; headingId: string }) {
  const { t } = useTranslation("address");
  const href = useLocalizedHref();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `delete-address-${address.id}`;
  return (
    <>
      <Link
        to={href(`/my-account/shipping-details/${address.id}/delete`)}
        className="button button--secondary button--small"
        aria-describedby={headingId}
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (!dialog || typeof dialog.showModal !== "function") return;
          event.preventDefault();
          dialog.showModal();
        }}
      >
        {t("list.delete")}
      </Link>
      <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby={titleId} onSubmit={() => dialogRef.current?.close()}>
        <h2 id={titleId} className="confirm-dialog__title">
          {t("remove.heading")}
        </h2>
        <p className="address-card__name">{address.full_name}</p>
        <AddressLines address={address} />
        <p>{t("remove.text")}</p>
        <DeleteAddressForm addressId={address.id}>
          <button type="button" className="button button--secondary" autoFocus onClick={() => dialogRef.current?.close()}>
            {t("remove.keep")}
          </button>
        </DeleteAddressForm>
      </dialog>
    </>
  );
}
