import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney, formatNumber } from "../../common/format";
import { Pagination } from "~/components/listing/pagination";
import { orSignIn, requireCustomer } from "~/lib/account.server";
import { accountPageMeta, pageNumberOf } from "~/lib/account-page";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { pageCount } from "~/lib/listing-query";
import { orderPath } from "~/lib/order-paths";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { getLoyaltyCard, type LoyaltyCard } from "~/models/loyalty.server";

/**
 * "My loyalty card" (SPEC §2, decision 065): the card's number, its points and what they pay at checkout, the
 * points that expire within 30 days, and the history of the points, newest first, a page at a time by plain links.
 */

const PATH = "/my-account/loyalty-card";
const pagePath = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const page = pageNumberOf(new URL(request.url).searchParams);
  const card = await orSignIn(shopper, request, getLoyaltyCard(locale, customer, page));
  const pages = Math.max(pageCount(card.history.total, card.history.page_size), 1);
  if (page > pages) throw redirect(localizePath(pagePath(pages), locale));
  const t = getI18n(locale).getFixedT(locale, "account");
  return data({ title: t("loyalty.title"), card }, { headers: privatePageHeaders });
}

export const meta = accountPageMeta;

/** `9784 1234 5678 9012`: read out in fours. */
const grouped = (cardNumber: string) => cardNumber.replace(/(\d{4})(?=\d)/g, "$1 ");

export default function MyLoyaltyCard() {
  const { card } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <>
      <h1>{t("loyalty.heading")}</h1>
      <dl className="loyalty-card">
        <dt>{t("loyalty.cardNumber")}</dt>
        <dd dir="ltr" className="loyalty-card__number">
          {grouped(card.card_number)}
        </dd>
        <dt>{t("loyalty.balance")}</dt>
        <dd className="loyalty-card__balance">
          {t("loyalty.points", { count: card.balance })} · {t("loyalty.worth", { amount: formatMoney(card.worth, locale) })}
        </dd>
      </dl>
      {card.expiring_soon > 0 ? <p className="loyalty-card__expiring">{t("loyalty.expiringSoon", { count: card.expiring_soon })}</p> : null}
      <h2>{t("loyalty.history")}</h2>
      {card.history.total === 0 ? <p>{t("loyalty.empty")}</p> : <History history={card.history} />}
      <Pagination page={card.history.current_page} pageCount={pageCount(card.history.total, card.history.page_size)} hrefOf={(page) => href(pagePath(page))} />
      <p>{t("loyalty.howItWorks")}</p>
    </>
  );
}

/** A reversal that gives points back (a cancelled order's) reads otherwise than one that takes them (a return's). */
const movementLabel = (movement: LoyaltyCard["history"]["items"][number]) =>
  movement.kind === "reverse" && movement.points > 0 ? "reverseBack" : movement.kind;

function History({ history }: { history: LoyaltyCard["history"] }) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <table className="order-table loyalty-history">
      <thead>
        <tr>
          <th scope="col">{t("loyalty.columns.date")}</th>
          <th scope="col">{t("loyalty.columns.movement")}</th>
          <th scope="col">{t("loyalty.columns.points")}</th>
          <th scope="col">{t("loyalty.columns.expires")}</th>
        </tr>
      </thead>
      <tbody>
        {history.items.map((movement, i) => (
          <tr key={`${movement.created_at}-${i}`}>
            <td dir="ltr" className="order-table__date">
              {formatDate(movement.created_at)}
            </td>
            <td>
              {t(`loyalty.kinds.${movementLabel(movement)}`)}
              {movement.order_number ? (
                <>
                  {" · "}
                  <Link to={href(orderPath(movement.order_number))}>{t("loyalty.order", { number: movement.order_number })}</Link>
                </>
              ) : null}
            </td>
            <td dir="ltr" className="order-table__amount">
              {movement.points > 0 ? "+" : "−"}
              {formatNumber(Math.abs(movement.points), locale)}
            </td>
            <td dir="ltr">{movement.expires_at ? formatDate(movement.expires_at) : ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
