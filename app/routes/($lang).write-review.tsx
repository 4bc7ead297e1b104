import { clientOf } from "~/lib/request-context.server";
import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { isReviewErrorCode } from "../../commerce/contract/review";
import { useAccountFormResult } from "~/components/account/account-form";
import { ErrorList } from "~/components/forms/error-list";
import { reviewFormSchema } from "~/components/reviews/review-form-schema";
import { STAR_VALUES } from "~/components/reviews/review-parts";
import { orSignIn, requireCustomer } from "~/lib/account.server";
import { refuse, refuseWhenLimited, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageHeaders } from "~/lib/account-page";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { isSameOrigin } from "~/lib/http.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";

import type { Shopper } from "~/lib/shopper.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getProfile } from "~/models/account.server";
import { getProduct } from "~/models/catalog.server";
import { createReview } from "~/models/reviews.server";

/**
 * /write-review?sku=PARENTSKU (SPEC §2 write-review): a signed-in customer rates a product and writes a review. A
 * page form (decision 008): a refused post shows the page again with each error next to its field and the typed
 * values kept. Accepted, moderation has already decided (approved, pending, rejected): the customer goes to
 * "My product reviews", where its status shows, with a message saying which.
 */

const INTENT = "write-review";

/** The product the URL names, or the 404 page. */
async function productOf(request: Request, shopper: Shopper) {
  const sku = new URL(request.url).searchParams.get("sku")?.trim() ?? "";
  const product = sku === "" ? undefined : await getProduct({ locale: shopper.locale, sku });
  if (!product) throw new Response(null, { status: 404, statusText: "Not Found", headers: privatePageHeaders });
  return product;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const product = await productOf(request, shopper);
  const profile = await orSignIn(shopper, request, getProfile(shopper.locale, customer));
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "reviews");
  return data(
    {
      title: t("form.title"),
      product: { sku: product.sku, name: product.name, url_path: product.url_path },
      nickname: profile.firstname,
    },
    { headers: privatePageHeaders }
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export const headers = accountPageHeaders;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { shopper, customer } = await requireCustomer(request, context);
  const product = await productOf(request, shopper);
  const submission = parseWithZod(await readForm(request, INTENT), { schema: reviewFormSchema });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  const profile = await orSignIn(shopper, request, getProfile(shopper.locale, customer));
  const limited = await refuseWhenLimited(shopper, INTENT, submission, [
    ["reviewClient", clientOf(context)],
    ["reviewAccount", String(profile.id)],
  ]);
  if (limited) return limited;
  let review;
  try {
    review = await createReview(shopper.locale, customer, { sku: product.sku, ...submission.value });
  } catch (error) {
    if (error instanceof CommerceError && isReviewErrorCode(error.code)) {
      return refuse(shopper, INTENT, submission, { error: { key: `errors.${error.code}`, field: error.field } });
    }
    return refuseWithCommerceError(shopper, request, INTENT, submission, error);
  }
  shopper.flash({
    kind: review.status === "approved" ? "success" : review.status === "pending" ? "info" : "error",
    message: `reviews:notifications.${review.status}`,
  });
  return redirect(localizePath("/my-account/reviews", shopper.locale), { status: 303 });
}

export default function WriteReview() {
  const { product, nickname } = useLoaderData<typeof loader>();
  const { t } = useTranslation("reviews");
  const href = useLocalizedHref();
  const [form, fields] = useForm<z.input<typeof reviewFormSchema>>({
    id: "review-form",
    lastResult: useAccountFormResult(INTENT),
    defaultValue: { nickname },
  });
  const message = (errors: string[] | undefined) => errors?.map((key) => t(key as "validation.required"));
  return (
    <div className="container page review-page">
      <h1>{t("form.heading", { name: product.name })}</h1>
      <p>
        {t("form.intro")} <a href={href(`/${product.url_path}`)}>{t("list.backToProduct")}</a>
      </p>
      <Form method="post" {...getFormProps(form)} className="account-form review-form">
        <ErrorList id={form.errorId} errors={message(form.errors)} className="form__errors" />
        <RatingField field={fields.rating} errors={message(fields.rating.errors)} />
        <TextField field={fields.title} label={t("form.reviewTitle")} errors={message(fields.title.errors)} />
        <TextField
          field={fields.detail}
          label={t("form.detail")}
          hint={t("form.detailHint")}
          errors={message(fields.detail.errors)}
          multiline
        />
        <TextField
          field={fields.nickname}
          label={t("form.nickname")}
          hint={t("form.nicknameHint")}
          errors={message(fields.nickname.errors)}
          autoComplete="nickname"
        />
        <p className="review-form__guidelines">{t("form.guidelines")}</p>
        <button type="submit" className="button button--primary">
          {t("form.submit")}
        </button>
      </Form>
    </div>
  );
}

/** Five radio buttons in a fieldset: a star rating a keyboard, a screen reader and a browser without JavaScript all use. */
function RatingField({ field, errors }: { field: FieldMetadata<string>; errors: string[] | undefined }) {
  const { t } = useTranslation("reviews");
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className="field rating-field" aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="field__label">{t("form.rating")}</legend>
      <div className="rating-field__options">
        {STAR_VALUES.map((stars) => (
          <label key={stars} className="rating-field__option">
            <input
              type="radio"
              name={field.name}
              value={String(stars)}
              defaultChecked={field.initialValue === String(stars)}
              aria-invalid={invalid || undefined}
            />
            <span className="rating-field__stars" aria-hidden="true">
              {"★".repeat(stars)}
            </span>
            <span className="rating-field__label">{t("starCount", { count: stars })}</span>
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={errors} />
    </fieldset>
  );
}

/** A labelled text input or text area with its hint and its translated errors (decision 008). */
function TextField({
  field,
  label,
  hint,
  errors,
  autoComplete,
  multiline = false,
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  errors: string[] | undefined;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const ariaDescribedBy = hint ? `${field.id}-hint` : undefined;
  const { key, ...props } = multiline
    ? getTextareaProps(field, { ariaDescribedBy })
    : getInputProps(field, { type: "text", ariaDescribedBy });
  return (
    <div className="field">
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      {multiline ? (
        <textarea key={key} {...props} className="field__input review-form__detail" rows={8} />
      ) : (
        <input key={key} {...props} className="field__input" autoComplete={autoComplete} />
      )}
      {hint ? (
        <span id={ariaDescribedBy} className="field__hint">
          {hint}
        </span>
      ) : null}
      <ErrorList id={field.errorId} errors={errors} />
    </div>
  );
}
