import type { DeviceKind } from "../contract/device-kinds";
import type { SpecCode } from "./attributes";
import type { Bilingual } from "./text";
import {
  daysBattery, gb, grams, hoursBattery, hz, inchesDisplay, kg, litres, mah, megapixels, same, watts,
  warrantyYears,
} from "./units";

/**
 * What the seed writes for each device kind: specification values to draw from when a family does not
 * fix them, description sentences and key-feature lines. Templates use {model} (brand and model name),
 * {brand} and any spec code, e.g. {battery}; a sentence whose spec is missing is skipped. {battery:lc}
 * lower-cases the value's first letter, for values like "Up to 30 hours" in the middle of a sentence.
 */
export interface KindProfile {
  /** Appended to English names and put first in Arabic names ("Smart TV" / "تلفزيون ذكي"). */
  noun?: Bilingual;
  specs: Partial<Record<SpecCode, readonly Bilingual[]>>;
  /** First sentence of the description; mentions {model}. */
  intro: readonly Bilingual[];
  /** Further sentences, up to two of which follow the intro. */
  details: readonly Bilingual[];
  features: readonly Bilingual[];
}

const oneOrTwoYears = [warrantyYears(1), warrantyYears(2)];
const uaeWarranty: Bilingual = [
  "Covered by the official UAE manufacturer warranty.",
  "مشمول بضمان الوكيل الرسمي في الإمارات.",
];

const phone: KindProfile = {
  specs: {
    display: [inchesDisplay("6.1", "OLED"), inchesDisplay("6.4", "AMOLED"), inchesDisplay("6.7", "AMOLED"), inchesDisplay("6.8", "Dynamic AMOLED 2X")],
    processor: [same("Snapdragon 8 Gen 3"), same("Snapdragon 7s Gen 2"), same("MediaTek Dimensity 7200"), same("Exynos 1480"), same("MediaTek Helio G99")],
    ram: [gb(6), gb(8), gb(12)],
    camera: [megapixels(50, 12, 10), megapixels(50, 8, 2), megapixels(108, 8, 2), megapixels(64, 8)],
    battery: [mah(4500), mah(5000), mah(5500)],
    operating_system: [["Android 14", "أندرويد 14"], ["Android 15", "أندرويد 15"]],
    connectivity: [["5G, Wi-Fi 6E, Bluetooth 5.3, NFC", "5G، واي فاي 6E، بلوتوث 5.3، NFC"], ["5G, Wi-Fi 6, Bluetooth 5.2", "5G، واي فاي 6، بلوتوث 5.2"]],
    water_resistance: [same("IP68"), same("IP67"), same("IP54")],
    weight: [grams(174), grams(190), grams(201), grams(218), grams(232)],
    warranty: oneOrTwoYears,
  },
  intro: [
    ["The {model} pairs a {display} display with a {camera} camera system.", "يجمع {model} بين شاشة {display} ونظام كاميرا {camera}."],
    ["Stay connected in style with the {model}, powered by the {processor}.", "ابقَ على اتصال بأناقة مع {model} المزوّد بمعالج {processor}."],
  ],
  details: [
    ["Its {battery} battery easily lasts a full day.", "تدوم بطاريته بسعة {battery} طوال اليوم بسهولة."],
    ["{ram} of RAM keeps apps and games running smoothly.", "تمنحك ذاكرة عشوائية بسعة {ram} أداءً سلسًا للتطبيقات والألعاب."],
    uaeWarranty,
  ],
  features: [
    ["{display} display", "شاشة {display}"],
    ["{camera} camera", "كاميرا {camera}"],
    ["{processor} processor", "معالج {processor}"],
    ["{battery} battery with fast charging", "بطارية {battery} مع شحن سريع"],
    ["{water_resistance} water and dust resistance", "مقاومة للماء والغبار بمعيار {water_resistance}"],
    ["Dual SIM with eSIM support", "شريحتا اتصال مع دعم eSIM"],
  ],
};

const tablet: KindProfile = {
  specs: {
    display: [same("LCD, 90Hz"), same("TFT LCD"), same("Super AMOLED, 120Hz")],
    processor: [same("Snapdragon 8 Gen 2"), same("MediaTek Dimensity 8300"), same("MediaTek Helio G99")],
    ram: [gb(4), gb(8), gb(12)],
    camera: [megapixels(13), megapixels(12), megapixels(8)],
    battery: [mah(7040), mah(8000), mah(10090)],
    operating_system: [["Android 14", "أندرويد 14"]],
    connectivity: [["Wi-Fi 6, Bluetooth 5.3", "واي فاي 6، بلوتوث 5.3"], ["Wi-Fi 6E, Bluetooth 5.3", "واي فاي 6E، بلوتوث 5.3"]],
    weight: [grams(465), grams(500), grams(581)],
    warranty: oneOrTwoYears,
  },
  intro: [
    ["The {model} gives you a big {display} canvas for work, study and streaming.", "يمنحك {model} شاشة {display} كبيرة للعمل والدراسة والمشاهدة."],
    ["Take notes, sketch and binge your favourite shows on the {model}.", "دوّن الملاحظات وارسم وشاهد برامجك المفضلة على {model}."],
  ],
  details: [
    ["The {processor} handles multitasking with ease.", "يتعامل معالج {processor} مع تعدد المهام بسهولة."],
    ["A {battery} battery keeps you going all day.", "تبقيك بطارية بسعة {battery} نشطًا طوال اليوم."],
    uaeWarranty,
  ],
  features: [
    ["{display} display", "شاشة {display}"],
    ["{processor} chip", "معالج {processor}"],
    ["{battery} battery", "بطارية {battery}"],
    ["Stylus and keyboard support", "يدعم القلم ولوحة المفاتيح"],
    ["{connectivity}", "{connectivity}"],
  ],
};

const laptop: KindProfile = {
  noun: ["Laptop", "لابتوب"],
  specs: {
    display: [same("FHD+ IPS"), same("FHD IPS"), same("2.8K OLED"), same("WUXGA IPS")],
    processor: [same("Intel Core i5-1335U"), same("Intel Core i7-1355U"), same("Intel Core Ultra 7 155H"), same("AMD Ryzen 5 7530U"), same("AMD Ryzen 7 8845HS")],
    ram: [gb(8), gb(16), gb(16), gb(32)],
    graphics: [["Intel Iris Xe Graphics", "رسومات Intel Iris Xe"], ["Intel Arc Graphics", "رسومات Intel Arc"], ["AMD Radeon Graphics", "رسومات AMD Radeon"]],
    battery: [hoursBattery(8), hoursBattery(10), hoursBattery(14)],
    operating_system: [["Windows 11 Home", "ويندوز 11 هوم"]],
    connectivity: [["Wi-Fi 6E, Bluetooth 5.3, USB-C, HDMI", "واي فاي 6E، بلوتوث 5.3، USB-C، HDMI"]],
    weight: [kg(1.3), kg(1.5), kg(1.7), kg(1.9)],
    warranty: oneOrTwoYears,
  },
  intro: [
    ["The {model} is built for work, study and everything in between, with a {display} screen.", "صُمّم {model} للعمل والدراسة وكل ما بينهما، مع شاشة {display}."],
    ["Get more done on the {model}, powered by the {processor}.", "أنجز المزيد مع {model} المزوّد بمعالج {processor}."],
  ],
  details: [
    ["{ram} of memory keeps dozens of tabs and apps open without slowing down.", "تتيح لك ذاكرة بسعة {ram} فتح عشرات التبويبات والتطبيقات دون بطء."],
    ["Battery life of {battery:lc} gets you through the day.", "عمر بطارية {battery} يكفيك طوال اليوم."],
    ["Arabic and English keyboard layout.", "لوحة مفاتيح باللغتين العربية والإنجليزية."],
  ],
  features: [
    ["{processor} processor", "معالج {processor}"],
    ["{ram} RAM", "ذاكرة عشوائية {ram}"],
    ["{display} display", "شاشة {display}"],
    ["{graphics}", "{graphics}"],
    ["{operating_system}", "{operating_system}"],
    ["Arabic/English backlit keyboard", "لوحة مفاتيح مضيئة عربي/إنجليزي"],
  ],
};

