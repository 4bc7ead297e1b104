import { Link, useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { GIFT_CARD_MESSAGE_MAX, RECIPIENT_ERRORS, type RecipientField } from "../../../commerce/contract/gift-card";
import { uaeDate } from "../../../commerce/contract/uae-day";
import { ADD_TO_CART_FETCHER } from "~/components/cart/cart-links";
import type { CartAnswer } from "~/components/cart/cart-answer";
import { CART_FORMS, useCartMessage } from "~/components/cart/messages";
import { useRootData } from "~/lib/root-data";
import { TextareaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { useLocalizedHref } from "~/lib/use-locale";

/**
 * Whom a gift card is for, inside its add-to-cart form: `gift_card=1` tells the cart action to ask for the
 * recipient. A refused add shows its error next to its field and keeps what was typed: with JavaScript from the add
 * fetcher's answer, without it from the flash message the cart action sent back with the typed values.
 */
export function GiftCardFields() {
  const { t } = useTranslation("product");
  const message = useCartMessage();
  const href = useLocalizedHref();
  const fetcher = useFetcher<CartAnswer>({ key: ADD_TO_CART_FETCHER });
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.result : null;
  const flash = useRootData()?.flash;
  const flashed = flash?.kind === "error" && flash.form === CART_FORMS.giftCardRecipient ? flash : null;
  const field = (name: RecipientField) => {
    const typed = refused ? refused.initialValue?.[name] : flashed?.values?.[name];
    const flashedError = flashed?.message === `cart:errors.${RECIPIENT_ERRORS[name]}` ? [flashed.text] : undefined;
    return {
      id: `gift-card-${name.replace("_", "-")}`,
      name,
      errors: refused ? refused.error?.[name]?.map(message) : flashedError,
      defaultValue: typeof typed === "string" ? typed : undefined,
    };
  };

  return (
    <fieldset className="product-choice-group gift-card-fields">
      <legend className="product-choice-group__legend">{t("giftCard.heading")}</legend>
      <p className="gift-card-fields__text">{t("giftCard.text")}</p>
      <input type="hidden" name="gift_card" value="1" />
      <TextField {...field("recipient_name")} label={t("giftCard.recipientName")} autoComplete="off" required />
      <TextField {...field("recipient_email")} type="email" label={t("giftCard.recipientEmail")} autoComplete="off" required />
      <TextareaField
        {...field("message")}
        label={t("giftCard.message")}
        hint={t("giftCard.messageHint", { max: GIFT_CARD_MESSAGE_MAX })}
        maxLength={GIFT_CARD_MESSAGE_MAX}
      />
      <TextField {...field("send_on")} type="date" min={uaeDate(new Date())} label={t("giftCard.sendOn")} hint={t("giftCard.sendOnHint")} autoComplete="off" />
      <p className="gift-card-fields__balance">
        <Link to={href("/gift-card-balance")}>{t("giftCard.balance")}</Link>
      </p>
    </fieldset>
  );
}
