import type en from "../en/catalog";

const catalog: typeof en = {
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
    lowStock: "بقي {{count}} فقط",
    outOfStock: "غير متوفر",
  },
  card: {
    sale: "تخفيض",
  },
};

export default catalog;
