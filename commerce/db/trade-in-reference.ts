import { sql, type Kysely } from "kysely";
import type { Grade } from "../contract/tradein";

/**
 * The trade-in catalogue migration 0013 seeds: what the store buys back in the UAE and what it pays, in AED
 * for a device in excellent condition (the rule of each worse grade is a share of it, see GRADE_SHARES).
 */

const CATEGORIES: [code: string, en: string, ar: string][] = [
  ["smartphones", "Smartphones", "الهواتف الذكية"],
  ["tablets", "Tablets", "الأجهزة اللوحية"],
  ["laptops", "Laptops", "أجهزة اللابتوب"],
  ["smartwatches", "Smartwatches", "الساعات الذكية"],
];

const BRANDS: [code: string, en: string, ar: string][] = [
  ["apple", "Apple", "أبل"],
  ["samsung", "Samsung", "سامسونج"],
  ["google", "Google", "جوجل"],
  ["dell", "Dell", "ديل"],
  ["lenovo", "Lenovo", "لينوفو"],
];

/** [label en, label ar, adjustment in AED]: the first option of an attribute is the base configuration. */
type Option = [en: string, ar: string, aed: number];
type Attribute = [code: string, en: string, ar: string, options: Option[]];

const gb = (size: number, aed: number): Option => [`${size} GB`, `${size} جيجابايت`, aed];
const tb = (size: number, aed: number): Option => [`${size} TB`, `${size} تيرابايت`, aed];
const storage = (...options: Option[]): Attribute => ["storage", "Storage", "السعة التخزينية", options];
const memory = (...options: Option[]): Attribute => ["memory", "Memory (RAM)", "الذاكرة (RAM)", options];
const tabletConnectivity = (cellular: number): Attribute => [
  "connectivity", "Connectivity", "الاتصال", [["Wi-Fi", "واي فاي", 0], ["Wi-Fi + Cellular", "واي فاي + شبكة خلوية", cellular]],
];
const watchConnectivity = (cellular: number): Attribute => [
  "connectivity", "Connectivity", "الاتصال", [["GPS", "GPS", 0], ["GPS + Cellular", "GPS + شبكة خلوية", cellular]],
];
const caseSize = (small: number, large: number, aed: number): Attribute => [
  "case_size", "Case size", "حجم الهيكل", [[`${small} mm`, `${small} ملم`, 0], [`${large} mm`, `${large} ملم`, aed]],
];

