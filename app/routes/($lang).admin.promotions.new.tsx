import { parseWithZod } from "@conform-to/zod";
import { Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { newPromotionSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { PromotionForm } from "~/components/admin/promotion-form";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { createPromotion, promotionScopes } from "~/models/promotions-admin.server";

/** A new promo code (issue 22): its code, kind and amount, scope, dates and limits; then its page, for a bank offer's BIN ranges. */

const CREATE = "promotion-create";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("promotions.newLegend"),
    scopes: await promotionScopes(locale, staff),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, "promotion");
  const locale = localeOf(context);
  const submission = parseWithZod(formData, { schema: newPromotionSchema });
  if (submission.status !== "success") return refuseForm(CREATE, submission);
  let id: number;
  try {
    ({ id } = await asStaff(request, context, (staff) => createPromotion(locale, staff, submission.value)));
  } catch (error) {
    // The backend names its own field, `code`.
    if (error instanceof CommerceError && error.code === "promotion.exists") return refuseForm(CREATE, submission, { key: "errors.promotion.exists", field: "promo_code" }, 409);
    return refuseWithCommerceError(request, context, CREATE, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: "admin:promotions.done.create" });
  return redirect(localizePath(`/admin/promotions/${id}`, locale), { status: 303 });
}

export default function NewPromotion() {
  const { scopes } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="promotion-heading">
      <p>
        <Link to={href("/admin/promotions")}>{t("promotions.back")}</Link>
      </p>
      <h1 id="promotion-heading">{t("promotions.newLegend")}</h1>
      <PromotionForm intent={CREATE} scopes={scopes} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
