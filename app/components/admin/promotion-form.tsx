import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { PROMO_KINDS, PROMO_SCOPES } from "../../../commerce/contract/promotion";
import { uaeDate } from "../../../commerce/contract/uae-day";
import { conformCheckbox, conformField } from "~/components/forms/conform-field";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SelectField } from "~/components/forms/select-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import type { Locale } from "~/lib/i18n";
import { useLocale } from "~/lib/use-locale";
import type { Promotion, PromotionScopes } from "~/models/promotions-admin.server";
import { AdminFormErrors, useAdminMessage } from "./admin-form";

/** A promo code's form, to create one (with its code) or edit one (its code fixed), and how a code reads in lists. */

/** What a code takes off: a percent, AED, or free delivery. */
export function promotionAmount(promotion: Pick<Promotion, "kind" | "amount">, locale: Locale): string {
  if (promotion.kind === "percent") return `${promotion.amount}%`;
  return promotion.kind === "fixed" ? formatMoney(promotion.amount, locale) : "";
}

/** What a code is limited to, in the page's language. */
export function usePromotionScope(promotion: Pick<Promotion, "scope" | "category_id" | "brand" | "skus">, scopes: PromotionScopes): string {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const name = (named: { name_en: string; name_ar: string } | undefined) => (named ? (locale === "ar" ? named.name_ar : named.name_en) : "");
  switch (promotion.scope) {
    case "category":
      return t("promotions.scopeCategory", { name: name(scopes.categories.find((c) => c.id === promotion.category_id)) });
    case "brand":
      return t("promotions.scopeBrand", { name: name(scopes.brands.find((b) => b.code === promotion.brand)) });
    case "skus":
      return t("promotions.scopeSkus", { skus: promotion.skus.join(", ") });
    default:
      return t("promotions.scopes.none");
  }
}

const aed = (fils: number | null) => (fils === null ? "" : (fils / 100).toFixed(2));

/** The form's values for an existing code (AED, UAE days, SKUs one a line). */
function defaultsOf(promotion: Promotion) {
  return {
    kind: promotion.kind,
    amount: promotion.kind === "percent" ? String(promotion.amount) : promotion.kind === "fixed" ? aed(promotion.amount) : "",
    min_subtotal: promotion.min_subtotal > 0 ? aed(promotion.min_subtotal) : "",
    max_discount: aed(promotion.max_discount),
    scope: promotion.scope,
    category_id: promotion.category_id === null ? "" : String(promotion.category_id),
    brand: promotion.brand ?? "",
    skus: promotion.skus.join("\n"),
    from: promotion.from_date ? uaeDate(new Date(promotion.from_date)) : "",
    to: promotion.to_date ? uaeDate(new Date(promotion.to_date)) : "",
    usage_limit: promotion.usage_limit === null ? "" : String(promotion.usage_limit),
    per_customer_limit: promotion.per_customer_limit === null ? "" : String(promotion.per_customer_limit),
    description_en: promotion.description_en,
    description_ar: promotion.description_ar,
    is_active: promotion.is_active ? "on" : "",
    is_bank_coupon: promotion.is_bank_coupon ? "on" : "",
  };
}

export function PromotionForm({ intent, promotion, scopes }: { intent: string; promotion?: Promotion; scopes: PromotionScopes }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  const [form, fields] = useForm<Record<string, string>>({
    id: intent,
    lastResult: usePageFormResult(intent),
    defaultValue: promotion ? defaultsOf(promotion) : { kind: "percent", scope: "none", is_active: "on" },
  });
  const name = (named: { name_en: string; name_ar: string }) => (locale === "ar" ? named.name_ar : named.name_en);
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel">
      <fieldset>
        <legend>{promotion ? t("promotions.editLegend", { code: promotion.code }) : t("promotions.newLegend")}</legend>
        <input type="hidden" name="intent" value={intent} />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        {promotion ? null : <TextField {...conformField(fields.promo_code!, message)} label={t("promotions.code")} hint={t("promotions.codeHint")} autoComplete="off" dir="ltr" />}
        <SelectField {...conformField(fields.kind!, message)} label={t("promotions.kind")}>
          {PROMO_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`promotions.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...conformField(fields.amount!, message)} label={t("promotions.amount")} hint={t("promotions.amountHint")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <TextField {...conformField(fields.min_subtotal!, message)} label={t("promotions.minSubtotal")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <TextField {...conformField(fields.max_discount!, message)} label={t("promotions.maxDiscount")} hint={t("promotions.optional")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <SelectField {...conformField(fields.scope!, message)} label={t("promotions.scope")}>
          {PROMO_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`promotions.scopes.${scope}`)}
            </option>
          ))}
        </SelectField>
        <SelectField {...conformField(fields.category_id!, message)} label={t("promotions.category")} hint={t("promotions.categoryHint")}>
          <option value="">{t("promotions.noneChosen")}</option>
          {scopes.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {name(category)}
            </option>
          ))}
        </SelectField>
        <SelectField {...conformField(fields.brand!, message)} label={t("promotions.brand")} hint={t("promotions.brandHint")}>
          <option value="">{t("promotions.noneChosen")}</option>
          {scopes.brands.map((brand) => (
            <option key={brand.code} value={brand.code}>
              {name(brand)}
            </option>
          ))}
        </SelectField>
        <TextareaField {...conformField(fields.skus!, message)} label={t("promotions.skus")} hint={t("promotions.skusHint")} dir="ltr" rows={3} />
        <TextField {...conformField(fields.from!, message)} type="date" label={t("promotions.from")} hint={t("promotions.dateHint")} autoComplete="off" dir="ltr" />
        <TextField {...conformField(fields.to!, message)} type="date" label={t("promotions.to")} hint={t("promotions.dateHint")} autoComplete="off" dir="ltr" />
        <TextField {...conformField(fields.usage_limit!, message)} label={t("promotions.usageLimit")} hint={t("promotions.limitHint")} inputMode="numeric" autoComplete="off" dir="ltr" />
        <TextField {...conformField(fields.per_customer_limit!, message)} label={t("promotions.perCustomerLimit")} hint={t("promotions.perCustomerHint")} inputMode="numeric" autoComplete="off" dir="ltr" />
        <TextField {...conformField(fields.description_en!, message)} label={t("promotions.descriptionEn")} autoComplete="off" dir="ltr" lang="en" />
        <TextField {...conformField(fields.description_ar!, message)} label={t("promotions.descriptionAr")} autoComplete="off" dir="rtl" lang="ar" />
        <CheckboxField {...conformCheckbox(fields.is_active!, message)} label={t("promotions.isActive")} />
        <CheckboxField {...conformCheckbox(fields.is_bank_coupon!, message)} label={t("promotions.isBankCoupon")} hint={t("promotions.bankHint")} />
        <button type="submit" className="button button--primary">
          {promotion ? t("promotions.save") : t("promotions.create")}
        </button>
      </fieldset>
    </Form>
  );
}
