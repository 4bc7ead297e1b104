import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { formatUaeMobile } from "../../../commerce/contract/phone";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { formatMoney } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";
import { useOnline } from "~/lib/use-online";
import { useOfflineOrderPlacing } from "./offline-order";
import type { CardForm, Checkout } from "~/models/checkout.server";
import type { SavedCard } from "~/models/saved-cards.server";

export const PLACE_INTENT = "place-order";
export const SEND_CODE_INTENT = "send-code";

/**
 * How the review page places the order, by the way to pay chosen (SPEC §4 "Placing an order"): cash on
 * delivery asks for the code texted to the mobile; a card is typed into a form that posts straight to the
 * card gateway's page (our server never sees the number), or a saved card pays; BNPL goes to the provider's
 * page; an order the gift cards pay needs only the button. Every form carries the review page's key, so a
 * second submit, or a page older than the checkout, cannot place a second or a different order.
 */
export function PlaceOrder({
  checkout,
  cardForm,
  savedCards,
  signedIn,
}: {
  checkout: Checkout;
  cardForm: CardForm | null;
  savedCards: SavedCard[];
  signedIn: boolean;
}) {
  const method = checkout.payment?.method;
  if (method === "cashondelivery") return <CashOnDelivery checkout={checkout} />;
  if ((method === "credit_card" || method === "installments") && cardForm) {
    return (
      <>
        {savedCards.length > 0 ? <SavedCards checkout={checkout} cards={savedCards} /> : null}
        <CardDetails checkout={checkout} form={cardForm} canSave={signedIn} />
      </>
    );
  }
  return <PlaceForm checkout={checkout} />;
}

function useTotal(checkout: Checkout): string {
  return formatMoney(checkout.cart.totals.grand_total, useLocale());
}

function PlaceButton({ label }: { label: string }) {
  const { t } = useTranslation("checkout");
  const placing = useNavigation().formData?.get("intent") === PLACE_INTENT;
  return (
    <button type="submit" name="intent" value={PLACE_INTENT} className="button button--primary checkout-place__button" disabled={placing}>
      {placing ? t("review.placing") : label}
    </button>
  );
}

/** The order the gift cards pay, or a BNPL or PayPal payment approved at the provider's page. */
function PlaceForm({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation("checkout");
  const total = useTotal(checkout);
  const [form] = useForm({ id: "checkout-place", lastResult: usePageFormResult(PLACE_INTENT) });
  const method = checkout.payment?.method ?? "free";
  const provider = method === "tabby" || method === "tamara" || method === "paypal_express" ? t(`payment.methods.${method}`) : null;
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-place">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="key" value={checkout.key} />
      {provider ? <p>{t("review.redirectNote", { provider })}</p> : null}
      <PlaceButton label={method === "free" ? t("review.place") : t("review.payNow", { amount: total })} />
    </Form>
  );
}

function CashOnDelivery({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation("checkout");
  const message = useAccountMessage();
  const mobile = formatUaeMobile(checkout.contact?.mobile ?? "");
  const [form, fields] = useForm<{ otp: string; key: string }>({ id: "checkout-place", lastResult: usePageFormResult(PLACE_INTENT) });
  const keepOffline = useOfflineOrderPlacing(checkout);
  const online = useOnline();
  return (
    <section className="checkout-place" aria-labelledby="checkout-cod-heading">
      <h3 id="checkout-cod-heading">{t("review.codHeading")}</h3>
      <p>{online ? t("review.codText", { mobile }) : t("offline.placeOffline")}</p>
      <Form method="post" className="checkout-place__send">
        <button type="submit" name="intent" value={SEND_CODE_INTENT} className="button button--secondary">
          {t("review.sendCode")}
        </button>
      </Form>
      <Form
        method="post"
        {...getFormProps(form)}
        className="account-form"
        onSubmit={(event) => {
          if (keepOffline()) event.preventDefault();
        }}
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="key" value={checkout.key} />
        {/* Offline no code can be texted: it is asked when the order is sent. */}
        {online ? (
          <TextField {...conformField(fields.otp, message)} label={t("review.otp")} autoComplete="one-time-code" inputMode="numeric" dir="ltr" />
        ) : null}
        <PlaceButton label={t("review.place")} />
      </Form>
    </section>
  );
}

function SavedCards({ checkout, cards }: { checkout: Checkout; cards: SavedCard[] }) {
  const { t } = useTranslation("checkout");
  const total = useTotal(checkout);
  return (
    <Form method="post" className="checkout-place">
      <input type="hidden" name="key" value={checkout.key} />
      <fieldset className="field checkout-choices">
        <legend className="field__label">{t("review.savedCards")}</legend>
        {cards.map((card, index) => (
          <div key={card.id} className="field field--check checkout-choices__choice">
            <input id={`saved-card-${card.id}`} type="radio" name="saved_card_id" value={card.id} defaultChecked={index === 0} />
            <label htmlFor={`saved-card-${card.id}`}>{t("review.cardEnding", { brand: card.brand, masked: card.masked, expiry: card.expiry })}</label>
          </div>
        ))}
      </fieldset>
      <PlaceButton label={t("review.payNow", { amount: total })} />
    </Form>
  );
}

/**
 * The card form. It is a plain `<form>`, not React Router's: it leaves this site for the card gateway's page, which
 * sends the browser back to the payment return page with a token.
 */
function CardDetails({ checkout, form, canSave }: { checkout: Checkout; form: CardForm; canSave: boolean }) {
  const { t } = useTranslation("checkout");
  const total = useTotal(checkout);
  const field = (name: string, label: string, autoComplete: string, extra: { inputMode?: "numeric"; placeholder?: string } = {}) => (
    <div className="field">
      <label htmlFor={`card-${name}`} className="field__label">
        {label}
      </label>
      <input id={`card-${name}`} name={name} className="field__input" autoComplete={autoComplete} required dir="ltr" {...extra} />
    </div>
  );
  return (
    <section className="checkout-place" aria-labelledby="checkout-card-heading">
      <h3 id="checkout-card-heading">{t("review.cardHeading")}</h3>
      <form method="post" action={form.action} className="account-form checkout-card">
        {Object.entries(form.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {field("card_number", t("review.cardNumber"), "cc-number", { inputMode: "numeric" })}
        {field("expiry_date", t("review.cardExpiry"), "cc-exp", { inputMode: "numeric", placeholder: "MM/YY" })}
        {field("card_security_code", t("review.cardCvv"), "cc-csc", { inputMode: "numeric" })}
        {field("card_holder_name", t("review.cardHolder"), "cc-name")}
        {canSave ? (
          <div className="field field--check">
            <input id="card-remember" type="checkbox" name="remember_me" value="YES" />
            <label htmlFor="card-remember">{t("review.rememberCard")}</label>
          </div>
        ) : (
          <input type="hidden" name="remember_me" value="NO" />
        )}
        <button type="submit" className="button button--primary checkout-place__button">
          {t("review.payNow", { amount: total })}
        </button>
      </form>
    </section>
  );
}
