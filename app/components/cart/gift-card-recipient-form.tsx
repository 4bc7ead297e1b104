import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { GIFT_CARD_MESSAGE_MAX } from "../../../commerce/contract/gift-card";
import type { CartItem } from "~/models/cart-schemas";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { conformField } from "~/components/forms/conform-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { useLastResult } from "~/components/forms/use-last-result";
import type { CartAnswer } from "./cart-answer";
import type { cartSchemas } from "./cart-forms";
import { useCartAction } from "./cart-links";
import { useCartMessage } from "./messages";

const INTENT = "gift-card-recipient";

/**
 * Changes whom a gift-card line is for: a page form of the cart (decision 008), folded away until asked for. A
 * refused save opens it again with each error next to its field and what was typed, with or without JavaScript.
 */
export function GiftCardRecipientForm({ item, recipient }: { item: CartItem; recipient: NonNullable<CartItem["gift_card"]> }) {
  const { t } = useTranslation("cart");
  const message = useCartMessage();
  const action = useCartAction();
  const fetcher = useFetcher<CartAnswer>({ key: `${INTENT}-${item.item_id}` });
  const last = useLastResult(INTENT, fetcher);
  // Every line's form reads the page's last reply: only the line it was about takes it.
  const mine = last?.initialValue?.item_id === String(item.item_id) ? last : null;
  const [form, fields] = useForm<z.input<(typeof cartSchemas)[typeof INTENT]>>({ id: `gift-card-recipient-${item.item_id}`, lastResult: mine });
  const field = (name: "recipient_name" | "recipient_email" | "message" | "send_on", saved: string) => {
    const props = conformField(fields[name], message);
    return { ...props, defaultValue: props.defaultValue ?? saved };
  };
  const busy = fetcher.state !== "idle";
  return (
    <details className="gift-card-recipient-form" open={mine?.status === "error" || undefined}>
      <summary>{t("giftCardLine.change")}</summary>
      <fetcher.Form method="post" action={action} {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="item_id" value={item.item_id} />
        <input type="hidden" name="gift_card" value="1" />
        <FetcherRedirectInput />
        <TextField {...field("recipient_name", recipient.name)} label={t("giftCardLine.name")} autoComplete="off" />
        <TextField {...field("recipient_email", recipient.email)} type="email" label={t("giftCardLine.email")} autoComplete="off" dir="ltr" />
        <TextareaField {...field("message", recipient.message)} label={t("giftCardLine.message")} maxLength={GIFT_CARD_MESSAGE_MAX} />
        <TextField {...field("send_on", recipient.send_on ?? "")} type="date" label={t("giftCardLine.sendOn")} autoComplete="off" />
        <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
          {busy ? t("giftCardLine.saving") : t("giftCardLine.save")}
        </button>
      </fetcher.Form>
    </details>
  );
}
