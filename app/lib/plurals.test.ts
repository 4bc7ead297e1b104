import { describe, expect, it } from "vitest";
import { getI18n, translationsAsset } from "./i18n.server";
import type { Locale } from "./i18n";

const COUNTS = [0, 1, 2, 3, 11, 100] as const;

/** `ns:key` through the server's instance; the table's keys are checked by the expected texts, not by the types. */
function translate(locale: Locale, key: string, options: Record<string, string | number>): string {
  const t = getI18n(locale).t as unknown as (key: string, options: object) => string;
  return t(key, options);
}

/** Each count as the server renders it, in the order of COUNTS. */
function rendered(locale: Locale, key: string, values: Record<string, string> = {}): string[] {
  return COUNTS.map((count) => translate(locale, key, { ...values, count }));
}

interface Case {
  key: string;
  values?: Record<string, string>;
  en: string[];
  ar: string[];
}

const CASES: Case[] = [
  {
    key: "common:header.cartCount",
    en: ["0 items in your cart", "1 item in your cart", "2 items in your cart", "3 items in your cart", "11 items in your cart", "100 items in your cart"],
    ar: ["لا منتجات في سلتك", "منتج واحد في سلتك", "منتجان في سلتك", "3 منتجات في سلتك", "11 منتجًا في سلتك", "100 منتج في سلتك"],
  },
  {
    key: "cart:page.itemCount",
    en: ["0 items", "1 item", "2 items", "3 items", "11 items", "100 items"],
    ar: ["لا منتجات", "منتج واحد", "منتجان", "3 منتجات", "11 منتجًا", "100 منتج"],
  },
  {
    key: "cart:line.available",
    en: ["0 available", "1 available", "2 available", "3 available", "11 available", "100 available"],
    ar: ["غير متوفر", "متوفرة قطعة واحدة", "متوفرة قطعتان", "متوفرة 3 قطع", "متوفرة 11 قطعة", "متوفرة 100 قطعة"],
  },
  {
    key: "catalog:stock.lowStock",
    en: ["Only 0 left", "Only 1 left", "Only 2 left", "Only 3 left", "Only 11 left", "Only 100 left"],
    ar: ["نفدت الكمية", "بقيت قطعة واحدة فقط", "بقيت قطعتان فقط", "بقيت 3 قطع فقط", "بقيت 11 قطعة فقط", "بقيت 100 قطعة فقط"],
  },
  {
    key: "listing:productCount",
    en: ["0 products", "1 product", "2 products", "3 products", "11 products", "100 products"],
    ar: ["لا منتجات", "منتج واحد", "منتجان", "3 منتجات", "11 منتجًا", "100 منتج"],
  },
  {
    key: "listing:facets.activeCount",
    en: ["0 active", "1 active", "2 active", "3 active", "11 active", "100 active"],
    ar: ["لا عوامل تصفية مفعّلة", "عامل تصفية واحد مفعّل", "عاملا تصفية مفعّلان", "3 عوامل تصفية مفعّلة", "11 عامل تصفية مفعّلًا", "100 عامل تصفية مفعّل"],
  },
  {
    key: "listing:search.tooShort", values: { term: "tv" },
    en: ["“tv” is too short. Please type at least 0 characters so we can find good matches.", "“tv” is too short. Please type at least 1 character so we can find good matches.", "“tv” is too short. Please type at least 2 characters so we can find good matches.", "“tv” is too short. Please type at least 3 characters so we can find good matches.", "“tv” is too short. Please type at least 11 characters so we can find good matches.", "“tv” is too short. Please type at least 100 characters so we can find good matches."],
    ar: ["“tv” قصيرة جدًا. يُرجى كتابة كلمة أطول لنجد لك نتائج مناسبة.", "“tv” قصيرة جدًا. يُرجى كتابة حرف واحد على الأقل لنجد لك نتائج مناسبة.", "“tv” قصيرة جدًا. يُرجى كتابة حرفين على الأقل لنجد لك نتائج مناسبة.", "“tv” قصيرة جدًا. يُرجى كتابة 3 أحرف على الأقل لنجد لك نتائج مناسبة.", "“tv” قصيرة جدًا. يُرجى كتابة 11 حرفًا على الأقل لنجد لك نتائج مناسبة.", "“tv” قصيرة جدًا. يُرجى كتابة 100 حرف على الأقل لنجد لك نتائج مناسبة."],
  },
  {
    key: "reviews:rating.count",
    en: ["0 reviews", "1 review", "2 reviews", "3 reviews", "11 reviews", "100 reviews"],
    ar: ["لا مراجعات", "مراجعة واحدة", "مراجعتان", "3 مراجعات", "11 مراجعة", "100 مراجعة"],
  },
  {
    key: "reviews:starCount",
    en: ["0 stars", "1 star", "2 stars", "3 stars", "11 stars", "100 stars"],
    ar: ["بلا نجوم", "نجمة واحدة", "نجمتان", "3 نجوم", "11 نجمة", "100 نجمة"],
  },
  {
    key: "reviews:list.distributionCount", values: { stars: "4" },
    en: ["0 4-star reviews", "1 4-star review", "2 4-star reviews", "3 4-star reviews", "11 4-star reviews", "100 4-star reviews"],
    ar: ["لا مراجعات بتقييم 4 من 5", "مراجعة واحدة بتقييم 4 من 5", "مراجعتان بتقييم 4 من 5", "3 مراجعات بتقييم 4 من 5", "11 مراجعة بتقييم 4 من 5", "100 مراجعة بتقييم 4 من 5"],
  },
  {
    key: "orders:list.count",
    en: ["0 orders", "1 order", "2 orders", "3 orders", "11 orders", "100 orders"],
    ar: ["لا طلبات", "طلب واحد", "طلبان", "3 طلبات", "11 طلبًا", "100 طلب"],
  },
  {
    key: "wishlist:page.count",
    en: ["0 saved products", "1 saved product", "2 saved products", "3 saved products", "11 saved products", "100 saved products"],
    ar: ["لا منتجات محفوظة", "منتج واحد محفوظ", "منتجان محفوظان", "3 منتجات محفوظة", "11 منتجًا محفوظًا", "100 منتج محفوظ"],
  },
  {
    key: "compare:page.count", values: { max: "4" },
    en: ["Comparing 0 products of up to 4", "Comparing 1 product of up to 4", "Comparing 2 products of up to 4", "Comparing 3 products of up to 4", "Comparing 11 products of up to 4", "Comparing 100 products of up to 4"],
    ar: ["لا منتجات في المقارنة من 4 كحد أقصى", "منتج واحد في المقارنة من 4 كحد أقصى", "منتجان في المقارنة من 4 كحد أقصى", "3 منتجات في المقارنة من 4 كحد أقصى", "11 منتجًا في المقارنة من 4 كحد أقصى", "100 منتج في المقارنة من 4 كحد أقصى"],
  },
  {
    key: "compare:page.empty",
    en: [
      "You have no products to compare yet. Press “Compare” on up to 0 products of the same kind to see them side by side.",
      "You have no products to compare yet. Press “Compare” on a product to see it here.",
      "You have no products to compare yet. Press “Compare” on up to 2 products of the same kind to see them side by side.",
      "You have no products to compare yet. Press “Compare” on up to 3 products of the same kind to see them side by side.",
      "You have no products to compare yet. Press “Compare” on up to 11 products of the same kind to see them side by side.",
      "You have no products to compare yet. Press “Compare” on up to 100 products of the same kind to see them side by side.",
    ],
    ar: [
      "لا توجد منتجات للمقارنة بعد.",
      "لا توجد منتجات للمقارنة بعد. اضغط «قارن» على منتج لعرضه هنا.",
      "لا توجد منتجات للمقارنة بعد. اضغط «قارن» على منتجين من النوع نفسه لعرضهما جنبًا إلى جنب.",
      "لا توجد منتجات للمقارنة بعد. اضغط «قارن» على ما يصل إلى 3 منتجات من النوع نفسه لعرضها جنبًا إلى جنب.",
      "لا توجد منتجات للمقارنة بعد. اضغط «قارن» على ما يصل إلى 11 منتجًا من النوع نفسه لعرضها جنبًا إلى جنب.",
      "لا توجد منتجات للمقارنة بعد. اضغط «قارن» على ما يصل إلى 100 منتج من النوع نفسه لعرضها جنبًا إلى جنب.",
    ],
  },
  {
    key: "locator:stores.count",
    en: ["0 stores", "1 store", "2 stores", "3 stores", "11 stores", "100 stores"],
    ar: ["لا متاجر", "متجر واحد", "متجران", "3 متاجر", "11 متجرًا", "100 متجر"],
  },
  {
    key: "locator:visit.slotOption", values: { time: "10:00" },
    en: ["10:00 (0 places left)", "10:00 (1 place left)", "10:00 (2 places left)", "10:00 (3 places left)", "10:00 (11 places left)", "10:00 (100 places left)"],
    ar: ["10:00 (لا أماكن متبقية)", "10:00 (بقي مكان واحد)", "10:00 (بقي مكانان)", "10:00 (بقيت 3 أماكن)", "10:00 (بقي 11 مكانًا)", "10:00 (بقي 100 مكان)"],
  },
  {
    key: "locator:delivery.whenDays",
    en: ["The same day", "1 day after the order", "2 days after the order", "3 days after the order", "11 days after the order", "100 days after the order"],
    ar: ["في اليوم نفسه", "بعد يوم واحد من الطلب", "بعد يومين من الطلب", "بعد 3 أيام من الطلب", "بعد 11 يومًا من الطلب", "بعد 100 يوم من الطلب"],
  },
  {
    key: "locator:delivery.pickup",
    en: ["Collect for free from any of our 0 stores.", "Collect for free from our store.", "Collect for free from any of our 2 stores.", "Collect for free from any of our 3 stores.", "Collect for free from any of our 11 stores.", "Collect for free from any of our 100 stores."],
    ar: ["استلم طلبك مجاناً من متاجرنا.", "استلم طلبك مجاناً من متجرنا.", "استلم طلبك مجاناً من أي من متجرينا.", "استلم طلبك مجاناً من أي من متاجرنا الـ3.", "استلم طلبك مجاناً من أي من متاجرنا الـ11.", "استلم طلبك مجاناً من أي من متاجرنا الـ100."],
  },
  {
    key: "locator:delivery.pickupCurbside",
    en: ["None of them bring it to your car.", "One of them brings it to your car.", "2 of them bring it to your car.", "3 of them bring it to your car.", "11 of them bring it to your car.", "100 of them bring it to your car."],
    ar: ["لا يسلّمك أي منها الطلب في سيارتك.", "يسلّمك متجر واحد منها الطلب في سيارتك.", "يسلّمك متجران منها الطلب في سيارتك.", "يسلّمك 3 متاجر منها الطلب في سيارتك.", "يسلّمك 11 متجرًا منها الطلب في سيارتك.", "يسلّمك 100 متجر منها الطلب في سيارتك."],
  },
];

