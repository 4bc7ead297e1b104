import type en from "../en/product";
import type { ArabicTexts } from "../types";

const product: ArabicTexts<typeof en> = {
  meta: {
    titleNoBrand: "{{name}} | نور للإلكترونيات",
  },
  breadcrumbs: {
    label: "مسار التنقل",
    home: "الرئيسية",
  },
  gallery: {
    label: "صور المنتج",
    track: "الصور، مرّر لعرض المزيد",
    thumbnails: "اختر صورة",
    showImage: "عرض الصورة {{number}} من {{count}}",
    imageAlt: "{{name}}، الصورة {{number}} من {{count}}",
    video: "فيديو",
  },
  summary: {
    sku: "رمز المنتج",
    mpn: "رقم الطراز",
  },
  keyFeatures: {
    heading: "المزايا الرئيسية",
  },
  options: {
    choosePrompt: "يرجى اختيار {{options}} لمعرفة السعر وإضافة المنتج إلى سلة التسوق.",
    unavailable: "(غير متاح)",
    noSuchConfiguration: "هذه التركيبة غير متوفرة لهذا المنتج. يرجى اختيار تركيبة أخرى من الخيارات.",
    noVariants: "لا توجد خيارات متاحة لهذا المنتج",
  },
  bundle: {
    heading: "محتويات الحزمة",
    qty: "الكمية {{qty}}",
    defaultChoice: "(افتراضي)",
    saving: "توفّر {{amount}} مقارنةً بشراء هذه المنتجات بشكل منفصل",
  },
  tierPrices: {
    label: "أسعار الكميات",
    tier_zero: "اشترِ {{count, number}} قطعة أو أكثر بسعر {{price}} للقطعة",
    tier_one: "اشترِ قطعة واحدة أو أكثر بسعر {{price}} للقطعة",
    tier_two: "اشترِ قطعتين أو أكثر بسعر {{price}} للقطعة",
    tier_few: "اشترِ {{count, number}} قطع أو أكثر بسعر {{price}} للقطعة",
    tier_many: "اشترِ {{count, number}} قطعة أو أكثر بسعر {{price}} للقطعة",
    tier_other: "اشترِ {{count, number}} قطعة أو أكثر بسعر {{price}} للقطعة",
  },
  grouped: {
    heading: "منتجات هذه المجموعة",
    item: "المنتج",
    price: "السعر",
    total: "الإجمالي",
  },
  customOptions: {
    total: "السعر مع الخيارات المختارة:",
    none: "بدون",
    required: "(إلزامي)",
  },
  cartForm: {
    label: "إضافة إلى السلة",
    qty: "الكمية",
    addToCart: "أضف إلى السلة",
    buyNow: "اشترِ الآن",
    chooseFirst: "اختر المواصفات أولاً",
    outOfStock: "هذا المنتج غير متوفر حالياً",
    adding: "جارٍ الإضافة…",
  },
  giftCard: {
    heading: "لمن هذه البطاقة؟",
    text: "نرسل رمز بطاقة الهدايا إلى بريد المستلم الإلكتروني بعد دفع طلبك، أو في اليوم الذي تختاره.",
    recipientName: "اسم المستلم",
    recipientEmail: "البريد الإلكتروني للمستلم",
    message: "رسالة (اختيارية)",
    messageHint: "الحد الأقصى لعدد الأحرف: {{max, number}}.",
    sendOn: "تاريخ الإرسال (اختياري)",
    sendOnHint: "اتركه فارغاً لإرسالها فور دفع الطلب.",
    balance: "تحقق من رصيد بطاقة هدايا",
  },
  specs: {
    heading: "المواصفات",
  },
  description: {
    heading: "الوصف",
  },
  related: {
    heading: "قد يعجبك أيضاً",
  },
};

export default product;
