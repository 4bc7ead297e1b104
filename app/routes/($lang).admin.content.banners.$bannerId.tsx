import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { deviceKinds } from "../../commerce/contract/device-kinds";
import { BANNER_SLOTS } from "../../commerce/contract/content";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { bannerSchema } from "~/components/admin/content-forms";
import { conformCheckbox, conformField } from "~/components/forms/conform-field";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { contentIdOf } from "~/lib/content-editor.server";
import { readForm } from "~/lib/forms.server";
import { localizePath, NATIVE_LANGUAGE_NAMES } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getBanner, saveBanner } from "~/models/content-admin.server";

/**
 * One home banner, or a new one at `/admin/content/banners/new` (issue 22): its titles in both languages, where it
 * leads (a path of this site or an https address), its slot and position among the others, its picture and colour,
 * and whether the home page shows it.
 */

const FORM = "content-banner";
const NEW = "new";
const bannerIdOf = (value: string | undefined) => (value === NEW ? null : contentIdOf(value));
type Fields = z.input<typeof bannerSchema>;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = bannerIdOf(params.bannerId);
  return asStaff(request, context, async (staff, locale) => {
    const t = getI18n(locale).getFixedT(locale, "admin");
    if (id === null) return { title: t("content.newBanner"), banner: null };
    const banner = await getBanner(locale, staff, id);
    return { title: t("content.bannerTitle", { title: banner[`title_${locale}`] }), banner };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const id = bannerIdOf(params.bannerId);
  const submission = parseWithZod(await readForm(request, FORM), { schema: bannerSchema });
  if (submission.status !== "success") return refuseForm(FORM, submission);
  const locale = localeOf(context);
  let saved: number;
  try {
    saved = await asStaff(request, context, (staff) => saveBanner(locale, staff, id, submission.value));
  } catch (error) {
    return refuseWithCommerceError(request, context, FORM, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: "admin:content.saved" });
  return redirect(localizePath(`/admin/content/banners/${saved}`, locale), { status: 303 });
}

/** The form's first values: the banner's, or a new banner's (shown, at the end of the main slot). */
function startingValues(banner: ReturnType<typeof useLoaderData<typeof loader>>["banner"]): Partial<Record<keyof Fields, string>> {
  if (!banner) return { slot: "main", kind: "phone", color: "#1428a0", position: "0", is_active: "on" };
  const { id: _, position, is_active, ...rest } = banner;
  return { ...rest, position: String(position), is_active: is_active ? "on" : undefined };
}

export default function BannerEditor() {
  const { banner } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const href = useLocalizedHref();
  const [form, fields] = useForm<Fields>({ id: FORM, lastResult: usePageFormResult(FORM), defaultValue: startingValues(banner) });
  return (
    <section className="bo-page" aria-labelledby="banner-heading">
      <p>
        <Link to={href("/admin/content")}>{t("content.back")}</Link>
      </p>
      <h1 id="banner-heading">{banner ? t("content.editBanner") : t("content.newBanner")}</h1>
      <Form method="post" {...getFormProps(form)} className="bo-panel bo-content-form">
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <div className="bo-content-languages">
          {(["en", "ar"] as const).map((code) => (
            <fieldset key={code} lang={code} dir={code === "ar" ? "rtl" : "ltr"}>
              <legend>{NATIVE_LANGUAGE_NAMES[code]}</legend>
              <TextField {...conformField(fields[`title_${code}`], message)} label={t("content.title")} autoComplete="off" />
              <TextField {...conformField(fields[`subtitle_${code}`], message)} label={t("content.subtitle")} autoComplete="off" />
            </fieldset>
          ))}
        </div>
        <TextField {...conformField(fields.link, message)} label={t("content.link")} hint={t("content.linkHint")} autoComplete="off" dir="ltr" />
        <SelectField {...conformField(fields.slot, message)} label={t("content.slot")}>
          {BANNER_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {t(`content.slots.${slot}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...conformField(fields.position, message)} label={t("content.position")} hint={t("content.positionHint")} inputMode="numeric" autoComplete="off" />
        <SelectField {...conformField(fields.kind, message)} label={t("content.picture")}>
          {deviceKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`deviceKinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...conformField(fields.color, message)} label={t("content.color")} hint={t("content.colorHint")} autoComplete="off" dir="ltr" />
        <CheckboxField {...conformCheckbox(fields.is_active, message)} label={t("content.active")} />
        <div className="bo-actions">
          <button type="submit" className="button button--primary">
            {banner ? t("content.save") : t("content.create")}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
