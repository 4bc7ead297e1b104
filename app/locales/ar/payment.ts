import type { ArabicTexts, Resources } from "../types";

const payment: ArabicTexts<Resources["payment"]> = {
  payInFour: "أو 4 دفعات بدون فوائد بقيمة {{amount}} مع {{providers}}",
  providerList: "تابي أو تمارا",
  plans: {
    summary: "عرض خطط التقسيط",
    intro: "ادفع ببطاقتك الائتمانية على أقساط شهرية مع أحد هذه البنوك. تُضاف رسوم معالجة لمرة واحدة بقيمة {{fee}}.",
    caption: "{{bank}}: خطط التقسيط",
    months: "الأشهر",
    monthly: "القسط الشهري",
    total: "الإجمالي",
    interestFree: "بدون فوائد",
    interest: "{{rate}} شهرياً",
  },
};

export default payment;
