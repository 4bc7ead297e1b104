import type { DeviceKind } from "../contract/device-kinds";
import type { BundleOptionTable, BundleSelectionTable, ProductLinkTable } from "../db/schema";
import type { PlacedCategory } from "./categories";
import { aedToFils } from "./prices";
import type { CatalogueProduct, ProductFactory } from "./products";
import type { Random } from "./random";
import type { Bilingual } from "./text";

/**
 * Bundles (a console with a controller and a game, a camera with a lens and a card) and grouped products
 * (sets of separately priced items), both built from simple products already in the catalogue.
 */

interface PartSource {
  leafKey: string;
  brand?: string;
  /** Only parts whose English name matches, when the leaf holds more than the bundle is for. */
  name?: RegExp;
}

interface BundleTemplate {
  leafKey: string;
  brand: string | null;
  kind: DeviceKind;
  skuCode: string;
  name: Bilingual;
  description: Bilingual;
  features: Bilingual[];
  /** AED the bundle takes off its parts' sum, below what its cheapest parts cost together. */
  savingAed: number;
  options: (PartSource & { title: Bilingual; qty?: number })[];
}

interface GroupedTemplate {
  leafKey: string;
  kind: DeviceKind;
  skuCode: string;
  name: Bilingual;
  description: Bilingual;
  features: Bilingual[];
  parts: PartSource[];
}

const bundleTemplates: BundleTemplate[] = [
  {
    leafKey: "playstation", brand: "sony", kind: "console", skuCode: "PS5BND",
    name: ["PlayStation 5 Slim Gaming Bundle", "حزمة ألعاب بلايستيشن 5 سليم"],
    description: [
      "Everything you need for game night: a PlayStation 5 console, an extra DualSense controller and a game of your choice.",
      "كل ما تحتاجه لسهرة الألعاب: جهاز بلايستيشن 5 ووحدة تحكم دوال سنس إضافية ولعبة من اختيارك.",
    ],
    features: [["Choose your console, controller and game", "اختر الجهاز ووحدة التحكم واللعبة"], ["UAE region console", "جهاز بإصدار الإمارات"]],
    savingAed: 150,
    options: [
      { title: ["Console", "الجهاز"], leafKey: "playstation", brand: "sony", name: /^Sony PlayStation 5\b/ },
      { title: ["Extra controller", "وحدة تحكم إضافية"], leafKey: "controllers", brand: "sony" },
      { title: ["Game", "اللعبة"], leafKey: "ps5-games" },
    ],
  },
  {
    leafKey: "xbox", brand: "microsoft", kind: "console", skuCode: "XBXBND",
    name: ["Xbox Series Starter Bundle", "حزمة البداية إكس بوكس سيريس"],
    description: [
      "Start playing straight away with an Xbox console, a second wireless controller and a blockbuster game.",
      "ابدأ اللعب فورًا مع جهاز إكس بوكس ووحدة تحكم لاسلكية ثانية ولعبة مميزة.",
    ],
    features: [["Console, controller and game in one box", "الجهاز ووحدة التحكم واللعبة في صندوق واحد"], ["Two-player ready", "جاهز للاعبين اثنين"], ["Free standard delivery", "توصيل عادي مجاني"]],
    savingAed: 150,
    options: [
      { title: ["Console", "الجهاز"], leafKey: "xbox", brand: "microsoft" },
      { title: ["Extra controller", "وحدة تحكم إضافية"], leafKey: "controllers", brand: "microsoft" },
      { title: ["Game", "اللعبة"], leafKey: "xbox-games" },
    ],
  },
  {
    leafKey: "nintendo-switch", brand: "nintendo", kind: "console", skuCode: "NSWBND",
    name: ["Nintendo Switch Family Fun Bundle", "حزمة المرح العائلي نينتندو سويتش"],
    description: [
      "A Nintendo Switch with a family favourite game and an extra controller for multiplayer fun.",
      "جهاز نينتندو سويتش مع لعبة عائلية مفضلة ووحدة تحكم إضافية للعب الجماعي.",
    ],
    features: [["Fun for the whole family", "متعة للعائلة كلها"], ["Play at home or on the go", "العب في المنزل أو أثناء التنقل"], ["Extra controller included", "وحدة تحكم إضافية مرفقة"]],
    savingAed: 100,
    options: [
      { title: ["Console", "الجهاز"], leafKey: "nintendo-switch", brand: "nintendo" },
      { title: ["Game", "اللعبة"], leafKey: "nintendo-switch-games", brand: "nintendo" },
      { title: ["Extra controller", "وحدة تحكم إضافية"], leafKey: "controllers", brand: "nintendo" },
    ],
  },
  {
    leafKey: "mirrorless-cameras", brand: "canon", kind: "camera", skuCode: "EOSKIT",
    name: ["Canon EOS Creator Kit", "طقم صانع المحتوى كانون EOS"],
    description: [
      "A Canon mirrorless camera with a second lens and fast memory cards, ready for your first shoot.",
      "كاميرا كانون بدون مرآة مع عدسة إضافية وبطاقات ذاكرة سريعة، جاهزة لأول جلسة تصوير.",
    ],
    features: [["Camera, lens and memory cards", "كاميرا وعدسة وبطاقات ذاكرة"], ["Canon RF mount system", "نظام حامل كانون RF"], ["Official Canon Middle East warranty", "ضمان كانون الشرق الأوسط الرسمي"]],
    savingAed: 250,
    options: [
      { title: ["Camera", "الكاميرا"], leafKey: "mirrorless-cameras", brand: "canon" },
      { title: ["Lens", "العدسة"], leafKey: "mirrorless-lenses", brand: "canon" },
      { title: ["Memory card", "بطاقة الذاكرة"], leafKey: "memory-cards", qty: 2 },
    ],
  },
  {
    leafKey: "windows-laptops", brand: null, kind: "laptop", skuCode: "SCHBND",
    name: ["Back to School Laptop Bundle", "حزمة العودة إلى المدارس مع لابتوب"],
    description: [
      "A reliable Windows laptop with a wireless mouse and earbuds for lessons, homework and calls.",
      "لابتوب ويندوز موثوق مع فأرة لاسلكية وسماعات أذن للدروس والواجبات والمكالمات.",
    ],
    features: [["Laptop, mouse and earbuds", "لابتوب وفأرة وسماعات أذن"], ["Arabic/English keyboard", "لوحة مفاتيح عربي/إنجليزي"], ["Student-friendly price", "سعر مناسب للطلاب"]],
    savingAed: 100,
    options: [
      { title: ["Laptop", "اللابتوب"], leafKey: "windows-laptops" },
      { title: ["Mouse", "الفأرة"], leafKey: "mice" },
      { title: ["Earbuds", "سماعات الأذن"], leafKey: "wireless-earbuds" },
    ],
  },
];

