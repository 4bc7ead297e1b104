import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { STOCK_MAX } from "../../commerce/contract/catalogue-import";
import { formatNumber } from "../../common/format";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { productStockSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, backOfficeHeaders, pathIdOf, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { readProductStock, setProductStock } from "~/models/catalogue-admin.server";

/**
 * One product's stock (issue 22): online and on each pickup store's shelves, which the store locator and click and
 * collect read, set in one form (`stock.manage`, which the backend checks). Software's stock is its licence keys:
 * the page says so and has no form. Not nested in the product's page (/admin/products/$productId), which links here.
 */

const EDIT = "product-stock";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const productId = pathIdOf(params.productId);
  return asStaff(request, context, async (staff, locale) => {
    const stock = await readProductStock(locale, staff, productId);
    return { title: getI18n(locale).getFixedT(locale, "admin")("productStock.title", { name: stock.product.name }), ...stock };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const productId = pathIdOf(params.productId);
  const submission = parseWithZod(await readForm(request, EDIT), { schema: productStockSchema });
  if (submission.status !== "success") return refuseForm(EDIT, submission);
  try {
    await asStaff(request, context, (staff, locale) => setProductStock(locale, staff, productId, submission.value));
  } catch (error) {
    return refuseWithCommerceError(request, context, EDIT, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: "admin:productStock.saved" });
  return redirect(localizePath(`/admin/products/${productId}/stock`, localeOf(context)), { status: 303, headers: backOfficeHeaders });
}

export default function ProductStockPage() {
  const { product, stores } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const locale = useLocale();
  return (
    <section className="bo-page" aria-labelledby="product-stock-heading">
      <p>
        <Link to={href(`/admin/products/${product.id}`)}>{t("productStock.back")}</Link>
      </p>
      <h1 id="product-stock-heading">{t("productStock.heading", { name: product.name })}</h1>
      <p>{t("productStock.sku", { sku: product.sku })}</p>
      {product.keyed ? (
        <p className="bo-panel">
          {t("productStock.keyed")} <Link to={href("/admin/licence-keys")}>{t("productStock.keysLink")}</Link>
        </p>
      ) : (
        <>
          <p>{t("productStock.intro", { max: formatNumber(STOCK_MAX, locale) })}</p>
          {/* Saved values are new values: the form starts again from them, without the errors of an earlier try. */}
          <StockForm key={[product.stock, ...stores.map((s) => s.qty)].join()} />
        </>
      )}
    </section>
  );
}

function StockForm() {
  const { product, stores } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof productStockSchema>>({
    id: EDIT,
    lastResult: usePageFormResult(EDIT),
    defaultValue: { stock: product.stock === null ? "" : String(product.stock), stores: Object.fromEntries(stores.map((s) => [s.code, String(s.qty)])) },
  });
  const shelves = fields.stores.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel bo-narrow account-form">
      <AdminFormErrors id={form.errorId} errors={form.errors} />
      <fieldset>
        <legend>{t("productStock.legend")}</legend>
        <TextField
          {...conformField(fields.stock, message)}
          label={t("productStock.online")}
          hint={product.stock === null ? t("productStock.notManaged") : undefined}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
        />
      </fieldset>
      <fieldset>
        <legend>{t("productStock.storesLegend")}</legend>
        {stores.map((store) => {
          const shelf = shelves[store.code];
          return shelf ? <TextField key={store.code} {...conformField(shelf, message)} label={store.name} inputMode="numeric" autoComplete="off" dir="ltr" /> : null;
        })}
      </fieldset>
      <button type="submit" className="button button--primary">
        {t("productStock.save")}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
