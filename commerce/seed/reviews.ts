import type { Insertable } from "kysely";
import type { ReviewTable } from "../db/schema";
import type { CatalogueProduct } from "./products";
import { Random } from "./random";

/**
 * Approved reviews of the demo catalogue, in English and Arabic, from no customer: about a third of the products
 * a shopper can open get one to seven, mostly good, so product pages with reviews exist at every catalogue size.
 * Each product's reviews depend only on the seed and its sku; at 50,000 products this is about 53,000 short rows.
 */

const REVIEWED_SHARE = 0.35;
const MAX_REVIEWS = 7;
const DAY_MS = 86_400_000;
/** Ratings drawn from this list: shoppers who review mostly liked what they bought. */
const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1] as const;
const ARABIC_SHARE = 0.4;

type Lines = Record<1 | 2 | 3 | 4 | 5, readonly (readonly [title: string, detail: string])[]>;

const ENGLISH: Lines = {
  5: [
    ["Excellent value", "Works exactly as described and arrived the next day in Dubai. Very happy with it."],
    ["Highly recommended", "Great build quality and easy to set up. I use it every day and it has not let me down."],
    [
      "Better than expected",
      "I compared several options before buying and this one is clearly the best for the price.",
    ],
    ["Perfect", "Bought it as a gift for my brother and he loves it. Delivery to Sharjah was quick."],
  ],
  4: [
    ["Very good", "Does the job well. The manual could be clearer, but once set up it works smoothly."],
    ["Good purchase", "Solid product for daily use. Slightly pricey, but the quality makes up for it."],
    ["Happy overall", "Good performance and looks nice on my desk. Packaging could have been better."],
  ],
  3: [
    ["It is okay", "Average experience. It works, but I expected a bit more for this price."],
    ["Decent", "Fine for basic use. Battery life is shorter than advertised in the summer heat."],
  ],
  2: [
    ["Not great", "Stopped working properly after a few weeks. Customer service helped, but it took time."],
    ["Disappointed", "The finish scratches easily and the performance is below what I hoped for."],
  ],
  1: [["Would not buy again", "Arrived with a fault and I had to return it. The replacement has the same problem."]],
};

const ARABIC: Lines = {
  5: [
    ["قيمة ممتازة", "يعمل تماماً كما هو موصوف ووصل في اليوم التالي إلى دبي. سعيد جداً بالشراء."],
    ["أنصح به بشدة", "جودة تصنيع رائعة وسهل الإعداد. أستخدمه يومياً ولم يخذلني أبداً."],
    ["أفضل من المتوقع", "قارنت عدة خيارات قبل الشراء وهذا هو الأفضل بالنسبة لسعره بلا شك."],
    ["رائع", "اشتريته هدية لأخي وقد أعجبه كثيراً. التوصيل إلى الشارقة كان سريعاً."],
  ],
  4: [
    ["جيد جداً", "يؤدي المطلوب بشكل جيد. دليل الاستخدام يحتاج إلى وضوح أكثر، لكنه يعمل بسلاسة بعد الإعداد."],
    ["شراء موفق", "منتج متين للاستخدام اليومي. السعر مرتفع قليلاً لكن الجودة تستحق."],
    ["راضٍ بشكل عام", "أداء جيد وشكل أنيق على مكتبي. كان يمكن أن يكون التغليف أفضل."],
  ],
  3: [
    ["مقبول", "تجربة متوسطة. يعمل، لكنني توقعت أكثر مقابل هذا السعر."],
    ["لا بأس به", "مناسب للاستخدام الأساسي. عمر البطارية أقصر من المعلن في حرارة الصيف."],
  ],
  2: [
    ["ليس جيداً", "توقف عن العمل بشكل صحيح بعد بضعة أسابيع. ساعدتني خدمة العملاء لكن الأمر استغرق وقتاً."],
    ["مخيب للآمال", "السطح يُخدش بسهولة والأداء أقل مما كنت أتمنى."],
  ],
  1: [["لن أشتريه مرة أخرى", "وصل وبه عيب واضطررت لإرجاعه. والبديل فيه المشكلة نفسها."]],
};

/** Names no test gives its shoppers, so a test that looks for a shopper's name on a shared page never finds these. */
const NICKNAMES = {
  en: ["Hamdan", "Reem", "Faisal", "Latifa", "Rashid", "Priya", "John", "Shamma", "Majid", "Meera", "Ravi", "Huda"],
  ar: ["حمدان", "ريم", "فيصل", "لطيفة", "راشد", "شما", "ماجد", "ميرا", "هدى", "سلطان", "هند", "يوسف"],
} as const;

export function reviewRows(products: readonly CatalogueProduct[], seed: number, now: Date): Insertable<ReviewTable>[] {
  const rows: Insertable<ReviewTable>[] = [];
  for (const { row } of products) {
    if (row.status !== 1 || row.visibility !== 4) continue;
    const rng = Random.derived(seed, `reviews:${row.sku}`);
    if (!rng.chance(REVIEWED_SHARE)) continue;
    const since = Date.parse(row.created_at);
    const count = rng.int(1, MAX_REVIEWS);
    for (let i = 0; i < count; i++) {
      const rating = rng.pick(RATINGS);
      const arabic = rng.chance(ARABIC_SHARE);
      const [title, detail] = rng.pick((arabic ? ARABIC : ENGLISH)[rating]);
      const at = since + Math.floor(rng.next() * Math.max(DAY_MS, now.getTime() - since));
      rows.push({
        product_id: row.id,
        customer_id: null,
        store_id: arabic ? 2 : 1,
        rating,
        title,
        detail,
        nickname: rng.pick(NICKNAMES[arabic ? "ar" : "en"]),
        status: "approved",
        moderation_reason: null,
        verified_purchase: rng.chance(0.6) ? 1 : 0,
        created_at: new Date(Math.min(at, now.getTime())).toISOString(),
      });
    }
  }
  return rows;
}
