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
  plan: {
    legend: "خطة التقسيط",
    hint: "للتقسيط بالبطاقة: اختر البنك وعدد الأشهر. تُضاف إلى طلبك رسوم معالجة لمرة واحدة بقيمة {{fee}}.",
    months_zero: "{{count, number}} شهر",
    months_one: "شهر واحد",
    months_two: "شهران",
    months_few: "{{count, number}} أشهر",
    months_many: "{{count, number}} شهرًا",
    months_other: "{{count, number}} شهر",
    option: "{{months}}: {{monthly}} شهريًا",
    optionLast: "{{months}}: {{monthly}} شهريًا، ثم {{last}} في الشهر الأخير",
    totalInterestFree: "{{total}} إجمالًا، بدون فوائد",
    totalWithInterest: "{{total}} إجمالًا، بفائدة {{rate}} شهريًا",
    summary: "{{bank}}، {{months}}: {{monthly}} شهريًا",
    summaryLast: "{{bank}}، {{months}}: {{monthly}} شهريًا، ثم {{last}} في الشهر الأخير",
    heading: "التقسيط",
    fee: "رسوم معالجة التقسيط",
    none: "لا تتوفر خطة تقسيط لهذا المبلغ.",
  },
};

export default payment;
