import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import type { Cart } from "~/models/cart-schemas";
import type { CartAnswer } from "./cart-answer";
import type { cartSchemas } from "./cart-forms";
import { GIFT_WRAP_MESSAGE_MAX } from "./form-rules";
import { useCartAction } from "./cart-links";
import { useCartMessage } from "./messages";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { conformCheckbox, conformField } from "~/components/forms/conform-field";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useLastResult } from "~/components/forms/use-last-result";

/**
 * Gift wrap: a checkbox and a message with who it is from and to (the order's only gift message). `maxLength` limits the message without JavaScript; with it a
 * counter shows how many characters are used.
 */
export function GiftWrapForm({ giftWrap }: { giftWrap: Cart["gift_wrap"] }) {
  const { t } = useTranslation("cart");
  const message = useCartMessage();
  const action = useCartAction();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartAnswer>({ key: "gift-wrap" });
  const [length, setLength] = useState(giftWrap.message.length);
  useEffect(() => setLength(giftWrap.message.length), [giftWrap.message]);
  const [form, fields] = useForm<z.input<(typeof cartSchemas)["gift-wrap"]>>({
    id: "gift-wrap-form",
    lastResult: useLastResult("gift-wrap", fetcher),
  });
  const errorKey = fields.gift_wrap_message.errors?.[0] ?? form.errors?.[0];
  const error = errorKey ? message(errorKey) : null;
  const busy = fetcher.state !== "idle";
  const messageField = conformField(fields.gift_wrap_message, message);
  const flagField = conformCheckbox(fields.gift_wrap, message);
  // After a refused post (re-rendered without JavaScript) the form holds what was typed, the checkbox included.
  const refused = form.initialValue?.intent === "gift-wrap";
  const senderField = conformField(fields.gift_sender, message);
  const receiverField = conformField(fields.gift_receiver, message);

  return (
    <section className="cart-box gift-wrap" aria-labelledby="gift-wrap-heading">
      <h2 id="gift-wrap-heading" className="cart-box__title">
        {t("giftWrap.heading")}
      </h2>
      {/* The saved state, keyed so a save from another tab or form resets the fields. */}
      <fetcher.Form
        key={`${giftWrap.flag}:${giftWrap.message}:${giftWrap.sender}:${giftWrap.receiver}`}
        method="post"
        action={action}
        {...getFormProps(form)}
        preventScrollReset
      >
        <input type="hidden" name="intent" value="gift-wrap" />
        <FetcherRedirectInput />
        <CheckboxField
          {...flagField}
          defaultChecked={refused ? flagField.defaultChecked : giftWrap.flag}
          label={t("giftWrap.checkbox")}
          className="gift-wrap__flag"
        />
        <TextareaField
          {...messageField}
          defaultValue={refused ? messageField.defaultValue : giftWrap.message}
          errors={error ? [error] : null}
          label={t("giftWrap.messageLabel")}
          hint={
            <span className="gift-wrap__counter">
              {hydrated
                ? t("giftWrap.counter", { count: GIFT_WRAP_MESSAGE_MAX, used: length })
                : t("giftWrap.hint", { count: GIFT_WRAP_MESSAGE_MAX })}
            </span>
          }
          className="gift-wrap__message"
          maxLength={GIFT_WRAP_MESSAGE_MAX}
          onChange={(event) => setLength(event.currentTarget.value.length)}
        />
        <TextField
          {...senderField}
          defaultValue={refused ? senderField.defaultValue : giftWrap.sender}
          label={t("giftWrap.senderLabel")}
          autoComplete="name"
        />
        <TextField
          {...receiverField}
          defaultValue={refused ? receiverField.defaultValue : giftWrap.receiver}
          label={t("giftWrap.receiverLabel")}
          autoComplete="off"
        />
        <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
          {busy ? t("giftWrap.saving") : t("giftWrap.save")}
        </button>
      </fetcher.Form>
    </section>
  );
}
