import type { ArabicTexts } from "../../../common/translations";
import type en from "../en/identity";

const identity: ArabicTexts<typeof en> = {
  title: "تسجيل الدخول عبر {{provider}} (تجريبي)",
  providerName: { google: "جوجل", apple: "آبل" },
  testNotice: "صفحة دخول تجريبية: لا يُستخدم أي حساب {{provider}} حقيقي. أدخل الهوية التي يجب أن يتلقاها المتجر.",
  heading: "تسجيل الدخول إلى {{merchant}} عبر {{provider}}",
  merchantName: "نور للإلكترونيات",
  givenName: "الاسم الأول",
  familyName: "اسم العائلة",
  email: "البريد الإلكتروني",
  emailVerified: "تحقق المزوّد من هذا البريد الإلكتروني",
  hideEmail: "إخفاء بريدي الإلكتروني (يتلقى المتجر عنوان ترحيل خاصًا)",
  continue: "متابعة",
  cancel: "إلغاء والعودة إلى {{merchant}}",
  errorSummary: "يرجى تصحيح الحقول المشار إليها أدناه.",
  errors: {
    name: "أدخل اسمًا من حرفين على الأقل.",
    email: "أدخل بريدًا إلكترونيًا مثل name@example.com.",
  },
  badRequestTitle: "لا يمكن استخدام طلب تسجيل الدخول هذا",
  badRequest: "أرسل التطبيق الذي أحالك إلى هنا طلبًا لا يقبله هذا المزوّد (المُعامل {{parameter}} مفقود أو غير صحيح).",
};

export default identity;
