import type { ArabicTexts } from "../../../common/translations";
import type en from "../en/paypal";

const paypal: ArabicTexts<typeof en> = {
  title: "الدفع عبر باي بال | {{merchant}}",
  merchantName: "نور للإلكترونيات",
  testNotice: "صفحة دفع تجريبية: لا يُقتطع أي مبلغ ولا يُتحقق من أي حساب باي بال حقيقي.",
  heading: "الدفع عبر باي بال",
  merchant: "التاجر",
  total: "الإجمالي",
  payNow: "ادفع الآن",
  cancel: "إلغاء والعودة إلى {{merchant}}",
  closedHeading: "هذه الدفعة مغلقة",
  closed: "تمت الموافقة على هذه الدفعة مسبقاً.",
  backToStore: "العودة إلى المتجر",
  notFoundTitle: "الدفعة غير موجودة",
  notFound: "لا توجد دفعة باي بال على هذا العنوان.",
};

export default paypal;
