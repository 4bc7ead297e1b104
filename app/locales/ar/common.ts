import type en from "../en/common";
import type { ArabicTexts } from "../types";

const common: ArabicTexts<typeof en> = {
  brand: {
    name: "نور للإلكترونيات",
    homeLink: "نور للإلكترونيات، الصفحة الرئيسية",
  },
  skipLink: "انتقل إلى المحتوى الرئيسي",
  header: {
    searchLabel: "ابحث عن المنتجات",
    searchPlaceholder: "ابحث عن الهواتف والحواسيب وأجهزة التلفاز…",
    searchSubmit: "بحث",
    searchPageLabel: "ابحث في الكتالوج",
    account: "حسابي",
    greeting: "مرحباً، {{name}}",
    cart: "سلة التسوق",
    cartCount_zero: "لا منتجات في سلتك",
    cartCount_one: "منتج واحد في سلتك",
    cartCount_two: "منتجان في سلتك",
    cartCount_few: "{{count, number}} منتجات في سلتك",
    cartCount_many: "{{count, number}} منتجًا في سلتك",
    cartCount_other: "{{count, number}} منتج في سلتك",
  },
  navigation: {
    label: "القائمة الرئيسية",
    brands: "العلامات التجارية",
  },
  language: {
    switchTo: "تغيير اللغة إلى",
    suggestionLabel: "اللغة",
    suggestion: "هذه الصفحة متوفرة بالعربية: اقرأها بالعربية",
    names: {
      en: "الإنجليزية",
      ar: "العربية",
    },
  },
  footer: {
    customerService: "خدمة العملاء",
    company: "الشركة",
    aboutUs: "من نحن",
    terms: "الشروط والأحكام",
    delivery: "التوصيل",
    contactUs: "اتصل بنا",
    storeLocator: "مواقع المتاجر",
    sitemap: "خريطة الموقع",
    copyright: "© {{year}} نور للإلكترونيات. جميع الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة.",
  },
  newsletter: {
    heading: "النشرة الإخبارية",
    text: "كن أول من يعرف بالعروض والمنتجات الجديدة.",
    emailLabel: "البريد الإلكتروني",
    submit: "اشترك",
    honeypotLabel: "يرجى ترك هذا الحقل فارغًا",
    subscribed: "شكرًا لاشتراكك في نشرتنا الإخبارية.",
    tooMany: "محاولات اشتراك كثيرة من اتصالك. يرجى المحاولة لاحقاً.",
  },
  validation: {
    emailRequired: "يرجى إدخال بريدك الإلكتروني.",
    emailInvalid: "يرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.",
    requestInvalid: "تعذّرت قراءة النموذج. يرجى المحاولة مرة أخرى.",
  },
  errors: {
    backHome: "العودة إلى الصفحة الرئيسية",
    notFound: {
      title: "الصفحة غير موجودة",
      heading: "عذرًا، لم نعثر على هذه الصفحة",
      text: "ربما نُقلت الصفحة أو أن الرابط غير صحيح. جرّب البحث عمّا تحتاج إليه:",
    },
    server: {
      title: "حدث خطأ",
      heading: "حدث خطأ من جهتنا",
      text: "لم نتمكن من إكمال طلبك. يرجى المحاولة مرة أخرى بعد قليل.",
    },
    request: {
      title: "لم يكتمل الطلب",
      heading: "تعذّر إكمال هذا الطلب",
      text: "يرجى الرجوع والمحاولة مرة أخرى.",
    },
  },
  home: {
    title: "نور للإلكترونيات | هواتف وحواسيب وأجهزة تلفاز في الإمارات",
    description: "تسوّق الهواتف والحواسيب وأجهزة التلفاز والأجهزة المنزلية مع التوصيل إلى جميع أنحاء الإمارات.",
    heading: "أحدث الإلكترونيات، بالتوصيل إلى جميع أنحاء الإمارات",
    intro: "هواتف وحواسيب وأجهزة تلفاز وأجهزة منزل ذكي بأسعار رائعة، شاملة ضريبة القيمة المضافة.",
  },
  maintenance: {
    title: "الموقع قيد الصيانة",
    heading: "سنعود قريبًا",
    text: "نعمل على تحسين المتجر. يرجى المحاولة مرة أخرى بعد قليل. شكرًا لصبرك.",
  },
  bench: {
    floorHeading: "صفحة القياس الأساسية",
  },
};

export default common;
