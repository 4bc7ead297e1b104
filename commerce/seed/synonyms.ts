import { brands } from "./brands";

/**
 * Search synonym groups: spellings of the same word in English and Arabic (and common Arabic variants),
 * so a query in one script finds names written in the other.
 */

/** Arabic spellings shoppers type besides the one the catalogue uses. */
const extraBrandSpellings: Readonly<Record<string, readonly string[]>> = {
  apple: ["ابل", "آبل"],
  samsung: ["سامسونغ"],
  huawei: ["هواوى"],
  xiaomi: ["شاومى", "شياومي"],
  oneplus: ["one plus", "وان بلس"],
  oppo: ["اوبو"],
  honor: ["هونور", "اونر"],
  google: ["غوغل", "قوقل"],
  lg: ["ال جي"],
  hp: ["اتش بي"],
  asus: ["اسوس"],
  acer: ["ايسر"],
  dell: ["دل"],
  jbl: ["جي بي ال"],
  bose: ["بوس"],
  philips: ["فيلبس"],
  nintendo: ["نينتيندو"],
  "tp-link": ["tplink"],
  delonghi: ["delonghi", "دي لونجي"],
  "western-digital": ["wd"],
};

const productLines: readonly string[] = [
  "iphone,ايفون,آيفون,أيفون",
  "ipad,ايباد,آيباد",
  "macbook,ماك بوك,ماكبوك",
  "imac,آي ماك,اي ماك",
  "airpods,ايربودز,إيربودز,اير بودز",
  "galaxy,جالكسي,جالاكسي,غالاكسي",
  "pixel,بكسل,بيكسل",
  "redmi,ريدمي",
  "playstation,بلايستيشن,بلاي ستيشن",
  "ps5,playstation 5,بلايستيشن 5",
  "xbox,إكس بوكس,اكس بوكس",
  "switch,سويتش",
  "bravia,برافيا",
  "kindle,كيندل",
  "surface,سيرفس",
  "airfryer,air fryer,إيرفراير,مقلاة هوائية,قلاية هوائية",
];

const modelWords: readonly string[] = [
  "pro,برو",
  "ultra,ألترا,الترا",
  "max,ماكس",
  "plus,بلس",
  "mini,ميني",
  "air,اير,إير",
  "lite,لايت",
  "fold,فولد",
  "flip,فليب",
  "slim,سليم",
  "watch,واتش,ساعة",
];

const deviceWords: readonly string[] = [
  "phone,mobile,هاتف,موبايل,جوال",
  "smartphone,هاتف ذكي",
  "laptop,notebook,لابتوب,لاب توب,حاسوب محمول",
  "tv,television,تلفزيون,تلفاز",
  "tablet,جهاز لوحي,تابلت",
  "headphones,سماعات,سماعة رأس",
  "earbuds,سماعات أذن,سماعات لاسلكية",
  "speaker,مكبر صوت,سماعة بلوتوث",
  "soundbar,ساوند بار",
  "camera,كاميرا",
  "lens,عدسة",
  "drone,درون,طائرة بدون طيار",
  "smartwatch,ساعة ذكية",
  "monitor,شاشة",
  "projector,بروجكتور,جهاز عرض",
  "console,جهاز ألعاب",
  "controller,وحدة تحكم,يد تحكم",
  "game,لعبة",
  "charger,شاحن",
  "cable,كابل,سلك",
  "power bank,باور بانك,شاحن متنقل",
  "case,cover,غطاء,كفر",
  "screen protector,واقي شاشة,لزقة شاشة",
  "keyboard,لوحة مفاتيح,كيبورد",
  "mouse,فأرة,ماوس",
  "printer,طابعة",
  "router,راوتر",
  "vacuum,مكنسة",
  "refrigerator,fridge,ثلاجة",
  "washing machine,غسالة",
  "microwave,ميكروويف",
  "coffee machine,ماكينة قهوة",
  "air purifier,جهاز تنقية الهواء",
  "gift card,بطاقة هدايا",
  "warranty,ضمان",
];

export function synonymGroups(): string[] {
  const brandGroups = brands.map((brand) =>
    [brand.en.toLowerCase(), brand.ar, ...(extraBrandSpellings[brand.code] ?? [])].join(","),
  );
  return [...new Set([...brandGroups, ...productLines, ...modelWords, ...deviceWords])];
}