const desktop: KindProfile = {
  noun: ["Desktop", "كمبيوتر مكتبي"],
  specs: {
    processor: [same("Intel Core i5-14400"), same("Intel Core i7-14700"), same("AMD Ryzen 7 7700"), same("Intel Core i9-14900K")],
    ram: [gb(16), gb(32), gb(64)],
    graphics: [same("NVIDIA GeForce RTX 4060"), same("NVIDIA GeForce RTX 4070 Super"), same("NVIDIA GeForce RTX 4080 Super"), ["Intel UHD Graphics", "رسومات Intel UHD"]],
    operating_system: [["Windows 11 Home", "ويندوز 11 هوم"], ["Windows 11 Pro", "ويندوز 11 برو"]],
    connectivity: [["Wi-Fi 6E, Bluetooth 5.3, 2.5G Ethernet", "واي فاي 6E، بلوتوث 5.3، إيثرنت 2.5G"]],
    power: [watts(180), watts(500), watts(800)],
    weight: [kg(4.2), kg(8.5), kg(14)],
    warranty: oneOrTwoYears,
  },
  intro: [
    ["The {model} brings desktop-class power to your home or office.", "يقدّم {model} أداء الكمبيوتر المكتبي الكامل لمنزلك أو مكتبك."],
    ["Work, create and play on the {model} with the {processor}.", "اعمل وأبدع والعب على {model} مع معالج {processor}."],
  ],
  details: [
    ["{graphics} graphics handle creative apps and modern games.", "تتعامل رسومات {graphics} مع تطبيقات التصميم والألعاب الحديثة."],
    ["Easy to upgrade with extra memory and storage.", "سهل الترقية بذاكرة وتخزين إضافيين."],
    uaeWarranty,
  ],
  features: [
    ["{processor} processor", "معالج {processor}"],
    ["{ram} RAM", "ذاكرة عشوائية {ram}"],
    ["{graphics}", "{graphics}"],
    ["{operating_system}", "{operating_system}"],
    ["Keyboard and mouse included", "لوحة مفاتيح وفأرة مرفقتان"],
  ],
};

const monitor: KindProfile = {
  noun: ["Monitor", "شاشة"],
  specs: {
    display: [["IPS panel", "لوحة IPS"], ["VA panel", "لوحة VA"], ["OLED panel", "لوحة OLED"]],
    resolution: [["Full HD 1920 x 1080", "فل إتش دي 1920 × 1080"], ["QHD 2560 x 1440", "QHD 2560 × 1440"], ["4K UHD 3840 x 2160", "4K 3840 × 2160"]],
    refresh_rate: [hz(75), hz(100), hz(144), hz(165), hz(240)],
    connectivity: [["HDMI 2.0, DisplayPort 1.4", "HDMI 2.0، DisplayPort 1.4"], ["HDMI, USB-C 65W", "HDMI، USB-C بقدرة 65 واط"]],
    weight: [kg(3.2), kg(4.5), kg(6.1)],
    warranty: [warrantyYears(3), warrantyYears(1)],
  },
  intro: [
    ["The {model} delivers sharp {resolution} images at {refresh_rate}.", "تقدّم {model} صورة حادة بدقة {resolution} وبمعدل تحديث {refresh_rate}."],
    ["Upgrade your desk with the {model}.", "طوّر مكتبك مع {model}."],
  ],
  details: [
    ["Thin bezels make it ideal for multi-screen setups.", "الإطار النحيف يجعلها مثالية لإعدادات الشاشات المتعددة."],
    ["Flicker-free backlight and low blue light mode protect your eyes.", "إضاءة خلفية بدون وميض ووضع الضوء الأزرق المنخفض لحماية عينيك."],
  ],
  features: [
    ["{resolution} resolution", "دقة {resolution}"],
    ["{refresh_rate} refresh rate", "معدل تحديث {refresh_rate}"],
    ["{display}", "{display}"],
    ["{connectivity}", "{connectivity}"],
    ["Height and tilt adjustable stand", "حامل قابل لتعديل الارتفاع والإمالة"],
  ],
};

const tv: KindProfile = {
  noun: ["4K UHD Smart TV", "تلفزيون ذكي 4K UHD"],
  specs: {
    display: [["QLED", "QLED"], ["LED", "LED"], ["Mini LED", "Mini LED"]],
    resolution: [["4K Ultra HD 3840 x 2160", "4K فائق الوضوح 3840 × 2160"]],
    refresh_rate: [hz(50), hz(60), hz(120), hz(144)],
    operating_system: [["Google TV", "جوجل تي في"], ["Tizen", "تايزن"], ["webOS", "ويب أو إس"], ["VIDAA", "فيدا"]],
    connectivity: [["4 x HDMI 2.1, Wi-Fi, Bluetooth", "4 منافذ HDMI 2.1، واي فاي، بلوتوث"], ["3 x HDMI, Wi-Fi, Bluetooth", "3 منافذ HDMI، واي فاي، بلوتوث"]],
    power: [watts(95), watts(140), watts(210)],
    warranty: oneOrTwoYears,
  },
  intro: [
    ["Bring the cinema home with the {model}, with vivid {display} picture quality.", "اجلب السينما إلى منزلك مع {model} بجودة صورة {display} نابضة بالحياة."],
    ["The {model} makes every match, movie and series look its best.", "يُظهر {model} كل مباراة وفيلم ومسلسل بأفضل صورة."],
  ],
  details: [
    ["Runs {operating_system} with Netflix, Shahid, YouTube and OSN+ built in.", "يعمل بنظام {operating_system} مع نتفليكس وشاهد ويوتيوب وOSN+ مدمجة."],
    ["A {refresh_rate} panel keeps fast sport and gaming smooth.", "لوحة بمعدل {refresh_rate} تجعل الرياضة والألعاب السريعة أكثر سلاسة."],
    ["Free delivery and optional wall mounting across the UAE.", "توصيل مجاني وتركيب على الحائط اختياري في جميع أنحاء الإمارات."],
  ],
  features: [
    ["{resolution}", "{resolution}"],
    ["{display} panel", "لوحة {display}"],
    ["{refresh_rate} refresh rate", "معدل تحديث {refresh_rate}"],
    ["{operating_system} smart platform", "منصة {operating_system} الذكية"],
    ["Dolby Vision and HDR10+", "دولبي فيجن وHDR10+"],
    ["{connectivity}", "{connectivity}"],
  ],
};

const projector: KindProfile = {
  noun: ["Projector", "جهاز عرض"],
  specs: {
    resolution: [["Full HD 1080p", "فل إتش دي 1080p"], ["4K UHD", "4K فائق الوضوح"]],
    display: [["Up to 120\" image", "صورة حتى 120 بوصة"], ["Up to 150\" image", "صورة حتى 150 بوصة"], ["Up to 300\" image", "صورة حتى 300 بوصة"]],
    operating_system: [["Android TV", "أندرويد تي في"], ["Google TV", "جوجل تي في"]],
    connectivity: [["HDMI, Wi-Fi, Bluetooth", "HDMI، واي فاي، بلوتوث"]],
    power: [watts(45), watts(200), watts(300)],
    weight: [kg(1.1), kg(2.9), kg(4.5)],
    warranty: oneOrTwoYears,
  },
  intro: [
    ["Turn any wall into a big screen with the {model}.", "حوّل أي جدار إلى شاشة عملاقة مع {model}."],
    ["The {model} projects crisp {resolution} images for movie nights.", "يعرض {model} صورًا واضحة بدقة {resolution} لأمسيات الأفلام."],
  ],
  details: [
    ["Auto focus and keystone correction set it up in seconds.", "التركيز التلقائي وتصحيح الزوايا يجهّزانه في ثوانٍ."],
    ["Streaming apps are built in, no extra box needed.", "تطبيقات البث مدمجة دون الحاجة إلى جهاز إضافي."],
  ],
  features: [
    ["{resolution} resolution", "دقة {resolution}"],
    ["{display}", "{display}"],
    ["Auto focus and keystone correction", "تركيز تلقائي وتصحيح الزوايا"],
    ["{operating_system} built in", "{operating_system} مدمج"],
  ],
};

const soundbar: KindProfile = {
  noun: ["Soundbar", "مكبر صوت ساوند بار"],
  specs: {
    power: [watts(300), watts(450), watts(590), watts(810)],
    connectivity: [["HDMI eARC, Wi-Fi, Bluetooth", "HDMI eARC، واي فاي، بلوتوث"], ["HDMI ARC, Optical, Bluetooth", "HDMI ARC، بصري، بلوتوث"]],
    compatibility: [["Dolby Atmos, DTS:X", "دولبي أتموس، DTS:X"], ["Dolby Digital", "دولبي ديجيتال"]],
    weight: [kg(3.5), kg(5.2), kg(7.8)],
    warranty: oneOrTwoYears,
  },
  intro: [
    ["The {model} fills your living room with rich, cinematic sound.", "يملأ {model} غرفة المعيشة بصوت سينمائي غني."],
    ["Upgrade your TV audio with the {model} and {power} of output.", "طوّر صوت تلفزيونك مع {model} بقدرة {power}."],
  ],
  details: [
    ["Supports {compatibility} for immersive movies.", "يدعم {compatibility} لتجربة أفلام غامرة."],
    ["Clear dialogue mode makes voices easy to follow.", "وضع الحوار الواضح يجعل متابعة الأصوات سهلة."],
  ],
  features: [
    ["{power} total output", "قدرة إجمالية {power}"],
    ["{compatibility}", "{compatibility}"],
    ["{connectivity}", "{connectivity}"],
    ["Wireless subwoofer", "مضخم صوت لاسلكي"],
  ],
};

