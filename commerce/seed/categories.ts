import type { DeviceKind } from "../contract/device-kinds";
import type { ProductType } from "../db/schema";
import { slugify, type Bilingual } from "./text";

/**
 * The category tree below "Default Category": 9 top categories (level 2), their subcategories (level 3)
 * and leaf categories (level 4). Products are generated for leaves; `weight` sets a leaf's share of the
 * catalogue.
 */

/** Which "same model, different listing" editions a leaf may use once its plain listings run out. */
export type EditionSet = "devices" | "packs" | "none";

export interface LeafSeed {
  name: Bilingual;
  kind: DeviceKind;
  weight: number;
  productType?: Extract<ProductType, "simple" | "virtual" | "downloadable" | "giftcard">;
  editions?: EditionSet;
  isActive?: boolean;
  /** Shelf prices of the leaf stay within this AED range, whatever generation or edition is listed. */
  priceRange?: readonly [min: number, max: number];
}

export interface SubcategorySeed {
  name: Bilingual;
  kind: DeviceKind;
  leaves: LeafSeed[];
}

export interface TopCategorySeed {
  name: Bilingual;
  kind: DeviceKind;
  subcategories: SubcategorySeed[];
}

function leaf(en: string, ar: string, kind: DeviceKind, weight: number, extra: Partial<LeafSeed> = {}): LeafSeed {
  return { name: [en, ar], kind, weight, ...extra };
}

function sub(en: string, ar: string, kind: DeviceKind, leaves: LeafSeed[]): SubcategorySeed {
  return { name: [en, ar], kind, leaves };
}

function top(en: string, ar: string, kind: DeviceKind, subcategories: SubcategorySeed[]): TopCategorySeed {
  return { name: [en, ar], kind, subcategories };
}

const smartphonePrices = { priceRange: [499, 6999] } as const;
const laptopPrices = { priceRange: [1499, 12999] } as const;
const tvPrices = { priceRange: [899, 24999] } as const;
const accessoryPrices = { editions: "packs", priceRange: [19, 999] } as const;
const packs = { editions: "packs" } as const;
const noEditions = { editions: "none" } as const;

