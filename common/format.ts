import type { Locale } from "./locales";

/**
 * Money and dates, formatted only here (DESIGN §3 "Data rules"). Amounts arrive as integer fils.
 * Arabic uses Latin digits, as UAE shops and receipts do.
 */
const intlLocale: Record<Locale, string> = { en: "en-AE", ar: "ar-AE-u-nu-latn" };

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

function moneyFormat(locale: Locale): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      style: "currency",
      currency: "AED",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  return format;
}

/** `349900` → `AED 3,499.00` (English) or `3,499.00 د.إ.‏` (Arabic). */
export function formatMoney(fils: number, locale: Locale): string {
  return moneyFormat(locale).format(fils / 100);
}

/** `["Charger", "Case"]` → `Charger and Case` / `Charger وCase`, as the language joins a list. */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocale[locale], { type: "conjunction" }).format(items);
}

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { maximumFractionDigits: 0 }),
  ar: new Intl.NumberFormat(intlLocale.ar, { maximumFractionDigits: 0 }),
};

/** A whole number in the locale's grouping, e.g. a product count or a dirham amount without currency: `1,000`. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormats[locale].format(value);
}

const ratingFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ar: new Intl.NumberFormat(intlLocale.ar, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** An average of star ratings, to one decimal: `4.25` → `4.3`. */
export function formatRating(average: number, locale: Locale): string {
  return ratingFormats[locale].format(average);
}

const percentFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { style: "percent", maximumFractionDigits: 2 }),
  ar: new Intl.NumberFormat(intlLocale.ar, { style: "percent", maximumFractionDigits: 2 }),
};

/** A rate such as an instalment plan's monthly interest: `0.0079` → `0.79%`. */
export function formatPercent(fraction: number, locale: Locale): string {
  return percentFormats[locale].format(fraction);
}

/** A whole-dirham amount for labels such as price ranges: `AED 500`. */
export function formatWholeMoney(fils: number, locale: Locale): string {
  return formatMoney(fils, locale).replace(/[.,٫]00(?=\D*$)/, "");
}

const uaeDateParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Dubai",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  day: "numeric",
  month: "numeric",
  year: "numeric",
});

function partsOf(iso: string): Record<string, string> {
  return Object.fromEntries(uaeDateParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** SPEC §1 date format: HH:mm D-M-YYYY, in UAE time. */
export function formatDateTime(iso: string): string {
  const parts = partsOf(iso);
  return `${parts.hour}:${parts.minute} ${formatDate(iso)}`;
}

/** The date part of SPEC §1's format, D-M-YYYY, in UAE time. */
export function formatDate(iso: string): string {
  const parts = partsOf(iso);
  return `${Number(parts.day)}-${Number(parts.month)}-${parts.year}`;
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  ar: new Intl.DateTimeFormat(intlLocale.ar, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
};

/** A calendar date (`2026-11-26`, a UAE date) for a shopper: `Thursday 26 November`. */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(`${isoDate}T00:00:00Z`));
}
