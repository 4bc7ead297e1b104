import type en from "../en/catalog";
import type { ArabicTexts } from "../types";

const catalog: ArabicTexts<typeof en> = {
  price: {
    now: "السعر",
    was: "كان",
    save: "وفّر {{amount}}",
    free: "مجاناً",
    vatIncluded: "شامل ضريبة القيمة المضافة",
    from: "ابتداءً من {{price}}",
  },
  stock: {
    inStock: "متوفر",
    lowStock_zero: "نفدت الكمية",
    lowStock_one: "بقيت قطعة واحدة فقط",
    lowStock_two: "بقيت قطعتان فقط",
    lowStock_few: "بقيت {{count, number}} قطع فقط",
    lowStock_many: "بقيت {{count, number}} قطعة فقط",
    lowStock_other: "بقيت {{count, number}} قطعة فقط",
    outOfStock: "غير متوفر",
  },
  card: {
    sale: "تخفيض",
  },
};

export default catalog;