const MODELS: [code: string, category: string, brand: string, en: string, ar: string, aed: number, attributes: Attribute[]][] = [
  ["IPHONE-13", "smartphones", "apple", "iPhone 13", "آيفون 13", 1150, [storage(gb(128, 0), gb(256, 150), gb(512, 300))]],
  ["IPHONE-13-PRO", "smartphones", "apple", "iPhone 13 Pro", "آيفون 13 برو", 1550, [storage(gb(128, 0), gb(256, 150), gb(512, 300), tb(1, 450))]],
  ["IPHONE-14", "smartphones", "apple", "iPhone 14", "آيفون 14", 1450, [storage(gb(128, 0), gb(256, 150), gb(512, 300))]],
  ["IPHONE-14-PRO", "smartphones", "apple", "iPhone 14 Pro", "آيفون 14 برو", 2050, [storage(gb(128, 0), gb(256, 200), gb(512, 400), tb(1, 600))]],
  ["IPHONE-14-PRO-MAX", "smartphones", "apple", "iPhone 14 Pro Max", "آيفون 14 برو ماكس", 2350, [storage(gb(128, 0), gb(256, 200), gb(512, 400), tb(1, 600))]],
  ["IPHONE-15", "smartphones", "apple", "iPhone 15", "آيفون 15", 2100, [storage(gb(128, 0), gb(256, 200), gb(512, 400))]],
  ["IPHONE-15-PRO", "smartphones", "apple", "iPhone 15 Pro", "آيفون 15 برو", 2850, [storage(gb(128, 0), gb(256, 250), gb(512, 500), tb(1, 750))]],
  ["IPHONE-15-PRO-MAX", "smartphones", "apple", "iPhone 15 Pro Max", "آيفون 15 برو ماكس", 3300, [storage(gb(256, 0), gb(512, 300), tb(1, 600))]],
  ["GALAXY-S22", "smartphones", "samsung", "Galaxy S22", "جالاكسي S22", 850, [storage(gb(128, 0), gb(256, 100))]],
  ["GALAXY-S22-ULTRA", "smartphones", "samsung", "Galaxy S22 Ultra", "جالاكسي S22 ألترا", 1300, [storage(gb(128, 0), gb(256, 120), gb(512, 250))]],
  ["GALAXY-S23", "smartphones", "samsung", "Galaxy S23", "جالاكسي S23", 1250, [storage(gb(128, 0), gb(256, 120))]],
  ["GALAXY-S23-ULTRA", "smartphones", "samsung", "Galaxy S23 Ultra", "جالاكسي S23 ألترا", 1900, [storage(gb(256, 0), gb(512, 250), tb(1, 500))]],
  ["GALAXY-S24", "smartphones", "samsung", "Galaxy S24", "جالاكسي S24", 1800, [storage(gb(128, 0), gb(256, 150), gb(512, 300))]],
  ["GALAXY-S24-ULTRA", "smartphones", "samsung", "Galaxy S24 Ultra", "جالاكسي S24 ألترا", 2700, [storage(gb(256, 0), gb(512, 300), tb(1, 600))]],
  ["GALAXY-Z-FLIP5", "smartphones", "samsung", "Galaxy Z Flip5", "جالاكسي Z فليب 5", 1500, [storage(gb(256, 0), gb(512, 200))]],
  ["PIXEL-7", "smartphones", "google", "Pixel 7", "بكسل 7", 750, [storage(gb(128, 0), gb(256, 100))]],
  ["PIXEL-8", "smartphones", "google", "Pixel 8", "بكسل 8", 1250, [storage(gb(128, 0), gb(256, 120))]],
  ["PIXEL-8-PRO", "smartphones", "google", "Pixel 8 Pro", "بكسل 8 برو", 1700, [storage(gb(128, 0), gb(256, 150), gb(512, 300))]],
  ["IPAD-10", "tablets", "apple", "iPad (10th generation)", "آيباد (الجيل العاشر)", 700, [storage(gb(64, 0), gb(256, 200)), tabletConnectivity(150)]],
  ["IPAD-AIR-M1", "tablets", "apple", "iPad Air (M1)", "آيباد إير (M1)", 1100, [storage(gb(64, 0), gb(256, 250)), tabletConnectivity(180)]],
  ["IPAD-PRO-11-M2", "tablets", "apple", "iPad Pro 11-inch (M2)", "آيباد برو 11 إنش (M2)", 2100, [storage(gb(128, 0), gb(256, 150), gb(512, 350), tb(1, 700)), tabletConnectivity(250)]],
  ["GALAXY-TAB-S8", "tablets", "samsung", "Galaxy Tab S8", "جالاكسي تاب S8", 900, [storage(gb(128, 0), gb(256, 120)), tabletConnectivity(120)]],
  ["GALAXY-TAB-S9", "tablets", "samsung", "Galaxy Tab S9", "جالاكسي تاب S9", 1400, [storage(gb(128, 0), gb(256, 150)), tabletConnectivity(150)]],
  ["MACBOOK-AIR-M1", "laptops", "apple", "MacBook Air 13-inch (M1)", "ماك بوك إير 13 إنش (M1)", 1600, [memory(gb(8, 0), gb(16, 300)), storage(gb(256, 0), gb(512, 250))]],
  ["MACBOOK-AIR-M2", "laptops", "apple", "MacBook Air 13-inch (M2)", "ماك بوك إير 13 إنش (M2)", 2300, [memory(gb(8, 0), gb(16, 350), gb(24, 550)), storage(gb(256, 0), gb(512, 300), tb(1, 600))]],
  ["MACBOOK-PRO-14-M3", "laptops", "apple", "MacBook Pro 14-inch (M3)", "ماك بوك برو 14 إنش (M3)", 4200, [memory(gb(8, 0), gb(16, 450)), storage(gb(512, 0), tb(1, 400))]],
  ["GALAXY-BOOK3-PRO", "laptops", "samsung", "Galaxy Book3 Pro", "جالاكسي بوك 3 برو", 1900, [memory(gb(16, 0), gb(32, 300)), storage(gb(512, 0), tb(1, 250))]],
  ["XPS-13-9315", "laptops", "dell", "XPS 13 (9315)", "إكس بي إس 13 (9315)", 1500, [memory(gb(8, 0), gb(16, 250)), storage(gb(512, 0), tb(1, 250))]],
  ["THINKPAD-X1-G10", "laptops", "lenovo", "ThinkPad X1 Carbon Gen 10", "ثينك باد X1 كاربون الجيل العاشر", 1800, [memory(gb(16, 0), gb(32, 300)), storage(gb(512, 0), tb(1, 250))]],
  ["WATCH-S8", "smartwatches", "apple", "Apple Watch Series 8", "ساعة أبل الإصدار 8", 450, [caseSize(41, 45, 50), watchConnectivity(80)]],
  ["WATCH-S9", "smartwatches", "apple", "Apple Watch Series 9", "ساعة أبل الإصدار 9", 650, [caseSize(41, 45, 60), watchConnectivity(100)]],
  ["WATCH-ULTRA-2", "smartwatches", "apple", "Apple Watch Ultra 2", "ساعة أبل ألترا 2", 1500, []],
  ["GALAXY-WATCH6", "smartwatches", "samsung", "Galaxy Watch6", "جالاكسي واتش 6", 350, [caseSize(40, 44, 40), watchConnectivity(60)]],
  ["GALAXY-WATCH6-CLASSIC", "smartwatches", "samsung", "Galaxy Watch6 Classic", "جالاكسي واتش 6 كلاسيك", 450, [caseSize(43, 47, 40), watchConnectivity(60)]],
  ["PIXEL-WATCH-2", "smartwatches", "google", "Pixel Watch 2", "بكسل واتش 2", 380, [watchConnectivity(70)]],
];

