import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import type { LocatorStore } from "~/models/locator.server";

/** Weekday 0 is Sunday, as the opening hours count. */
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** A UAE landline as stored (`043001400`) → `04 300 1400`. */
const formatLandline = (phone: string) => `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;

/** One store of the locator: where it is, when it opens, what it offers, the way there and a visit to book. */
export function StoreCard({ store }: { store: LocatorStore }) {
  const { t } = useTranslation("locator");
  const href = useLocalizedHref();
  const headingId = `store-${store.code}`;
  const place = [store.area?.name, store.city, store.emirate.name].filter((part, i, all) => part && all.indexOf(part) === i);
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="store-card__name">
        {store.name}
      </h2>
      <p className="store-card__place">{place.join(" · ")}</p>
      <dl className="store-card__facts">
        <div>
          <dt>{t("stores.address")}</dt>
          <dd>{store.address}</dd>
        </div>
        <div>
          <dt>{t("stores.phone")}</dt>
          <dd>
            <a href={`tel:+971${store.phone.slice(1)}`} dir="ltr">
              {formatLandline(store.phone)}
            </a>
          </dd>
        </div>
      </dl>
      <h3 className="store-card__subheading">{t("stores.hours")}</h3>
      <dl className="store-hours">
        {WEEKDAYS.map((name, weekday) => {
          const day = store.hours.find((h) => h.weekday === weekday);
          return (
            <div key={name}>
              <dt>{t(`weekdays.${name}`)}</dt>
              <dd>{day ? t("stores.hoursRange", { opens: day.opens, closes: day.closes }) : t("stores.closed")}</dd>
            </div>
          );
        })}
      </dl>
      <h3 className="store-card__subheading">{t("stores.services")}</h3>
      <ul className="store-card__services">
        {store.services.map((service) => (
          <li key={service}>{t(`services.${service}` as "services.repairs")}</li>
        ))}
      </ul>
      <p className="store-card__actions">
        <a href={store.map_url} target="_blank" rel="noopener noreferrer">
          {t("stores.map")} <span className="visually-hidden">{t("stores.mapFor", { store: store.name })}</span>
        </a>
        <Link to={href(`/schedule-store-visit?store=${store.code}`)} className="button button--secondary">
          {t("stores.book")} <span className="visually-hidden">{t("stores.bookFor", { store: store.name })}</span>
        </Link>
      </p>
    </article>
  );
}
