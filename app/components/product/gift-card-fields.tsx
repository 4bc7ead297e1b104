import { Link, useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { GIFT_CARD_MESSAGE_MAX, uaeDate } from "../../../commerce/contract/gift-card";
import { ADD_TO_CART_FETCHER } from "~/components/cart/cart-links";
import type { CartAnswer } from "~/components/cart/cart-answer";
import { useCartMessage } from "~/components/cart/messages";
import { TextareaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { useLocalizedHref } from "~/lib/use-locale";

const FIELDS = ["recipient_name", "recipient_email", "message", "send_on"] as const;

/**
 * Whom a gift card is for, inside its add-to-cart form: `gift_card=1` tells the cart action to ask for the
 * recipient. With JavaScript a refused add shows each error next to its field (from the add fetcher's answer) and
 * keeps what was typed; without it the page comes back with the error as a message.
 */
export function GiftCardFields() {
  const { t } = useTranslation("product");
  const message = useCartMessage();
  const href = useLocalizedHref();
  const fetcher = useFetcher<CartAnswer>({ key: ADD_TO_CART_FETCHER });
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.result : null;
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `gift-card-${name.replace("_", "-")}`,
    name,
    errors: refused?.error?.[name]?.map(message),
    defaultValue: typeof refused?.initialValue?.[name] === "string" ? (refused.initialValue[name] as string) : undefined,
  });

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
