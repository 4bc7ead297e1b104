import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { BRAND_LOGO_TYPES } from "../../commerce/contract/taxonomy";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { brandFormSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { conformField } from "~/components/forms/conform-field";
import { FileField } from "~/components/forms/file-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, backOfficeHeaders, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale } from "~/lib/use-locale";
import { changeBrand, createBrand, listBrands, setBrandLogo, type AdminBrand } from "~/models/taxonomy-admin.server";

/**
 * Brands (issue 22), for owners and the catalogue team: every brand renamed in both languages, its colour set and its
 * logo uploaded, and a new brand created with the code its page and products use. The brand pages follow within a
 * second.
 */

const CREATE = "brand-create";
const intentOf = (action: "update" | "logo", code: string) => `brand-${action}:${code}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("brands.title"),
    brands: await listBrands(locale, staff),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, "brand");
  const locale = localeOf(context);
  const submission = parseWithZod(formData, { schema: brandFormSchema });
  const kind = formData.get("action");
  const intent = kind === "update" || kind === "logo" ? intentOf(kind, String(formData.get("brand") ?? "")) : CREATE;
  if (submission.status !== "success") return refuseForm(intent, submission);
  const posted = submission.value;
  try {
    await asStaff(request, context, async (staff) => {
      switch (posted.action) {
        case "create": {
          const { action: _, brand, ...names } = posted;
          await createBrand(locale, staff, { code: brand, ...names });
          break;
        }
        case "update": {
          const { action: _, brand, ...names } = posted;
          await changeBrand(locale, staff, brand, names);
          break;
        }
        case "logo":
          await setBrandLogo(locale, staff, posted.brand, posted.logo);
      }
    });
  } catch (error) {
    if (error instanceof CommerceError && error.status === 404) throw new Response(null, { status: 404, statusText: "Not Found", headers: backOfficeHeaders });
    // The form names the code `brand`, since the back office never sends a field named `code` back (sign-in codes).
    if (error instanceof CommerceError && error.code === "brand.exists") return refuseForm(intent, submission, { key: "errors.brand.exists", field: "brand" }, 409);
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: `admin:brands.done.${posted.action}` });
  return redirect(localizePath("/admin/brands", locale), { status: 303 });
}

export default function Brands() {
  const { brands } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <section className="bo-page" aria-labelledby="brands-heading">
      <h1 id="brands-heading">{t("brands.heading")}</h1>
      <section aria-labelledby="brand-list-heading">
        <h2 id="brand-list-heading">{t("brands.list")}</h2>
        <ul className="bo-review-list">
          {brands.map((brand) => (
            <li key={brand.code} className="bo-panel">
              <BrandForm brand={brand} />
              <LogoForm brand={brand} />
            </li>
          ))}
        </ul>
      </section>
      <CreateForm />
    </section>
  );
}

function BrandFields({ fields }: { fields: ReturnType<typeof useForm<Record<string, string>>>[1] }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  return (
    <>
      <TextField {...conformField(fields.name_en!, message)} label={t("brands.nameEn")} lang="en" dir="ltr" autoComplete="off" />
      <TextField {...conformField(fields.name_ar!, message)} label={t("brands.nameAr")} lang="ar" dir="rtl" autoComplete="off" />
      <TextField {...conformField(fields.color!, message)} label={t("brands.color")} hint={t("brands.colorHint")} dir="ltr" autoComplete="off" />
    </>
  );
}

function BrandForm({ brand }: { brand: AdminBrand }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const intent = intentOf("update", brand.code);
  const [form, fields] = useForm<Record<string, string>>({
    id: intent,
    lastResult: usePageFormResult(intent),
    defaultValue: { name_en: brand.name_en, name_ar: brand.name_ar, color: brand.color },
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset>
        <legend>
          {t("brands.editLegend", { name: locale === "ar" ? brand.name_ar : brand.name_en })} <code dir="ltr">/brands/{brand.code}</code>
        </legend>
        <input type="hidden" name="action" value="update" />
        <input type="hidden" name="brand" value={brand.code} />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <div className="bo-inline-form">
          <BrandFields fields={fields} />
          <button type="submit" className="button button--primary">
            {t("brands.save")}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

function LogoForm({ brand }: { brand: AdminBrand }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  const intent = intentOf("logo", brand.code);
  const name = locale === "ar" ? brand.name_ar : brand.name_en;
  const [form, fields] = useForm<Record<string, string>>({ id: intent, lastResult: usePageFormResult(intent) });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <fieldset>
        <legend>{t("brands.logoLegend", { name })}</legend>
        <input type="hidden" name="action" value="logo" />
        <input type="hidden" name="brand" value={brand.code} />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <div className="bo-inline-form">
          {brand.logo ? <img src={brand.logo} alt={t("brands.currentLogo", { name })} className="bo-logo" width={160} height={80} /> : null}
          <FileField {...conformField(fields.logo!, message)} label={t("brands.logo")} hint={t("brands.logoHint")} accept={BRAND_LOGO_TYPES} />
          <button type="submit" className="button button--secondary">
            {t("brands.upload")}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

function CreateForm() {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<Record<string, string>>({ id: CREATE, lastResult: usePageFormResult(CREATE) });
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel">
      <fieldset>
        <legend>{t("brands.createLegend")}</legend>
        <input type="hidden" name="action" value="create" />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <TextField {...conformField(fields.brand!, message)} label={t("brands.code")} hint={t("brands.codeHint")} dir="ltr" autoComplete="off" />
        <BrandFields fields={fields} />
        <button type="submit" className="button button--primary">
          {t("brands.create")}
        </button>
      </fieldset>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
