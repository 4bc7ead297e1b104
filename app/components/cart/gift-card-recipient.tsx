import { useTranslation } from "react-i18next";
import { formatDate } from "../../../common/format";
import type { CartItem } from "~/models/cart-schemas";

/** A UAE day (`YYYY-MM-DD`) as the store writes dates, D-M-YYYY. */
export function formatSendOn(day: string): string {
  return formatDate(`${day}T12:00:00+04:00`);
}

/** Whom a gift-card line is for, as its options list: name, e-mail, message and when it is sent. */
export function GiftCardRecipient({ recipient }: { recipient: NonNullable<CartItem["gift_card"]> }) {
  const { t } = useTranslation("cart");
  const rows: [string, string][] = [
    [t("giftCardLine.name"), recipient.name],
    [t("giftCardLine.email"), recipient.email],
    ...(recipient.message ? ([[t("giftCardLine.message"), recipient.message]] as [string, string][]) : []),
    [t("giftCardLine.sendOn"), recipient.send_on ? formatSendOn(recipient.send_on) : t("giftCardLine.sendWhenPaid")],
  ];
  return (
    <dl className="cart-line__options gift-card-recipient">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