/** Character limits: the count is the limit, so the noun agrees with it; the typed length is `used`. */
const LIMITS: Case[] = [
  {
    key: "cart:giftWrap.hint",
    en: ["Up to 0 characters.", "Up to 1 character.", "Up to 2 characters.", "Up to 3 characters.", "Up to 11 characters.", "Up to 100 characters."],
    ar: ["لا يُقبل أي حرف.", "حتى حرف واحد.", "حتى حرفين.", "حتى 3 أحرف.", "حتى 11 حرفًا.", "حتى 100 حرف."],
  },
  {
    key: "cart:giftWrap.counter", values: { used: "0" },
    en: ["0 of 0 characters", "0 of 1 character", "0 of 2 characters", "0 of 3 characters", "0 of 11 characters", "0 of 100 characters"],
    ar: ["0 من 0 حرف", "0 من حرف واحد", "0 من حرفين", "0 من 3 أحرف", "0 من 11 حرفًا", "0 من 100 حرف"],
  },
  {
    key: "support:contact.commentHint",
    en: ["At most 0 characters", "At most 1 character", "At most 2 characters", "At most 3 characters", "At most 11 characters", "At most 100 characters"],
    ar: ["لا يُقبل أي حرف", "حرف واحد على الأكثر", "حرفان على الأكثر", "3 أحرف على الأكثر", "11 حرفًا على الأكثر", "100 حرف على الأكثر"],
  },
  {
    key: "support:contact.commentCount", values: { used: "7" },
    en: ["7 of 0 characters", "7 of 1 character", "7 of 2 characters", "7 of 3 characters", "7 of 11 characters", "7 of 100 characters"],
    ar: ["7 من 0 حرف", "7 من حرف واحد", "7 من حرفين", "7 من 3 أحرف", "7 من 11 حرفًا", "7 من 100 حرف"],
  },
  {
    key: "locator:visit.commentHint",
    en: ["At most 0 characters.", "At most 1 character.", "At most 2 characters.", "At most 3 characters.", "At most 11 characters.", "At most 100 characters."],
    ar: ["لا يُقبل أي حرف.", "حرف واحد كحد أقصى.", "حرفان كحد أقصى.", "3 أحرف كحد أقصى.", "11 حرفًا كحد أقصى.", "100 حرف كحد أقصى."],
  },
];