const groupedTemplates: GroupedTemplate[] = [
  {
    leafKey: "windows-laptops", kind: "laptop", skuCode: "HOMEOFF",
    name: ["Home Office Set", "طقم المكتب المنزلي"],
    description: [
      "Set up a productive home office: a laptop, a second screen, a keyboard and a mouse, each priced separately.",
      "جهّز مكتبًا منزليًا منتجًا: لابتوب وشاشة إضافية ولوحة مفاتيح وفأرة، ولكل منها سعره الخاص.",
    ],
    features: [["Pick the items you need", "اختر القطع التي تحتاجها"], ["Laptop, monitor, keyboard and mouse", "لابتوب وشاشة ولوحة مفاتيح وفأرة"], ["Free standard delivery on the whole set", "توصيل عادي مجاني للطقم كاملًا"]],
    parts: [{ leafKey: "windows-laptops" }, { leafKey: "office-monitors" }, { leafKey: "keyboards" }, { leafKey: "mice" }],
  },
  {
    leafKey: "gaming-keyboards", kind: "keyboard", skuCode: "GAMDESK",
    name: ["Gaming Desk Essentials", "أساسيات مكتب الألعاب"],
    description: [
      "Level up your setup with a gaming keyboard, mouse, headset and monitor that work great together.",
      "طوّر إعدادك مع لوحة مفاتيح وفأرة وسماعة وشاشة ألعاب متناسقة.",
    ],
    features: [["Keyboard, mouse, headset and monitor", "لوحة مفاتيح وفأرة وسماعة وشاشة"], ["Buy one or all", "اشترِ قطعة واحدة أو الكل"], ["Top gaming brands", "أفضل علامات الألعاب"]],
    parts: [{ leafKey: "gaming-keyboards" }, { leafKey: "gaming-mice" }, { leafKey: "gaming-headsets" }, { leafKey: "gaming-monitors" }],
  },
  {
    leafKey: "smart-speakers-displays", kind: "smart-speaker", skuCode: "SMHOME",
    name: ["Smart Home Starter Set", "طقم بداية المنزل الذكي"],
    description: [
      "Start your smart home with a voice assistant speaker, smart lights and a security camera.",
      "ابدأ منزلك الذكي مع مكبر صوت بمساعد صوتي وإضاءة ذكية وكاميرا مراقبة.",
    ],
    features: [["Voice control for lights", "تحكم صوتي بالإضاءة"], ["Camera alerts on your phone", "تنبيهات الكاميرا على هاتفك"], ["Easy app setup", "إعداد سهل عبر التطبيق"]],
    parts: [{ leafKey: "smart-speakers-displays" }, { leafKey: "smart-lighting" }, { leafKey: "security-cameras" }],
  },
];

