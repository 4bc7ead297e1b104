import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatMoney, formatNumber } from "../../common/format";
import { EVERY_GROUP, PRICED_BY_PARTS, TIER_QTY_MAX, type GroupPriceChange } from "../../commerce/contract/customer-groups";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { addGroupPriceSchema, groupPriceChangeSchema } from "~/components/admin/group-price-forms";
import { labelIn } from "~/components/admin/product-form";
import { conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, backOfficeHeaders, pathIdOf, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { changeGroupPrice, getGroupPrices, getProduct, type GroupPrice } from "~/models/products-admin.server";

/**
 * A product's group and tier prices (decision 060), for owners and the catalogue team: the unit price a customer
 * group (or every group) pays from a quantity on, listed, added one at a time and removed one at a time. A row of
 * the same group and quantity as an existing one replaces its price. Products priced by their parts take none.
 * Not nested in the product's page (/admin/products/$productId), which links here.
 */

/** What makes a row one: its group (null: every group) and its quantity. */
type RowKey = { group_id: number | null; min_qty: number };

/** Each form's id, which its refusal answers to: the add form, and each row's remove button. */
const ADD = "group-price-add";
const REMOVE = "group-price-remove";
const removeIntent = (row: RowKey) => `${REMOVE}:${row.group_id ?? EVERY_GROUP}:${row.min_qty}`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const productId = pathIdOf(params.productId);
  return asStaff(request, context, async (staff, locale) => {
    const [product, { prices, groups }] = await Promise.all([getProduct(locale, staff, productId), getGroupPrices(locale, staff, productId)]);
    const name = labelIn(product, locale);
    const title = getI18n(locale).getFixedT(locale, "admin")("groupPrices.title", { name });
    return { title, product: { id: product.id, name, pricedByParts: PRICED_BY_PARTS.has(product.type_id) }, prices, groups };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const productId = pathIdOf(params.productId);
  const locale = localeOf(context);
  const formData = await readForm(request, "group-prices");
  const submission = parseWithZod(formData, { schema: groupPriceChangeSchema });
  const adding = formData.get("intent") === "add";
  if (submission.status !== "success") return refuseForm(adding ? ADD : REMOVE, submission);
  const row = submission.value;
  const intent = row.intent === "add" ? ADD : removeIntent(row);
  const key = { group_id: row.group_id, min_qty: row.min_qty };
  const change: GroupPriceChange = row.intent === "add" ? { change: "set", ...key, price: row.price } : { change: "remove", ...key };
  try {
    await asStaff(request, context, (staff) => changeGroupPrice(locale, staff, productId, change));
  } catch (error) {
    // The only group the form names is the one chosen, so an unknown group is that field's error.
    if (error instanceof CommerceError && error.code === "product.unknownGroup") {
      return refuseForm(intent, submission, { key: `errors.${error.code}`, field: "group_id" });
    }
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: row.intent === "add" ? "admin:groupPrices.added" : "admin:groupPrices.removed" });
  return redirect(localizePath(`/admin/products/${productId}/group-prices`, locale), { status: 303, headers: backOfficeHeaders });
}

export default function GroupPricesPage() {
  const { product, prices } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="group-prices-heading">
      <p>
        <Link to={href(`/admin/products/${product.id}`)}>{t("groupPrices.back", { name: product.name })}</Link>
      </p>
      <h1 id="group-prices-heading">{t("groupPrices.heading", { name: product.name })}</h1>
      <p>{t("groupPrices.intro")}</p>
      {prices.length === 0 ? <p className="bo-panel">{t("groupPrices.none")}</p> : <PriceTable />}
      {/* Saved rows are new rows: the form starts again empty, without the errors of an earlier try. */}
      {product.pricedByParts ? <p className="bo-panel">{t("errors.product.groupPricesOnParts")}</p> : <AddForm key={prices.map((row) => `${removeIntent(row)}:${row.price}`).join()} />}
    </section>
  );
}

function PriceTable() {
  const { prices, groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const groupName = (id: number | null) => (id === null ? t("groupPrices.everyGroup") : (groups.find((group) => group.id === id)?.name ?? String(id)));
  return (
    <div className="bo-table-wrap bo-panel">
      <table className="bo-table">
        <caption>{t("groupPrices.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("groupPrices.group")}</th>
            <th scope="col" className="bo-number">
              {t("groupPrices.minQty")}
            </th>
            <th scope="col" className="bo-number">
              {t("groupPrices.price")}
            </th>
            <th scope="col">{t("groupPrices.removeColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {prices.map((row) => (
            <tr key={removeIntent(row)}>
              <th scope="row">{groupName(row.group_id)}</th>
              <td className="bo-number">{formatNumber(row.min_qty, locale)}</td>
              <td className="bo-number">{formatMoney(row.price, locale)}</td>
              <td>
                <RemoveForm row={row} label={t("groupPrices.remove", { group: groupName(row.group_id), qty: formatNumber(row.min_qty, locale) })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RemoveForm({ row, label }: { row: GroupPrice; label: string }) {
  const intent = removeIntent(row);
  const [form] = useForm({ id: intent, lastResult: usePageFormResult(intent) });
  return (
    <Form method="post" {...getFormProps(form)} className="bo-inline-form">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="group_id" value={row.group_id ?? EVERY_GROUP} />
      <input type="hidden" name="min_qty" value={row.min_qty} />
      <AdminFormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="button button--secondary bo-button--small">
        {label}
      </button>
    </Form>
  );
}

function AddForm() {
  const { groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  const [form, fields] = useForm<z.input<typeof addGroupPriceSchema>>({
    id: ADD,
    lastResult: usePageFormResult(ADD),
    defaultValue: { intent: "add", group_id: EVERY_GROUP, min_qty: "1" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel bo-narrow">
      <fieldset>
        <legend>{t("groupPrices.addLegend")}</legend>
        <input type="hidden" name="intent" value="add" />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <SelectField {...conformField(fields.group_id, message)} label={t("groupPrices.group")}>
          <option value={EVERY_GROUP}>{t("groupPrices.everyGroup")}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </SelectField>
        <TextField
          {...conformField(fields.min_qty, message)}
          label={t("groupPrices.minQty")}
          hint={t("groupPrices.minQtyHint", { max: formatNumber(TIER_QTY_MAX, locale) })}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
        />
        <TextField {...conformField(fields.price, message)} label={t("groupPrices.price")} hint={t("groupPrices.priceHint")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <button type="submit" className="button button--primary">
          {t("groupPrices.add")}
        </button>
      </fieldset>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