export const categoryTree: readonly TopCategorySeed[] = [
  top("Mobiles & Tablets", "الهواتف المحمولة والأجهزة اللوحية", "phone", [
    sub("Smartphones", "الهواتف الذكية", "phone", [
      leaf("iPhone", "ايفون", "phone", 3, smartphonePrices),
      leaf("Samsung Galaxy Phones", "هواتف سامسونج جالكسي", "phone", 3, smartphonePrices),
      leaf("Android Phones", "هواتف أندرويد", "phone", 3, smartphonePrices),
      leaf("Foldable Phones", "الهواتف القابلة للطي", "phone", 1.5, smartphonePrices),
    ]),
    sub("Tablets", "الأجهزة اللوحية", "tablet", [
      leaf("iPad", "ايباد", "tablet", 2),
      leaf("Android Tablets", "أجهزة لوحية أندرويد", "tablet", 2),
      leaf("Kids Tablets", "أجهزة لوحية للأطفال", "tablet", 0.6),
      leaf("E-Readers", "أجهزة القراءة الإلكترونية", "tablet", 0.5),
    ]),
    sub("Basic & Rugged Phones", "الهواتف الأساسية والمتينة", "phone", [
      leaf("Feature Phones", "هواتف أساسية", "phone", 0.7),
      leaf("Rugged Phones", "هواتف متينة", "phone", 0.5),
    ]),
  ]),
  top("Laptops & Computers", "أجهزة اللابتوب والكمبيوتر", "laptop", [
    sub("Laptops", "أجهزة اللابتوب", "laptop", [
      leaf("MacBook", "ماك بوك", "laptop", 2, laptopPrices),
      leaf("Windows Laptops", "لابتوبات ويندوز", "laptop", 3, laptopPrices),
      leaf("Gaming Laptops", "لابتوبات الألعاب", "laptop", 2, laptopPrices),
      leaf("2-in-1 Laptops", "لابتوبات 2 في 1", "laptop", 1, laptopPrices),
    ]),
    sub("Desktops", "أجهزة الكمبيوتر المكتبية", "desktop", [
      leaf("All-in-One PCs", "أجهزة الكل في واحد", "desktop", 0.8),
      leaf("Gaming Desktops", "أجهزة كمبيوتر مكتبية للألعاب", "desktop", 0.7),
      leaf("Mini PCs", "أجهزة كمبيوتر صغيرة", "desktop", 0.6),
    ]),
    sub("Monitors", "الشاشات", "monitor", [
      leaf("Gaming Monitors", "شاشات الألعاب", "monitor", 1.2),
      leaf("Office Monitors", "شاشات مكتبية", "monitor", 1),
      leaf("Professional Monitors", "شاشات احترافية", "monitor", 0.6),
    ]),
    sub("Printers & Networking", "الطابعات والشبكات", "printer", [
      leaf("Printers", "الطابعات", "printer", 1),
      leaf("Routers & Wi-Fi", "أجهزة الراوتر والواي فاي", "router", 1),
      leaf("Storage & Hard Drives", "وحدات التخزين والأقراص الصلبة", "storage-drive", 1.2, packs),
    ]),
  ]),
  top("TVs & Home Entertainment", "التلفزيونات والترفيه المنزلي", "tv", [
    sub("Televisions", "أجهزة التلفزيون", "tv", [
      leaf("OLED TVs", "تلفزيونات OLED", "tv", 1.2, tvPrices),
      leaf("4K UHD TVs", "تلفزيونات 4K فائقة الدقة", "tv", 2, tvPrices),
      leaf("Full HD & HD TVs", "تلفزيونات فل إتش دي وإتش دي", "tv", 0.8, tvPrices),
      leaf("Large Screen TVs", "تلفزيونات بشاشات كبيرة", "tv", 0.6, tvPrices),
    ]),
    sub("Home Theatre", "المسرح المنزلي", "soundbar", [
      leaf("Soundbars", "مكبرات الصوت ساوند بار", "soundbar", 1.2),
      leaf("Home Cinema Systems", "أنظمة السينما المنزلية", "soundbar", 0.5),
      leaf("Blu-ray & DVD Players", "مشغلات بلو-راي و DVD", "tv", 0, { isActive: false }),
    ]),
    sub("Projectors", "أجهزة العرض", "projector", [
      leaf("Home Projectors", "أجهزة عرض منزلية", "projector", 0.6),
      leaf("Portable Projectors", "أجهزة عرض محمولة", "projector", 0.5),
    ]),
  ]),
  top("Audio", "الصوتيات", "headphones", [
    sub("Headphones", "سماعات الرأس", "headphones", [
      leaf("Over-Ear Headphones", "سماعات فوق الأذن", "headphones", 1.5),
      leaf("Wireless Earbuds", "سماعات أذن لاسلكية", "earbuds", 2),
      leaf("Gaming Headsets", "سماعات الألعاب", "headphones", 1),
    ]),
    sub("Speakers", "مكبرات الصوت", "speaker", [
      leaf("Portable Bluetooth Speakers", "مكبرات صوت بلوتوث محمولة", "speaker", 1.5),
      leaf("Party Speakers", "مكبرات صوت للحفلات", "speaker", 0.8),
      leaf("Wireless Home Speakers", "مكبرات صوت منزلية لاسلكية", "speaker", 0.8),
    ]),
    sub("Professional Audio", "الصوتيات الاحترافية", "headphones", [
      leaf("Studio Headphones", "سماعات الاستوديو", "headphones", 0.5),
      leaf("Studio Monitors", "سماعات مراقبة الاستوديو", "speaker", 0.4),
    ]),
  ]),
  top("Cameras", "الكاميرات", "camera", [
    sub("Digital Cameras", "الكاميرات الرقمية", "camera", [
      leaf("Mirrorless Cameras", "كاميرات بدون مرآة", "camera", 1.2),
      leaf("DSLR Cameras", "كاميرات DSLR", "camera", 0.6),
      leaf("Compact & Instant Cameras", "كاميرات مدمجة وفورية", "camera", 0.7),
      leaf("Film Cameras", "كاميرات الأفلام", "camera", 0, { isActive: false }),
    ]),
    sub("Lenses", "العدسات", "lens", [
      leaf("Mirrorless Lenses", "عدسات الكاميرات بدون مرآة", "lens", 1),
      leaf("DSLR Lenses", "عدسات DSLR", "lens", 0.5),
    ]),
    sub("Action Cameras & Drones", "كاميرات الحركة والدرون", "drone", [
      leaf("Action Cameras", "كاميرات الحركة", "action-camera", 0.8),
      leaf("Drones", "طائرات الدرون", "drone", 0.8),
    ]),
    sub("Camera Accessories", "إكسسوارات الكاميرات", "storage-drive", [
      leaf("Memory Cards", "بطاقات الذاكرة", "storage-drive", 0.8, packs),
      leaf("Camera Batteries & Chargers", "بطاريات وشواحن الكاميرات", "charger", 0.5, packs),
    ]),
  ]),
  top("Gaming", "الألعاب", "console", [
    sub("Consoles", "أجهزة الألعاب", "console", [
      leaf("PlayStation", "بلايستيشن", "console", 0.8),
      leaf("Xbox", "إكس بوكس", "console", 0.6),
      leaf("Nintendo Switch", "نينتندو سويتش", "console", 0.7),
      leaf("Handheld Gaming PCs", "أجهزة ألعاب كمبيوتر محمولة", "console", 0.5),
    ]),
    sub("Gaming Accessories", "إكسسوارات الألعاب", "controller", [
      leaf("Controllers", "وحدات التحكم", "controller", 1),
      leaf("Gaming Keyboards", "لوحات مفاتيح الألعاب", "keyboard", 0.8),
      leaf("Gaming Mice", "فأرات الألعاب", "mouse", 0.8),
    ]),
    sub("Video Games", "ألعاب الفيديو", "software", [
      leaf("PS5 Games", "ألعاب بلايستيشن 5", "software", 1, noEditions),
      leaf("Xbox Games", "ألعاب إكس بوكس", "software", 0.6, noEditions),
      leaf("Nintendo Switch Games", "ألعاب نينتندو سويتش", "software", 0.8, noEditions),
    ]),
  ]),
  top("Smart Home & Wearables", "المنزل الذكي والأجهزة القابلة للارتداء", "smartwatch", [
    sub("Smartwatches", "الساعات الذكية", "smartwatch", [
      leaf("Apple Watch", "ساعة أبل", "smartwatch", 1.2),
      leaf("Android Smartwatches", "ساعات ذكية أندرويد", "smartwatch", 1.2),
      leaf("Sports Watches", "الساعات الرياضية", "smartwatch", 1),
    ]),
    sub("Fitness Trackers", "أجهزة تتبع اللياقة", "fitness-band", [
      leaf("Fitness Bands", "أساور اللياقة البدنية", "fitness-band", 0.8),
      leaf("Smart Rings", "الخواتم الذكية", "fitness-band", 0.4),
    ]),
    sub("Smart Home", "المنزل الذكي", "smart-speaker", [
      leaf("Smart Speakers & Displays", "السماعات والشاشات الذكية", "smart-speaker", 0.8),
      leaf("Smart Lighting", "الإضاءة الذكية", "smart-bulb", 0.7, packs),
      leaf("Security Cameras", "كاميرات المراقبة", "security-camera", 0.8, packs),
    ]),
  ]),
  top("Home Appliances", "الأجهزة المنزلية", "refrigerator", [
    sub("Large Appliances", "الأجهزة الكبيرة", "refrigerator", [
      leaf("Refrigerators", "الثلاجات", "refrigerator", 1),
      leaf("Washing Machines", "الغسالات", "washing-machine", 1),
    ]),
    sub("Kitchen Appliances", "أجهزة المطبخ", "air-fryer", [
      leaf("Air Fryers", "المقالي الهوائية", "air-fryer", 1),
      leaf("Coffee Machines", "ماكينات القهوة", "coffee-machine", 1),
      leaf("Microwaves", "أفران الميكروويف", "microwave", 0.7),
    ]),
    sub("Home Care", "العناية بالمنزل", "vacuum", [
      leaf("Vacuum Cleaners", "المكانس الكهربائية", "vacuum", 1),
      leaf("Robot Vacuums", "المكانس الروبوتية", "vacuum", 0.8),
      leaf("Air Purifiers", "أجهزة تنقية الهواء", "air-purifier", 0.7),
    ]),
  ]),
  top("Accessories", "الإكسسوارات", "charger", [
    sub("Mobile Accessories", "إكسسوارات الهواتف", "charger", [
      leaf("Chargers & Adapters", "الشواحن والمحولات", "charger", 1.5, accessoryPrices),
      leaf("Cables", "الكابلات", "cable", 1.2, accessoryPrices),
      leaf("Power Banks", "باور بانك", "power-bank", 1.2, accessoryPrices),
      leaf("Cases & Screen Protectors", "الأغطية وواقيات الشاشة", "phone-case", 2, accessoryPrices),
    ]),
    sub("Computer Accessories", "إكسسوارات الكمبيوتر", "keyboard", [
      leaf("Keyboards", "لوحات المفاتيح", "keyboard", 0.8),
      leaf("Mice", "الفأرات", "mouse", 0.8),
      leaf("USB Hubs & Docks", "موزعات USB ومحطات التوصيل", "cable", 0.6, packs),
    ]),
    sub("Software & Services", "البرامج والخدمات", "software", [
      leaf("Security Software", "برامج الحماية", "software", 0.4, { productType: "downloadable", editions: "none" }),
      leaf("Office Software", "برامج المكتب", "software", 0.3, { productType: "downloadable", editions: "none" }),
      leaf("Protection Plans", "خطط الحماية", "warranty", 0.6, { productType: "virtual", editions: "none" }),
      leaf("Gift Cards", "بطاقات الهدايا", "gift-card", 0.6, { productType: "giftcard", editions: "none" }),
    ]),
  ]),
];

