import { useTranslation } from "react-i18next";
import { formatSendOn } from "~/components/cart/gift-card-recipient";
import type { IssuedGiftCard } from "~/models/orders.server";

/**
 * The gift cards an order's gift-card lines issued: each code masked but for its last 4 characters (the code
 * itself goes only to the recipient), whom it is for, when it is e-mailed and whether it was.
 */
export function IssuedGiftCards({ items }: { items: readonly { name: string; gift_cards: IssuedGiftCard[] }[] }) {
  const { t } = useTranslation("orders");
  const cards = items.flatMap((item) => item.gift_cards.map((card) => ({ ...card, product: item.name })));
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="order-gift-cards" className="order-section">
      <h2 id="order-gift-cards">{t("giftCards.heading")}</h2>
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">{t("giftCards.code")}</th>
            <th scope="col">{t("giftCards.recipient")}</th>
            <th scope="col">{t("giftCards.sendOn")}</th>
            <th scope="col">{t("giftCards.status")}</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.code}>
              <th scope="row">
                <span dir="ltr">{card.code}</span>
                <span className="order-table__sku">{card.product}</span>
              </th>
              <td>
                {card.recipient_name}
                <span className="order-table__sku" dir="ltr">
                  {card.recipient_email}
                </span>
              </td>
              <td dir="ltr">{card.send_on ? formatSendOn(card.send_on) : t("giftCards.whenPaid")}</td>
              <td>{t(`giftCards.statuses.${card.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
