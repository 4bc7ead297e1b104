import type { Bilingual } from "./text";

/** Specification attributes; a product's `specs` JSON uses these codes as keys, in this order. */
export const specCodes = [
  "display",
  "processor",
  "ram",
  "graphics",
  "camera",
  "resolution",
  "refresh_rate",
  "battery",
  "operating_system",
  "connectivity",
  "capacity",
  "power",
  "sensor",
  "lens_mount",
  "focal_length",
  "noise_cancellation",
  "water_resistance",
  "compatibility",
  "platform",
  "validity",
  "devices",
  "duration",
  "coverage",
  "weight",
  "warranty",
] as const;

export type SpecCode = (typeof specCodes)[number];

/** The attributes whose values are attribute_options rows (and product columns). */
export type OptionAttributeCode = "color" | "storage" | "screen_size";

export interface AttributeSeed {
  code: OptionAttributeCode | "brand" | SpecCode;
  input: "select" | "text";
  label: Bilingual;
  comparable: boolean;
  filterable: boolean;
}

function selectAttribute(code: AttributeSeed["code"], label: Bilingual): AttributeSeed {
  return { code, input: "select", label, comparable: true, filterable: true };
}

function specAttribute(code: SpecCode, label: Bilingual, opts: { filterable?: boolean; comparable?: boolean } = {}) {
  return { code, input: "text", label, comparable: opts.comparable ?? true, filterable: opts.filterable ?? false } as const;
}

export const attributes: readonly AttributeSeed[] = [
  selectAttribute("color", ["Colour", "اللون"]),
  selectAttribute("storage", ["Storage", "سعة التخزين"]),
  selectAttribute("screen_size", ["Screen Size", "حجم الشاشة"]),
  selectAttribute("brand", ["Brand", "العلامة التجارية"]),
  specAttribute("display", ["Display", "الشاشة"]),
  specAttribute("processor", ["Processor", "المعالج"]),
  specAttribute("ram", ["RAM", "الذاكرة العشوائية"], { filterable: true }),
  specAttribute("graphics", ["Graphics", "بطاقة الرسومات"]),
  specAttribute("camera", ["Camera", "الكاميرا"]),
  specAttribute("resolution", ["Resolution", "الدقة"], { filterable: true }),
  specAttribute("refresh_rate", ["Refresh Rate", "معدل التحديث"]),
  specAttribute("battery", ["Battery", "البطارية"]),
  specAttribute("operating_system", ["Operating System", "نظام التشغيل"], { filterable: true }),
  specAttribute("connectivity", ["Connectivity", "الاتصال"]),
  specAttribute("capacity", ["Capacity", "السعة"]),
  specAttribute("power", ["Power", "القدرة"]),
  specAttribute("sensor", ["Sensor", "المستشعر"]),
  specAttribute("lens_mount", ["Lens Mount", "حامل العدسة"]),
  specAttribute("focal_length", ["Focal Length", "البعد البؤري"]),
  specAttribute("noise_cancellation", ["Noise Cancellation", "إلغاء الضوضاء"]),
  specAttribute("water_resistance", ["Water Resistance", "مقاومة الماء"]),
  specAttribute("compatibility", ["Compatibility", "التوافق"]),
  specAttribute("platform", ["Platform", "المنصة"], { filterable: true }),
  specAttribute("validity", ["Validity", "الصلاحية"], { comparable: false }),
  specAttribute("devices", ["Devices", "عدد الأجهزة"]),
  specAttribute("duration", ["Duration", "المدة"]),
  specAttribute("coverage", ["Coverage", "التغطية"], { comparable: false }),
  specAttribute("weight", ["Weight", "الوزن"]),
  specAttribute("warranty", ["Warranty", "الضمان"]),
];

export interface ColorSeed {
  /** Three letters used in child SKUs (-BLK-256). */
  code: string;
  label: Bilingual;
  swatch: string;
}

function color(code: string, en: string, ar: string, swatch: string): ColorSeed {
  return { code, label: [en, ar], swatch };
}

