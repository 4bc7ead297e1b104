import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { Price } from "~/components/price";
import { StockBadge } from "~/components/stock-badge";
import { WishlistForm } from "~/components/wishlist/wishlist-form";
import { orSignIn, requireCustomer } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { formatDateTime, formatMoney } from "../../common/format";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { imageSize, productImageUrl } from "~/lib/images";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { listAlerts, type Alert } from "~/models/alerts.server";

/**
 * The customer's back-in-stock and price-drop alerts (SPEC §2 my-alerts, §7 Stock alerts), newest first:
 * the product, the kind, the price when it was taken, whether its e-mail went out, and "Remove".
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const alerts = await orSignIn(shopper, request, listAlerts(locale, customer));
  return data(
    { title: getI18n(locale).getFixedT(locale, "wishlist")("alerts.title"), alerts },
    { headers: privatePageHeaders },
  );
}

export const meta = accountPageMeta;

export default function Alerts() {
  const { alerts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("wishlist");
  return (
    <>
      <h1>{t("alerts.heading")}</h1>
      <p>{t("alerts.intro")}</p>
      {alerts.length === 0 ? (
        <p>{t("alerts.empty")}</p>
      ) : (
        <>
          <h2 className="visually-hidden">{t("alerts.listHeading")}</h2>
          <ul className="alert-list">
            {alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function AlertRow({ alert }: { alert: Alert }) {
  const { t } = useTranslation("wishlist");
  const locale = useLocale();
  const href = useLocalizedHref();
  const kind = t(`alerts.kind.${alert.kind}`);
  return (
    <li className="alert-row">
      <img
        className="alert-row__image"
        src={productImageUrl(alert.image, "cart")}
        width={imageSize.cart.width}
        height={imageSize.cart.height}
        alt=""
        loading="lazy"
      />
      <div className="alert-row__info">
        <h3 className="alert-row__name">
          <a href={href(`/${alert.url_path}`)}>{alert.name}</a>
        </h3>
        <dl className="alert-row__facts">
          <div>
            <dt>{t("alerts.kindLabel")}</dt>
            <dd>{kind}</dd>
          </div>
          {alert.price_at_subscription === null ? null : (
            <div>
              <dt>{t("alerts.priceAtSubscription")}</dt>
              <dd>{formatMoney(alert.price_at_subscription, locale)}</dd>
            </div>
          )}
          <div>
            <dt>{t("alerts.priceNow")}</dt>
            <dd>
              <Price as="span" finalPrice={alert.final_price_incl_tax} regularPrice={alert.price_incl_tax} />
            </dd>
          </div>
          <div>
            <dt>{t("alerts.statusLabel")}</dt>
            <dd>{alert.notified_at ? t("alerts.notified", { date: formatDateTime(alert.notified_at) }) : t("alerts.waiting")}</dd>
          </div>
        </dl>
        <StockBadge inStock={alert.is_in_stock} qty={0} />
      </div>
      <WishlistForm fields={{ id: alert.id }} className="alert-row__remove">
        <button
          type="submit"
          name="intent"
          value="remove-alert"
          className="button button--secondary"
          aria-label={t("alerts.removeNamed", { kind, name: alert.name })}
        >
          {t("alerts.remove")}
        </button>
      </WishlistForm>
    </li>
  );
}