/** The key feature that says what a bundle saves. */
function savingFeature(aed: number): Bilingual {
  return [`Save AED ${aed} against buying the parts separately`, `وفّر ${aed} د.إ مقارنةً بشراء المنتجات بشكل منفصل`];
}

/** How many bundle and grouped products at most; the generator keeps room for them in the product count. */
export const COMPOSITE_TEMPLATE_COUNT = bundleTemplates.length + groupedTemplates.length;

type WithId<T> = Omit<T, "id"> & { id: number };

export interface CompositeRows {
  products: CatalogueProduct[];
  bundleOptions: WithId<BundleOptionTable>[];
  bundleSelections: WithId<BundleSelectionTable>[];
  associatedLinks: ProductLinkTable[];
}

const SELECTIONS_PER_OPTION = 3;

/** Simple, enabled, in-stock products listed on their own, by leaf url_key, in catalogue order. */
function partCandidates(products: readonly CatalogueProduct[], categories: readonly PlacedCategory[]) {
  const leafKeyById = new Map(categories.map((c) => [c.id, c.urlKey]));
  const byLeaf = new Map<string, CatalogueProduct[]>();
  for (const product of products) {
    const { row, stock } = product;
    if (row.type_id !== "simple" || row.parent_sku !== null || row.status !== 1 || row.visibility === 1 || stock.is_in_stock !== 1) continue;
    const key = leafKeyById.get(product.leafId)!;
    const list = byLeaf.get(key);
    if (list) list.push(product);
    else byLeaf.set(key, [product]);
  }
  return (source: PartSource): CatalogueProduct[] =>
    (byLeaf.get(source.leafKey) ?? []).filter(
      (p) => (!source.brand || p.row.brand === source.brand) && (!source.name || source.name.test(p.row.name_en)),
    );
}

/** Templates whose parts are missing (very small catalogues) are left out. */
export function compositeRows(
  products: readonly CatalogueProduct[],
  categories: readonly PlacedCategory[],
  factory: ProductFactory,
  rng: Random,
): CompositeRows {
  const candidates = partCandidates(products, categories);
  const leafByKey = new Map(categories.map((c) => [c.urlKey, c]));
  const rows: CompositeRows = { products: [], bundleOptions: [], bundleSelections: [], associatedLinks: [] };

  for (const template of bundleTemplates) {
    const choices = template.options.map((option) => rng.sample(candidates(option), SELECTIONS_PER_OPTION));
    if (choices.some((c) => c.length === 0)) continue;
    const bundle = factory.composite({
      type: "bundle", leaf: leafByKey.get(template.leafKey)!, kind: template.kind, brand: template.brand,
      skuPrefix: "BND", skuCode: template.skuCode, name: template.name, description: template.description,
      features: [...template.features, savingFeature(template.savingAed)], saving: aedToFils(template.savingAed),
    });
    rows.products.push(bundle);
    template.options.forEach((option, position) => {
      const optionId = rows.bundleOptions.length + 1;
      rows.bundleOptions.push({
        id: optionId, product_id: bundle.row.id, title_en: option.title[0], title_ar: option.title[1], required: 1, position,
      });
      choices[position]!.forEach((part, i) => {
        rows.bundleSelections.push({
          id: rows.bundleSelections.length + 1, option_id: optionId, product_id: part.row.id,
          qty: option.qty ?? 1, is_default: i === 0 ? 1 : 0, position: i,
        });
      });
    });
  }

  for (const template of groupedTemplates) {
    const parts = template.parts.flatMap((source) => rng.sample(candidates(source), 1));
    if (parts.length < 2) continue;
    const grouped = factory.composite({
      type: "grouped", leaf: leafByKey.get(template.leafKey)!, kind: template.kind, brand: null,
      skuPrefix: "SET", skuCode: template.skuCode, name: template.name, description: template.description, features: template.features,
      saving: 0,
    });
    rows.products.push(grouped);
    parts.forEach((part, position) => {
      rows.associatedLinks.push({ product_id: grouped.row.id, linked_product_id: part.row.id, link_type: "associated", qty: 1, position });
    });
  }
  return rows;
}
