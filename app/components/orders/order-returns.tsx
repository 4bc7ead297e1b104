import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "../../../common/format";
import { creditNotePath } from "~/lib/order-paths";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { Return } from "~/models/orders.server";

/**
 * The order's returns as the shopper follows them: what went back and why, where each stands, and once decided
 * what came back and how (refund, gift cards, store credit with its code, bank transfer) or why it was rejected.
 * A guest reads the same without the credit notes, which are the signed-in customer's documents.
 */
export function OrderReturns({ returns, guest }: { returns: readonly Return[]; guest: boolean }) {
  const { t } = useTranslation("orders");
  const locale = useLocale();
  const href = useLocalizedHref();
  const money = (fils: number) => formatMoney(fils, locale);
  return (
    <section aria-labelledby="order-returns" className="order-section">
      <h2 id="order-returns">{t("returns.heading")}</h2>
      <ul className="order-documents">
        {returns.map((returned) => (
          <li key={returned.id} className="order-return">
            <h3>{t("returns.title", { number: returned.id, status: t(`returnStatus.${returned.status}`) })}</h3>
            <p>
              {t("returns.asked")} <span dir="ltr">{formatDateTime(returned.created_at)}</span>
            </p>
            <ul>
              {returned.items.map((line) => (
                <li key={line.item_id}>{t("returns.line", { qty: line.qty, name: line.name, reason: t(`returnReasons.${line.reason}`) })}</li>
              ))}
            </ul>
            {returned.status === "received" && returned.received_at ? (
              <p>
                {t("returns.receivedNote")} <span dir="ltr">{formatDateTime(returned.received_at)}</span>
              </p>
            ) : null}
            {returned.status === "rejected" ? <p>{t("returns.rejectedNote", { reason: returned.rejection_reason ?? "" })}</p> : null}
            {returned.status === "accepted" ? <MoneyBack returned={returned} money={money} /> : null}
            {returned.credit_notes.length > 0 && !guest ? (
              <p>
                {returned.credit_notes.map((creditNo) => (
                  <Link key={creditNo} to={href(creditNotePath(creditNo))} className="order-return__document">
                    {t("detail.creditNote", { number: creditNo })}
                  </Link>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MoneyBack({ returned, money }: { returned: Return; money: (fils: number) => string }) {
  const { t } = useTranslation("orders");
  const paidBack = money(returned.payout_amount ?? 0);
  return (
    <>
      <p>{t("returns.acceptedNote", { amount: money(returned.amount ?? 0) })}</p>
      <ul>
        {returned.payout === "refund" && (returned.payout_amount ?? 0) > 0 ? <li>{t("returns.payouts.refund", { amount: paidBack })}</li> : null}
        {returned.payout === "storeCredit" && returned.store_credit ? (
          <li>
            {t("returns.payouts.storeCredit", { amount: paidBack })} <code dir="ltr">{returned.store_credit.code}</code>
          </li>
        ) : null}
        {returned.payout === "bankTransfer" ? (
          <li>
            {t("returns.payouts.bankTransfer", { amount: paidBack })} <span dir="ltr">{returned.bank_reference}</span>
          </li>
        ) : null}
        {(returned.to_gift_cards ?? 0) > 0 ? <li>{t("returns.payouts.giftCards", { amount: money(returned.to_gift_cards ?? 0) })}</li> : null}
      </ul>
    </>
  );
}
