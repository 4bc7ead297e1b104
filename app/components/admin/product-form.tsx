import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { deviceKinds } from "../../../commerce/contract/device-kinds";
import { CONFIGURABLE_ATTRIBUTES, CREATED_TYPES, PRODUCT_VISIBILITIES, TAX_CLASSES } from "../../../commerce/contract/product-admin";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { ErrorList } from "~/components/forms/error-list";
import { conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import type { Locale } from "~/lib/i18n";
import { useLocale } from "~/lib/use-locale";
import type { AdminProduct, ProductChoices } from "~/models/products-admin.server";

/**
 * The back office's product form (issue 22), for a new product and for editing one: names, descriptions, key
 * features and specifications in both languages, where the product is listed, its prices with the special
 * price's window (typed in UAE time), and its stock when it counts its own units.
 */

const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/** Fils as the form shows them: `1299.00`. */
export const aedText = (fils: number | null) => (fils === null ? "" : (fils / 100).toFixed(2));

/** An instant as a datetime field shows it, in UAE time. */
const uaeText = (iso: string | null) => (iso ? new Date(Date.parse(iso) + UAE_OFFSET_MS).toISOString().slice(0, 16) : "");

/** A stored product as the form's initial values. */
export function productFormValues(product: AdminProduct) {
  return {
    url_key: product.url_key,
    name_en: product.name_en,
    name_ar: product.name_ar,
    description_en: product.description_en,
    description_ar: product.description_ar,
    key_features_en: product.key_features_en.join("\n"),
    key_features_ar: product.key_features_ar.join("\n"),
    specs: Object.entries(product.specs)
      .map(([code, value]) => `${code} | ${value.en} | ${value.ar}`)
      .join("\n"),
    categories: product.categories.map(String),
    brand: product.brand ?? "",
    status: String(product.status),
    visibility: String(product.visibility),
    tax_class_id: String(product.tax_class_id),
    kind: product.kind,
    price: aedText(product.price),
    special_price: aedText(product.special_price),
    special_from_date: uaeText(product.special_from_date),
    special_to_date: uaeText(product.special_to_date),
    stock: product.stock === null ? "" : String(product.stock),
  };
}

const NEW_PRODUCT_VALUES = { status: "1", visibility: "4", tax_class_id: "2", kind: "phone", type_id: "simple", stock: "0" };

export const labelIn = (row: { name_en: string; name_ar: string }, locale: Locale) => (locale === "ar" ? row.name_ar : row.name_en);

type Values = Record<string, string | string[]>;

interface ProductFormProps {
  intent: string;
  choices: ProductChoices;
  /** The product edited; a new one when absent. */
  product?: AdminProduct;
}

export function ProductForm({ intent, choices, product }: ProductFormProps) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  const [form, fields] = useForm<Values>({ id: intent, lastResult: usePageFormResult(intent), defaultValue: product ? productFormValues(product) : NEW_PRODUCT_VALUES });
  const field = (name: string) => conformField(fields[name] as FieldMetadata<unknown>, message);
  const listValue = (name: string) => {
    const value = (fields[name] as FieldMetadata<unknown>).initialValue;
    return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
  };
  const showsStock = product ? product.stock !== null : true;
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel bo-product-form">
      <input type="hidden" name="intent" value={intent} />
      <AdminFormErrors id={form.errorId} errors={form.errors} />
      {product ? null : (
        <fieldset>
          <legend>{t("products.form.kindLegend")}</legend>
          <TextField {...field("sku")} label={t("products.form.sku")} hint={t("products.form.skuHint")} autoComplete="off" dir="ltr" />
          <SelectField {...field("type_id")} label={t("products.form.type")}>
            {CREATED_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`products.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <fieldset aria-describedby={`${fields.configurable_attributes!.id}-hint ${fields.configurable_attributes!.errors ? fields.configurable_attributes!.errorId : ""}`.trim()}>
            <legend>{t("products.form.configurableAttributes")}</legend>
            <p id={`${fields.configurable_attributes!.id}-hint`} className="field__hint">
              {t("products.form.configurableAttributesHint")}
            </p>
            {CONFIGURABLE_ATTRIBUTES.map((code) => (
              <div key={code} className="field field--check">
                <input id={`${form.id}-attribute-${code}`} type="checkbox" name="configurable_attributes" value={code} defaultChecked={listValue("configurable_attributes").includes(code)} />
                <label htmlFor={`${form.id}-attribute-${code}`}>{t(`products.attributes.${code}`)}</label>
              </div>
            ))}
            <ErrorList id={fields.configurable_attributes!.errorId} errors={fields.configurable_attributes!.errors?.map(message)} />
          </fieldset>
        </fieldset>
      )}
      <fieldset>
        <legend>{t("products.form.textsLegend")}</legend>
        <TextField {...field("name_en")} label={t("products.form.nameEn")} autoComplete="off" dir="ltr" lang="en" />
        <TextField {...field("name_ar")} label={t("products.form.nameAr")} autoComplete="off" dir="rtl" lang="ar" />
        <TextField {...field("url_key")} label={t("products.form.urlKey")} hint={t("products.form.urlKeyHint")} autoComplete="off" dir="ltr" />
        <TextareaField {...field("description_en")} label={t("products.form.descriptionEn")} rows={4} dir="ltr" lang="en" />
        <TextareaField {...field("description_ar")} label={t("products.form.descriptionAr")} rows={4} dir="rtl" lang="ar" />
        <TextareaField {...field("key_features_en")} label={t("products.form.featuresEn")} hint={t("products.form.featuresHint")} rows={4} dir="ltr" lang="en" />
        <TextareaField {...field("key_features_ar")} label={t("products.form.featuresAr")} hint={t("products.form.featuresHint")} rows={4} dir="rtl" lang="ar" />
        <TextareaField {...field("specs")} label={t("products.form.specs")} hint={t("products.form.specsHint")} rows={5} />
      </fieldset>
      <fieldset>
        <legend>{t("products.form.listingLegend")}</legend>
        <SelectField {...field("categories")} defaultValue={listValue("categories")} label={t("products.form.categories")} hint={t("products.form.categoriesHint")} multiple size={8}>
          {choices.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {labelIn(category, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField {...field("brand")} label={t("products.brand")}>
          <option value="">{t("products.form.noBrand")}</option>
          {choices.brands.map((brand) => (
            <option key={brand.code} value={brand.code}>
              {labelIn(brand, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField {...field("status")} label={t("products.status")}>
          <option value="1">{t("products.statuses.1")}</option>
          <option value="2">{t("products.statuses.2")}</option>
        </SelectField>
        <SelectField {...field("visibility")} label={t("products.form.visibility")}>
          {PRODUCT_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {t(`products.visibilities.${visibility}`)}
            </option>
          ))}
        </SelectField>
        <SelectField {...field("tax_class_id")} label={t("products.form.taxClass")}>
          {TAX_CLASSES.map((taxClass) => (
            <option key={taxClass} value={taxClass}>
              {t(`products.taxClasses.${taxClass}`)}
            </option>
          ))}
        </SelectField>
        <SelectField {...field("kind")} label={t("products.form.kind")}>
          {deviceKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`deviceKinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset>
        <legend>{t("products.form.priceLegend")}</legend>
        <TextField {...field("price")} label={t("products.form.price")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <TextField {...field("special_price")} label={t("products.form.specialPrice")} hint={t("products.form.specialPriceHint")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <TextField {...field("special_from_date")} type="datetime-local" label={t("products.form.specialFrom")} hint={t("products.form.uaeTime")} autoComplete="off" dir="ltr" />
        <TextField {...field("special_to_date")} type="datetime-local" label={t("products.form.specialTo")} hint={t("products.form.uaeTime")} autoComplete="off" dir="ltr" />
        {showsStock ? <TextField {...field("stock")} label={t("products.form.stock")} hint={product ? undefined : t("products.form.stockHint")} inputMode="numeric" autoComplete="off" dir="ltr" /> : null}
      </fieldset>
      <button type="submit" className="button button--primary">
        {t(product ? "products.form.save" : "products.form.create")}
      </button>
    </Form>
  );
}
