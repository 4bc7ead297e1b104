import { parseWithZod } from "@conform-to/zod";
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { ProductForm } from "~/components/admin/product-form";
import { newProductSchema } from "~/components/admin/product-forms";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { createProduct, productChoices } from "~/models/products-admin.server";

/** A new simple or configurable product (issue 22); a configurable one gets its versions on its own page next. */

const INTENT = "product-create";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("products.form.newTitle"),
    choices: await productChoices(locale, staff),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, INTENT);
  const locale = localeOf(context);
  const submission = parseWithZod(formData, { schema: newProductSchema });
  if (submission.status !== "success") return refuseForm(INTENT, submission);
  let id: number;
  try {
    ({ id } = await asStaff(request, context, (staff) => createProduct(locale, staff, submission.value)));
  } catch (error) {
    return refuseWithCommerceError(request, context, INTENT, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: "admin:products.form.created" });
  return redirect(localizePath(`/admin/products/${id}`, locale), { status: 303 });
}

export default function NewProduct() {
  const { choices } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <section className="bo-page" aria-labelledby="new-product-heading">
      <h1 id="new-product-heading">{t("products.form.newTitle")}</h1>
      <ProductForm intent={INTENT} choices={choices} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
