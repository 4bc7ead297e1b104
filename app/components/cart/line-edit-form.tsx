import { useState, type ReactNode } from "react";
import type { Form as RouterForm } from "react-router";
import { useTranslation } from "react-i18next";
import { CustomOptions } from "~/components/product/custom-options";
import { TextField } from "~/components/forms/text-field";
import type { LineChoices, LineEditErrors, LineEditView } from "./line-edit";
import { useCartMessage } from "./messages";

/** React Router's `Form`, or a fetcher's (the same props). */
type FormComponent = typeof RouterForm;

/**
 * A cart line's edit form: the configurable's options as radio groups (the line's version checked), its custom
 * options such as installation or a protection plan, and the quantity, each refusal next to its field. `Form` is
 * the page's form (without JavaScript) or the cart dialog's fetcher form; `chosen` is the line's choices, or
 * what was typed before a refusal.
 */
export function LineEditForm({
  view,
  chosen,
  errors,
  Form,
  action,
  busy,
  hidden,
  cancel,
}: {
  view: LineEditView;
  chosen: LineChoices;
  errors: LineEditErrors;
  Form: FormComponent;
  action: string;
  busy: boolean;
  /** Hidden fields, such as where to go once saved. */
  hidden?: ReactNode;
  cancel: ReactNode;
}) {
  const { t } = useTranslation("cart");
  const message = useCartMessage();
  const [custom, setCustom] = useState<Record<number, number>>(chosen.custom);
  const prefix = `line-edit-${view.itemId}`;
  const variantErrorId = `${prefix}-variant-error`;
  return (
    <Form method="post" action={action} className="line-edit" preventScrollReset>
      {hidden}
      {errors.form ? (
        <p className="field__error" role="alert">
          {message(errors.form)}
        </p>
      ) : null}
      {view.variants.map((option) => (
        <fieldset
          key={option.attribute_code}
          className="product-choice-group"
          aria-describedby={errors.variant ? variantErrorId : undefined}
        >
          <legend className="product-choice-group__legend">{option.label}</legend>
          {option.values.map((value) => (
            <label key={value.value_index} className="product-choice">
              <input
                type="radio"
                name={option.attribute_code}
                value={value.value_index}
                defaultChecked={chosen.selection[option.attribute_code] === value.value_index}
                aria-invalid={errors.variant ? true : undefined}
              />
              <span className="product-choice__text">
                <span className="product-choice__name">{value.label}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {errors.variant ? (
        <p id={variantErrorId} className="field__error" role="alert">
          {message(errors.variant)}
        </p>
      ) : null}
      <CustomOptions
        options={view.customOptions}
        chosen={custom}
        onChoose={(optionId, valueId) =>
          setCustom((current) => {
            const next = { ...current };
            if (valueId === undefined) delete next[optionId];
            else next[optionId] = valueId;
            return next;
          })
        }
      />
      <TextField
        id={`${prefix}-qty`}
        name="qty"
        label={t("edit.qty")}
        defaultValue={chosen.qty}
        errors={errors.qty ? [message(errors.qty)] : undefined}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <div className="line-edit__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? t("edit.saving") : t("edit.save")}
        </button>
        {cancel}
      </div>
    </Form>
  );
}