export const ROOT_CATALOG_ID = 1;
export const DEFAULT_CATEGORY_ID = 2;

/** A category with its place in the tree worked out; `leaf` is set for level-4 categories. */
export interface PlacedCategory {
  id: number;
  parentId: number | null;
  level: number;
  position: number;
  path: string;
  urlKey: string;
  urlPath: string;
  name: Bilingual;
  kind: DeviceKind | null;
  isActive: boolean;
  includeInMenu: boolean;
  leaf?: LeafSeed;
  /** Ids of the level-2 and level-3 ancestors (for leaves) or the level-2 ancestor (for subcategories). */
  ancestorIds: number[];
}

/**
 * Numbers the tree level by level (top categories 3–11, then their subcategories, then the leaves),
 * so parents always have lower ids than their children.
 */
export function placeCategories(): PlacedCategory[] {
  const root: PlacedCategory = {
    id: ROOT_CATALOG_ID, parentId: null, level: 0, position: 0, path: "1", urlKey: "root-catalog",
    urlPath: "root-catalog", name: ["Root Catalog", "الفهرس الرئيسي"], kind: null, isActive: true,
    includeInMenu: false, ancestorIds: [],
  };
  const store: PlacedCategory = {
    id: DEFAULT_CATEGORY_ID, parentId: ROOT_CATALOG_ID, level: 1, position: 1, path: "1/2",
    urlKey: "default-category", urlPath: "default-category", name: ["Default Category", "الفئة الافتراضية"],
    kind: null, isActive: true, includeInMenu: false, ancestorIds: [],
  };
  const placed: PlacedCategory[] = [root, store];
  let nextId = DEFAULT_CATEGORY_ID + 1;

  const place = (parent: PlacedCategory, position: number, name: Bilingual, kind: DeviceKind, leafSeed?: LeafSeed) => {
    const id = nextId++;
    const urlKey = slugify(name[0]);
    const category: PlacedCategory = {
      id,
      parentId: parent.id,
      level: parent.level + 1,
      position,
      path: `${parent.path}/${id}`,
      urlKey,
      urlPath: parent.level >= 2 ? `${parent.urlPath}/${urlKey}` : urlKey,
      name,
      kind,
      isActive: leafSeed?.isActive ?? true,
      includeInMenu: true,
      ancestorIds: parent.level >= 2 ? [...parent.ancestorIds, parent.id] : [],
      ...(leafSeed ? { leaf: leafSeed } : {}),
    };
    placed.push(category);
    return category;
  };

  const tops = categoryTree.map((t, i) => ({ seed: t, placed: place(store, i + 1, t.name, t.kind) }));
  const subs = tops.flatMap(({ seed, placed: parent }) =>
    seed.subcategories.map((s, i) => ({ seed: s, placed: place(parent, i + 1, s.name, s.kind) })),
  );
  for (const { seed, placed: parent } of subs) {
    seed.leaves.forEach((l, i) => place(parent, i + 1, l.name, l.kind, l));
  }
  return placed;
}