describe("counts a shopper reads", () => {
  it.each([...CASES, ...LIMITS])("$key", ({ key, values, en: english, ar: arabic }) => {
    expect(rendered("en", key, values)).toEqual(english);
    expect(rendered("ar", key, values)).toEqual(arabic);
  });

  it("shows a count in the locale's grouping, with Latin digits in Arabic", () => {
    expect(translate("en", "listing:productCount", { count: 1250 })).toBe("1,250 products");
    expect(translate("ar", "listing:productCount", { count: 1000 })).toBe("1,000 منتج");
    expect(translate("ar", "listing:productCount", { count: 1203 })).toBe("1,203 منتجات");
    const showing = { from: 1201, to: 1224, total: 1250 };
    expect(translate("en", "listing:pagination.showing", showing)).toBe("Showing 1,201–1,224 of 1,250");
    expect(translate("ar", "listing:pagination.showing", showing)).toBe("عرض 1,201–1,224 من 1,250");
  });
});

describe("the translations the browser loads", () => {
  it("carry every plural form", () => {
    expect(JSON.parse(translationsAsset("ar").json).common.header).toMatchObject({ cartCount_two: "منتجان في سلتك", cartCount_few: "{{count, number}} منتجات في سلتك" });
    expect(JSON.parse(translationsAsset("en").json).common.header).toMatchObject({ cartCount_one: "{{count, number}} item in your cart" });
  });
});
