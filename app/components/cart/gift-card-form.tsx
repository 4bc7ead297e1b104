import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";
import type { z } from "zod";
import type { Cart } from "~/models/cart-schemas";
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

/** Gift cards: a code field, and the cards already applied with what each covers and its balance. */
export function GiftCardForm({ giftCards }: { giftCards: Cart["gift_cards"] }) {
  const { t } = useTranslation("cart");
  const locale = useLocale();
  const message = useCartMessage();
  const action = useCartAction();
  const fetcher = useFetcher<CartAnswer>({ key: "gift-card" });
  // A refused removal (an in-place control without JavaScript) comes back as a flash message for the form.
  const flashError = useFormFlash(CART_FORMS.giftCard);
  const [form, fields] = useForm<z.input<(typeof cartSchemas)["apply-gift-card"]>>({
    id: "gift-card-form",
    lastResult: useLastResult("apply-gift-card", fetcher),
  });
  const errorKey = fields.code.errors?.[0] ?? form.errors?.[0];
  const error = errorKey ? message(errorKey) : flashError;
  const busy = fetcher.state !== "idle";

  return (
    <section className="cart-box gift-cards" aria-labelledby="gift-cards-heading">
      <h2 id="gift-cards-heading" className="cart-box__title">
        {t("giftCard.heading")}
      </h2>
      {giftCards.length > 0 ? (
        <>
          <h3 className="visually-hidden">{t("giftCard.appliedHeading")}</h3>
          <ul className="gift-cards__list">
            {giftCards.map((card) => (
              <li key={card.code} className="gift-card">
                <span className="gift-card__code">{card.code}</span>
                <span className="gift-card__amount">
                  {t("giftCard.appliedAmount", { amount: formatMoney(card.applied_amount, locale) })}
                </span>
                <span className="gift-card__balance">{t("giftCard.balance", { amount: formatMoney(card.balance, locale) })}</span>
                {card.warning ? <span className="gift-card__warning">{message(`errors.${card.warning}`)}</span> : null}
                <RemoveGiftCard code={card.code} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <fetcher.Form method="post" action={action} {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="intent" value="apply-gift-card" />
        <FetcherRedirectInput />
        <TextField
          {...conformField(fields.code, message)}
          {...CODE_INPUT}
          errors={error ? [error] : null}
          label={t("giftCard.label")}
          hint={t("giftCard.hint")}
          beside={
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy && fetcher.formData?.get("intent") === "apply-gift-card" ? t("giftCard.applying") : t("giftCard.apply")}
            </button>
          }
        />
      </fetcher.Form>
    </section>
  );
}

function RemoveGiftCard({ code }: { code: string }) {
  const { t } = useTranslation("cart");
  const message = useCartMessage();
  const action = useCartAction();
  const fetcher = useFetcher<CartAnswer>({ key: `gift-card-remove-${code}` });
  return (
    <fetcher.Form method="post" action={action} className="gift-card__remove" preventScrollReset>
      <input type="hidden" name="intent" value="remove-gift-card" />
      <input type="hidden" name="code" value={code} />
      <FetcherRedirectInput />
      <button type="submit" className="button button--secondary button--small" aria-label={t("giftCard.removeNamed", { code })}>
        {t("giftCard.remove")}
      </button>
      {fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? (
        <p className="field__error" role="alert">
          {message(fetcher.data.error)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
