import type en from "../en/support";
import type { ArabicTexts } from "../types";

const support: ArabicTexts<typeof en> = {
  contact: {
    title: "اتصل بنا",
    heading: "اتصل بنا",
    intro: "راسل فريق خدمة العملاء: نرد خلال يوم عمل واحد، بالعربية أو بالإنجليزية.",
    name: "الاسم الكامل",
    email: "البريد الإلكتروني",
    mobile: "رقم الجوال",
    mobileHint: "رقم جوال إماراتي، مثل ٠٥٠ ١٢٣ ٤٥٦٧",
    topic: "الموضوع",
    topicPrompt: "اختر موضوعاً",
    topics: {
      order: "طلبي",
      delivery: "التوصيل",
      returns: "الإرجاع واسترداد المبلغ",
      product: "سؤال عن منتج",
      other: "موضوع آخر",
    },
    orderNumber: "رقم الطلب (اختياري)",
    orderNumberHint: "تجده في رسالة تأكيد الطلب، مثل 100000042",
    comment: "رسالتك",
    commentHint: "{{max}} حرفاً على الأكثر",
    commentCount: "{{count}} من {{max}} حرفاً",
    submit: "أرسل الرسالة",
    honeypotLabel: "اترك هذا الحقل فارغاً",
    sentHeading: "شكراً لك، استلمنا رسالتك",
    sentText: "رقمك المرجعي هو {{reference}}. أرسلنا تأكيداً إلى بريدك الإلكتروني، وسنرد خلال يوم عمل واحد.",
    another: "اكتب رسالة أخرى",
  },
  share: {
    title: "شارك {{product}} بالبريد الإلكتروني",
    heading: "شارك بالبريد الإلكتروني",
    pageHeading: "شارك {{product}} بالبريد الإلكتروني",
    friendEmail: "البريد الإلكتروني لصديقك",
    yourName: "اسمك",
    message: "رسالة (اختيارية)",
    submit: "أرسل إلى صديقي",
    honeypotLabel: "اترك هذا الحقل فارغاً",
    sent: "أرسلنا {{product}} إلى صديقك.",
    sentFlash: "أرسلنا المنتج إلى صديقك.",
    back: "العودة إلى {{product}}",
  },
  recentlyViewed: {
    heading: "شاهدتها مؤخراً",
  },
  validation: {
    nameTooLong: "يرجى استخدام 255 حرفاً على الأكثر.",
    topicInvalid: "اختر موضوعاً.",
    orderNumberInvalid: "رقم الطلب أرقام فقط، مثل 100000042.",
    textTooLong: "يرجى كتابة 100 حرف على الأكثر.",
  },
  errors: {
    generic: "حدث خطأ ما. يرجى المحاولة مرة أخرى.",
  },
};

export default support;