/** Each grade's rule as a share of the excellent one, in percent. */
const GRADE_SHARES: Record<Grade, number> = { excellent: 100, good: 85, fair: 65, poor: 40, faulty: 12 };

type Answer = [en: string, ar: string, grade: Grade];

/** [code, category code or null for every device, question en, question ar, answers best first]. */
const QUESTIONS: [code: string, category: string | null, en: string, ar: string, answers: Answer[]][] = [
  ["powers_on", null, "Does the device power on and work normally?", "هل يعمل الجهاز بشكل طبيعي عند تشغيله؟", [
    ["Yes", "نعم", "excellent"],
    ["No, it does not power on or keeps restarting", "لا، لا يعمل أو يعيد التشغيل باستمرار", "faulty"],
  ]],
  ["screen", null, "Is the screen cracked or does it show dead pixels?", "هل الشاشة مكسورة أو بها بقع لا تعمل؟", [
    ["No, the screen is flawless", "لا، الشاشة سليمة تماماً", "excellent"],
    ["Light scratches only", "خدوش خفيفة فقط", "good"],
    ["Cracked, or with dead pixels or lines", "مكسورة أو بها بقع أو خطوط", "poor"],
  ]],
  ["body", null, "What is the condition of the body?", "ما حالة الهيكل الخارجي؟", [
    ["Like new, no marks", "كالجديد، بلا أي علامات", "excellent"],
    ["Light scratches", "خدوش خفيفة", "good"],
    ["Deep scratches or dents", "خدوش عميقة أو انبعاجات", "fair"],
    ["Bent or broken back glass", "منحني أو زجاج خلفي مكسور", "poor"],
  ]],
  ["battery", null, "What battery health does the device report?", "ما نسبة صحة البطارية التي يعرضها الجهاز؟", [
    ["85% or more", "85% أو أكثر", "excellent"],
    ["80% to 84%", "من 80% إلى 84%", "good"],
    ["Below 80%, or it asks for service", "أقل من 80%، أو يطلب الصيانة", "fair"],
  ]],
  ["cameras", "smartphones", "Do all cameras, Face ID or the fingerprint sensor work?", "هل تعمل جميع الكاميرات وبصمة الوجه أو الإصبع؟", [
    ["Yes, all of them", "نعم، جميعها", "excellent"],
    ["No, at least one does not", "لا، أحدها على الأقل لا يعمل", "poor"],
  ]],
  ["keyboard", "laptops", "Do the keyboard and the trackpad work?", "هل تعمل لوحة المفاتيح ولوحة اللمس؟", [
    ["Yes, every key and the trackpad", "نعم، جميع المفاتيح ولوحة اللمس", "excellent"],
    ["Some keys or the trackpad do not work", "بعض المفاتيح أو لوحة اللمس لا تعمل", "poor"],
  ]],
];