const speaker: KindProfile = {
  noun: ["Bluetooth Speaker", "مكبر صوت بلوتوث"],
  specs: {
    power: [watts(20), watts(30), watts(40), watts(100), watts(240)],
    battery: [hoursBattery(12), hoursBattery(20), hoursBattery(24)],
    connectivity: [["Bluetooth 5.3", "بلوتوث 5.3"], ["Bluetooth 5.4, USB-C", "بلوتوث 5.4، USB-C"]],
    water_resistance: [same("IP67"), same("IPX4"), same("IP66")],
    weight: [grams(550), kg(1), kg(2.1), kg(6)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Take the party anywhere with the {model}.", "خذ الحفلة معك إلى أي مكان مع {model}."],
    ["The {model} delivers big, punchy sound from a compact design.", "يقدّم {model} صوتًا قويًا من تصميم مدمج."],
  ],
  details: [
    ["Enjoy {battery:lc} of playtime on a single charge.", "استمتع بتشغيل {battery} بشحنة واحدة."],
    ["{water_resistance} protection makes it ready for the beach and the pool.", "حماية {water_resistance} تجعله جاهزًا للشاطئ والمسبح."],
  ],
  features: [
    ["{power} output", "قدرة {power}"],
    ["{battery} playtime", "تشغيل {battery}"],
    ["{water_resistance} water and dust proof", "مقاوم للماء والغبار {water_resistance}"],
    ["{connectivity}", "{connectivity}"],
    ["Pair two speakers for stereo sound", "اقرن مكبرين للحصول على صوت ستيريو"],
  ],
};

const headphones: KindProfile = {
  noun: ["Wireless Headphones", "سماعات رأس لاسلكية"],
  specs: {
    noise_cancellation: [["Active Noise Cancellation", "إلغاء الضوضاء النشط"], ["Adaptive Noise Cancellation", "إلغاء الضوضاء التكيفي"], ["Passive isolation", "عزل سلبي"]],
    battery: [hoursBattery(24), hoursBattery(30), hoursBattery(40), hoursBattery(60)],
    connectivity: [["Bluetooth 5.3, multipoint", "بلوتوث 5.3، اتصال متعدد"], ["Bluetooth 5.3, 3.5 mm", "بلوتوث 5.3، منفذ 3.5 مم"]],
    weight: [grams(250), grams(254), grams(290), grams(385)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Shut out the noise and focus on your music with the {model}.", "اعزل الضوضاء وركّز على موسيقاك مع {model}."],
    ["The {model} offers rich sound and all-day comfort.", "يوفر {model} صوتًا غنيًا وراحة طوال اليوم."],
  ],
  details: [
    ["{noise_cancellation} keeps flights and commutes quiet.", "تقنية {noise_cancellation} تجعل الرحلات والتنقلات هادئة."],
    ["Battery life of {battery:lc} covers a week of listening.", "عمر بطارية {battery} يكفي لأسبوع من الاستماع."],
  ],
  features: [
    ["{noise_cancellation}", "{noise_cancellation}"],
    ["{battery} battery life", "عمر بطارية {battery}"],
    ["{connectivity}", "{connectivity}"],
    ["Built-in microphones for clear calls", "ميكروفونات مدمجة لمكالمات واضحة"],
    ["Foldable design with carry case", "تصميم قابل للطي مع حقيبة"],
  ],
};

const earbuds: KindProfile = {
  noun: ["True Wireless Earbuds", "سماعات أذن لاسلكية"],
  specs: {
    noise_cancellation: [["Active Noise Cancellation", "إلغاء الضوضاء النشط"], ["Adaptive Noise Cancellation", "إلغاء الضوضاء التكيفي"]],
    battery: [hoursBattery(24), hoursBattery(30), hoursBattery(36)],
    connectivity: [["Bluetooth 5.3", "بلوتوث 5.3"], ["Bluetooth 5.4", "بلوتوث 5.4"]],
    water_resistance: [same("IPX4"), same("IP54"), same("IP57")],
    weight: [grams(5), grams(6), grams(7)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["The {model} deliver immersive sound in a pocket-sized case.", "تقدّم {model} صوتًا غامرًا في علبة بحجم الجيب."],
    ["Go wire-free with the {model}.", "تحرّر من الأسلاك مع {model}."],
  ],
  details: [
    ["{battery} of listening with the charging case.", "استماع {battery} مع علبة الشحن."],
    ["{water_resistance} sweat and water resistance for workouts.", "مقاومة للعرق والماء {water_resistance} أثناء التمارين."],
  ],
  features: [
    ["{noise_cancellation}", "{noise_cancellation}"],
    ["{battery} with case", "{battery} مع العلبة"],
    ["{water_resistance} rated", "تصنيف {water_resistance}"],
    ["Wireless charging case", "علبة شحن لاسلكي"],
    ["Touch controls", "تحكم باللمس"],
  ],
};

const camera: KindProfile = {
  noun: ["Camera", "كاميرا"],
  specs: {
    sensor: [["24.2MP APS-C CMOS", "مستشعر APS-C بدقة 24.2 ميجابكسل"], ["24.2MP full-frame CMOS", "مستشعر إطار كامل بدقة 24.2 ميجابكسل"], ["33MP full-frame", "مستشعر إطار كامل بدقة 33 ميجابكسل"], ["40.2MP X-Trans CMOS 5 HR", "مستشعر X-Trans CMOS 5 HR بدقة 40.2 ميجابكسل"]],
    resolution: [["4K 30p video", "فيديو 4K بمعدل 30 إطارًا"], ["4K 60p video", "فيديو 4K بمعدل 60 إطارًا"], ["6.2K video", "فيديو 6.2K"]],
    display: [["3\" vari-angle touchscreen", "شاشة لمس متغيرة الزاوية 3 بوصات"], ["3\" tilting touchscreen", "شاشة لمس قابلة للإمالة 3 بوصات"]],
    connectivity: [["Wi-Fi, Bluetooth, USB-C", "واي فاي، بلوتوث، USB-C"]],
    weight: [grams(375), grams(429), grams(658)],
    warranty: [warrantyYears(1), warrantyYears(2)],
  },
  intro: [
    ["Capture every moment in detail with the {model} and its {sensor} sensor.", "التقط كل لحظة بأدق التفاصيل مع {model} ومستشعر {sensor}."],
    ["The {model} is made for creators who want more than a phone camera.", "صُممت {model} لصنّاع المحتوى الذين يريدون أكثر من كاميرا الهاتف."],
  ],
  details: [
    ["Shoots {resolution} for vlogs and short films.", "تصوّر {resolution} للمدونات المرئية والأفلام القصيرة."],
    ["Fast subject-tracking autofocus keeps people, pets and cars sharp.", "التركيز التلقائي السريع بتتبع العناصر يُبقي الأشخاص والحيوانات والسيارات واضحة."],
    uaeWarranty,
  ],
  features: [
    ["{sensor} sensor", "مستشعر {sensor}"],
    ["{resolution}", "{resolution}"],
    ["{display}", "{display}"],
    ["Subject-detection autofocus", "تركيز تلقائي باكتشاف العناصر"],
    ["{connectivity}", "{connectivity}"],
  ],
};

const lens: KindProfile = {
  noun: ["Lens", "عدسة"],
  specs: {
    focal_length: [same("50mm"), same("24-70mm"), same("18-150mm"), same("70-200mm"), same("35mm")],
    lens_mount: [same("Canon RF"), same("Sony E"), same("Nikon Z"), same("Fujifilm X")],
    weight: [grams(160), grams(395), grams(695), grams(1045)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["The {model} brings sharp detail and beautiful background blur to your shots.", "تضفي {model} تفاصيل حادة وخلفية ضبابية جميلة على صورك."],
    ["Expand your kit with the {model}.", "وسّع معداتك مع {model}."],
  ],
  details: [
    ["Designed for the {lens_mount} mount.", "مصممة لحامل {lens_mount}."],
    ["A quiet autofocus motor makes it great for video too.", "محرك تركيز تلقائي هادئ يجعلها رائعة للفيديو أيضًا."],
  ],
  features: [
    ["{focal_length} focal length", "بعد بؤري {focal_length}"],
    ["{lens_mount} mount", "حامل {lens_mount}"],
    ["Quiet stepping-motor autofocus", "تركيز تلقائي هادئ"],
    ["Weather-sealed construction", "هيكل مقاوم للعوامل الجوية"],
  ],
};

const actionCamera: KindProfile = {
  noun: ["Action Camera", "كاميرا رياضية"],
  specs: {
    resolution: [["5.3K 60fps video", "فيديو 5.3K بمعدل 60 إطارًا"], ["4K 120fps video", "فيديو 4K بمعدل 120 إطارًا"], ["8K 360° video", "فيديو 360 درجة بدقة 8K"]],
    sensor: [["1/1.3\" sensor", "مستشعر 1/1.3 بوصة"], ["1/1.9\" sensor", "مستشعر 1/1.9 بوصة"]],
    water_resistance: [["Waterproof to 10 m", "مقاومة للماء حتى 10 أمتار"], ["Waterproof to 20 m", "مقاومة للماء حتى 20 مترًا"]],
    battery: [mah(1720), mah(1770), mah(1950)],
    weight: [grams(145), grams(154), grams(179)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["The {model} captures your adventures in {resolution}.", "تسجّل {model} مغامراتك بدقة {resolution}."],
    ["Mount the {model} on your helmet, bike or board and hit record.", "ثبّت {model} على خوذتك أو دراجتك أو لوحك وابدأ التسجيل."],
  ],
  details: [
    ["{water_resistance} without a housing.", "{water_resistance} دون غلاف."],
    ["Horizon levelling keeps footage steady on the roughest trails.", "تثبيت الأفق يحافظ على ثبات اللقطات في أصعب المسارات."],
  ],
  features: [
    ["{resolution}", "{resolution}"],
    ["{water_resistance}", "{water_resistance}"],
    ["Horizon-levelling stabilisation", "تثبيت مع موازنة الأفق"],
    ["{battery} removable battery", "بطارية قابلة للإزالة {battery}"],
  ],
};

const drone: KindProfile = {
  noun: ["Drone", "طائرة درون"],
  specs: {
    camera: [["4K HDR, 1/1.3\" CMOS", "4K HDR، مستشعر 1/1.3 بوصة"], ["Hasselblad 4/3 CMOS", "مستشعر هاسلبلاد 4/3"], ["4K 60fps", "4K بمعدل 60 إطارًا"]],
    battery: [["Up to 34 min flight", "طيران حتى 34 دقيقة"], ["Up to 46 min flight", "طيران حتى 46 دقيقة"], ["Up to 18 min flight", "طيران حتى 18 دقيقة"]],
    connectivity: [["O4 transmission, 20 km", "نقل O4 لمسافة 20 كم"], ["O3 transmission, 10 km", "نقل O3 لمسافة 10 كم"]],
    weight: [grams(135), grams(249), grams(720), grams(958)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["See the UAE from above with the {model}.", "شاهد الإمارات من الأعلى مع {model}."],
    ["The {model} makes aerial photography simple.", "تجعل {model} التصوير الجوي سهلًا."],
  ],
  details: [
    ["{battery} per battery.", "{battery} لكل بطارية."],
    ["Please check GCAA drone rules before flying in the UAE.", "يرجى مراجعة قواعد الهيئة العامة للطيران المدني قبل الطيران في الإمارات."],
  ],
  features: [
    ["{camera} camera", "كاميرا {camera}"],
    ["{battery}", "{battery}"],
    ["{connectivity}", "{connectivity}"],
    ["Omnidirectional obstacle sensing", "استشعار العوائق من جميع الاتجاهات"],
  ],
};

const consoleProfile: KindProfile = {
  noun: ["Console", "جهاز ألعاب"],
  specs: {
    resolution: [["Up to 4K 120Hz", "حتى 4K بمعدل 120 هرتز"], ["1080p docked, 720p handheld", "1080p عند التوصيل، 720p محمول"]],
    processor: [same("AMD Zen 2, 8 cores"), same("NVIDIA custom Tegra"), same("AMD Ryzen Z1 Extreme")],
    connectivity: [["Wi-Fi 6, Bluetooth 5.1, HDMI 2.1", "واي فاي 6، بلوتوث 5.1، HDMI 2.1"]],
    weight: [kg(3.2), kg(4.45), grams(420)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Play the biggest games of the year on the {model}.", "العب أكبر ألعاب العام على {model}."],
    ["The {model} brings fast loading and stunning graphics to your living room.", "يقدّم {model} تحميلًا سريعًا ورسومات مذهلة في غرفة المعيشة."],
  ],
  details: [
    ["Output {resolution:lc} on compatible TVs.", "عرض {resolution} على التلفزيونات المتوافقة."],
    ["UAE region console with Arabic menus.", "جهاز بإصدار الإمارات مع قوائم باللغة العربية."],
  ],
  features: [
    ["{resolution}", "{resolution}"],
    ["Huge library of exclusive games", "مكتبة ضخمة من الألعاب الحصرية"],
    ["Online multiplayer and cloud saves", "لعب جماعي عبر الإنترنت وحفظ سحابي"],
    ["One controller included", "وحدة تحكم واحدة مرفقة"],
  ],
};

const controller: KindProfile = {
  noun: ["Wireless Controller", "وحدة تحكم لاسلكية"],
  specs: {
    compatibility: [["PlayStation 5, PC", "بلايستيشن 5، الكمبيوتر"], ["Xbox Series X|S, Xbox One, PC", "إكس بوكس سيريس X|S، إكس بوكس ون، الكمبيوتر"], ["Nintendo Switch", "نينتندو سويتش"]],
    battery: [hoursBattery(8), hoursBattery(12), hoursBattery(40)],
    connectivity: [["Bluetooth, USB-C", "بلوتوث، USB-C"]],
    weight: [grams(280), grams(345)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Feel every hit and every lap with the {model}.", "اشعر بكل ضربة وكل لفة مع {model}."],
    ["Add a second player or replace a worn pad with the {model}.", "أضف لاعبًا ثانيًا أو استبدل وحدة التحكم القديمة بـ {model}."],
  ],
  details: [
    ["Works with {compatibility}.", "متوافقة مع {compatibility}."],
    ["{battery} of play per charge.", "لعب {battery} لكل شحنة."],
  ],
  features: [
    ["Compatible with {compatibility}", "متوافقة مع {compatibility}"],
    ["{battery} battery", "بطارية {battery}"],
    ["Haptic feedback and adaptive triggers", "اهتزاز لمسي ومشغلات تكيفية"],
    ["Built-in microphone and headset jack", "ميكروفون مدمج ومنفذ سماعة"],
  ],
};

const smartwatch: KindProfile = {
  noun: ["Smartwatch", "ساعة ذكية"],
  specs: {
    display: [["1.5\" AMOLED, always-on", "شاشة AMOLED مقاس 1.5 بوصة دائمة التشغيل"], ["1.43\" AMOLED", "شاشة AMOLED مقاس 1.43 بوصة"]],
    battery: [daysBattery(2), daysBattery(7), daysBattery(14)],
    water_resistance: [same("5 ATM"), same("5 ATM + IP68"), same("10 ATM")],
    connectivity: [["Bluetooth, Wi-Fi, NFC, GPS", "بلوتوث، واي فاي، NFC، GPS"], ["Bluetooth, GPS", "بلوتوث، GPS"]],
    compatibility: [["Android and iOS", "أندرويد وiOS"]],
    weight: [grams(30), grams(38), grams(52)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Track workouts, sleep and heart rate with the {model}.", "تتبّع التمارين والنوم ومعدل ضربات القلب مع {model}."],
    ["The {model} keeps notifications and health insights on your wrist.", "تبقي {model} الإشعارات ومعلومات الصحة على معصمك."],
  ],
  details: [
    ["Battery lasts {battery:lc} between charges.", "تدوم البطارية {battery} بين الشحنات."],
    ["{water_resistance} water resistance for swimming.", "مقاومة للماء {water_resistance} للسباحة."],
  ],
  features: [
    ["{display}", "{display}"],
    ["{battery} battery", "بطارية {battery}"],
    ["{water_resistance} water resistant", "مقاومة للماء {water_resistance}"],
    ["Heart rate, SpO2 and sleep tracking", "تتبع نبض القلب والأكسجين والنوم"],
    ["Built-in GPS", "نظام GPS مدمج"],
  ],
};

const fitnessBand: KindProfile = {
  noun: ["Fitness Tracker", "متتبع لياقة"],
  specs: {
    display: [["1.62\" AMOLED", "شاشة AMOLED مقاس 1.62 بوصة"], ["1.47\" AMOLED", "شاشة AMOLED مقاس 1.47 بوصة"]],
    battery: [daysBattery(7), daysBattery(14), daysBattery(21)],
    water_resistance: [same("5 ATM")],
    compatibility: [["Android and iOS", "أندرويد وiOS"]],
    weight: [grams(16), grams(23), grams(28)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["The {model} tracks steps, sleep and over 100 workout modes.", "يتتبّع {model} الخطوات والنوم وأكثر من 100 وضع تمرين."],
    ["Light, comfortable and always on: meet the {model}.", "خفيف ومريح ويعمل دائمًا: تعرّف على {model}."],
  ],
  details: [
    ["Battery lasts {battery:lc} on a single charge.", "تدوم البطارية {battery} بشحنة واحدة."],
    ["Syncs with your phone for calls and message alerts.", "يتزامن مع هاتفك لتنبيهات المكالمات والرسائل."],
  ],
  features: [
    ["{display}", "{display}"],
    ["{battery} battery", "بطارية {battery}"],
    ["Heart rate and SpO2 monitoring", "مراقبة نبض القلب والأكسجين"],
    ["{water_resistance} swim-proof", "مقاوم للماء {water_resistance}"],
  ],
};

const smartSpeaker: KindProfile = {
  noun: ["Smart Speaker", "مكبر صوت ذكي"],
  specs: {
    connectivity: [["Wi-Fi, Bluetooth, Matter", "واي فاي، بلوتوث، ماتر"], ["Wi-Fi, Bluetooth, Zigbee", "واي فاي، بلوتوث، زيجبي"]],
    compatibility: [["Alexa", "أليكسا"], ["Google Assistant", "مساعد جوجل"], ["Siri, Apple Home", "سيري، أبل هوم"]],
    power: [watts(15), watts(30)],
    weight: [grams(304), grams(1050)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Control music, lights and timers with your voice on the {model}.", "تحكّم في الموسيقى والإضاءة والمؤقتات بصوتك عبر {model}."],
    ["The {model} is the easiest way to start a smart home.", "يُعد {model} أسهل طريقة لبدء منزل ذكي."],
  ],
  details: [
    ["Works with {compatibility}.", "يعمل مع {compatibility}."],
    ["Understands English and Arabic commands.", "يفهم الأوامر باللغتين الإنجليزية والعربية."],
  ],
  features: [
    ["{compatibility} built in", "{compatibility} مدمج"],
    ["{connectivity}", "{connectivity}"],
    ["Smart home hub", "مركز للمنزل الذكي"],
    ["Privacy microphone off button", "زر إيقاف الميكروفون للخصوصية"],
  ],
};

const smartBulb: KindProfile = {
  noun: ["Smart Light", "إضاءة ذكية"],
  specs: {
    power: [watts(9), watts(6), watts(12)],
    connectivity: [["Wi-Fi, Bluetooth", "واي فاي، بلوتوث"], ["Zigbee, Bluetooth", "زيجبي، بلوتوث"]],
    compatibility: [["Alexa, Google Assistant, Apple Home", "أليكسا، مساعد جوجل، أبل هوم"]],
    warranty: [warrantyYears(2)],
  },
  intro: [
    ["Set the mood with 16 million colours from the {model}.", "اضبط الأجواء بـ 16 مليون لون مع {model}."],
    ["Schedule, dim and colour your lights from your phone with the {model}.", "جدول إضاءتك وخفّفها ولوّنها من هاتفك مع {model}."],
  ],
  details: [
    ["Works with {compatibility}.", "يعمل مع {compatibility}."],
    ["Uses only {power}, saving energy every day.", "يستهلك {power} فقط لتوفير الطاقة يوميًا."],
  ],
  features: [
    ["{power} energy-efficient LED", "إضاءة LED موفرة {power}"],
    ["{compatibility}", "{compatibility}"],
    ["Schedules and scenes in the app", "جداول ومشاهد عبر التطبيق"],
    ["16 million colours and warm to cool white", "16 مليون لون وأبيض دافئ إلى بارد"],
  ],
};

const securityCamera: KindProfile = {
  noun: ["Security Camera", "كاميرا مراقبة"],
  specs: {
    resolution: [["2K QHD", "2K QHD"], ["1080p Full HD", "1080p فل إتش دي"], ["4K", "4K"]],
    connectivity: [["2.4 GHz Wi-Fi", "واي فاي 2.4 جيجاهرتز"], ["Dual-band Wi-Fi", "واي فاي ثنائي النطاق"]],
    water_resistance: [same("IP65"), same("IP66"), ["Indoor use", "للاستخدام الداخلي"]],
    power: [["Battery or USB-C", "بطارية أو USB-C"], ["Mains adapter", "محول كهرباء"]],
    warranty: [warrantyYears(1), warrantyYears(2)],
  },
  intro: [
    ["Keep an eye on home from anywhere with the {model}.", "راقب منزلك من أي مكان مع {model}."],
    ["The {model} records {resolution} video day and night.", "تسجّل {model} فيديو بدقة {resolution} ليلًا ونهارًا."],
  ],
  details: [
    ["Person detection sends alerts straight to your phone.", "اكتشاف الأشخاص يرسل التنبيهات مباشرة إلى هاتفك."],
    ["Two-way audio lets you talk to visitors and delivery drivers.", "الصوت ثنائي الاتجاه يتيح لك التحدث مع الزوار ومندوبي التوصيل."],
  ],
  features: [
    ["{resolution} video", "فيديو {resolution}"],
    ["Colour night vision", "رؤية ليلية ملونة"],
    ["Two-way audio", "صوت ثنائي الاتجاه"],
    ["{water_resistance}", "{water_resistance}"],
    ["Local microSD or cloud storage", "تخزين محلي microSD أو سحابي"],
  ],
};

const vacuum: KindProfile = {
  noun: ["Vacuum Cleaner", "مكنسة كهربائية"],
  specs: {
    power: [watts(150), watts(230), watts(660)],
    battery: [["Up to 60 min runtime", "تشغيل حتى 60 دقيقة"], ["Up to 180 min runtime", "تشغيل حتى 180 دقيقة"], ["Up to 40 min runtime", "تشغيل حتى 40 دقيقة"]],
    capacity: [litres(0.54), litres(0.76), litres(0.3)],
    weight: [kg(2.6), kg(3.1), kg(3.8)],
    warranty: [warrantyYears(2)],
  },
  intro: [
    ["The {model} picks up fine dust and sand with ease.", "تلتقط {model} الغبار الناعم والرمل بسهولة."],
    ["Clean every corner of your home with the {model}.", "نظّف كل زاوية في منزلك مع {model}."],
  ],
  details: [
    ["{battery} on a full charge.", "{battery} بشحنة كاملة."],
    ["A sealed HEPA filter traps allergens.", "فلتر HEPA محكم يحبس مسببات الحساسية."],
  ],
  features: [
    ["{power} suction", "قوة شفط {power}"],
    ["{battery}", "{battery}"],
    ["{capacity} dust bin", "حاوية غبار {capacity}"],
    ["HEPA filtration", "تنقية HEPA"],
  ],
};

const refrigerator: KindProfile = {
  noun: ["Refrigerator", "ثلاجة"],
  specs: {
    capacity: [litres(345), litres(520), litres(617), litres(655)],
    power: [["Inverter compressor", "ضاغط إنفرتر"], ["Digital inverter", "إنفرتر رقمي"]],
    connectivity: [["Wi-Fi, SmartThings", "واي فاي، سمارت ثينجز"], ["Wi-Fi, ThinQ", "واي فاي، ثين كيو"], ["Not connected", "غير متصل"]],
    weight: [kg(65), kg(98), kg(120)],
    warranty: [warrantyYears(2), ["10 Years on compressor", "10 سنوات على الضاغط"]],
  },
  intro: [
    ["Keep the whole family's groceries fresh with the {model} and its {capacity} capacity.", "حافظ على طزاجة مشتريات العائلة مع {model} بسعة {capacity}."],
    ["The {model} is built for UAE summers with a powerful cooling system.", "صُممت {model} لصيف الإمارات بنظام تبريد قوي."],
  ],
  details: [
    ["The {power} runs quietly and saves energy.", "يعمل {power} بهدوء ويوفر الطاقة."],
    ["Free delivery and installation in all emirates.", "توصيل وتركيب مجاني في جميع الإمارات."],
  ],
  features: [
    ["{capacity} total capacity", "سعة إجمالية {capacity}"],
    ["{power}", "{power}"],
    ["No Frost cooling", "تبريد بدون صقيع"],
    ["Tropical climate rated", "مصنفة للمناخ الاستوائي"],
  ],
};

const washingMachine: KindProfile = {
  noun: ["Washing Machine", "غسالة"],
  specs: {
    capacity: [kg(8), kg(9), kg(10.5), kg(12)],
    power: [["1400 rpm spin", "دوران 1400 دورة/دقيقة"], ["1200 rpm spin", "دوران 1200 دورة/دقيقة"]],
    connectivity: [["Wi-Fi, SmartThings", "واي فاي، سمارت ثينجز"], ["Wi-Fi, ThinQ", "واي فاي، ثين كيو"], ["Not connected", "غير متصل"]],
    warranty: [warrantyYears(2), ["10 Years on motor", "10 سنوات على المحرك"]],
  },
  intro: [
    ["The {model} washes up to {capacity} per load.", "تغسل {model} حتى {capacity} في الدورة الواحدة."],
    ["Get cleaner clothes with less water using the {model}.", "احصل على ملابس أنظف بماء أقل مع {model}."],
  ],
  details: [
    ["Steam cycles remove 99.9% of allergens.", "دورات البخار تزيل 99.9% من مسببات الحساسية."],
    ["Free delivery and installation in all emirates.", "توصيل وتركيب مجاني في جميع الإمارات."],
  ],
  features: [
    ["{capacity} load", "حمولة {capacity}"],
    ["{power}", "{power}"],
    ["Inverter direct-drive motor", "محرك إنفرتر بالدفع المباشر"],
    ["Steam hygiene cycle", "دورة تعقيم بالبخار"],
  ],
};

const microwave: KindProfile = {
  noun: ["Microwave Oven", "فرن ميكروويف"],
  specs: {
    capacity: [litres(23), litres(25), litres(32), litres(42)],
    power: [watts(800), watts(1000), watts(1200)],
    warranty: [warrantyYears(1), warrantyYears(2)],
  },
  intro: [
    ["Heat, grill and defrost in minutes with the {model}.", "سخّن واشوِ وأذب الثلج في دقائق مع {model}."],
    ["The {model} has room for family-size dishes.", "يتسع {model} لأطباق بحجم العائلة."],
  ],
  details: [
    ["{power} of cooking power.", "قدرة طهي {power}."],
    ["Easy-clean enamel interior.", "تجويف داخلي من المينا سهل التنظيف."],
  ],
  features: [
    ["{capacity} capacity", "سعة {capacity}"],
    ["{power} power", "قدرة {power}"],
    ["Auto-cook menus", "قوائم طهي تلقائي"],
    ["Child lock", "قفل أمان للأطفال"],
  ],
};

const airFryer: KindProfile = {
  noun: ["Air Fryer", "مقلاة هوائية"],
  specs: {
    capacity: [litres(4.1), litres(6.2), litres(7.3), litres(9)],
    power: [watts(1500), watts(1700), watts(2000), watts(2225)],
    warranty: [warrantyYears(2)],
  },
  intro: [
    ["Fry, bake and roast with up to 90% less fat in the {model}.", "اقلِ واخبز واشوِ بدهون أقل حتى 90% مع {model}."],
    ["The {model} makes crispy family meals fast.", "تحضّر {model} وجبات عائلية مقرمشة بسرعة."],
  ],
  details: [
    ["A {capacity} basket feeds the whole family.", "سلة بسعة {capacity} تكفي العائلة كلها."],
    ["Dishwasher-safe parts make cleaning easy.", "أجزاء آمنة للغسل في غسالة الصحون لتنظيف سهل."],
  ],
  features: [
    ["{capacity} capacity", "سعة {capacity}"],
    ["{power} rapid air technology", "تقنية الهواء السريع {power}"],
    ["Digital presets", "برامج رقمية مسبقة"],
    ["Dishwasher-safe basket", "سلة آمنة لغسالة الصحون"],
  ],
};

const coffeeMachine: KindProfile = {
  noun: ["Coffee Machine", "ماكينة قهوة"],
  specs: {
    capacity: [litres(1.1), litres(1.8), litres(0.6)],
    power: [watts(1260), watts(1350), watts(1450)],
    warranty: [warrantyYears(2)],
  },
  intro: [
    ["Café-quality coffee at home with the {model}.", "قهوة بجودة المقاهي في منزلك مع {model}."],
    ["The {model} brews espresso, lungo and milky drinks at a touch.", "تحضّر {model} الإسبريسو واللونغو والمشروبات بالحليب بلمسة واحدة."],
  ],
  details: [
    ["A {capacity} water tank means fewer refills.", "خزان ماء بسعة {capacity} يقلل مرات إعادة التعبئة."],
    ["Heats up in under 30 seconds.", "يسخن في أقل من 30 ثانية."],
  ],
  features: [
    ["{capacity} water tank", "خزان ماء {capacity}"],
    ["{power}", "{power}"],
    ["Automatic milk frother", "مُرغي حليب تلقائي"],
    ["Energy-saving auto off", "إيقاف تلقائي لتوفير الطاقة"],
  ],
};

const airPurifier: KindProfile = {
  noun: ["Air Purifier", "جهاز تنقية الهواء"],
  specs: {
    capacity: [["Rooms up to 48 m²", "غرف حتى 48 م²"], ["Rooms up to 81 m²", "غرف حتى 81 م²"], ["Rooms up to 100 m²", "غرف حتى 100 م²"]],
    power: [watts(30), watts(40), watts(56)],
    connectivity: [["Wi-Fi, app control", "واي فاي، تحكم بالتطبيق"], ["Not connected", "غير متصل"]],
    warranty: [warrantyYears(2)],
  },
  intro: [
    ["Breathe cleaner air during dust season with the {model}.", "تنفّس هواءً أنقى في موسم الغبار مع {model}."],
    ["The {model} captures 99.97% of dust, pollen and smoke.", "يلتقط {model} 99.97% من الغبار وحبوب اللقاح والدخان."],
  ],
  details: [
    ["Ideal for {capacity}.", "مثالي لـ {capacity}."],
    ["Real-time air quality display and quiet sleep mode.", "عرض جودة الهواء لحظيًا ووضع نوم هادئ."],
  ],
  features: [
    ["HEPA H13 filter", "فلتر HEPA H13"],
    ["{capacity}", "{capacity}"],
    ["{connectivity}", "{connectivity}"],
    ["Quiet sleep mode", "وضع النوم الهادئ"],
  ],
};

const charger: KindProfile = {
  noun: ["Charger", "شاحن"],
  specs: {
    power: [watts(20), watts(25), watts(30), watts(45), watts(65), watts(100)],
    connectivity: [["USB-C", "USB-C"], ["2 x USB-C, 1 x USB-A", "منفذان USB-C ومنفذ USB-A"]],
    compatibility: [["iPhone, iPad, Galaxy and USB-C laptops", "ايفون وايباد وجالكسي واللابتوبات بمنفذ USB-C"]],
    warranty: [warrantyYears(1), ["18 Months", "18 شهرًا"]],
  },
  intro: [
    ["Charge up fast with the {model}.", "اشحن بسرعة مع {model}."],
    ["The {model} is a compact charger for home, office and travel.", "يعد {model} شاحنًا صغيرًا للمنزل والمكتب والسفر."],
  ],
  details: [
    ["Delivers up to {power}.", "يوفر حتى {power}."],
    ["UAE three-pin plug.", "قابس إماراتي بثلاث شعب."],
  ],
  features: [
    ["{power} fast charging", "شحن سريع {power}"],
    ["{connectivity}", "{connectivity}"],
    ["Works with {compatibility}", "يعمل مع {compatibility}"],
    ["Over-heat and surge protection", "حماية من الحرارة الزائدة وارتفاع الجهد"],
  ],
};

const cable: KindProfile = {
  noun: ["Cable", "كابل"],
  specs: {
    connectivity: [["USB-C to USB-C", "USB-C إلى USB-C"], ["USB-C to Lightning", "USB-C إلى لايتنينج"], ["HDMI 2.1", "HDMI 2.1"]],
    power: [watts(60), watts(100), watts(240)],
    capacity: [["1 m", "1 متر"], ["2 m", "2 متر"], ["3 m", "3 أمتار"]],
    warranty: [warrantyYears(1), warrantyYears(2)],
  },
  intro: [
    ["The {model} is built to survive daily bending and travel.", "صُمم {model} ليتحمل الثني اليومي والسفر."],
    ["Charge and sync reliably with the {model}.", "اشحن وزامن بثقة مع {model}."],
  ],
  details: [
    ["Supports up to {power} charging.", "يدعم الشحن حتى {power}."],
    ["Braided nylon jacket resists tangles.", "غلاف نايلون مجدول يقاوم التشابك."],
  ],
  features: [
    ["{connectivity}", "{connectivity}"],
    ["{capacity} length", "طول {capacity}"],
    ["Up to {power}", "حتى {power}"],
    ["Braided, tangle-free", "مجدول ومقاوم للتشابك"],
  ],
};

const powerBank: KindProfile = {
  noun: ["Power Bank", "باور بانك"],
  specs: {
    capacity: [mah(5000), mah(10000), mah(20000), mah(24000)],
    power: [watts(20), watts(30), watts(65), watts(140)],
    connectivity: [["USB-C in/out, USB-A", "USB-C دخل/خرج، USB-A"], ["MagSafe compatible, USB-C", "متوافق مع MagSafe، USB-C"]],
    weight: [grams(180), grams(220), grams(490), grams(630)],
    warranty: [["18 Months", "18 شهرًا"], warrantyYears(1)],
  },
  intro: [
    ["Never run out of charge with the {model}.", "لا تنفد بطاريتك أبدًا مع {model}."],
    ["The {model} keeps phones, tablets and laptops topped up on the go.", "يحافظ {model} على شحن الهواتف والأجهزة اللوحية واللابتوبات أثناء التنقل."],
  ],
  details: [
    ["{capacity} charges a phone several times.", "سعة {capacity} تشحن الهاتف عدة مرات."],
    ["Airline cabin approved.", "مسموح به في مقصورة الطائرة."],
  ],
  features: [
    ["{capacity} capacity", "سعة {capacity}"],
    ["{power} fast charging", "شحن سريع {power}"],
    ["{connectivity}", "{connectivity}"],
    ["Charge two devices at once", "شحن جهازين في وقت واحد"],
  ],
};

const phoneCase: KindProfile = {
  noun: ["Case", "غطاء"],
  specs: {
    compatibility: [["iPhone 16 Pro", "ايفون 16 برو"], ["iPhone 16 Pro Max", "ايفون 16 برو ماكس"], ["Galaxy S24 Ultra", "جالكسي إس 24 ألترا"], ["Galaxy S25", "جالكسي إس 25"], ["iPhone 15", "ايفون 15"]],
    connectivity: [["MagSafe compatible", "متوافق مع MagSafe"], ["Wireless charging compatible", "متوافق مع الشحن اللاسلكي"]],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Protect your phone in style with the {model}.", "احمِ هاتفك بأناقة مع {model}."],
    ["The {model} adds drop protection without the bulk.", "يضيف {model} حماية من السقوط دون زيادة الحجم."],
  ],
  details: [
    ["Designed for {compatibility}.", "مصمم لـ {compatibility}."],
    ["Raised edges protect the screen and cameras.", "حواف مرتفعة تحمي الشاشة والكاميرات."],
  ],
  features: [
    ["Fits {compatibility}", "يناسب {compatibility}"],
    ["{connectivity}", "{connectivity}"],
    ["Military-grade drop protection", "حماية من السقوط بمعايير عسكرية"],
    ["Raised camera lip", "حافة مرتفعة لحماية الكاميرا"],
  ],
};

const keyboard: KindProfile = {
  noun: ["Keyboard", "لوحة مفاتيح"],
  specs: {
    connectivity: [["Bluetooth, USB receiver", "بلوتوث، مستقبل USB"], ["Bluetooth", "بلوتوث"], ["Wired USB-C", "سلكي USB-C"]],
    compatibility: [["Windows, macOS, iPadOS, Android", "ويندوز، ماك، آيباد، أندرويد"]],
    battery: [["Up to 10 days (backlit)", "حتى 10 أيام (مع الإضاءة)"], ["Up to 36 months", "حتى 36 شهرًا"], ["Wired", "سلكي"]],
    weight: [grams(423), grams(810), grams(1100)],
    warranty: [warrantyYears(1), warrantyYears(2)],
  },
  intro: [
    ["Type in comfort with the {model}, with an Arabic/English layout.", "اكتب براحة مع {model} بتخطيط عربي/إنجليزي."],
    ["The {model} makes long work sessions easier on your hands.", "يجعل {model} جلسات العمل الطويلة أسهل على يديك."],
  ],
  details: [
    ["Connects over {connectivity}.", "يتصل عبر {connectivity}."],
    ["Works with {compatibility}.", "يعمل مع {compatibility}."],
  ],
  features: [
    ["Arabic/English layout", "تخطيط عربي/إنجليزي"],
    ["{connectivity}", "{connectivity}"],
    ["{battery} battery", "بطارية {battery}"],
    ["Quiet, low-profile keys", "مفاتيح هادئة ومنخفضة"],
  ],
};

const mouse: KindProfile = {
  noun: ["Mouse", "فأرة"],
  specs: {
    connectivity: [["Bluetooth, USB receiver", "بلوتوث، مستقبل USB"], ["2.4 GHz wireless", "لاسلكي 2.4 جيجاهرتز"], ["Wired USB", "سلكي USB"]],
    sensor: [["8,000 DPI", "8000 نقطة لكل بوصة"], ["25,600 DPI", "25600 نقطة لكل بوصة"], ["4,000 DPI", "4000 نقطة لكل بوصة"]],
    battery: [["Up to 70 days", "حتى 70 يومًا"], ["Up to 24 months", "حتى 24 شهرًا"], ["Up to 90 hours", "حتى 90 ساعة"]],
    weight: [grams(60), grams(99), grams(141)],
    warranty: [warrantyYears(1), warrantyYears(2)],
  },
  intro: [
    ["Precise control on any surface with the {model}.", "تحكم دقيق على أي سطح مع {model}."],
    ["The {model} fits your hand for hours of comfortable use.", "تناسب {model} يدك لساعات من الاستخدام المريح."],
  ],
  details: [
    ["{sensor} sensor tracks even on glass.", "مستشعر {sensor} يتتبع حتى على الزجاج."],
    ["Battery lasts {battery:lc}.", "تدوم البطارية {battery}."],
  ],
  features: [
    ["{sensor} sensor", "مستشعر {sensor}"],
    ["{connectivity}", "{connectivity}"],
    ["{battery} battery", "بطارية {battery}"],
    ["Programmable buttons", "أزرار قابلة للبرمجة"],
  ],
};

const printer: KindProfile = {
  noun: ["Printer", "طابعة"],
  specs: {
    resolution: [["4800 x 1200 dpi", "4800 × 1200 نقطة لكل بوصة"], ["1200 x 1200 dpi", "1200 × 1200 نقطة لكل بوصة"]],
    connectivity: [["Wi-Fi, USB, mobile printing", "واي فاي، USB، الطباعة من الهاتف"], ["Wi-Fi, Ethernet, USB", "واي فاي، إيثرنت، USB"]],
    capacity: [["Up to 7,500 pages per ink set", "حتى 7500 صفحة لكل مجموعة حبر"], ["Up to 1,500 pages per toner", "حتى 1500 صفحة لكل حبر"]],
    weight: [kg(3.4), kg(5), kg(12.6)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Print, scan and copy at home or in the office with the {model}.", "اطبع وامسح ضوئيًا وانسخ في المنزل أو المكتب مع {model}."],
    ["The {model} keeps running costs low for busy households.", "تحافظ {model} على تكاليف تشغيل منخفضة للمنازل المزدحمة."],
  ],
  details: [
    ["{capacity}.", "{capacity}."],
    ["Print straight from your phone with the companion app.", "اطبع مباشرة من هاتفك عبر التطبيق المرافق."],
  ],
  features: [
    ["{resolution}", "{resolution}"],
    ["{connectivity}", "{connectivity}"],
    ["{capacity}", "{capacity}"],
    ["Print, scan, copy", "طباعة، مسح ضوئي، نسخ"],
  ],
};

const router: KindProfile = {
  noun: ["Router", "راوتر"],
  specs: {
    connectivity: [["Wi-Fi 6 AX3000", "واي فاي 6 AX3000"], ["Wi-Fi 6E AXE5400", "واي فاي 6E AXE5400"], ["Wi-Fi 7 BE9300", "واي فاي 7 BE9300"]],
    capacity: [["Covers up to 250 m²", "يغطي حتى 250 م²"], ["Covers up to 600 m²", "يغطي حتى 600 م²"]],
    compatibility: [["du and Etisalat (e&) fibre", "ألياف دو واتصالات (e&)"]],
    warranty: [warrantyYears(1), warrantyYears(2)],
  },
  intro: [
    ["Fast, stable Wi-Fi for every room with the {model}.", "واي فاي سريع ومستقر لكل غرفة مع {model}."],
    ["The {model} handles streaming, gaming and video calls at the same time.", "يتعامل {model} مع البث والألعاب ومكالمات الفيديو في آن واحد."],
  ],
  details: [
    ["Works with {compatibility}.", "يعمل مع {compatibility}."],
    ["Set up in minutes with the mobile app.", "إعداد خلال دقائق عبر تطبيق الهاتف."],
  ],
  features: [
    ["{connectivity}", "{connectivity}"],
    ["{capacity}", "{capacity}"],
    ["Parental controls", "رقابة أبوية"],
    ["WPA3 security", "حماية WPA3"],
  ],
};

const storageDrive: KindProfile = {
  noun: ["Storage", "وحدة تخزين"],
  specs: {
    connectivity: [["USB 3.2 Gen 2, USB-C", "USB 3.2 Gen 2، USB-C"], ["PCIe 4.0 NVMe M.2", "PCIe 4.0 NVMe M.2"], ["USB 3.0", "USB 3.0"], ["UHS-I U3 V30", "UHS-I U3 V30"]],
    power: [["Up to 1,050 MB/s", "حتى 1050 ميجابايت/ث"], ["Up to 7,450 MB/s", "حتى 7450 ميجابايت/ث"], ["Up to 200 MB/s", "حتى 200 ميجابايت/ث"]],
    compatibility: [["Windows, macOS, PS5, Xbox", "ويندوز، ماك، بلايستيشن 5، إكس بوكس"], ["Cameras, drones, phones", "الكاميرات والدرون والهواتف"]],
    warranty: [warrantyYears(3), warrantyYears(5)],
  },
  intro: [
    ["Back up photos, videos and projects with the {model}.", "احفظ نسخًا احتياطية من صورك وفيديوهاتك ومشاريعك مع {model}."],
    ["The {model} moves large files in seconds.", "ينقل {model} الملفات الكبيرة في ثوانٍ."],
  ],
  details: [
    ["Transfer speeds {power:lc}.", "سرعات نقل {power}."],
    ["Works with {compatibility}.", "يعمل مع {compatibility}."],
  ],
  features: [
    ["{power} transfer speed", "سرعة نقل {power}"],
    ["{connectivity}", "{connectivity}"],
    ["Compatible with {compatibility}", "متوافق مع {compatibility}"],
    ["Shock and drop resistant", "مقاوم للصدمات والسقوط"],
  ],
};

const giftCard: KindProfile = {
  specs: {
    validity: [["Valid for 12 months from purchase", "صالحة لمدة 12 شهرًا من تاريخ الشراء"]],
    coverage: [["Online and in all UAE stores", "عبر الإنترنت وفي جميع فروع الإمارات"]],
  },
  intro: [
    ["Let them choose: the {model} can be spent on thousands of electronics.", "دعهم يختارون: يمكن استخدام {model} لشراء آلاف الأجهزة الإلكترونية."],
  ],
  details: [
    ["Sent by email on the day you choose, with an optional personal message.", "تُرسل عبر البريد الإلكتروني في اليوم الذي تختاره، مع رسالة شخصية اختيارية."],
    ["Up to 5 gift cards can be used on one order.", "يمكن استخدام حتى 5 بطاقات هدايا في طلب واحد."],
  ],
  features: [
    ["{validity}", "{validity}"],
    ["{coverage}", "{coverage}"],
    ["Delivered by email", "تُرسل عبر البريد الإلكتروني"],
    ["Use on up to 5 cards per order", "استخدم حتى 5 بطاقات لكل طلب"],
  ],
};

const warranty: KindProfile = {
  specs: {
    coverage: [["Mechanical and electrical breakdown", "الأعطال الميكانيكية والكهربائية"], ["Accidental damage and liquid spills", "الأضرار العرضية وانسكاب السوائل"]],
    validity: [["Starts after the manufacturer warranty ends", "يبدأ بعد انتهاء ضمان الوكيل"]],
  },
  intro: [
    ["Extend your peace of mind with the {model}.", "مدّد راحة بالك مع {model}."],
    ["The {model} covers repairs after your manufacturer warranty ends.", "يغطي {model} الإصلاحات بعد انتهاء ضمان الوكيل."],
  ],
  details: [
    ["Covers {coverage}.", "يشمل {coverage}."],
    ["Free pick-up and drop-off anywhere in the UAE.", "استلام وتوصيل مجاني في أي مكان في الإمارات."],
    ["Must be bought within 30 days of the device.", "يجب شراؤه خلال 30 يومًا من شراء الجهاز."],
  ],
  features: [
    ["{coverage}", "{coverage}"],
    ["{duration} of cover", "تغطية لمدة {duration}"],
    ["No hidden fees", "بدون رسوم خفية"],
    ["Free pick-up and drop-off", "استلام وتوصيل مجاني"],
  ],
};

const software: KindProfile = {
  specs: {
    platform: [["Windows, macOS, Android, iOS", "ويندوز، ماك، أندرويد، iOS"]],
    validity: [["Activation code delivered by email", "رمز التفعيل يُرسل عبر البريد الإلكتروني"]],
  },
  intro: [
    ["Get the {model} delivered to your inbox in minutes.", "احصل على {model} في بريدك خلال دقائق."],
    ["The {model} is ready to install as soon as you check out.", "{model} جاهز للتثبيت فور إتمام الطلب."],
  ],
  details: [
    ["Runs on {platform}.", "يعمل على {platform}."],
    ["Digital product: activation codes are non-refundable once revealed.", "منتج رقمي: رموز التفعيل غير قابلة للاسترداد بعد كشفها."],
  ],
  features: [
    ["{platform}", "{platform}"],
    ["{devices}", "{devices}"],
    ["{duration} subscription", "اشتراك {duration}"],
    ["Instant email delivery", "تسليم فوري عبر البريد الإلكتروني"],
  ],
};

/** Texts for products whose kind's profile would not fit (a disc game is "software" but not downloaded). */
const videoGame: KindProfile = {
  noun: ["Game", "لعبة"],
  specs: {
    platform: [["PlayStation 5", "بلايستيشن 5"]],
    compatibility: [["1–4 players, online multiplayer", "من 1 إلى 4 لاعبين، لعب جماعي عبر الإنترنت"], ["Single player", "لاعب واحد"]],
    validity: [["Physical disc, UAE edition", "قرص فعلي، إصدار الإمارات"]],
  },
  intro: [
    ["Jump into {model}, one of the most talked-about games of the year.", "انطلق في {model}، إحدى أكثر الألعاب شهرة هذا العام."],
    ["{model} brings hours of adventure to your living room.", "تقدّم {model} ساعات من المغامرة في غرفة المعيشة."],
  ],
  details: [
    ["Arabic subtitles and menus included.", "تتضمن ترجمة وقوائم باللغة العربية."],
    ["Region-free disc that plays on any UAE console.", "قرص غير مقيد بمنطقة يعمل على أي جهاز في الإمارات."],
  ],
  features: [
    ["For {platform}", "لجهاز {platform}"],
    ["{compatibility}", "{compatibility}"],
    ["Arabic subtitles", "ترجمة عربية"],
    ["{validity}", "{validity}"],
  ],
};

const eReader: KindProfile = {
  noun: ["E-Reader", "قارئ كتب إلكتروني"],
  specs: {
    display: [["7\" E Ink Carta, glare-free", "شاشة E Ink Carta مقاس 7 بوصات بدون انعكاس"], ["6.8\" E Ink, adjustable warm light", "شاشة E Ink مقاس 6.8 بوصة بإضاءة دافئة قابلة للتعديل"]],
    battery: [["Up to 12 weeks", "حتى 12 أسبوعًا"], ["Up to 10 weeks", "حتى 10 أسابيع"]],
    connectivity: [["Wi-Fi, Bluetooth audio", "واي فاي، صوت بلوتوث"]],
    water_resistance: [same("IPX8")],
    weight: [grams(158), grams(211)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Carry your whole library with the {model}.", "احمل مكتبتك كاملة مع {model}."],
    ["The {model} reads like real paper, even in bright sunshine.", "يقرأ {model} مثل الورق الحقيقي حتى تحت أشعة الشمس الساطعة."],
  ],
  details: [
    ["A single charge lasts {battery:lc}.", "تدوم الشحنة الواحدة {battery}."],
    ["{water_resistance} waterproof, so you can read by the pool.", "مقاوم للماء {water_resistance} لتقرأ بجانب المسبح."],
  ],
  features: [
    ["{display}", "{display}"],
    ["{battery} battery", "بطارية تدوم {battery}"],
    ["{water_resistance} waterproof", "مقاوم للماء {water_resistance}"],
    ["Thousands of Arabic and English books", "آلاف الكتب العربية والإنجليزية"],
  ],
};

const featurePhone: KindProfile = {
  noun: ["Mobile Phone", "هاتف محمول"],
  specs: {
    display: [inchesDisplay("1.8", "QQVGA"), inchesDisplay("2.4", "QVGA"), inchesDisplay("2.8", "QVGA")],
    battery: [mah(1000), mah(1450), mah(1450)],
    camera: [megapixels(0.3), megapixels(2)],
    connectivity: [["2G, Bluetooth, FM radio", "2G، بلوتوث، راديو FM"], ["4G, Bluetooth 5.0, FM radio", "4G، بلوتوث 5.0، راديو FM"]],
    weight: [grams(78), grams(91), grams(123)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Simple, tough and always reachable: the {model}.", "بسيط ومتين ومتاح دائمًا: {model}."],
    ["The {model} is the easy phone for calls, texts and radio.", "{model} هو الهاتف السهل للمكالمات والرسائل والراديو."],
  ],
  details: [
    ["A {battery} battery lasts for days on standby.", "تدوم بطارية {battery} لأيام في وضع الاستعداد."],
    ["Dual SIM, ideal as a second phone.", "شريحتا اتصال، مثالي كهاتف ثانٍ."],
  ],
  features: [
    ["{display} display", "شاشة {display}"],
    ["{battery} battery", "بطارية {battery}"],
    ["{connectivity}", "{connectivity}"],
    ["Dual SIM", "شريحتا اتصال"],
    ["Built-in torch", "مصباح مدمج"],
  ],
};

const cameraBattery: KindProfile = {
  specs: {
    capacity: [mah(1040), mah(2040), mah(2280)],
    warranty: [warrantyYears(1)],
  },
  intro: [
    ["Keep shooting longer with the {model}.", "واصل التصوير لفترة أطول مع {model}."],
    ["Never miss a shot because of a flat battery: pack the {model}.", "لا تفوّت أي لقطة بسبب نفاد البطارية: احمل {model}."],
  ],
  details: [
    ["Genuine part, made for {compatibility}.", "قطعة أصلية مصممة لـ {compatibility}."],
    ["Light enough to carry a spare in any bag.", "خفيفة بما يكفي لحمل بطارية احتياطية في أي حقيبة."],
  ],
  features: [
    ["Works with {compatibility}", "تعمل مع {compatibility}"],
    ["{capacity} capacity", "سعة {capacity}"],
    ["Genuine manufacturer part", "قطعة أصلية من الشركة المصنعة"],
    ["Charge level indicator", "مؤشر مستوى الشحن"],
  ],
};

export const extraProfiles = {
  "video-game": videoGame,
  "e-reader": eReader,
  "feature-phone": featurePhone,
  "camera-battery": cameraBattery,
} satisfies Record<string, KindProfile>;

export type ExtraProfileName = keyof typeof extraProfiles;

export const kindProfiles: Record<DeviceKind, KindProfile> = {
  phone,
  tablet,
  laptop,
  desktop,
  monitor,
  tv,
  projector,
  soundbar,
  speaker,
  headphones,
  earbuds,
  camera,
  lens,
  "action-camera": actionCamera,
  drone,
  console: consoleProfile,
  controller,
  smartwatch,
  "fitness-band": fitnessBand,
  "smart-speaker": smartSpeaker,
  "smart-bulb": smartBulb,
  "security-camera": securityCamera,
  vacuum,
  refrigerator,
  "washing-machine": washingMachine,
  microwave,
  "air-fryer": airFryer,
  "coffee-machine": coffeeMachine,
  "air-purifier": airPurifier,
  charger,
  cable,
  "power-bank": powerBank,
  "phone-case": phoneCase,
  keyboard,
  mouse,
  printer,
  router,
  "storage-drive": storageDrive,
  "gift-card": giftCard,
  warranty,
  software,
};
