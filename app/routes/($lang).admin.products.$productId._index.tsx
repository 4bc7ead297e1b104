import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { readId } from "../../commerce/contract/cart";
import { CONFIGURABLE_ATTRIBUTES } from "../../commerce/contract/product-admin";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { aedText, labelIn, ProductForm } from "~/components/admin/product-form";
import { childSchema, editProductSchema, newChildSchema } from "~/components/admin/product-forms";
import { conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, pathIdOf, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale } from "~/lib/use-locale";
import { addChild, getProduct, productChoices, updateChild, updateProduct, type AdminProduct, type ProductChoices } from "~/models/products-admin.server";

/**
 * One product (issue 22): its common fields for every type, and a configurable product's versions, each added or
 * changed in its own form. Photos, stock per store and group prices have their own pages, linked here.
 */

const SAVE = "product-save";
const ADD_CHILD = "child-add";
const childIntent = (id: number) => `child-${id}`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = pathIdOf(params.productId);
  return asStaff(request, context, async (staff, locale) => {
    const [product, choices] = await Promise.all([getProduct(locale, staff, id), productChoices(locale, staff)]);
    return { product, choices, title: labelIn(product, locale) };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const id = pathIdOf(params.productId);
  const formData = await readForm(request, "product");
  const locale = localeOf(context);
  const intent = String(formData.get("intent") ?? "");
  const back = localizePath(`/admin/products/${id}`, locale);
  const done = (message: `admin:${string}`) => {
    shopperOf(context).flash({ kind: "success", message });
    return redirect(back, { status: 303 });
  };
  if (intent === SAVE) {
    const submission = parseWithZod(formData, { schema: editProductSchema });
    if (submission.status !== "success") return refuseForm(intent, submission);
    try {
      await asStaff(request, context, (staff) => updateProduct(locale, staff, id, submission.value));
    } catch (error) {
      return refuseWithCommerceError(request, context, intent, submission, error);
    }
    return done("admin:products.form.saved");
  }
  if (intent === ADD_CHILD) {
    const submission = parseWithZod(formData, { schema: newChildSchema });
    if (submission.status !== "success") return refuseForm(intent, submission);
    try {
      await asStaff(request, context, (staff) => addChild(locale, staff, id, submission.value));
    } catch (error) {
      return refuseWithCommerceError(request, context, intent, submission, error);
    }
    return done("admin:products.children.added");
  }
  const childId = readId(intent.replace(/^child-/, ""));
  if (!intent.startsWith("child-") || childId === null) throw new Response(null, { status: 400, statusText: "Bad Request" });
  const submission = parseWithZod(formData, { schema: childSchema });
  if (submission.status !== "success") return refuseForm(intent, submission);
  try {
    await asStaff(request, context, (staff) => updateChild(locale, staff, id, childId, submission.value));
  } catch (error) {
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  return done("admin:products.children.saved");
}

export default function EditProduct() {
  const { product, choices } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const sameKind = product.type_id === "simple" || product.type_id === "configurable";
  return (
    <section className="bo-page" aria-labelledby="product-heading">
      <h1 id="product-heading">{t("products.form.editTitle", { name: labelIn(product, locale) })}</h1>
      <ul className="bo-actions">
        <li>
          <Link to={localizePath(`/p/${product.sku}/${product.url_key}`, locale)}>{t("products.form.view")}</Link>
        </li>
        <li>
          <Link to={localizePath(`/admin/products/${product.id}/photos`, locale)}>{t("products.form.photos")}</Link>
        </li>
        <li>
          <Link to={localizePath(`/admin/products/${product.id}/stock`, locale)}>{t("products.form.storeStock")}</Link>
        </li>
        <li>
          <Link to={localizePath(`/admin/products/${product.id}/group-prices`, locale)}>{t("products.form.groupPrices")}</Link>
        </li>
      </ul>
      <p>
        <span dir="ltr">{product.sku}</span> · {t(`products.types.${product.type_id}`)}
      </p>
      {sameKind ? null : <p className="bo-panel">{t("products.form.leftOut")}</p>}
      <ProductForm key={product.id} intent={SAVE} choices={choices} product={product} />
      {product.type_id === "configurable" ? <Children product={product} choices={choices} /> : null}
    </section>
  );
}

type Child = AdminProduct["children"][number];
type ChildValues = { sku: string; price: string; special_price: string; stock: string; status: string; option: Record<string, string> };

function Children({ product, choices }: { product: AdminProduct; choices: ProductChoices }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="children-heading">
      <h2 id="children-heading">{t("products.children.heading")}</h2>
      {product.children.length === 0 ? <p>{t("products.children.none")}</p> : null}
      {product.children.map((child) => (
        <ChildForm key={child.id} product={product} choices={choices} child={child} />
      ))}
      <ChildForm product={product} choices={choices} />
    </section>
  );
}

function ChildForm({ product, choices, child }: { product: AdminProduct; choices: ProductChoices; child?: Child }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  const intent = child ? childIntent(child.id) : ADD_CHILD;
  const attributes = CONFIGURABLE_ATTRIBUTES.filter((code) => product.configurable_attributes.includes(code));
  const defaultValue = child
    ? {
        price: aedText(child.price),
        special_price: aedText(child.special_price),
        stock: String(child.qty),
        status: String(child.status),
        option: Object.fromEntries(attributes.map((code) => [code, String(child[code] ?? "")])),
      }
    : { price: aedText(product.price), stock: "0", status: "1" };
  const [form, fields] = useForm<ChildValues>({ id: intent, lastResult: usePageFormResult(intent), defaultValue });
  const field = (name: Exclude<keyof ChildValues, "option">) => conformField(fields[name], message);
  const options = fields.option.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel">
      <fieldset>
        <legend>{child ? t("products.children.editLegend", { sku: child.sku }) : t("products.children.addLegend")}</legend>
        <input type="hidden" name="intent" value={intent} />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        {child ? null : <TextField {...field("sku")} label={t("products.children.sku")} hint={t("products.form.skuHint")} autoComplete="off" dir="ltr" />}
        {attributes.map((code) => (
          <SelectField key={code} {...conformField(options[code]!, message)} label={t(`products.attributes.${code}`)}>
            <option value="">{t("products.children.choose")}</option>
            {choices.options
              .filter((option) => option.attribute_code === code)
              .map((option) => (
                <option key={option.value_index} value={option.value_index}>
                  {locale === "ar" ? option.label_ar : option.label_en}
                </option>
              ))}
          </SelectField>
        ))}
        <TextField {...field("price")} label={t("products.children.price")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <TextField {...field("special_price")} label={t("products.children.specialPrice")} hint={t("products.form.specialPriceHint")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <TextField {...field("stock")} label={t("products.children.stock")} inputMode="numeric" autoComplete="off" dir="ltr" />
        <SelectField {...field("status")} label={t("products.status")}>
          <option value="1">{t("products.statuses.1")}</option>
          <option value="2">{t("products.statuses.2")}</option>
        </SelectField>
        <button type="submit" className="button button--primary">
          {t(child ? "products.children.save" : "products.children.add")}
        </button>
      </fieldset>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
