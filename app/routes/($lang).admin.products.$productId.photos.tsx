import { getFormProps, useForm, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { isPhotoErrorCode } from "../../commerce/contract/product-photo";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { changePhotoSchema, photoAltSchema, uploadPhotoSchema } from "~/components/admin/photo-forms";
import { conformField } from "~/components/forms/conform-field";
import { FileField } from "~/components/forms/file-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { ProductPhoto } from "~/components/product-photo";
import { asStaff, backOfficeHeaders, pathIdOf, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { replyWithMessage } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { changeProductPhoto, listProductPhotos, uploadProductPhoto, type PhotoChange, type ProductPhotoList } from "~/models/product-photos-admin.server";

/**
 * A product's photos (issue 22, decision 052), for owners and the catalogue team: upload a JPEG, PNG or WebP with
 * its alt text in both languages (a plain multipart form, so it works without JavaScript), then caption, move up or
 * down, or delete each photo. The first photo is the product's card and the first of its gallery.
 */

const UPLOAD = "photo-upload";
type Photo = ProductPhotoList["photos"][number];
const photoIntent = (action: string, photoId: number | string) => `photo-${action}:${photoId}`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const productId = pathIdOf(params.productId);
  return asStaff(request, context, async (staff, locale) => {
    const list = await listProductPhotos(locale, staff, productId);
    const name = locale === "ar" ? list.product.name_ar : list.product.name_en;
    return { title: getI18n(locale).getFixedT(locale, "admin")("photos.title", { name }), ...list };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The posted form; null when the body could not be read (over the upload limit, server/photo-files.ts, or cut short). */
async function readPostedForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A refused upload: the file is never sent back (a browser cannot put it in the input again), the alt texts are. */
function refuseUpload(submission: Submission<unknown>, error?: { key: string; field?: string }) {
  const result = error ? replyWithMessage(submission, error.key, error.field, ["photo"]) : submission.reply({ hideFields: ["photo"] });
  return data({ intent: UPLOAD, result }, { status: 400, headers: backOfficeHeaders });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const productId = pathIdOf(params.productId);
  const locale = localeOf(context);
  const formData = await readPostedForm(request);
  if (formData === null) {
    // Nothing of the form was read: the refusal goes next to the file field, as any other refusal of the file.
    const empty = new FormData();
    empty.set("photo", "");
    return refuseUpload(parseWithZod(empty, { schema: uploadPhotoSchema }), { key: "errors.photo.tooLarge", field: "photo" });
  }
  const intent = String(formData.get("intent") ?? "");
  if (intent === UPLOAD) {
    const submission = parseWithZod(formData, { schema: uploadPhotoSchema });
    if (submission.status !== "success") return refuseUpload(submission);
    const { photo, ...alt } = submission.value;
    try {
      await asStaff(request, context, (staff) => uploadProductPhoto(locale, staff, productId, alt, photo));
    } catch (error) {
      if (error instanceof CommerceError && isPhotoErrorCode(error.code)) return refuseUpload(submission, { key: `errors.${error.code}`, field: error.field });
      if (error instanceof CommerceError && error.status === 400) return refuseUpload(submission, { key: "errors.generic", field: error.field });
      throw error;
    }
    return done(locale, productId, "upload", context);
  }
  const submission = parseWithZod(formData, { schema: changePhotoSchema });
  const formIntent = photoIntent(intent, String(formData.get("photoId") ?? ""));
  if (submission.status !== "success") return refuseForm(formIntent, submission);
  const { intent: action, photoId, ...details } = submission.value;
  const change = { action, ...details } as PhotoChange;
  try {
    await asStaff(request, context, (staff) => changeProductPhoto(locale, staff, productId, photoId, change));
  } catch (error) {
    return refuseWithCommerceError(request, context, formIntent, submission, error);
  }
  return done(locale, productId, change.action, context);
}

function done(locale: ReturnType<typeof localeOf>, productId: number, what: string, context: ActionFunctionArgs["context"]) {
  shopperOf(context).flash({ kind: "success", message: `admin:photos.done.${what}` });
  return redirect(localizePath(`/admin/products/${productId}/photos`, locale), { status: 303, headers: backOfficeHeaders });
}

export default function ProductPhotos() {
  const { product, photos } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const href = useLocalizedHref();
  const name = locale === "ar" ? product.name_ar : product.name_en;
  return (
    <section className="bo-page" aria-labelledby="photos-heading">
      <p>
        <Link to={href(`/admin/products/${product.id}`)}>{t("photos.back", { name })}</Link>
      </p>
      <h1 id="photos-heading">{t("photos.heading", { name })}</h1>
      <p>{t("photos.intro")}</p>
      <UploadForm />
      {photos.length === 0 ? (
        <p className="bo-panel">{t("photos.none")}</p>
      ) : (
        <ol className="bo-photo-list">
          {photos.map((photo, i) => (
            <PhotoRow key={photo.id} photo={photo} first={i === 0} last={i === photos.length - 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

function UploadForm() {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof uploadPhotoSchema>>({ id: UPLOAD, lastResult: usePageFormResult(UPLOAD) });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="bo-panel bo-narrow">
      <fieldset>
        <legend>{t("photos.uploadLegend")}</legend>
        <input type="hidden" name="intent" value={UPLOAD} />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <FileField {...conformField(fields.photo, message)} label={t("photos.file")} hint={t("photos.fileHint")} accept="image/jpeg,image/png,image/webp" />
        <AltFields fields={fields} />
        <button type="submit" className="button button--primary">
          {t("photos.upload")}
        </button>
      </fieldset>
    </Form>
  );
}

type AltFieldMetadata = Parameters<typeof conformField>[0];

function AltFields({ fields }: { fields: { alt_en: AltFieldMetadata; alt_ar: AltFieldMetadata } }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  return (
    <>
      <TextField {...conformField(fields.alt_en, message)} label={t("photos.altEn")} hint={t("photos.altHint")} autoComplete="off" lang="en" dir="ltr" />
      <TextField {...conformField(fields.alt_ar, message)} label={t("photos.altAr")} hint={t("photos.altHint")} autoComplete="off" lang="ar" dir="rtl" />
    </>
  );
}

function PhotoRow({ photo, first, last }: { photo: Photo; first: boolean; last: boolean }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const heading = `photo-${photo.id}`;
  const [form, fields] = useForm<z.input<typeof photoAltSchema>>({
    id: photoIntent("alt", photo.id),
    lastResult: usePageFormResult(photoIntent("alt", photo.id)),
    defaultValue: { alt_en: photo.alt_en, alt_ar: photo.alt_ar },
  });
  const number = photo.position;
  return (
    <li className="bo-panel bo-photo" aria-labelledby={heading}>
      <h2 id={heading}>{t("photos.photoHeading", { number })}</h2>
      <ProductPhoto photo={{ ...photo, alt: locale === "ar" ? photo.alt_ar : photo.alt_en }} size="cart" className="bo-photo__image" />
      <p>{t("photos.dimensions", { width: photo.width, height: photo.height })}</p>
      <Form method="post" {...getFormProps(form)}>
        <fieldset>
          <legend>{t("photos.altLegend", { number })}</legend>
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="photoId" value={photo.id} />
          <AdminFormErrors id={form.errorId} errors={form.errors} />
          <AltFields fields={fields} />
          <button type="submit" className="button button--primary">
            {t("photos.saveAlt")}
          </button>
        </fieldset>
      </Form>
      <div className="bo-actions">
        {first ? null : <PhotoButton photo={photo} intent="move" direction="up" label={t("photos.moveUp", { number })} />}
        {last ? null : <PhotoButton photo={photo} intent="move" direction="down" label={t("photos.moveDown", { number })} />}
        <PhotoButton photo={photo} intent="delete" label={t("photos.delete", { number })} />
      </div>
    </li>
  );
}

function PhotoButton({ photo, intent, direction, label }: { photo: Photo; intent: "move" | "delete"; direction?: "up" | "down"; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photo.id} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button type="submit" className="button button--secondary">
        {label}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
