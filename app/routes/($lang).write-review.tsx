import { clientOf } from "~/lib/request-context.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { isReviewErrorCode } from "../../commerce/contract/review";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { ErrorList } from "~/components/forms/error-list";
import { RadioGroup } from "~/components/forms/radio-group";
import { TextareaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
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
    lastResult: usePageFormResult(INTENT),
    defaultValue: { nickname },
  });
  const message = (key: string) => t(key as "validation.required");
  return (
    <div className="container page review-page">
      <h1>{t("form.heading", { name: product.name })}</h1>
      <p>
        {t("form.intro")} <a href={href(`/${product.url_path}`)}>{t("list.backToProduct")}</a>
      </p>
      <Form method="post" {...getFormProps(form)} className="account-form review-form">
        <ErrorList id={form.errorId} errors={form.errors?.map(message)} className="form__errors" />
        {/* Stars a keyboard, a screen reader and a browser without JavaScript all use: one radio button each. */}
        <RadioGroup
          {...conformField(fields.rating, message)}
          label={t("form.rating")}
          options={STAR_VALUES.map((stars) => ({
            value: String(stars),
            label: (
              <>
                <span className="rating-field__stars" aria-hidden="true">
                  {"★".repeat(stars)}
                </span>
                <span className="rating-field__label">{t("starCount", { count: stars })}</span>
              </>
            ),
          }))}
          className="rating-field"
          optionClassName="rating-field__option"
        />
        <TextField {...conformField(fields.title, message)} label={t("form.reviewTitle")} autoComplete="off" />
        <TextareaField
          {...conformField(fields.detail, message)}
          label={t("form.detail")}
          hint={t("form.detailHint")}
          rows={8}
          className="review-form__detail"
        />
        <TextField
          {...conformField(fields.nickname, message)}
          label={t("form.nickname")}
          hint={t("form.nicknameHint")}
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
