/**
 * Brand names and shop words as UAE shoppers type them: the English word, its Arabic, and the Arabizi and
 * transliterated spellings seen in searches. Each line is one synonym group (see synonyms.ts); the store always
 * has these groups, besides the ones operators keep in `search_synonyms`.
 *
 * Spellings that only differ in vowels or in letters shoppers mix up are found by their sound key
 * (sound-key.ts) and need no line here; a line is for a spelling that sounds different ("telfaz") or a word
 * that means the same in the other language ("charger", "شاحن").
 */
export const LEXICON: readonly (readonly string[])[] = [
  // brands
  ["apple", "ابل", "ابول", "abel", "abol"],
  ["iphone", "ايفون", "aifon", "ayfon", "ifon", "aifoon"],
  ["samsung", "سامسونج", "سامسونغ", "samsong", "samsonj", "samsonk"],
  ["galaxy", "جالكسي", "جالاكسي", "غالاكسي", "galakse", "galaksi", "glaxy"],
  ["huawei", "هواوي", "hawawi", "hwawei", "huawi"],
  ["xiaomi", "شاومي", "شياومي", "shaomi", "shawmi"],
  ["sony", "سوني", "soni"],
  ["playstation", "بلايستيشن", "بلاي ستيشن", "blaystation", "playstashen"],
  ["lenovo", "لينوفو", "linovo"],
  ["nintendo", "نينتندو", "nintindo"],
  // devices and parts
  ["tv", "television", "تلفزيون", "تلفاز", "تي في", "tilfizyon", "tilifizyon", "telfezyon", "telfaz", "tilfaz"],
  ["laptop", "لابتوب", "لاب توب", "labtob", "lab top", "labtop"],
  ["pc", "computer", "كمبيوتر", "كومبيوتر", "kombyoter", "kumbyutar", "desktop"],
  ["ac", "air conditioner", "مكيف", "مكيف هواء", "mukayyif", "mkayef", "mkyf"],
  ["mobile", "phone", "جوال", "موبايل", "هاتف", "jawal", "jawwal", "mobail", "hatif"],
  ["charger", "شاحن", "sha7en", "shahen", "sha7in", "shahin"],
  ["headphones", "سماعات", "sama3at", "sma3at", "samaat"],
  ["screen", "شاشة", "shasha", "shashah"],
  ["camera", "كاميرا", "kamera", "kamira"],
  ["tablet", "تابلت", "جهاز لوحي", "tablit"],
  ["fridge", "refrigerator", "ثلاجة", "thallaja", "thalaja", "tallaja"],
  ["washing machine", "غسالة", "ghassala", "8assala", "ghasala"],
  ["watch", "ساعة", "sa3a", "saa3a"],
  ["keyboard", "كيبورد", "لوحة مفاتيح", "kiboord", "kebord"],
  ["mouse", "ماوس", "فأرة", "maws", "maus"],
  ["cable", "كابل", "سلك", "kabel"],
  ["speaker", "سبيكر", "مكبر صوت", "sbeeker", "sbikar"],
  ["printer", "طابعة", "printar", "6ab3a", "taba3a"],
];
