import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatUaeMobile } from "../../../commerce/contract/phone";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { RadioGroup } from "~/components/forms/radio-group";
import { TextField } from "~/components/forms/text-field";
import { AddressFields } from "~/components/address/address-form";
import { formatMoney } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";
import type { Address, Emirate } from "~/models/address.server";
import type { Checkout, PickupStore } from "~/models/checkout.server";
import type { addressFormSchema } from "~/components/address/address-form-schema";

export const DELIVERY_INTENT = "checkout-delivery";

/** The form's fields as typed (the schema, checkout-forms.ts, reads them). */
interface DeliveryValues {
  method: string;
  address_choice: string;
  address: z.input<typeof addressFormSchema>;
  pickup_store_id: string;
  vehicle_model: string;
  vehicle_number: string;
}

/**
 * The delivery step's form (SPEC §2, §5): how the order comes, then what that needs. Without JavaScript every
 * part is on the page (the address, the stores, the car) and the server reads the parts of the method chosen;
 * a refused post comes back with each error next to its field and everything typed kept.
 */
export function DeliveryForm({ checkout, addresses, emirates }: { checkout: Checkout; addresses: Address[]; emirates: Emirate[] }) {
  const { t } = useTranslation("checkout");
  const message = useAccountMessage();
  const delivery = checkout.delivery;
  const chosenAddress = delivery?.address_id ?? (delivery?.address ? "new" : (addresses.find((a) => a.default_shipping)?.id ?? "new"));
  const typed = delivery?.address && delivery.address_id === null ? delivery.address : null;
  const [form, fields] = useForm<DeliveryValues>({
    id: "checkout-delivery",
    lastResult: usePageFormResult(DELIVERY_INTENT),
    defaultValue: {
      method: delivery?.method ?? "standard",
      address_choice: String(chosenAddress),
      address: typed
        ? { ...typed, mobile: formatUaeMobile(typed.mobile), emirate_id: String(typed.emirate_id), city_id: String(typed.city_id), makani: typed.makani ?? "" }
        : { address_type: "home" },
      pickup_store_id: delivery?.pickup_store ? String(delivery.pickup_store.id) : undefined,
      vehicle_model: delivery?.vehicle_model ?? undefined,
      vehicle_number: delivery?.vehicle_number ?? undefined,
    },
  });
  const address = fields.address.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} className="account-form checkout-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <MethodField field={fields.method} checkout={checkout} />
      <fieldset className="checkout-form__part">
        <legend className="checkout-form__legend">{t("delivery.addressHeading")}</legend>
        {addresses.length > 0 ? (
          <RadioGroup
            {...conformField(fields.address_choice, message)}
            className="checkout-choices"
            optionClassName="field checkout-choices__choice"
            label={t("delivery.savedAddresses")}
            options={[
              ...addresses.map((a) => ({
                value: String(a.id),
                label: `${a.full_name}, ${a.building} ${a.flat}, ${a.area}, ${a.city_name}, ${a.emirate_name}`,
              })),
              { value: "new", label: t("delivery.newAddress") },
            ]}
          />
        ) : (
          <input type="hidden" name={fields.address_choice.name} value="new" />
        )}
        <AddressFields fields={address} emirates={emirates} />
      </fieldset>
      <StoreField field={fields.pickup_store_id} stores={checkout.pickup_stores} />
      <fieldset className="checkout-form__part">
        <legend className="checkout-form__legend">{t("delivery.vehicleHeading")}</legend>
        <TextField {...conformField(fields.vehicle_model, message)} label={t("delivery.vehicleModel")} autoComplete="off" />
        <TextField {...conformField(fields.vehicle_number, message)} label={t("delivery.vehicleNumber")} autoComplete="off" hint={t("delivery.vehicleNumberHint")} dir="ltr" />
      </fieldset>
      <button type="submit" className="button button--primary">
        {t("delivery.submit")}
      </button>
    </Form>
  );
}

function MethodField({ field, checkout }: { field: FieldMetadata<string>; checkout: Checkout }) {
  const { t } = useTranslation("checkout");
  const message = useAccountMessage();
  const locale = useLocale();
  return (
    <RadioGroup
      {...conformField(field, message)}
      className="checkout-choices"
      optionClassName="field checkout-choices__choice"
      label={t("delivery.method")}
      options={checkout.shipping_methods.map((m) => ({
        value: m.method_code,
        label: `${t(`delivery.methods.${m.method_code}`)}: ${m.price_incl_tax === 0 ? t("delivery.free") : formatMoney(m.price_incl_tax, locale)}`,
        hint: t(`delivery.methodHints.${m.method_code}`),
      }))}
    />
  );
}

/** The pickup stores by emirate; a store short of an item of the order cannot be chosen. */
function StoreField({ field, stores }: { field: FieldMetadata<string>; stores: PickupStore[] }) {
  const { t } = useTranslation("checkout");
  const message = useAccountMessage();
  const emirates = [...new Map(stores.map((s) => [s.emirate_id, s.emirate_name])).entries()];
  return (
    <RadioGroup
      {...conformField(field, message)}
      className="checkout-form__part"
      optionClassName="checkout-stores__store"
      label={t("delivery.storesHeading")}
      hint={t("delivery.storesHint")}
      options={emirates.map(([emirateId, emirateName]) => ({
        key: String(emirateId),
        label: emirateName,
        options: stores
          .filter((s) => s.emirate_id === emirateId)
          .map((s) => ({
            value: String(s.id),
            disabled: !s.available,
            label: (
              <>
                <span className="checkout-stores__name">{s.name}</span> <span className="checkout-stores__address">{s.address}</span>
                {!s.available ? <span className="checkout-stores__note">{t("delivery.storeUnavailable")}</span> : null}
                {s.available && !s.curbside ? <span className="checkout-stores__note">{t("delivery.noCurbside")}</span> : null}
              </>
            ),
          })),
      }))}
    />
  );
}