export const colors: readonly ColorSeed[] = [
  color("BLK", "Black", "أسود", "#1C1C1E"),
  color("WHT", "White", "أبيض", "#F5F5F7"),
  color("SLV", "Silver", "فضي", "#C0C0C0"),
  color("TGY", "Titanium Grey", "رمادي تيتانيوم", "#7D7F7D"),
  color("SGY", "Space Grey", "رمادي فلكي", "#5F6063"),
  color("GRY", "Grey", "رمادي", "#8E8E93"),
  color("SBK", "Space Black", "أسود فلكي", "#2E2C2E"),
  color("GRP", "Graphite", "جرافيت", "#41424C"),
  color("BLU", "Blue", "أزرق", "#2F5DA8"),
  color("NVY", "Navy", "كحلي", "#1F2A44"),
  color("ICY", "Icy Blue", "أزرق ثلجي", "#BFD7EA"),
  color("TEL", "Teal", "أزرق مخضر", "#2A9D8F"),
  color("GRN", "Green", "أخضر", "#4E7D5B"),
  color("MNT", "Mint", "نعناعي", "#A8E6CF"),
  color("PNK", "Pink", "وردي", "#F4B6C2"),
  color("RED", "Red", "أحمر", "#C8102E"),
  color("PRP", "Purple", "بنفسجي", "#7B5EA7"),
  color("LAV", "Lavender", "لافندر", "#B4A7D6"),
  color("YLW", "Yellow", "أصفر", "#F6D55C"),
  color("ORG", "Orange", "برتقالي", "#F28C28"),
  color("GLD", "Gold", "ذهبي", "#D4AF37"),
  color("CRM", "Cream", "كريمي", "#F3E9D2"),
  color("BEG", "Beige", "بيج", "#D9C5A0"),
  color("MDN", "Midnight", "منتصف الليل", "#1E2530"),
  color("STL", "Starlight", "ضوء النجوم", "#F0E6D8"),
  color("NTT", "Natural Titanium", "تيتانيوم طبيعي", "#BFB6A8"),
  color("DTT", "Desert Titanium", "تيتانيوم صحراوي", "#C8A98A"),
  color("BTT", "Black Titanium", "تيتانيوم أسود", "#3A3A3C"),
  color("WTT", "White Titanium", "تيتانيوم أبيض", "#E8E6E1"),
];

export interface StorageSeed {
  /** SKU suffix, e.g. 256 or 1TB. */
  code: string;
  label: Bilingual;
}

export const storages: readonly StorageSeed[] = [
  { code: "32", label: ["32GB", "32 جيجابايت"] },
  { code: "64", label: ["64GB", "64 جيجابايت"] },
  { code: "128", label: ["128GB", "128 جيجابايت"] },
  { code: "256", label: ["256GB", "256 جيجابايت"] },
  { code: "512", label: ["512GB", "512 جيجابايت"] },
  { code: "1TB", label: ["1TB", "1 تيرابايت"] },
  { code: "2TB", label: ["2TB", "2 تيرابايت"] },
  { code: "4TB", label: ["4TB", "4 تيرابايت"] },
];

/** Screen sizes in inches, as written in the codes families use ("65", "15.6"). */
export const screenSizes: readonly string[] = [
  "8.3", "10.9", "11", "12.4", "13", "13.3", "13.6", "14", "15.3", "15.6", "16", "17.3",
  "24", "27", "32", "34", "40", "43", "49", "50", "55", "65", "75", "77", "83", "85", "98", "100",
];

export function screenSizeLabel(inches: string): Bilingual {
  return [`${inches}"`, `${inches} بوصة`];
}

// value_index ranges keep the three option lists apart, which makes mix-ups visible in the data.
const COLOR_INDEX_BASE = 101;
const STORAGE_INDEX_BASE = 201;
const SCREEN_SIZE_INDEX_BASE = 301;

const colorsByCode = new Map(colors.map((c) => [c.code, c]));
const storagesByCode = new Map(storages.map((s) => [s.code, s]));
const colorIndexes = new Map(colors.map((c, i) => [c.code, COLOR_INDEX_BASE + i]));
const storageIndexes = new Map(storages.map((s, i) => [s.code, STORAGE_INDEX_BASE + i]));
const screenSizeIndexes = new Map(screenSizes.map((s, i) => [s, SCREEN_SIZE_INDEX_BASE + i]));

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const found = map.get(key);
  if (found === undefined) throw new Error(`Unknown ${what} "${key}" in the seed data`);
  return found;
}

export const colorByCode = (code: string): ColorSeed => lookup(colorsByCode, code, "colour");
export const storageByCode = (code: string): StorageSeed => lookup(storagesByCode, code, "storage");
export const colorIndex = (code: string): number => lookup(colorIndexes, code, "colour");
export const storageIndex = (code: string): number => lookup(storageIndexes, code, "storage");
export const screenSizeIndex = (inches: string): number => lookup(screenSizeIndexes, inches, "screen size");

export interface AttributeOptionSeed {
  attribute_code: OptionAttributeCode;
  value_index: number;
  label: Bilingual;
  swatch: string | null;
}

export function attributeOptions(): AttributeOptionSeed[] {
  return [
    ...colors.map((c) => ({ attribute_code: "color" as const, value_index: colorIndex(c.code), label: c.label, swatch: c.swatch })),
    ...storages.map((s) => ({ attribute_code: "storage" as const, value_index: storageIndex(s.code), label: s.label, swatch: null })),
    ...screenSizes.map((s) => ({
      attribute_code: "screen_size" as const,
      value_index: screenSizeIndex(s),
      label: screenSizeLabel(s),
      swatch: null,
    })),
  ];
}
