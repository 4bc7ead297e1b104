import { Link } from "react-router";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import type { Banner } from "~/models/catalog-schemas";
import { ChevronIcon } from "../icons";
import { DeviceArt } from "./device-art";

/** A banner's colour as a CSS custom property; anything but a hex colour falls back to the brand colour. */
function bannerStyle(color: string): CSSProperties {
  return /^#[0-9a-f]{3,8}$/i.test(color) ? ({ "--banner": color } as CSSProperties) : {};
}

function BannerLink({ banner, className, children }: { banner: Banner; className: string; children: ReactNode }) {
  const href = useLocalizedHref();
  const style = bannerStyle(banner.color);
  if (/^https?:\/\//i.test(banner.link)) {
    return (
      <a href={banner.link} className={className} style={style}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href(banner.link.startsWith("/") ? banner.link : `/${banner.link}`)} className={className} style={style} prefetch="intent">
      {children}
    </Link>
  );
}

/**
 * The main banners: on phones a scroll-snap carousel (swipe; the next slide peeks in), from 992 px
 * the first banner large with the others stacked beside it. No JavaScript involved.
 */
export function HeroBanners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation("site");
  if (!banners.length) return null;
  return (
    <section className="hero-banners" aria-labelledby="hero-banners-heading">
      <h2 id="hero-banners-heading" className="visually-hidden">
        {t("home.bannersLabel")}
      </h2>
      <ul className="hero-banners__track" data-count={banners.length}>
        {banners.map((banner, index) => (
          <li key={banner.id} className="hero-banners__slide">
            <BannerLink banner={banner} className={index === 0 ? "banner banner--hero" : "banner banner--card"}>
              <span className="banner__text">
                <strong className="banner__title">{banner.title}</strong>
                <span className="banner__subtitle">{banner.subtitle}</span>
                <span className="banner__cta">
                  {t("home.shopNow")}
                  <ChevronIcon />
                </span>
              </span>
              <span className="banner__art">
                <DeviceArt kind={banner.kind} />
              </span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The row of smaller promotions under the hero. */
export function SmallBanners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation("site");
  if (!banners.length) return null;
  return (
    <section className="promo-row" aria-labelledby="promo-row-heading">
      <h2 id="promo-row-heading" className="visually-hidden">
        {t("home.offersLabel")}
      </h2>
      <ul className="promo-row__list">
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerLink banner={banner} className="banner banner--small">
              <span className="banner__text">
                <strong className="banner__title">{banner.title}</strong>
                <span className="banner__subtitle">{banner.subtitle}</span>
              </span>
              <span className="banner__art">
                <DeviceArt kind={banner.kind} />
              </span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
