import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { useLocale } from "~/lib/use-locale";

export const LOYALTY_INTENT = "loyalty-points";

/**
 * The signed-in customer's loyalty points at the payment step (decision 065): a number of points to spend, all of
 * them, or none. What they pay shows in the order summary as "Loyalty points".
 */
export function LoyaltyPointsForm({ balance, worth }: { balance: number; worth: number }) {
  const { t } = useTranslation("checkout");
  const { t: tAccount } = useTranslation("account");
  const message = useAccountMessage();
  const locale = useLocale();
  const [form, fields] = useForm<{ use: string; points: string }>({ id: "loyalty-points", lastResult: usePageFormResult(LOYALTY_INTENT) });
  return (
    <section className="cart-box" aria-labelledby="loyalty-points-heading">
      <h2 id="loyalty-points-heading" className="cart-box__title">
        {t("loyalty.heading")}
      </h2>
      <p>{t("loyalty.balance", { points: tAccount("loyalty.points", { count: balance }), amount: formatMoney(worth, locale) })}</p>
      <Form method="post" {...getFormProps(form)} className="account-form" preventScrollReset>
        <input type="hidden" name="intent" value={LOYALTY_INTENT} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          {...conformField(fields.points, message)}
          label={t("loyalty.points")}
          hint={t("loyalty.pointsHint")}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          beside={
            <button type="submit" name="use" value="number" className="button button--primary">
              {t("loyalty.spend")}
            </button>
          }
        />
        <p className="form-actions">
          <button type="submit" name="use" value="all" className="button button--secondary">
            {t("loyalty.spendAll")}
          </button>
          <button type="submit" name="use" value="none" className="button button--secondary">
            {t("loyalty.none")}
          </button>
        </p>
      </Form>
    </section>
  );
}