/** Inserts the trade-in catalogue into the tables migration 0013 just made. */
export async function seedTradeInReference(db: Kysely<any>): Promise<void> {
  const ids = { category: new Map<string, number>(), brand: new Map<string, number>() };
  for (const [position, [code, en, ar]] of CATEGORIES.entries()) {
    await sql`INSERT INTO tradein_categories (id, code, name_en, name_ar, position) VALUES (${position + 1}, ${code}, ${en}, ${ar}, ${position})`.execute(db);
    ids.category.set(code, position + 1);
  }
  for (const [position, [code, en, ar]] of BRANDS.entries()) {
    await sql`INSERT INTO tradein_brands (id, code, name_en, name_ar, position) VALUES (${position + 1}, ${code}, ${en}, ${ar}, ${position})`.execute(db);
    ids.brand.set(code, position + 1);
  }
  let attributeId = 0;
  let optionId = 0;
  for (const [position, [code, category, brand, en, ar, aed, attributes]] of MODELS.entries()) {
    const modelId = position + 1;
    await sql`
      INSERT INTO tradein_models (id, category_id, brand_id, code, name_en, name_ar, position)
      VALUES (${modelId}, ${ids.category.get(category)!}, ${ids.brand.get(brand)!}, ${code}, ${en}, ${ar}, ${position})`.execute(db);
    for (const [grade, share] of Object.entries(GRADE_SHARES)) {
      // Whole dirhams, in fils.
      const value = Math.round((aed * share) / 100) * 100;
      await sql`INSERT INTO tradein_price_rules (model_id, grade, value) VALUES (${modelId}, ${grade}, ${value})`.execute(db);
    }
    for (const [attributePosition, [attributeCode, labelEn, labelAr, options]] of attributes.entries()) {
      attributeId += 1;
      await sql`
        INSERT INTO tradein_attributes (id, model_id, code, label_en, label_ar, position)
        VALUES (${attributeId}, ${modelId}, ${attributeCode}, ${labelEn}, ${labelAr}, ${attributePosition})`.execute(db);
      for (const [optionPosition, [optionEn, optionAr, adjustment]] of options.entries()) {
        optionId += 1;
        await sql`
          INSERT INTO tradein_attribute_options (id, attribute_id, label_en, label_ar, adjustment, position)
          VALUES (${optionId}, ${attributeId}, ${optionEn}, ${optionAr}, ${adjustment * 100}, ${optionPosition})`.execute(db);
      }
    }
  }
  let answerId = 0;
  for (const [position, [code, category, en, ar, answers]] of QUESTIONS.entries()) {
    const questionId = position + 1;
    await sql`
      INSERT INTO tradein_questions (id, category_id, code, text_en, text_ar, position)
      VALUES (${questionId}, ${category === null ? null : ids.category.get(category)!}, ${code}, ${en}, ${ar}, ${position})`.execute(db);
    for (const [answerPosition, [answerEn, answerAr, grade]] of answers.entries()) {
      answerId += 1;
      await sql`
        INSERT INTO tradein_answers (id, question_id, label_en, label_ar, grade, position)
        VALUES (${answerId}, ${questionId}, ${answerEn}, ${answerAr}, ${grade}, ${answerPosition})`.execute(db);
    }
  }
}
