import type { ArabicTexts } from "../../../common/translations";
import type en from "../en/bnpl";

const bnpl: ArabicTexts<typeof en> = {
  providers: { tabby: "تابي", tamara: "تمارا" },
  merchantName: "نور للإلكترونيات",
  title: "الدفع عبر {{provider}} | {{merchant}}",
  testNotice: "صفحة دفع تجريبية: لا يُقتطع أي مبلغ ولا يُتحقق من أي حساب حقيقي.",
  heading: "الدفع عبر {{provider}}",
  merchant: "التاجر",
  total: "إجمالي الطلب",
  schedule: "دفعاتك الأربع بدون فوائد",
  payment: "الدفعة",
  dueDate: "تاريخ الاستحقاق",
  amount: "المبلغ",
  paymentNumber: "{{number}} من {{count}}",
  today: "اليوم ({{date}})",
  approve: "ادفع عبر {{provider}}",
  cancel: "إلغاء والعودة إلى المتجر",
  closedHeading: "هذه الدفعة مغلقة",
  closed: {
    authorized: "تمت الموافقة على هذه الدفعة مسبقاً.",
    cancelled: "تم إلغاء هذه الدفعة.",
    declined: "لم تتم الموافقة على هذه الدفعة.",
    expired: "انتهت صلاحية جلسة الدفع هذه.",
  },
  backToStore: "العودة إلى المتجر",
  notFoundTitle: "جلسة الدفع غير موجودة",
  notFound: "لا توجد جلسة دفع مفتوحة على هذا العنوان.",
};

export default bnpl;
