import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { ADDRESS_TYPES } from "../../../commerce/contract/address";
import { formatUaeMobile } from "../../../commerce/contract/phone";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { RadioGroup } from "~/components/forms/radio-group";
import { SelectField } from "~/components/forms/select-field";
import { useLocalizedHref } from "~/lib/use-locale";
import type { Address, Emirate } from "~/models/address.server";
import type { addressFormSchema } from "./address-form-schema";

/**
 * The address form's `intent` in the action's reply (decision 008): new and edit pages have this one form. It
 * lives here, not with the schema, so that the pages' JavaScript loads neither zod nor the phone metadata.
 */
export const ADDRESS_FORM_INTENT = "address";

type AddressFormValues = z.input<typeof addressFormSchema>;
type AddressFieldset = { [K in keyof AddressFormValues]-?: FieldMetadata<string> };

/** An address as the form shows it to be edited: the mobile written out (`+971 50 123 4567`). */
export function addressFormValues(address: Address): AddressFormValues {
  return {
    full_name: address.full_name,
    mobile: formatUaeMobile(address.mobile),
    building: address.building,
    flat: address.flat,
    landmark: address.landmark,
    area: address.area,
    emirate_id: String(address.emirate_id),
    city_id: String(address.city_id),
    address_type: address.address_type,
    makani: address.makani ?? "",
  };
}

/**
 * The address form of the new and edit pages (a page form, decision 008), with SPEC §5's labels. It works
 * without JavaScript: the cities of every emirate are in one list, grouped by emirate, and the server
 * refuses a city of another emirate next to the city. With JavaScript, choosing an emirate leaves only its
 * cities to choose from.
 */
export function AddressForm({ emirates, defaultValue, mode }: { emirates: Emirate[]; defaultValue: Partial<AddressFormValues>; mode: "new" | "edit" }) {
  const { t } = useTranslation("address");
  const href = useLocalizedHref();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<AddressFormValues>({ id: "address-form", lastResult: usePageFormResult(ADDRESS_FORM_INTENT), defaultValue });
  const submitLabel = mode === "new" ? (submitting ? t("form.saving") : t("form.save")) : submitting ? t("form.updating") : t("form.update");
  return (
    <Form method="post" {...getFormProps(form)} className="account-form address-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <AddressFields fields={fields} emirates={emirates} />
      <div className="address-form__actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        <Link to={href("/my-account/shipping-details")} className="button button--secondary">
          {t("form.cancel")}
        </Link>
      </div>
    </Form>
  );
}

/** The address fields of a form (the address book's, or the checkout delivery step's under `address.…`). */
export function AddressFields({ fields, emirates }: { fields: AddressFieldset; emirates: Emirate[] }) {
  const { t } = useTranslation("address");
  const message = useAccountMessage();
  return (
    <>
        <TextField {...conformField(fields.full_name, message)} label={t("form.fullName")} autoComplete="name" />
        <TextField {...conformField(fields.mobile, message)} label={t("form.mobile")} type="tel" autoComplete="tel" hint={t("form.mobileHint")} dir="ltr" />
        <TextField {...conformField(fields.building, message)} label={t("form.building")} autoComplete="address-line1" />
        <TextField {...conformField(fields.flat, message)} label={t("form.flat")} autoComplete="address-line2" />
        <TextField {...conformField(fields.landmark, message)} label={t("form.landmark")} autoComplete="address-line3" hint={t("form.optional")} />
        <TextField {...conformField(fields.area, message)} label={t("form.area")} autoComplete="address-level3" />
        <PlaceFields emirate={fields.emirate_id} city={fields.city_id} emirates={emirates} />
        <div className="field">
          <label htmlFor="address-country" className="field__label">
            {t("form.country")}
          </label>
          <input id="address-country" className="field__input" value={t("form.countryName")} readOnly />
        </div>
        <RadioGroup
          {...conformField(fields.address_type, message)}
          label={t("form.addressType")}
          options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          className="address-form__types"
          optionClassName="checkbox"
        />
        <TextField
          {...conformField(fields.makani, message)}
          label={t("form.makani")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("form.makaniHint")}
          dir="ltr"
        />
    </>
  );
}

function PlaceFields({ emirate, city, emirates }: { emirate: FieldMetadata<string>; city: FieldMetadata<string>; emirates: Emirate[] }) {
  const { t } = useTranslation("address");
  const message = useAccountMessage();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(emirate.initialValue ?? "");

  function chooseEmirate(event: ChangeEvent<HTMLSelectElement>) {
    const emirateId = event.currentTarget.value;
    setChosen(emirateId);
    const citySelect = event.currentTarget.form?.elements.namedItem(city.name);
    const cities = emirates.find((e) => String(e.id) === emirateId)?.cities ?? [];
    if (citySelect instanceof HTMLSelectElement && !cities.some((c) => String(c.id) === citySelect.value)) citySelect.value = "";
  }

  return (
    <>
      <SelectField {...conformField(emirate, message)} label={t("form.emirate")} autoComplete="address-level1" onChange={chooseEmirate}>
        <option value="">{t("form.chooseEmirate")}</option>
        {emirates.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </SelectField>
      <SelectField {...conformField(city, message)} label={t("form.city")} autoComplete="address-level2">
        <option value="">{t("form.chooseCity")}</option>
        {emirates.map((e) => (
          // Until the page is hydrated every group stays open: that is the page without JavaScript.
          <optgroup key={e.id} label={e.name} disabled={hydrated && chosen !== "" && chosen !== String(e.id)}>
            {e.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </>
  );
}
