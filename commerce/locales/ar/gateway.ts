import type { ArabicTexts } from "../../../common/translations";
import type en from "../en/gateway";

const gateway: ArabicTexts<typeof en> = {
  name: "بوابة نور التجريبية للدفع بالبطاقات",
  notice: "هذه بوابة دفع تجريبية: لا يُخصم أي مبلغ من بطاقة حقيقية.",
  secure: {
    title: "تحقق من عملية الدفع",
    intro: "يطلب منك البنك تأكيد عملية الدفع هذه برمز يُستخدم لمرة واحدة.",
    merchant: "التاجر",
    merchantName: "نور للإلكترونيات",
    amount: "المبلغ",
    card: "البطاقة",
    issuer: "التقسيط مع",
    instalments: "عدد الأقساط",
    code: "رمز لمرة واحدة",
    codeHint: "في هذه البوابة التجريبية الرمز هو {{code}}.",
    wrongCode: "هذا الرمز غير صحيح. تحقق منه وحاول مرة أخرى.",
    authenticate: "تأكيد",
    cancel: "إلغاء",
  },
  back: {
    title: "وصل رد البنك",
    text: "عُد إلى المتجر لترى طلبك.",
    submit: "العودة إلى المتجر",
  },
  error: {
    title: "خطأ في بوابة الدفع",
    badRequest: "تعذّر قبول طلب الدفع. ارجع إلى المتجر وحاول مرة أخرى.",
    notFound: "صفحة الدفع هذه غير موجودة.",
    failed: "حدث خطأ في بوابة الدفع. ارجع إلى المتجر وحاول مرة أخرى.",
    code: "رمز الخطأ: {{code}}",
  },
};

export default gateway;
