import type { Bilingual } from "./text";

/** Spec values with their units spelled the way Arabic product pages write them. */

export const same = (text: string): Bilingual => [text, text];
export const gb = (n: number): Bilingual => [`${n}GB`, `${n} جيجابايت`];
export const tb = (n: number): Bilingual => [`${n}TB`, `${n} تيرابايت`];
export const mah = (n: number): Bilingual => [`${n.toLocaleString("en-US")} mAh`, `${n} مللي أمبير`];
export const hz = (n: number): Bilingual => [`${n}Hz`, `${n} هرتز`];
export const grams = (n: number): Bilingual => [`${n} g`, `${n} جرام`];
export const kg = (n: number): Bilingual => [`${n} kg`, `${n} كجم`];
export const watts = (n: number): Bilingual => [`${n}W`, `${n} واط`];
export const litres = (n: number): Bilingual => [`${n}L`, `${n} لتر`];
export const megapixels = (...n: number[]): Bilingual => [
  n.map((x) => `${x}MP`).join(" + "),
  n.map((x) => `${x} ميجابكسل`).join(" + "),
];
/**
 * An Arabic count with the noun form the number takes: 1 and 2 have their own words, 3–10 take the plural,
 * 11 and above the accusative singular ("3 ساعات", "24 ساعة").
 */
function arabicCount(n: number, forms: { one: string; two: string; few: string; many: string }): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  return `${n} ${n <= 10 ? forms.few : forms.many}`;
}

const hoursAr = { one: "ساعة واحدة", two: "ساعتين", few: "ساعات", many: "ساعة" };
const daysAr = { one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا" };
const yearsAr = { one: "سنة واحدة", two: "سنتين", few: "سنوات", many: "سنة" };

export const hoursBattery = (n: number): Bilingual => [`Up to ${n} hours`, `حتى ${arabicCount(n, hoursAr)}`];
export const daysBattery = (n: number): Bilingual => [`Up to ${n} days`, `حتى ${arabicCount(n, daysAr)}`];
export const inchesDisplay = (inches: string, panel: string): Bilingual => [`${inches}" ${panel}`, `${inches} بوصة ${panel}`];

/** A duration on its own, as in a spec table ("2 Years" / "سنتان"). */
export function years(n: number): Bilingual {
  if (n === 1) return ["1 Year", "سنة واحدة"];
  if (n === 2) return ["2 Years", "سنتان"];
  return [`${n} Years`, arabicCount(n, yearsAr)];
}

export function warrantyYears(n: number): Bilingual {
  return [`${years(n)[0]} Manufacturer Warranty`, `ضمان الوكيل لمدة ${arabicCount(n, yearsAr)}`];
}

export function devicesCount(n: number): Bilingual {
  if (n === 1) return ["1 Device", "جهاز واحد"];
  if (n === 2) return ["2 Devices", "جهازان"];
  return [`${n} Devices`, n <= 10 ? `${n} أجهزة` : `${n} جهازًا`];
}
