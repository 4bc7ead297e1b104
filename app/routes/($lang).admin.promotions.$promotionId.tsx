import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../common/format";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { binRangeSchema, promotionSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { PromotionForm, promotionAmount } from "~/components/admin/promotion-form";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, pathIdOf, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { changeBins, deactivatePromotion, editPromotion, getPromotion, promotionScopes, type PromotionDetail } from "~/models/promotions-admin.server";

/**
 * One promo code (issue 22): what it has done (uses, orders, revenue, discount given), its form, a button to switch
 * it off, and for a bank offer its BIN ranges with a form to add one and a button to remove each.
 */

const EDIT = "promotion-edit";
const DEACTIVATE = "promotion-deactivate";
const ADD_BIN = "bin-add";
const removeIntent = (from: string) => `bin-remove:${from}`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = pathIdOf(params.promotionId);
  return asStaff(request, context, async (staff, locale) => {
    const [promotion, scopes] = await Promise.all([getPromotion(locale, staff, id), promotionScopes(locale, staff)]);
    return { title: getI18n(locale).getFixedT(locale, "admin")("promotions.editLegend", { code: promotion.code }), promotion, scopes };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const id = pathIdOf(params.promotionId);
  const formData = await readForm(request, "promotion");
  const locale = localeOf(context);
  const intent = String(formData.get("intent") ?? "");
  const done = (key: string) => {
    shopperOf(context).flash({ kind: "success", message: `admin:promotions.done.${key}` });
    return redirect(localizePath(`/admin/promotions/${id}`, locale), { status: 303 });
  };
  if (intent === EDIT) {
    const submission = parseWithZod(formData, { schema: promotionSchema });
    if (submission.status !== "success") return refuseForm(EDIT, submission);
    try {
      await asStaff(request, context, (staff) => editPromotion(locale, staff, id, submission.value));
    } catch (error) {
      return refuseWithCommerceError(request, context, EDIT, submission, error);
    }
    return done("edit");
  }
  if (intent === DEACTIVATE) {
    await asStaff(request, context, (staff) => deactivatePromotion(locale, staff, id));
    return done("deactivate");
  }
  const submission = parseWithZod(formData, { schema: binRangeSchema });
  const binIntent = formData.get("action") === "remove" ? removeIntent(String(formData.get("bin_from") ?? "")) : ADD_BIN;
  if (submission.status !== "success") return refuseForm(binIntent, submission);
  try {
    await asStaff(request, context, (staff) => changeBins(locale, staff, id, submission.value));
  } catch (error) {
    return refuseWithCommerceError(request, context, binIntent, submission, error);
  }
  return done(submission.value.action);
}

export default function PromotionPage() {
  const { promotion, scopes } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="promotion-heading">
      <p>
        <Link to={href("/admin/promotions")}>{t("promotions.back")}</Link>
      </p>
      <h1 id="promotion-heading" dir="ltr">
        {promotion.code}
      </h1>
      <dl className="bo-panel bo-facts">
        <div>
          <dt>{t("promotions.state")}</dt>
          <dd>{t(`promotions.states.${promotion.state}`)}</dd>
        </div>
        <div>
          <dt>{t("promotions.amount")}</dt>
          <dd>{promotionAmount(promotion, locale) || t(`promotions.kinds.${promotion.kind}`)}</dd>
        </div>
        <div>
          <dt>{t("promotions.uses")}</dt>
          <dd>{promotion.usage_limit === null ? promotion.times_used : t("promotions.usesOf", { used: promotion.times_used, limit: promotion.usage_limit })}</dd>
        </div>
        <div>
          <dt>{t("promotions.orders")}</dt>
          <dd>{promotion.orders}</dd>
        </div>
        <div>
          <dt>{t("promotions.revenue")}</dt>
          <dd>{formatMoney(promotion.revenue, locale)}</dd>
        </div>
        <div>
          <dt>{t("promotions.discountGiven")}</dt>
          <dd>{formatMoney(promotion.discount, locale)}</dd>
        </div>
      </dl>
      <PromotionForm intent={EDIT} promotion={promotion} scopes={scopes} />
      {promotion.is_active ? (
        <Form method="post" className="bo-panel">
          <fieldset>
            <legend>{t("promotions.deactivateLegend", { code: promotion.code })}</legend>
            <input type="hidden" name="intent" value={DEACTIVATE} />
            <button type="submit" className="button button--secondary">
              {t("promotions.deactivate")}
            </button>
          </fieldset>
        </Form>
      ) : null}
      {promotion.is_bank_coupon ? <BinRanges promotion={promotion} /> : null}
    </section>
  );
}

function BinRanges({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<{ bin_from: string; bin_to: string }>({ id: ADD_BIN, lastResult: usePageFormResult(ADD_BIN) });
  return (
    <section className="bo-panel" aria-labelledby="bins-heading">
      <h2 id="bins-heading">{t("promotions.bins")}</h2>
      {promotion.bins.length === 0 ? (
        <p>{t("promotions.binsNone")}</p>
      ) : (
        <ul className="bo-bins">
          {promotion.bins.map((range) => (
            <li key={range.bin_from}>
              <RemoveBin from={range.bin_from} to={range.bin_to} />
            </li>
          ))}
        </ul>
      )}
      <Form method="post" {...getFormProps(form)}>
        <fieldset>
          <legend>{t("promotions.addBinLegend")}</legend>
          <input type="hidden" name="action" value="add" />
          <AdminFormErrors id={form.errorId} errors={form.errors} />
          <TextField {...conformField(fields.bin_from, message)} label={t("promotions.binFrom")} hint={t("promotions.binHint")} inputMode="numeric" autoComplete="off" dir="ltr" />
          <TextField {...conformField(fields.bin_to, message)} label={t("promotions.binTo")} hint={t("promotions.binHint")} inputMode="numeric" autoComplete="off" dir="ltr" />
          <button type="submit" className="button button--primary">
            {t("promotions.addBin")}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}

function RemoveBin({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation("admin");
  const [form] = useForm({ id: `bin-remove-${from}`, lastResult: usePageFormResult(removeIntent(from)) });
  return (
    <Form method="post" {...getFormProps(form)} className="bo-inline-form">
      <span dir="ltr">
        {from} – {to}
      </span>
      <input type="hidden" name="action" value="remove" />
      <input type="hidden" name="bin_from" value={from} />
      <AdminFormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="button button--secondary bo-button--small">
        {t("promotions.removeBin", { from, to })}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
