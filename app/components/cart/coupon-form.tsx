import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { Coupon } from "~/models/cart-schemas";
import type { CartAnswer } from "./cart-answer";
import type { cartSchemas } from "./cart-forms";
import { CODE_INPUT } from "./form-rules";
import { useCartAction } from "./cart-links";
import { CART_FORMS, useCartMessage } from "./messages";
import { conformField } from "~/components/forms/conform-field";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { TextField } from "~/components/forms/text-field";
import { useFormFlash } from "~/components/forms/use-form-flash";
import { useLastResult } from "~/components/forms/use-last-result";

/**
 * Promo code, in the SPEC §4 coupon states: none yet (belowBudget: the form), loading (the fetcher is
 * busy: "Checking…"), valid (the cart has the code: shown with a remove button), invalid (the
 * server's message key, translated, under the field).
 */
export function CouponForm({ couponCode, warning }: { couponCode: string | null; warning?: string | null }) {
  const { t } = useTranslation("cart");
  const message = useCartMessage();
  const action = useCartAction();
  const fetcher = useFetcher<CartAnswer>({ key: "coupon" });
  const flashError = useFormFlash(CART_FORMS.coupon);
  const [form, fields] = useForm<z.input<(typeof cartSchemas)["apply-coupon"]>>({
    id: "coupon-form",
    lastResult: useLastResult("apply-coupon", fetcher),
  });
  const busy = fetcher.state !== "idle";
  const errorKey = fields.coupon.errors?.[0] ?? form.errors?.[0];
  const error = errorKey ? message(errorKey) : null;

  if (couponCode) {
    const removeFailed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && fetcher.data.intent === "remove-coupon";
    return (
      <section className="cart-box coupon" aria-labelledby="coupon-heading">
        <h2 id="coupon-heading" className="cart-box__title">
          {t("coupon.heading")}
        </h2>
        <fetcher.Form method="post" action={action} className="coupon__applied" preventScrollReset>
          <input type="hidden" name="intent" value="remove-coupon" />
          <input type="hidden" name="coupon" value={couponCode} />
          <FetcherRedirectInput />
          <p className="coupon__status coupon__status--valid">{t("coupon.applied", { code: couponCode })}</p>
          <button type="submit" className="button button--secondary" aria-label={t("coupon.removeNamed", { code: couponCode })}>
            {busy ? t("coupon.removing") : t("coupon.remove")}
          </button>
        </fetcher.Form>
        {warning ? <p className="coupon__warning">{message(`errors.${warning}`)}</p> : null}
        {removeFailed && fetcher.data && !fetcher.data.ok ? (
          <p className="field__error" role="alert">
            {message(fetcher.data.error)}
          </p>
        ) : null}
        {flashError ? (
          <p className="field__error" role="alert">
            {flashError}
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <section className="cart-box coupon" aria-labelledby="coupon-heading">
      <h2 id="coupon-heading" className="cart-box__title">
        {t("coupon.heading")}
      </h2>
      <fetcher.Form method="post" action={action} {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="intent" value="apply-coupon" />
        <FetcherRedirectInput />
        <TextField
          {...conformField(fields.coupon, message)}
          {...CODE_INPUT}
          errors={error ? [error] : null}
          label={t("coupon.label")}
          className="coupon__input"
          beside={
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? t("coupon.applying") : t("coupon.apply")}
            </button>
          }
        />
      </fetcher.Form>
    </section>
  );
}

/** Bank offers from the public coupon list: each applied by the same action, the backend knows its kind. */
export function BankCoupons({
  coupons,
  bankCouponCode,
  warning,
}: {
  coupons: Coupon[];
  bankCouponCode: string | null;
  warning?: string | null;
}) {
  const { t } = useTranslation("cart");
  if (coupons.length === 0) return null;
  return (
    <section className="cart-box bank-coupons" aria-labelledby="bank-coupons-heading">
      <h2 id="bank-coupons-heading" className="cart-box__title">
        {t("bankCoupons.heading")}
      </h2>
      <p className="field__hint">{t("bankCoupons.text")}</p>
      <ul className="bank-coupons__list">
        {coupons.map((coupon) => (
          <BankCoupon
            key={coupon.code}
            coupon={coupon}
            applied={coupon.code === bankCouponCode}
            warning={coupon.code === bankCouponCode ? warning : null}
          />
        ))}
      </ul>
    </section>
  );
}

function BankCoupon({ coupon, applied, warning }: { coupon: Coupon; applied: boolean; warning?: string | null }) {
  const { t } = useTranslation("cart");
  const message = useCartMessage();
  const action = useCartAction();
  const fetcher = useFetcher<CartAnswer>({ key: `bank-coupon-${coupon.code}` });
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok;
  return (
    <li className="bank-coupon">
      <div>
        <p className="bank-coupon__code">{coupon.code}</p>
        <p className="bank-coupon__text">{coupon.description}</p>
        {applied ? (
          <p className="coupon__status coupon__status--valid">{t("bankCoupons.applied", { code: coupon.code })}</p>
        ) : null}
        {warning ? <p className="coupon__warning">{message(`errors.${warning}`)}</p> : null}
        {failed && fetcher.data && !fetcher.data.ok ? (
          <p className="field__error" role="alert">
            {message(fetcher.data.error)}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value={applied ? "remove-coupon" : "apply-coupon"} />
        <input type="hidden" name="coupon" value={coupon.code} />
        <FetcherRedirectInput />
        <button type="submit" className="button button--secondary" aria-disabled={fetcher.state !== "idle" || undefined}>
          {applied ? t("bankCoupons.remove") : t("bankCoupons.apply", { code: coupon.code })}
        </button>
      </fetcher.Form>
    </li>
  );
}
