import {
  data,
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useSubmit,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CODE_MAX } from "~/components/cart/form-rules";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { consume } from "~/lib/rate-limit.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { findCoupon } from "~/models/cart.server";
import { clientOf, localeOf } from "~/lib/request-context.server";

/**
 * `/discount/{code}`: a shareable offer link. The page describes the code and offers a POST "Apply code"
 * to the cart action; a GET never applies anything. With JavaScript the form submits itself once per tab
 * (so Back from the cart does not apply it again). Unknown or ended codes get a friendly 404 page.
 * Each look-up is a promo code guess, counted with the cart's coupon form (decision 011): over the limit the
 * page is a 429 that says so.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const t = getI18n(locale).getFixedT(locale, "cart");
  const code = (params.code ?? "").trim();
  const verdict = await consume("coupon", clientOf(context));
  if (verdict.limited) {
    return data(
      { title: t("meta.discountLimitedTitle"), code, coupon: null, limited: true },
      { status: 429, headers: { ...privatePageHeaders, "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  const coupon = code.length > 0 && code.length <= CODE_MAX ? await findCoupon({ locale, code }) : undefined;
  if (!coupon) {
    return data(
      { title: t("meta.discountMissingTitle"), code, coupon: null, limited: false },
      { status: 404, headers: privatePageHeaders },
    );
  }
  return data({ title: t("meta.discountTitle", { code: coupon.code }), code: coupon.code, coupon, limited: false }, { headers: privatePageHeaders });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

const APPLIED_KEY = "discount-auto-applied:";

export default function Discount() {
  const { code, coupon, limited } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  const href = useLocalizedHref();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!coupon || started.current || !formRef.current) return;
    started.current = true;
    const key = APPLIED_KEY + coupon.code;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, "1");
    } catch (error) {
      // No sessionStorage (private mode, disabled): leave it to the button rather than risk a loop.
      console.warn("discount: not applying automatically:", error);
      return;
    }
    submit(formRef.current, { replace: true });
  }, [coupon, submit]);

  if (!coupon) {
    const [heading, text] = limited
      ? [t("discount.limitedHeading"), t("errors.tooManyRequests")]
      : [t("discount.notAvailableHeading"), t("discount.notAvailableText", { code })];
    return (
      <section className="container notice-page discount-page" aria-labelledby="discount-heading">
        <h1 id="discount-heading">{heading}</h1>
        <p>{text}</p>
        <p>
          <Link to={href("/")} className="button button--primary">
            {t("page.continueShopping")}
          </Link>
        </p>
      </section>
    );
  }

  const busy = navigation.state === "submitting";
  return (
    <section className="container notice-page discount-page" aria-labelledby="discount-heading">
      <h1 id="discount-heading">
        {coupon.is_bank_coupon ? t("discount.bankHeading", { code: coupon.code }) : t("discount.heading", { code: coupon.code })}
      </h1>
      <p className="discount-page__description">{coupon.description}</p>
      <p>{t("discount.text")}</p>
      <Form ref={formRef} method="post" action={href("/cart")} replace>
        <input type="hidden" name="intent" value="apply-coupon" />
        <input type="hidden" name="coupon" value={coupon.code} />
        <input type="hidden" name="redirectTo" value={href("/cart")} />
        <button type="submit" className="button button--primary">
          {busy ? t("discount.applying") : t("discount.apply")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
