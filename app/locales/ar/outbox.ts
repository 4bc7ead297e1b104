import type { ArabicTexts, Resources } from "../types";

const outbox: ArabicTexts<Resources["outbox"]> = {
  title: "صندوق الصادر | نور للإلكترونيات",
  heading: "صندوق الصادر",
  intro: "أحدث رسائل البريد الإلكتروني والرسائل النصية التي أرسلها المتجر، الأحدث أولاً. لا تعرض خوادم الإنتاج هذه الصفحة.",
  empty: "لا توجد رسائل بعد.",
  smsHeading: "رسالة نصية إلى {{recipient}}",
  to: "إلى",
  channel: "القناة",
  language: "اللغة",
  template: "القالب",
  queuedAt: "وقت الإضافة",
  status: "الحالة",
  channels: {
    email: "البريد الإلكتروني",
    sms: "رسالة نصية",
  },
  statuses: {
    pending: "بانتظار الإرسال",
    sent: "أُرسلت",
    failed: "فشل الإرسال",
  },
};

export default outbox;
