import { axisValue, family, model, series, type FamilySeed } from "./family-model";
import {
  daysBattery, devicesCount, gb, hoursBattery, hz, inchesDisplay, kg, litres, mah, megapixels, watts, years,
} from "./units";

/** Product families per leaf category, keyed by the leaf's url_key. Prices are AED, VAT inclusive. */

// Storage steps (code, AED added over the smallest size).
const applePhoneStorage = [["128", 0], ["256", 500], ["512", 1400], ["1TB", 2300]] as const;
const applePhoneProMaxStorage = [["256", 0], ["512", 900], ["1TB", 1800]] as const;
const flagshipStorage = [["256", 0], ["512", 500], ["1TB", 1500]] as const;
const midRangeStorage = [["128", 0], ["256", 200]] as const;
const budgetStorage = [["64", 0], ["128", 100], ["256", 250]] as const;
const tabletStorage = [["128", 0], ["256", 400], ["512", 1200]] as const;
const laptopStorage = [["512", 0], ["1TB", 400]] as const;
const macStorage = [["256", 0], ["512", 800], ["1TB", 1600]] as const;

// Screen sizes (inches, price factor over the smallest).
const entryTvSizes = [["32", 1], ["40", 1.25], ["43", 1.4]] as const;
const uhdTvSizes = [["43", 1], ["50", 1.2], ["55", 1.35], ["65", 1.85], ["75", 2.6], ["85", 3.8]] as const;
const premiumTvSizes = [["55", 1], ["65", 1.35], ["75", 1.9], ["85", 2.6]] as const;
const oledTvSizes = [["55", 1], ["65", 1.35], ["77", 2], ["83", 2.8]] as const;
const largeTvSizes = [["85", 1], ["98", 1.6], ["100", 1.75]] as const;
const officeMonitorSizes = [["24", 1], ["27", 1.25], ["32", 1.7]] as const;
const gamingMonitorSizes = [["27", 1], ["32", 1.35]] as const;

const wifiOrCellular = [
  axisValue("Wi-Fi", "واي فاي", "WF"),
  axisValue("Wi-Fi + 5G", "واي فاي + 5G", "5G", { add: 600 }, { connectivity: ["Wi-Fi 6E, 5G", "واي فاي 6E، 5G"] }),
];
const watchCaseSizes = [
  axisValue("41mm", "41 ملم", "41"),
  axisValue("45mm", "45 ملم", "45", { add: 150 }),
];
const cableLengths = [
  axisValue("1m", "1 متر", "1M", {}, { capacity: ["1 m", "1 متر"] }),
  axisValue("2m", "2 متر", "2M", { add: 20 }, { capacity: ["2 m", "2 متر"] }),
];
const bulbPacks = [
  axisValue("", "", "1P"),
  axisValue("2-Pack", "عبوة من قطعتين", "2P", { factor: 1.8 }),
  axisValue("3-Pack", "عبوة من 3 قطع", "3P", { factor: 2.6 }),
];
const cameraBattery = ["Camera Battery", "بطارية كاميرا"] as const;
const memoryCardSpecs = {
  connectivity: "UHS-I U3 V30",
  power: ["Up to 200 MB/s", "حتى 200 ميجابايت/ث"],
  compatibility: ["Cameras, drones, phones", "الكاميرات والدرون والهواتف"],
} as const;
const mainsPowered = { battery: null, water_resistance: null } as const;
const gamePlatforms = {
  ps5: axisValue("PS5", "بلايستيشن 5", "PS5", {}, { platform: ["PlayStation 5", "بلايستيشن 5"] }),
  xbox: axisValue("Xbox Series X", "إكس بوكس سيريس X", "XSX", {}, { platform: ["Xbox Series X|S", "إكس بوكس سيريس X|S"] }),
  switch: axisValue("Nintendo Switch", "نينتندو سويتش", "NSW", {}, { platform: ["Nintendo Switch", "نينتندو سويتش"] }),
};
const gameEditions = [
  axisValue("Standard Edition", "الإصدار القياسي", "STD"),
  axisValue("Deluxe Edition", "الإصدار الفاخر", "DLX", { add: 80 }),
];

const appleColors = ["BLK", "WHT", "PNK", "TEL", "BLU"];
const appleProColors = ["BTT", "WTT", "NTT", "DTT"];
const macColors = ["MDN", "STL", "SGY", "SLV"];
const samsungColors = ["TGY", "BLK", "BLU", "PRP", "GRN"];
const laptopColors = ["SLV", "GRY", "BLU"];
const audioColors = ["BLK", "WHT", "BLU", "BEG"];
const speakerColors = ["BLK", "BLU", "RED", "TEL", "PNK"];
const accessoryColors = ["BLK", "WHT", "BLU"];
const caseColors = ["BLK", "NVY", "PNK", "GRN", "LAV"];
const applianceColors = ["SLV", "BLK", "WHT"];

export const familiesByLeaf: Readonly<Record<string, readonly FamilySeed[]>> = {
  iphone: [
    family("apple", series("iPhone {n}", "ايفون {n}", [14, 15, 16], [
      ["", "", 1],
      [" Plus", " بلس", 1.13],
    ], 2599, 0.1, {
      operating_system: ["iOS 18", "iOS 18"],
      connectivity: ["5G, Wi-Fi 6, Bluetooth 5.3, NFC", "5G، واي فاي 6، بلوتوث 5.3، NFC"], water_resistance: "IP68",
    }), { colors: appleColors, storages: applePhoneStorage, configurable: true }),
    family("apple", series("iPhone {n} Pro", "ايفون {n} برو", [15, 16], [["", "", 1]], 3999, 0.08, {
      operating_system: ["iOS 18", "iOS 18"], water_resistance: "IP68",
    }), { colors: appleProColors, storages: applePhoneStorage, configurable: true }),
    family("apple", series("iPhone {n} Pro Max", "ايفون {n} برو ماكس", [15, 16], [["", "", 1]], 4699, 0.08, {
      operating_system: ["iOS 18", "iOS 18"], water_resistance: "IP68",
    }), { colors: appleProColors, storages: applePhoneProMaxStorage, configurable: true }),
    family("apple", [
      model("iPhone 16e", "ايفون 16e", 2599),
      model("iPhone 13", "ايفون 13", 2199),
    ], { colors: ["BLK", "WHT", "BLU"], storages: midRangeStorage, specs: { operating_system: ["iOS 18", "iOS 18"], battery: mah(3279) } }),
  ],
  "samsung-galaxy-phones": [
    family("samsung", series("Galaxy S{n}", "جالكسي إس {n}", [23, 24, 25], [
      ["", "", 1],
      ["+", " بلس", 1.2],
      [" Ultra", " ألترا", 1.6],
    ], 2599, 0.12, {
      operating_system: ["Android 14, One UI 6.1", "أندرويد 14، One UI 6.1"],
      water_resistance: "IP68",
    }), { colors: samsungColors, storages: flagshipStorage, configurable: true }),
    family("samsung", series("Galaxy S{n} FE", "جالكسي إس {n} إف إي", [23, 24], [["", "", 1]], 1999, 0.1), { colors: ["BLU", "GRY", "MNT", "YLW"], storages: midRangeStorage }),
    family("samsung", series("Galaxy A{n}", "جالكسي إيه {n}", [15, 25, 35, 55], [["", "", 1]], 599, 0.3), { colors: ["BLK", "ICY", "LAV", "YLW"], storages: budgetStorage }),
    family("samsung", series("Galaxy A{n} 5G", "جالكسي إيه {n} 5G", [16, 26, 36, 56], [["", "", 1]], 749, 0.28), { colors: ["BLK", "GRY", "LAV", "MNT"], storages: midRangeStorage }),
  ],
  "android-phones": [
    family("google", [
      model("Pixel 8a", "بكسل 8a", 1899),
      model("Pixel 9", "بكسل 9", 3299),
      model("Pixel 9 Pro", "بكسل 9 برو", 4299),
      model("Pixel 9 Pro XL", "بكسل 9 برو XL", 4799),
    ], { colors: ["BLK", "PNK", "GRN", "WHT"], storages: midRangeStorage, configurable: true }),
    family("xiaomi", [
      model("Redmi 13C", "ريدمي 13C", 499, { specs: { processor: "MediaTek Helio G85", ram: gb(4) } }),
      model("Redmi Note 13", "ريدمي نوت 13", 699, { specs: { processor: "Snapdragon 685", display: inchesDisplay("6.67", "AMOLED") } }),
      model("Redmi Note 13 Pro", "ريدمي نوت 13 برو", 1099, { specs: { processor: "Snapdragon 7s Gen 2", camera: megapixels(200, 8, 2) } }),
      model("Redmi Note 13 Pro+ 5G", "ريدمي نوت 13 برو+ 5G", 1499, { specs: { processor: "MediaTek Dimensity 7200 Ultra", camera: megapixels(200, 8, 2) } }),
      model("Poco X6 Pro", "بوكو X6 برو", 1199, { specs: { processor: "MediaTek Dimensity 8300 Ultra" } }),
      model("Xiaomi 14", "شاومي 14", 2999, { specs: { processor: "Snapdragon 8 Gen 3", camera: megapixels(50, 50, 50) } }),
      model("Xiaomi 14 Ultra", "شاومي 14 ألترا", 4999, { specs: { processor: "Snapdragon 8 Gen 3", camera: megapixels(50, 50, 50, 50) } }),
    ], { colors: ["BLK", "BLU", "GRN", "PRP"], storages: midRangeStorage, noun: null }),
    family("huawei", [
      model("nova 12i", "نوفا 12i", 799),
      model("nova 12 SE", "نوفا 12 SE", 1099),
      model("nova 13 Pro", "نوفا 13 برو", 1999),
      model("Pura 70", "بورا 70", 2999, { specs: { camera: megapixels(50, 13, 12) } }),
      model("Pura 70 Pro", "بورا 70 برو", 3999, { specs: { camera: megapixels(50, 48, 12.5) } }),
      model("Pura 70 Ultra", "بورا 70 ألترا", 4999, { specs: { camera: megapixels(50, 50, 40) } }),
      model("Mate 60 Pro", "ميت 60 برو", 4299),
    ], { colors: ["BLK", "WHT", "GRN", "PNK"], storages: midRangeStorage, specs: { operating_system: ["EMUI 14 with AppGallery", "EMUI 14 مع متجر AppGallery"] } }),
    family("oneplus", [
      model("Nord CE4", "نورد CE4", 1199),
      model("Nord 4", "نورد 4", 1599),
      model("12R", "12R", 2199),
      model("12", "12", 3199, { specs: { camera: megapixels(50, 64, 48) } }),
      model("13", "13", 3299, { specs: { camera: megapixels(50, 50, 50) } }),
    ], { colors: ["BLK", "GRN", "SLV"], storages: midRangeStorage, configurable: true }),
    family("oppo", [
      model("A3 Pro", "A3 برو", 899),
      model("Reno12 F", "رينو 12 F", 1199),
      model("Reno12", "رينو 12", 1699),
      model("Reno12 Pro", "رينو 12 برو", 2199),
      model("Find X8", "فايند X8", 3499),
      model("Find X8 Pro", "فايند X8 برو", 4299, { specs: { camera: megapixels(50, 50, 50, 50) } }),
    ], { colors: ["BLK", "SLV", "PNK", "BLU"], storages: midRangeStorage }),
    family("honor", [
      model("X8b", "X8b", 849),
      model("X9b", "X9b", 1199),
      model("200", "200", 1499),
      model("200 Pro", "200 برو", 2299),
      model("Magic6 Pro", "ماجيك 6 برو", 3999, { specs: { camera: megapixels(50, 180, 50) } }),
      model("Magic7 Pro", "ماجيك 7 برو", 4299),
    ], { colors: ["BLK", "GRN", "WHT", "CRM"], storages: midRangeStorage }),
  ],
  "foldable-phones": [
    family("samsung", series("Galaxy Z Flip{n}", "جالكسي زد فليب {n}", [5, 6], [["", "", 1]], 2999, 0.3), { colors: ["BLU", "MNT", "YLW", "SLV"], storages: [["256", 0], ["512", 500]], configurable: true }),
    family("samsung", series("Galaxy Z Fold{n}", "جالكسي زد فولد {n}", [5, 6], [["", "", 1]], 5299, 0.13), { colors: ["NVY", "PNK", "SLV"], storages: [["256", 0], ["512", 500]], configurable: true }),
    family("honor", [model("Magic V2", "ماجيك V2", 4999), model("Magic V3", "ماجيك V3", 5999)], { colors: ["BLK", "GRN"], storages: [["512", 0]] }),
    family("huawei", [model("Mate X5", "ميت إكس 5", 6499), model("Pocket 2", "بوكيت 2", 4499)], { colors: ["BLK", "WHT"], storages: [["512", 0]] }),
    family("google", [model("Pixel 9 Pro Fold", "بكسل 9 برو فولد", 6499)], { colors: ["BLK", "WHT"], storages: [["256", 0]] }),
    family("oppo", [model("Find N3 Flip", "فايند N3 فليب", 3699)], { colors: ["BLK", "PNK"], storages: [["256", 0]] }),
  ],
  ipad: [
    family("apple", [
      model("iPad 10th Gen", "ايباد الجيل العاشر", 1599, { size: "10.9", specs: { display: inchesDisplay("10.9", "Liquid Retina") } }),
      model("iPad mini A17 Pro", "ايباد ميني A17 برو", 2099, { size: "8.3", specs: { display: inchesDisplay("8.3", "Liquid Retina") } }),
      model("iPad Air 11 M2", "ايباد اير 11 M2", 2499, { size: "11", specs: { display: inchesDisplay("11", "Liquid Retina") } }),
      model("iPad Air 13 M2", "ايباد اير 13 M2", 3299, { size: "13", specs: { display: inchesDisplay("13", "Liquid Retina") } }),
      model("iPad Pro 11 M4", "ايباد برو 11 M4", 4199, { size: "11", specs: { display: inchesDisplay("11", "Ultra Retina XDR OLED") } }),
      model("iPad Pro 13 M4", "ايباد برو 13 M4", 5399, { size: "13", specs: { display: inchesDisplay("13", "Ultra Retina XDR OLED") } }),
    ], {
      colors: ["SGY", "BLU", "PRP", "STL"], storages: tabletStorage, options: [wifiOrCellular], configurable: true,
      specs: { operating_system: ["iPadOS 18", "iPadOS 18"] },
    }),
  ],
  "android-tablets": [
    family("samsung", [
      model("Galaxy Tab A9+", "جالكسي تاب إيه 9 بلس", 799, { size: "11" }),
      model("Galaxy Tab S9 FE", "جالكسي تاب إس 9 إف إي", 1599, { size: "10.9" }),
      model("Galaxy Tab S9", "جالكسي تاب إس 9", 2999, { size: "11" }),
      model("Galaxy Tab S10+", "جالكسي تاب إس 10 بلس", 3999, { size: "12.4" }),
    ], { colors: ["GRY", "SLV", "MNT"], storages: [["128", 0], ["256", 300]], options: [wifiOrCellular], configurable: true, specs: { operating_system: ["Android 14, One UI 6", "أندرويد 14، One UI 6"] } }),
    family("xiaomi", [
      model("Redmi Pad SE", "ريدمي باد إس إي", 699, { size: "11" }),
      model("Pad 6", "باد 6", 1299, { size: "11" }),
    ], { colors: ["GRY", "BLU", "MNT"], storages: [["128", 0], ["256", 200]] }),
    family("lenovo", [
      model("Tab M11", "تاب M11", 799, { size: "11" }),
      model("Tab P12", "تاب P12", 1499, { size: "12.4" }),
    ], { colors: ["GRY", "GRN"], storages: [["128", 0], ["256", 200]] }),
    family("huawei", [
      model("MatePad 11.5", "ميت باد 11.5", 1199, { size: "11" }),
      model("MatePad Pro 13.2", "ميت باد برو 13.2", 3999, { size: "13" }),
    ], { colors: ["GRY", "GRN", "WHT"], storages: [["128", 0], ["256", 300]] }),
    family("honor", [model("Pad 9", "باد 9", 1099, { size: "12.4" })], { colors: ["GRY", "BLU"], storages: [["256", 0]] }),
  ],
  "kids-tablets": [
    family("amazon", [
      model("Fire HD 8 Kids", "فاير HD 8 كيدز", 549, { size: "8.3" }),
      model("Fire HD 10 Kids Pro", "فاير HD 10 كيدز برو", 799, { size: "10.9" }),
    ], { colors: ["BLU", "PNK", "PRP"], storages: [["32", 0], ["64", 100]], specs: { operating_system: ["Fire OS", "فاير أو إس"] } }),
    family("samsung", [model("Galaxy Tab A9 Kids Edition", "جالكسي تاب إيه 9 إصدار الأطفال", 699, { size: "8.3" })], { colors: ["BLU", "PNK"], storages: [["64", 0]] }),
    family("lenovo", [model("Tab M10 Kids", "تاب M10 للأطفال", 599, { size: "10.9" })], { colors: ["BLU", "GRN"], storages: [["32", 0], ["64", 80]] }),
  ],
  "e-readers": [
    family("amazon", [
      model("Kindle", "كيندل", 449),
      model("Kindle Paperwhite", "كيندل بيبروايت", 649),
      model("Kindle Paperwhite Signature Edition", "كيندل بيبروايت إصدار سيجنتشر", 849),
      model("Kindle Scribe", "كيندل سكرايب", 1599),
    ], { profile: "e-reader", colors: ["BLK", "GRN", "PNK"] }),
  ],
  "feature-phones": [
    family("nokia", [
      model("105", "105", 99),
      model("110 4G", "110 4G", 149),
      model("3210 4G", "3210 4G", 249),
      model("2660 Flip", "2660 فليب", 299),
      model("6310", "6310", 229),
    ], { profile: "feature-phone", colors: ["BLK", "BLU", "RED", "YLW"], specs: { operating_system: "Series 30+", processor: "Unisoc T107" } }),
  ],
  "rugged-phones": [
    family("samsung", [model("Galaxy XCover7", "جالكسي إكس كوفر 7", 1299), model("Galaxy XCover6 Pro", "جالكسي إكس كوفر 6 برو", 1599)], { colors: ["BLK"], storages: [["128", 0]], specs: { water_resistance: "IP68, MIL-STD-810H" } }),
    family("nokia", [model("XR21", "XR21", 1499), model("XR20", "XR20", 1199)], { colors: ["BLK", "GRN"], storages: [["128", 0]], specs: { water_resistance: "IP69K, MIL-STD-810H" } }),
  ],
  macbook: [
    family("apple", [
      model("MacBook Air 13 M2", "ماك بوك اير 13 M2", 3499, { size: "13.6" }),
      model("MacBook Air 13 M3", "ماك بوك اير 13 M3", 4199, { size: "13.6" }),
      model("MacBook Air 15 M3", "ماك بوك اير 15 M3", 5199, { size: "15.3" }),
      model("MacBook Air 13 M4", "ماك بوك اير 13 M4", 4299, { size: "13.6" }),
    ], {
      noun: null, colors: macColors, storages: macStorage, configurable: true,
      specs: { operating_system: ["macOS Sequoia", "macOS Sequoia"], battery: hoursBattery(18), display: ["Liquid Retina", "Liquid Retina"] },
    }),
    family("apple", [
      model("MacBook Pro 14 M4", "ماك بوك برو 14 M4", 6999, { size: "14" }),
      model("MacBook Pro 14 M4 Pro", "ماك بوك برو 14 M4 برو", 8499, { size: "14" }),
      model("MacBook Pro 16 M4 Pro", "ماك بوك برو 16 M4 برو", 10499, { size: "16" }),
    ], {
      noun: null, colors: ["SBK", "SLV"], storages: [["512", 0], ["1TB", 800]], configurable: true,
      specs: { operating_system: ["macOS Sequoia", "macOS Sequoia"], battery: hoursBattery(24), display: ["Liquid Retina XDR", "Liquid Retina XDR"] },
    }),
  ],
  "windows-laptops": [
    family("hp", [
      model("Pavilion 15", "بافيليون 15", 2499, { size: "15.6", specs: { processor: "Intel Core i5-1335U" } }),
      model("Pavilion Plus 14", "بافيليون بلس 14", 3299, { size: "14", specs: { processor: "Intel Core Ultra 5 125H" } }),
      model("Envy 16", "إنفي 16", 4999, { size: "16", specs: { processor: "Intel Core Ultra 7 155H" } }),
      model("Spectre x360 14", "سبكتر x360 14", 6999, { size: "14", specs: { processor: "Intel Core Ultra 7 155H", display: inchesDisplay("14", "2.8K OLED touch") } }),
      model("250 G10", "250 G10", 1699, { size: "15.6", specs: { processor: "Intel Core i3-1315U", ram: gb(8) } }),
    ], { colors: laptopColors, storages: laptopStorage }),
    family("dell", [
      model("XPS 13", "إكس بي إس 13", 5999, { size: "13.3", specs: { processor: "Intel Core Ultra 7 155H", ram: gb(16) } }),
      model("XPS 14", "إكس بي إس 14", 7999, { size: "14", specs: { processor: "Intel Core Ultra 7 155H", ram: gb(32) } }),
    ], { colors: ["SLV", "GRP"], storages: laptopStorage, configurable: true }),
    family("dell", [
      model("Inspiron 15", "إنسبايرون 15", 2199, { size: "15.6" }),
      model("Inspiron 14 Plus", "إنسبايرون 14 بلس", 3799, { size: "14" }),
      model("Latitude 5440", "لاتيتيود 5440", 4499, { size: "14", specs: { operating_system: ["Windows 11 Pro", "ويندوز 11 برو"] } }),
    ], { colors: ["SLV", "BLK"], storages: laptopStorage }),
    family("lenovo", [
      model("IdeaPad Slim 3", "آيديا باد سليم 3", 1999, { size: "15.6" }),
      model("IdeaPad Slim 5", "آيديا باد سليم 5", 2999, { size: "14" }),
      model("Yoga Slim 7", "يوغا سليم 7", 4499, { size: "14" }),
      model("ThinkPad E14", "ثينك باد E14", 3699, { size: "14", specs: { operating_system: ["Windows 11 Pro", "ويندوز 11 برو"] } }),
      model("ThinkPad X1 Carbon Gen 12", "ثينك باد X1 كاربون الجيل 12", 8999, { size: "14", specs: { processor: "Intel Core Ultra 7 165U", ram: gb(32) } }),
    ], { colors: ["GRY", "BLU", "BLK"], storages: laptopStorage }),
    family("asus", [
      model("Vivobook 15", "فيفو بوك 15", 1799, { size: "15.6" }),
      model("Vivobook S 14 OLED", "فيفو بوك S 14 OLED", 3299, { size: "14" }),
      model("Zenbook 14 OLED", "زين بوك 14 OLED", 4299, { size: "14", specs: { display: inchesDisplay("14", "3K OLED") } }),
    ], { colors: ["SLV", "BLU", "BLK"], storages: laptopStorage }),
    family("acer", [
      model("Aspire 5", "أسباير 5", 1899, { size: "15.6" }),
      model("Swift Go 14", "سويفت جو 14", 3499, { size: "14" }),
    ], { colors: ["SLV", "GRY"], storages: laptopStorage }),
    family("microsoft", [
      model("Surface Laptop 7 13.8", "سيرفس لابتوب 7 مقاس 13.8", 5299, { size: "13.6", specs: { processor: "Snapdragon X Plus", operating_system: ["Windows 11 Home on Arm", "ويندوز 11 هوم لمعالجات Arm"] } }),
      model("Surface Laptop 7 15", "سيرفس لابتوب 7 مقاس 15", 6499, { size: "15.3", specs: { processor: "Snapdragon X Elite" } }),
    ], { colors: ["SLV", "BLK", "BEG"], storages: laptopStorage }),
    family("huawei", [
      model("MateBook D 16", "ميت بوك D 16", 2899, { size: "16" }),
      model("MateBook X Pro", "ميت بوك X برو", 6999, { size: "14" }),
    ], { colors: ["GRY", "BLU"], storages: laptopStorage }),
  ],
  "gaming-laptops": [
    family("asus", [
      model("TUF Gaming F15", "توف جيمنج F15", 3499, { size: "15.6", specs: { graphics: "NVIDIA GeForce RTX 4050" } }),
      model("ROG Strix G16", "روج ستريكس G16", 6499, { size: "16", specs: { graphics: "NVIDIA GeForce RTX 4070", processor: "Intel Core i9-14900HX" } }),
      model("ROG Zephyrus G14", "روج زيفيروس G14", 7999, { size: "14", specs: { graphics: "NVIDIA GeForce RTX 4070", display: inchesDisplay("14", "3K OLED 120Hz") } }),
    ], { colors: ["GRY", "BLK"], storages: laptopStorage, specs: { refresh_rate: hz(165), ram: gb(16) } }),
    family("lenovo", [
      model("LOQ 15", "لوك 15", 3299, { size: "15.6", specs: { graphics: "NVIDIA GeForce RTX 4050" } }),
      model("Legion 5i", "ليجن 5i", 5999, { size: "16", specs: { graphics: "NVIDIA GeForce RTX 4060" } }),
      model("Legion Pro 7i", "ليجن برو 7i", 9999, { size: "16", specs: { graphics: "NVIDIA GeForce RTX 4080", processor: "Intel Core i9-14900HX", ram: gb(32) } }),
    ], { colors: ["GRY", "BLK"], storages: [["1TB", 0], ["2TB", 900]], specs: { ram: gb(16) } }),
    family("hp", [
      model("Victus 15", "فيكتوس 15", 2999, { size: "15.6", specs: { graphics: "NVIDIA GeForce RTX 3050" } }),
      model("Omen 16", "أومن 16", 5999, { size: "16", specs: { graphics: "NVIDIA GeForce RTX 4060" } }),
      model("Omen Transcend 14", "أومن ترانسند 14", 7499, { size: "14", specs: { graphics: "NVIDIA GeForce RTX 4060" } }),
    ], { colors: ["BLK", "BLU"], storages: laptopStorage }),
    family("dell", [
      model("G15", "G15", 3999, { size: "15.6", specs: { graphics: "NVIDIA GeForce RTX 4050" } }),
      model("Alienware m16 R2", "إيلين وير m16 R2", 8999, { size: "16", specs: { graphics: "NVIDIA GeForce RTX 4070" } }),
    ], { colors: ["BLK", "GRY"], storages: [["1TB", 0]] }),
    family("acer", [
      model("Nitro V 15", "نيترو V 15", 2999, { size: "15.6", specs: { graphics: "NVIDIA GeForce RTX 4050" } }),
      model("Predator Helios Neo 16", "بريداتور هيليوس نيو 16", 5499, { size: "16", specs: { graphics: "NVIDIA GeForce RTX 4060" } }),
    ], { colors: ["BLK"], storages: laptopStorage }),
    family("msi", [
      model("Katana 15", "كاتانا 15", 3999, { size: "15.6", specs: { graphics: "NVIDIA GeForce RTX 4060" } }),
      model("Raider GE78 HX", "رايدر GE78 HX", 12499, { size: "17.3", specs: { graphics: "NVIDIA GeForce RTX 4090", ram: gb(32) } }),
    ], { colors: ["BLK"], storages: [["1TB", 0]] }),
    family("razer", [
      model("Blade 14", "بليد 14", 9999, { size: "14", specs: { graphics: "NVIDIA GeForce RTX 4070" } }),
      model("Blade 16", "بليد 16", 12999, { size: "16", specs: { graphics: "NVIDIA GeForce RTX 4080" } }),
    ], { colors: ["BLK"], storages: [["1TB", 0]] }),
  ],
  "2-in-1-laptops": [
    family("microsoft", [
      model("Surface Pro 11", "سيرفس برو 11", 4999, { size: "13", specs: { processor: "Snapdragon X Plus", display: inchesDisplay("13", "PixelSense Flow") } }),
      model("Surface Pro 9", "سيرفس برو 9", 3999, { size: "13", specs: { processor: "Intel Core i5-1235U" } }),
    ], { noun: ["2-in-1 Laptop", "لابتوب 2 في 1"], colors: ["SLV", "BLK", "BLU"], storages: [["256", 0], ["512", 800]], configurable: true }),
    family("hp", [model("Envy x360 14", "إنفي x360 14", 3999, { size: "14" }), model("Spectre x360 16", "سبكتر x360 16", 7999, { size: "16" })], { noun: ["2-in-1 Laptop", "لابتوب 2 في 1"], colors: ["SLV", "BLU"], storages: laptopStorage }),
    family("lenovo", [model("Yoga 7i 2-in-1", "يوغا 7i 2 في 1", 3799, { size: "14" }), model("IdeaPad Flex 5", "آيديا باد فليكس 5", 2699, { size: "14" })], { noun: ["2-in-1 Laptop", "لابتوب 2 في 1"], colors: ["GRY", "BLU"], storages: laptopStorage }),
    family("dell", [model("Inspiron 14 2-in-1", "إنسبايرون 14 2 في 1", 2999, { size: "14" })], { noun: ["2-in-1 Laptop", "لابتوب 2 في 1"], colors: ["SLV"], storages: laptopStorage }),
  ],
  "all-in-one-pcs": [
    family("apple", [model("iMac 24 M4", "آي ماك 24 M4", 5499, { size: "24", specs: { operating_system: ["macOS Sequoia", "macOS Sequoia"] } })], { noun: ["All-in-One", "كمبيوتر الكل في واحد"], colors: ["BLU", "GRN", "PNK", "SLV", "YLW"], storages: macStorage, configurable: true }),
    family("hp", [model("All-in-One 24", "أول إن ون 24", 2799, { size: "24" }), model("Envy Move 24", "إنفي موف 24", 3999, { size: "24" })], { noun: ["All-in-One PC", "كمبيوتر الكل في واحد"], colors: ["WHT", "BLK"], storages: laptopStorage }),
    family("lenovo", [model("IdeaCentre AIO 3", "آيديا سنتر AIO 3", 2599, { size: "24" }), model("Yoga AIO 9", "يوغا AIO 9", 6999, { size: "32" })], { noun: ["All-in-One PC", "كمبيوتر الكل في واحد"], colors: ["WHT", "GRY"], storages: laptopStorage }),
    family("dell", [model("Inspiron 24 All-in-One", "إنسبايرون 24 الكل في واحد", 2999, { size: "24" })], { noun: null, colors: ["WHT", "BLK"], storages: laptopStorage }),
  ],
  "gaming-desktops": [
    family("hp", [model("Omen 25L", "أومن 25L", 4999), model("Omen 45L", "أومن 45L", 9999, { specs: { graphics: "NVIDIA GeForce RTX 4080 Super" } })], { noun: ["Gaming Desktop", "كمبيوتر مكتبي للألعاب"], storages: [["1TB", 0], ["2TB", 600]] }),
    family("lenovo", [model("Legion Tower 5i", "ليجن تاور 5i", 5999), model("Legion Tower 7i", "ليجن تاور 7i", 10999)], { noun: ["Gaming Desktop", "كمبيوتر مكتبي للألعاب"], storages: [["1TB", 0], ["2TB", 600]] }),
    family("dell", [model("Alienware Aurora R16", "إيلين وير أورورا R16", 8499)], { noun: ["Gaming Desktop", "كمبيوتر مكتبي للألعاب"], storages: [["1TB", 0], ["2TB", 600]] }),
    family("asus", [model("ROG Strix G16CH", "روج ستريكس G16CH", 6499)], { noun: ["Gaming Desktop", "كمبيوتر مكتبي للألعاب"], storages: [["1TB", 0]] }),
    family("acer", [model("Predator Orion 7000", "بريداتور أوريون 7000", 11999)], { noun: ["Gaming Desktop", "كمبيوتر مكتبي للألعاب"], storages: [["2TB", 0]] }),
  ],
  "mini-pcs": [
    family("apple", [
      model("Mac mini M4", "ماك ميني M4", 2499),
      model("Mac mini M4 Pro", "ماك ميني M4 برو", 5499),
      model("Mac Studio M2 Max", "ماك ستوديو M2 ماكس", 8499),
    ], { noun: null, storages: macStorage, specs: { operating_system: ["macOS Sequoia", "macOS Sequoia"], graphics: ["Integrated Apple GPU", "معالج رسومات أبل مدمج"] } }),
    family("asus", [model("NUC 14 Pro", "NUC 14 برو", 2999)], { noun: ["Mini PC", "كمبيوتر صغير"], storages: laptopStorage }),
    family("lenovo", [model("ThinkCentre Neo 50q", "ثينك سنتر نيو 50q", 2199)], { noun: ["Mini PC", "كمبيوتر صغير"], storages: [["512", 0]] }),
    family("dell", [model("OptiPlex Micro 7020", "أوبتي بليكس مايكرو 7020", 2899)], { noun: ["Mini PC", "كمبيوتر صغير"], storages: [["512", 0]] }),
  ],
  "gaming-monitors": [
    family("samsung", [
      model("Odyssey G5", "أوديسي G5", 999, { specs: { refresh_rate: hz(165), resolution: ["QHD 2560 x 1440", "QHD 2560 × 1440"] } }),
      model("Odyssey G7", "أوديسي G7", 1899, { specs: { refresh_rate: hz(240) } }),
      model("Odyssey OLED G8", "أوديسي OLED G8", 3999, { specs: { refresh_rate: hz(240), display: ["QD-OLED panel", "لوحة QD-OLED"] } }),
    ], { noun: ["Gaming Monitor", "شاشة ألعاب"], sizes: gamingMonitorSizes }),
    family("lg", [model("UltraGear 27GR95QE", "ألترا جير 27GR95QE", 3299), model("UltraGear 32GS95UE", "ألترا جير 32GS95UE", 5299)], { noun: ["OLED Gaming Monitor", "شاشة ألعاب OLED"], specs: { display: ["OLED panel", "لوحة OLED"], refresh_rate: hz(240) } }),
    family("asus", [model("ROG Swift PG27AQDM", "روج سويفت PG27AQDM", 3499), model("TUF Gaming VG27AQ", "توف جيمنج VG27AQ", 1099)], { noun: ["Gaming Monitor", "شاشة ألعاب"] }),
    family("acer", [model("Nitro VG270", "نيترو VG270", 649), model("Predator XB273U", "بريداتور XB273U", 1499)], { noun: ["Gaming Monitor", "شاشة ألعاب"] }),
    family("dell", [model("Alienware AW2725DF", "إيلين وير AW2725DF", 3299)], { noun: ["QD-OLED Gaming Monitor", "شاشة ألعاب QD-OLED"] }),
  ],
  "office-monitors": [
    family("dell", [model("S Series S24", "سلسلة S S24", 549), model("P Series P24", "سلسلة P P24", 899)], { sizes: officeMonitorSizes }),
    family("hp", [model("M24f", "M24f", 499), model("Series 5 Pro", "سيريس 5 برو", 899)], { sizes: officeMonitorSizes }),
    family("lg", [model("27MP400", "27MP400", 449), model("UltraWide 34WQ500", "ألترا وايد 34WQ500", 1199)], { sizes: [["27", 1], ["34", 2.2]] }),
    family("samsung", [model("Essential S3", "إيسنشال S3", 449), model("ViewFinity S6", "فيو فينيتي S6", 999)], { sizes: officeMonitorSizes }),
    family("philips", [model("241V8", "241V8", 399), model("272E1GAJ", "272E1GAJ", 649)], { sizes: [["24", 1], ["27", 1.3]] }),
  ],
  "professional-monitors": [
    family("apple", [model("Studio Display", "ستوديو ديسبلاي", 6399, { size: "27" })], { noun: null, specs: { resolution: ["5K Retina 5120 x 2880", "5K ريتينا 5120 × 2880"] }, options: [[axisValue("", "", "STD"), axisValue("Nano-texture glass", "زجاج نانو", "NANO", { add: 1200 })]] }),
    family("dell", [model("UltraSharp U2724D", "ألترا شارب U2724D", 1899), model("UltraSharp U3224KB 6K", "ألترا شارب U3224KB 6K", 9999)], { specs: { resolution: ["QHD to 6K", "من QHD إلى 6K"] } }),
    family("asus", [model("ProArt PA279CRV", "برو آرت PA279CRV", 2199), model("ProArt PA32UCXR", "برو آرت PA32UCXR", 11999)], { specs: { resolution: ["4K UHD 3840 x 2160", "4K 3840 × 2160"] } }),
    family("lg", [model("UltraFine 32UN880", "ألترا فاين 32UN880", 2799)], { specs: { resolution: ["4K UHD 3840 x 2160", "4K 3840 × 2160"] } }),
  ],
  printers: [
    family("hp", [
      model("DeskJet 2720e", "ديسك جيت 2720e", 229),
      model("Smart Tank 580", "سمارت تانك 580", 699),
      model("LaserJet M111w", "ليزر جيت M111w", 449),
      model("LaserJet Pro MFP 4103fdw", "ليزر جيت برو MFP 4103fdw", 2199),
    ], { noun: null }),
    family("canon", [model("PIXMA G3470", "بيكسما G3470", 649), model("i-SENSYS MF655Cdw", "آي سينسيس MF655Cdw", 1999)], { noun: ["All-in-One Printer", "طابعة متعددة الوظائف"] }),
    family("epson", [model("EcoTank L3250", "إيكو تانك L3250", 649), model("EcoTank L6490", "إيكو تانك L6490", 1499)], { noun: ["Ink Tank Printer", "طابعة بخزان حبر"] }),
  ],
  "routers-wi-fi": [
    family("tp-link", [
      model("Archer AX55", "آرتشر AX55", 329),
      model("Archer BE800", "آرتشر BE800", 1899, { specs: { connectivity: ["Wi-Fi 7 BE19000", "واي فاي 7 BE19000"] } }),
      model("Deco X50 Mesh (3-pack)", "ديكو X50 شبكي (3 قطع)", 999, { specs: { capacity: ["Covers up to 600 m²", "يغطي حتى 600 م²"] } }),
    ], { noun: ["Wi-Fi Router", "راوتر واي فاي"] }),
    family("asus", [model("RT-AX88U Pro", "RT-AX88U برو", 1299), model("ROG Rapture GT-BE98", "روج رابتشر GT-BE98", 2999)], { noun: ["Gaming Router", "راوتر ألعاب"] }),
    family("huawei", [model("WiFi AX3", "واي فاي AX3", 199), model("WiFi Mesh 7", "واي فاي ميش 7", 899)], { noun: ["Router", "راوتر"] }),
    family("netgear", [model("Nighthawk RAX50", "نايت هوك RAX50", 899), model("Orbi RBK763S", "أوربي RBK763S", 2299)], { noun: ["Wi-Fi System", "نظام واي فاي"] }),
    family("xiaomi", [model("Mesh System AX3000 (2-pack)", "نظام ميش AX3000 (قطعتان)", 399)], { noun: null }),
  ],
  "storage-hard-drives": [
    family("samsung", [
      model("T7 Shield Portable SSD", "T7 شيلد SSD محمول", 299, { specs: { power: ["Up to 1,050 MB/s", "حتى 1050 ميجابايت/ث"] } }),
      model("990 Pro NVMe SSD", "990 برو NVMe SSD", 449, { specs: { power: ["Up to 7,450 MB/s", "حتى 7450 ميجابايت/ث"], connectivity: "PCIe 4.0 NVMe M.2" } }),
    ], { noun: null, storages: [["1TB", 0], ["2TB", 300], ["4TB", 900]] }),
    family("sandisk", [model("Extreme Portable SSD", "إكستريم SSD محمول", 349), model("Extreme PRO Portable SSD", "إكستريم برو SSD محمول", 549)], { noun: null, storages: [["1TB", 0], ["2TB", 350], ["4TB", 950]] }),
    family("western-digital", [model("My Passport", "ماي باسبورت", 249), model("Elements Desktop", "إليمنتس ديسكتوب", 449)], { noun: ["External Hard Drive", "قرص صلب خارجي"], colors: ["BLK", "BLU"], storages: [["2TB", 0], ["4TB", 200]] }),
    family("seagate", [model("Expansion Portable", "إكسبانشن المحمول", 229), model("One Touch SSD", "ون تاتش SSD", 399)], { noun: ["External Drive", "وحدة تخزين خارجية"], storages: [["1TB", 0], ["2TB", 150], ["4TB", 400]] }),
  ],
  "oled-tvs": [
    family("lg", [model("OLED evo C4", "أوليد إيفو C4", 5499), model("OLED evo G4", "أوليد إيفو G4", 8499), model("OLED B4", "أوليد B4", 4499)], { noun: ["4K OLED Smart TV", "تلفزيون ذكي 4K OLED"], sizes: oledTvSizes, specs: { display: "OLED", operating_system: ["webOS", "ويب أو إس"], refresh_rate: hz(144) } }),
    family("sony", [model("Bravia 8", "برافيا 8", 6999), model("Bravia 9", "برافيا 9", 9999), model("Bravia XR A95L", "برافيا XR A95L", 11999)], { noun: ["4K OLED Google TV", "تلفزيون جوجل 4K OLED"], sizes: premiumTvSizes, specs: { display: "OLED", operating_system: ["Google TV", "جوجل تي في"] } }),
    family("samsung", [model("OLED S90D", "OLED S90D", 5999), model("OLED S95D", "OLED S95D", 8999)], { noun: ["4K OLED Smart TV", "تلفزيون ذكي 4K OLED"], sizes: oledTvSizes, specs: { display: "QD-OLED", operating_system: ["Tizen", "تايزن"] } }),
    family("philips", [model("OLED809", "OLED809", 4999)], { noun: ["4K OLED Ambilight TV", "تلفزيون 4K OLED مع أمبيلايت"], sizes: [["55", 1], ["65", 1.4]] }),
  ],
  "4k-uhd-tvs": [
    family("samsung", [model("Crystal UHD DU8000", "كريستال UHD DU8000", 1299), model("QLED Q80D", "QLED Q80D", 2299), model("Neo QLED QN90D", "نيو QLED QN90D", 3999)], { sizes: uhdTvSizes, specs: { operating_system: ["Tizen", "تايزن"] } }),
    family("sony", [model("Bravia X90L", "برافيا X90L", 2999), model("Bravia 7", "برافيا 7", 3799), model("Bravia X75WL", "برافيا X75WL", 1599)], { noun: ["4K UHD Google TV", "تلفزيون جوجل 4K UHD"], sizes: uhdTvSizes, specs: { operating_system: ["Google TV", "جوجل تي في"] } }),
    family("lg", [model("UHD UT80", "UHD UT80", 1199), model("QNED80", "QNED80", 1999), model("QNED90 Mini LED", "QNED90 ميني LED", 3299)], { sizes: uhdTvSizes, specs: { operating_system: ["webOS", "ويب أو إس"] } }),
    family("tcl", [model("P755", "P755", 999), model("C755 QD-Mini LED", "C755 QD-ميني LED", 1999), model("C855", "C855", 2999)], { noun: ["4K Google TV", "تلفزيون جوجل 4K"], sizes: uhdTvSizes, specs: { operating_system: ["Google TV", "جوجل تي في"] } }),
    family("hisense", [model("A6N", "A6N", 949), model("U7N", "U7N", 1999), model("U8N", "U8N", 2999)], { sizes: uhdTvSizes, specs: { operating_system: ["VIDAA", "فيدا"] } }),
    family("xiaomi", [model("TV A Pro", "TV A برو", 999)], { noun: ["4K Google TV", "تلفزيون جوجل 4K"], sizes: uhdTvSizes.slice(0, 4) }),
  ],
  "full-hd-hd-tvs": [
    family("samsung", [model("T5300", "T5300", 899)], { noun: ["Full HD Smart TV", "تلفزيون ذكي فل إتش دي"], sizes: entryTvSizes, specs: { resolution: ["Full HD 1920 x 1080", "فل إتش دي 1920 × 1080"] } }),
    family("tcl", [model("S5400", "S5400", 899), model("S5400A Android", "S5400A أندرويد", 949)], { noun: ["Full HD Smart TV", "تلفزيون ذكي فل إتش دي"], sizes: entryTvSizes, specs: { resolution: ["Full HD 1920 x 1080", "فل إتش دي 1920 × 1080"] } }),
    family("hisense", [model("A4N", "A4N", 899)], { noun: ["HD Smart TV", "تلفزيون ذكي HD"], sizes: entryTvSizes, specs: { resolution: ["HD 1366 x 768", "HD 1366 × 768"] } }),
    family("lg", [model("LQ63", "LQ63", 999)], { noun: ["Full HD Smart TV", "تلفزيون ذكي فل إتش دي"], sizes: entryTvSizes, specs: { resolution: ["Full HD 1920 x 1080", "فل إتش دي 1920 × 1080"] } }),
  ],
  "large-screen-tvs": [
    family("samsung", [model("Neo QLED 8K QN900D", "نيو QLED 8K QN900D", 14999), model("Crystal UHD DU7000", "كريستال UHD DU7000", 4999)], { noun: ["Smart TV", "تلفزيون ذكي"], sizes: [["85", 1], ["98", 1.6]] }),
    family("tcl", [model("C755 QD-Mini LED", "C755 QD-ميني LED", 6999), model("X955 Max", "X955 ماكس", 14999)], { noun: ["4K Google TV", "تلفزيون جوجل 4K"], sizes: largeTvSizes }),
    family("hisense", [model("U8N", "U8N", 7999), model("E7N Pro", "E7N برو", 5999)], { sizes: largeTvSizes }),
    family("sony", [model("Bravia 7", "برافيا 7", 9999)], { noun: ["4K Google TV", "تلفزيون جوجل 4K"], sizes: [["85", 1], ["98", 2]] }),
  ],
  soundbars: [
    family("sony", [model("HT-S400", "HT-S400", 999), model("Bravia Theatre Bar 8", "برافيا ثياتر بار 8", 3499), model("HT-A7000", "HT-A7000", 4999)], {}),
    family("samsung", [model("HW-B550", "HW-B550", 799), model("HW-Q800D", "HW-Q800D", 2499), model("HW-Q990D", "HW-Q990D", 4999)], {}),
    family("lg", [model("S65TR", "S65TR", 1299), model("S95TR", "S95TR", 3999)], {}),
    family("bose", [model("TV Speaker", "تي في سبيكر", 1099), model("Smart Soundbar", "سمارت ساوند بار", 2199), model("Smart Ultra Soundbar", "سمارت ألترا ساوند بار", 3999)], { noun: null, colors: ["BLK", "WHT"] }),
    family("jbl", [model("Bar 300", "بار 300", 1199), model("Bar 500", "بار 500", 1999), model("Bar 1000", "بار 1000", 3499)], {}),
    family("sonos", [model("Beam Gen 2", "بيم الجيل الثاني", 2099), model("Arc Ultra", "آرك ألترا", 4199), model("Ray", "راي", 1099)], { colors: ["BLK", "WHT"] }),
  ],
  "home-cinema-systems": [
    family("sony", [model("HT-S40R 5.1", "HT-S40R 5.1", 1499), model("HT-S20R 5.1", "HT-S20R 5.1", 999)], { noun: ["Home Cinema System", "نظام سينما منزلي"] }),
    family("samsung", [model("HW-Q700D 3.1.2", "HW-Q700D 3.1.2", 1999)], { noun: ["Home Cinema System", "نظام سينما منزلي"] }),
    family("lg", [model("S90TY 5.1.3", "S90TY 5.1.3", 3299)], { noun: ["Home Cinema System", "نظام سينما منزلي"] }),
  ],
  "home-projectors": [
    family("epson", [model("EH-TW7100", "EH-TW7100", 5999), model("EF-21", "EF-21", 3999), model("CO-FH02", "CO-FH02", 1799)], {}),
    family("xgimi", [model("Horizon Ultra", "هورايزن ألترا", 6999), model("Horizon S Pro", "هورايزن S برو", 4999)], { specs: { resolution: ["4K UHD", "4K فائق الوضوح"] } }),
    family("lg", [model("CineBeam HU710PB", "سيني بيم HU710PB", 7499), model("CineBeam Q", "سيني بيم Q", 4999)], {}),
  ],
  "portable-projectors": [
    family("samsung", [model("The Freestyle 2nd Gen", "ذا فري ستايل الجيل الثاني", 2799)], {}),
    family("xgimi", [model("MoGo 3 Pro", "موجو 3 برو", 1999), model("Halo+", "هالو+", 2999)], {}),
    family("anker", [model("Nebula Capsule 3", "نيبولا كابسول 3", 1899), model("Nebula Mars 3 Air", "نيبولا مارس 3 إير", 2299)], {}),
  ],
  "over-ear-headphones": [
    family("sony", [model("WH-1000XM5", "WH-1000XM5", 1399), model("WH-1000XM4", "WH-1000XM4", 999), model("WH-CH720N", "WH-CH720N", 449), model("ULT Wear", "ULT وير", 699)], { colors: ["BLK", "SLV", "BLU"] }),
    family("bose", [model("QuietComfort Ultra Headphones", "كوايت كومفورت ألترا", 1599), model("QuietComfort Headphones", "كوايت كومفورت", 1199)], { noun: null, colors: ["BLK", "WHT", "BLU"] }),
    family("apple", [model("AirPods Max", "ايربودز ماكس", 2299, { specs: { processor: "Apple H1", battery: hoursBattery(20) } })], { noun: null, colors: ["MDN", "STL", "BLU", "PRP", "ORG"] }),
    family("beats", [model("Studio Pro", "ستوديو برو", 1399), model("Solo 4", "سولو 4", 799)], { colors: ["BLK", "BEG", "BLU", "PNK"] }),
    family("sennheiser", [model("Momentum 4 Wireless", "مومنتم 4 وايرلس", 1349), model("Accentum Plus", "أكسنتم بلس", 799)], { colors: ["BLK", "WHT"] }),
    family("jbl", [model("Tune 770NC", "تيون 770NC", 399), model("Live 770NC", "لايف 770NC", 599), model("Tour One M2", "تور ون M2", 1099)], { colors: audioColors }),
  ],
  "wireless-earbuds": [
    family("apple", [
      model("AirPods 4", "ايربودز 4", 599),
      model("AirPods 4 with Active Noise Cancellation", "ايربودز 4 مع خاصية إلغاء الضوضاء النشط", 779),
      model("AirPods Pro 2 with USB-C", "ايربودز برو 2 مع منفذ USB-C", 949),
    ], { noun: null, specs: { compatibility: ["iPhone, iPad, Mac", "ايفون، ايباد، ماك"] } }),
    family("samsung", [model("Galaxy Buds FE", "جالكسي بودز إف إي", 349), model("Galaxy Buds3", "جالكسي بودز 3", 649), model("Galaxy Buds3 Pro", "جالكسي بودز 3 برو", 899)], { noun: null, colors: ["SLV", "WHT", "BLK"] }),
    family("sony", [model("WF-1000XM5", "WF-1000XM5", 1049), model("WF-C700N", "WF-C700N", 399), model("LinkBuds S", "لينك بودز S", 699)], { colors: ["BLK", "WHT", "SLV"] }),
    family("bose", [model("QuietComfort Ultra Earbuds", "كوايت كومفورت ألترا إيربودز", 1199), model("QuietComfort Earbuds", "كوايت كومفورت إيربودز", 799)], { noun: null, colors: ["BLK", "WHT"] }),
    family("beats", [model("Fit Pro", "فيت برو", 849), model("Studio Buds+", "ستوديو بودز+", 699), model("Solo Buds", "سولو بودز", 349)], { colors: ["BLK", "WHT", "PRP"] }),
    family("jbl", [model("Tune Beam", "تيون بيم", 399), model("Live Pro 2", "لايف برو 2", 599), model("Wave Buds 2", "ويف بودز 2", 199)], { colors: ["BLK", "BLU", "WHT"] }),
    family("huawei", [model("FreeBuds Pro 3", "فري بودز برو 3", 799), model("FreeBuds 6i", "فري بودز 6i", 399)], { colors: ["WHT", "GRN", "SLV"] }),
    family("anker", [model("Soundcore Liberty 4 NC", "ساوندكور ليبرتي 4 NC", 349), model("Soundcore P40i", "ساوندكور P40i", 199)], { colors: ["BLK", "BLU", "WHT"] }),
    family("xiaomi", [model("Redmi Buds 5 Pro", "ريدمي بودز 5 برو", 249)], { colors: ["BLK", "WHT", "PRP"] }),
  ],
  "gaming-headsets": [
    family("razer", [model("BlackShark V2 Pro", "بلاك شارك V2 برو", 699), model("Kraken V4", "كراكن V4", 749), model("BlackShark V2 X", "بلاك شارك V2 X", 229)], { noun: ["Gaming Headset", "سماعة ألعاب"], colors: ["BLK", "WHT"] }),
    family("logitech", [model("G Pro X 2 Lightspeed", "G برو X 2 لايت سبيد", 999), model("G435 Lightspeed", "G435 لايت سبيد", 299)], { noun: ["Gaming Headset", "سماعة ألعاب"], colors: ["BLK", "WHT", "BLU"] }),
    family("sony", [model("INZONE H9", "إنزون H9", 1099), model("PlayStation Pulse Elite", "بلايستيشن بلس إيليت", 649), model("INZONE H5", "إنزون H5", 549)], { noun: ["Gaming Headset", "سماعة ألعاب"], colors: ["WHT", "BLK"] }),
    family("hyperx", [model("Cloud III Wireless", "كلاود 3 لاسلكية", 599), model("Cloud Stinger 2", "كلاود ستينجر 2", 199)], { noun: ["Gaming Headset", "سماعة ألعاب"], colors: ["BLK", "RED"] }),
    family("jbl", [model("Quantum 910", "كوانتم 910", 899), model("Quantum 360", "كوانتم 360", 349)], { noun: ["Gaming Headset", "سماعة ألعاب"], colors: ["BLK"] }),
  ],
  "portable-bluetooth-speakers": [
    family("jbl", [model("Go 4", "جو 4", 179), model("Clip 5", "كليب 5", 249), model("Flip 6", "فليب 6", 449), model("Charge 5", "تشارج 5", 649), model("Xtreme 4", "إكستريم 4", 1199)], { colors: speakerColors }),
    family("bose", [model("SoundLink Flex", "ساوند لينك فليكس", 599), model("SoundLink Max", "ساوند لينك ماكس", 1599), model("SoundLink Micro", "ساوند لينك مايكرو", 449)], { colors: ["BLK", "BLU", "WHT"] }),
    family("sony", [model("ULT Field 1", "ULT فيلد 1", 449), model("ULT Field 7", "ULT فيلد 7", 1999)], { colors: ["BLK", "WHT", "GRN"] }),
    family("beats", [model("Pill", "بيل", 699)], { colors: ["BLK", "GLD", "RED"] }),
    family("marshall", [model("Emberton II", "إمبرتون 2", 749), model("Willen", "ويلين", 399), model("Middleton", "ميدلتون", 1299)], { colors: ["BLK", "CRM"] }),
    family("anker", [model("Soundcore Motion 300", "ساوندكور موشن 300", 349), model("Soundcore Boom 2", "ساوندكور بوم 2", 549)], { colors: ["BLK", "BLU", "GRN"] }),
  ],
  "party-speakers": [
    family("jbl", [model("PartyBox Encore", "بارتي بوكس إنكور", 1399), model("PartyBox 110", "بارتي بوكس 110", 1699), model("PartyBox 310", "بارتي بوكس 310", 2499), model("PartyBox Ultimate", "بارتي بوكس ألتيميت", 5499)], { noun: ["Party Speaker", "مكبر صوت للحفلات"] }),
    family("sony", [model("ULT Tower 10", "ULT تاور 10", 3499), model("XV800", "XV800", 2299)], { noun: ["Party Speaker", "مكبر صوت للحفلات"] }),
    family("lg", [model("XBOOM XL7", "إكس بوم XL7", 2199), model("XBOOM XL5", "إكس بوم XL5", 1499)], { noun: ["Party Speaker", "مكبر صوت للحفلات"] }),
  ],
  "wireless-home-speakers": [
    family("sonos", [model("Era 100", "إيرا 100", 1099), model("Era 300", "إيرا 300", 1999), model("Five", "فايف", 2499)], { noun: ["Wireless Speaker", "مكبر صوت لاسلكي"], colors: ["BLK", "WHT"], specs: mainsPowered }),
    family("marshall", [model("Acton III", "أكتون 3", 1199), model("Stanmore III", "ستانمور 3", 1599), model("Woburn III", "ووبرن 3", 2399)], { noun: ["Home Speaker", "مكبر صوت منزلي"], colors: ["BLK", "CRM"], specs: mainsPowered }),
    family("harman-kardon", [model("Aura Studio 4", "أورا ستوديو 4", 1199), model("Onyx Studio 8", "أونيكس ستوديو 8", 899)], { noun: ["Home Speaker", "مكبر صوت منزلي"], colors: ["BLK", "BLU"], specs: mainsPowered }),
    family("bose", [model("Smart Speaker", "سمارت سبيكر", 1399)], { noun: null, colors: ["BLK", "WHT"], specs: mainsPowered }),
  ],
  "studio-headphones": [
    family("sennheiser", [model("HD 600", "HD 600", 1599), model("HD 280 Pro", "HD 280 برو", 449), model("HD 660S2", "HD 660S2", 2299)], { noun: ["Studio Headphones", "سماعات استوديو"], specs: { noise_cancellation: ["Passive isolation", "عزل سلبي"], connectivity: ["Wired, 6.3 mm / 3.5 mm", "سلكية، 6.3 مم / 3.5 مم"] } }),
    family("audio-technica", [model("ATH-M50x", "ATH-M50x", 699), model("ATH-M40x", "ATH-M40x", 499), model("ATH-R70x", "ATH-R70x", 1599)], { noun: ["Studio Headphones", "سماعات استوديو"], colors: ["BLK", "WHT"], specs: { connectivity: ["Wired, detachable cable", "سلكية، كابل قابل للفصل"] } }),
    family("sony", [model("MDR-7506", "MDR-7506", 449), model("MDR-MV1", "MDR-MV1", 1549)], { noun: ["Studio Headphones", "سماعات استوديو"] }),
  ],
  "studio-monitors": [
    family("edifier", [model("MR4", "MR4", 449), model("R1280DB", "R1280DB", 499), model("S3000MKII", "S3000MKII", 2999)], { noun: ["Powered Speakers", "مكبرات صوت نشطة"], colors: ["BLK", "WHT"], specs: mainsPowered }),
    family("jbl", [model("104-BT Reference Monitors", "104-BT مكبرات مرجعية", 699), model("305P MkII", "305P MkII", 649)], { noun: ["Studio Monitors", "سماعات مراقبة"], specs: mainsPowered }),
  ],
  "mirrorless-cameras": [
    family("canon", [
      model("EOS R50 with RF-S 18-45mm", "EOS R50 مع عدسة RF-S 18-45 ملم", 3199),
      model("EOS R10 with RF-S 18-150mm", "EOS R10 مع عدسة RF-S 18-150 ملم", 4799),
      model("EOS R8 Body", "EOS R8 (الهيكل فقط)", 5999, { specs: { sensor: ["24.2MP full-frame CMOS", "مستشعر إطار كامل بدقة 24.2 ميجابكسل"] } }),
      model("EOS R6 Mark II Body", "EOS R6 مارك 2 (الهيكل فقط)", 9499, { specs: { sensor: ["24.2MP full-frame CMOS", "مستشعر إطار كامل بدقة 24.2 ميجابكسل"] } }),
    ], { noun: ["Mirrorless Camera", "كاميرا بدون مرآة"], specs: { lens_mount: "Canon RF" } }),
    family("sony", [
      model("Alpha ZV-E10 II with 16-50mm", "ألفا ZV-E10 II مع عدسة 16-50 ملم", 3999),
      model("Alpha a6400 with 16-50mm", "ألفا a6400 مع عدسة 16-50 ملم", 3899),
      model("Alpha a7 IV Body", "ألفا a7 IV (الهيكل فقط)", 8999, { specs: { sensor: ["33MP full-frame", "مستشعر إطار كامل بدقة 33 ميجابكسل"] } }),
      model("Alpha a7C II Body", "ألفا a7C II (الهيكل فقط)", 8499),
    ], { noun: ["Mirrorless Camera", "كاميرا بدون مرآة"], specs: { lens_mount: "Sony E" } }),
    family("nikon", [model("Z50 II with 16-50mm", "Z50 II مع عدسة 16-50 ملم", 3999), model("Z fc with 16-50mm", "Z fc مع عدسة 16-50 ملم", 3799), model("Z6III Body", "Z6III (الهيكل فقط)", 9999)], { noun: ["Mirrorless Camera", "كاميرا بدون مرآة"], specs: { lens_mount: "Nikon Z" } }),
    family("fujifilm", [model("X-T5 Body", "X-T5 (الهيكل فقط)", 6999), model("X-S20 with XC 15-45mm", "X-S20 مع عدسة XC 15-45 ملم", 5499), model("X100VI", "X100VI", 6999), model("X-T50 Body", "X-T50 (الهيكل فقط)", 5999)], { noun: ["Mirrorless Camera", "كاميرا بدون مرآة"], colors: ["BLK", "SLV"], specs: { lens_mount: "Fujifilm X", sensor: ["40.2MP X-Trans CMOS 5 HR", "مستشعر X-Trans CMOS 5 HR بدقة 40.2 ميجابكسل"] } }),
  ],
  "dslr-cameras": [
    family("canon", [model("EOS 2000D with 18-55mm", "EOS 2000D مع عدسة 18-55 ملم", 1699), model("EOS 250D with 18-55mm", "EOS 250D مع عدسة 18-55 ملم", 2499), model("EOS 90D Body", "EOS 90D (الهيكل فقط)", 4499)], { noun: ["DSLR Camera", "كاميرا DSLR"], specs: { lens_mount: "Canon EF", sensor: ["24.1MP APS-C CMOS", "مستشعر APS-C بدقة 24.1 ميجابكسل"] } }),
    family("nikon", [model("D3500 with 18-55mm", "D3500 مع عدسة 18-55 ملم", 1899), model("D7500 Body", "D7500 (الهيكل فقط)", 3999), model("D780 Body", "D780 (الهيكل فقط)", 7499)], { noun: ["DSLR Camera", "كاميرا DSLR"], specs: { lens_mount: "Nikon F" } }),
  ],
  "compact-instant-cameras": [
    family("sony", [model("ZV-1 II", "ZV-1 II", 3199), model("RX100 VII", "RX100 VII", 4999)], { noun: ["Vlog Camera", "كاميرا فلوج"] }),
    family("canon", [model("PowerShot G7 X Mark III", "باورشوت G7 X مارك 3", 3299), model("PowerShot V10", "باورشوت V10", 1699)], { colors: ["BLK", "SLV"] }),
    family("fujifilm", [model("Instax Mini 12", "إنستاكس ميني 12", 329), model("Instax Square SQ1", "إنستاكس سكوير SQ1", 499), model("Instax Mini Evo", "إنستاكس ميني إيفو", 849)], { noun: ["Instant Camera", "كاميرا فورية"], colors: ["BLU", "PNK", "PRP", "WHT", "GRN"] }),
  ],
  "mirrorless-lenses": [
    family("canon", [model("RF 50mm f/1.8 STM", "RF 50 ملم f/1.8 STM", 799, { specs: { focal_length: "50mm" } }), model("RF 24-105mm f/4L IS USM", "RF 24-105 ملم f/4L IS USM", 4999, { specs: { focal_length: "24-105mm" } }), model("RF-S 18-150mm f/3.5-6.3 IS STM", "RF-S 18-150 ملم f/3.5-6.3 IS STM", 1999, { specs: { focal_length: "18-150mm" } })], { specs: { lens_mount: "Canon RF" } }),
    family("sony", [model("FE 50mm f/1.8", "FE 50 ملم f/1.8", 899, { specs: { focal_length: "50mm" } }), model("FE 24-70mm f/2.8 GM II", "FE 24-70 ملم f/2.8 GM II", 8999, { specs: { focal_length: "24-70mm" } }), model("E 18-135mm f/3.5-5.6 OSS", "E 18-135 ملم f/3.5-5.6 OSS", 2399, { specs: { focal_length: "18-135mm" } })], { specs: { lens_mount: "Sony E" } }),
    family("nikon", [model("Nikkor Z 50mm f/1.8 S", "نيكور Z 50 ملم f/1.8 S", 2299, { specs: { focal_length: "50mm" } }), model("Nikkor Z 24-70mm f/4 S", "نيكور Z 24-70 ملم f/4 S", 3999, { specs: { focal_length: "24-70mm" } })], { specs: { lens_mount: "Nikon Z" } }),
    family("fujifilm", [model("XF 35mm f/1.4 R", "XF 35 ملم f/1.4 R", 2199, { specs: { focal_length: "35mm" } }), model("XF 16-80mm f/4 R OIS WR", "XF 16-80 ملم f/4 R OIS WR", 3499, { specs: { focal_length: "16-80mm" } })], { specs: { lens_mount: "Fujifilm X" } }),
  ],
  "dslr-lenses": [
    family("canon", [model("EF 50mm f/1.8 STM", "EF 50 ملم f/1.8 STM", 549, { specs: { focal_length: "50mm" } }), model("EF-S 18-55mm f/4-5.6 IS STM", "EF-S 18-55 ملم f/4-5.6 IS STM", 749, { specs: { focal_length: "18-55mm" } }), model("EF 70-200mm f/4L IS II USM", "EF 70-200 ملم f/4L IS II USM", 5499, { specs: { focal_length: "70-200mm" } })], { specs: { lens_mount: "Canon EF" } }),
    family("nikon", [model("AF-S DX 35mm f/1.8G", "AF-S DX 35 ملم f/1.8G", 749, { specs: { focal_length: "35mm" } }), model("AF-P DX 70-300mm f/4.5-6.3G ED VR", "AF-P DX 70-300 ملم f/4.5-6.3G ED VR", 1399, { specs: { focal_length: "70-300mm" } })], { specs: { lens_mount: "Nikon F" } }),
  ],
  "action-cameras": [
    family("gopro", [model("HERO13 Black", "هيرو 13 بلاك", 1799), model("HERO12 Black", "هيرو 12 بلاك", 1499), model("HERO", "هيرو", 899), model("MAX 360", "ماكس 360", 1999)], {
      options: [[axisValue("", "", "CAM"), axisValue("Creator Edition", "إصدار صانع المحتوى", "CRE", { add: 700 }), axisValue("Accessory Bundle", "حزمة الإكسسوارات", "ACC", { add: 300 })]],
    }),
    family("dji", [model("Osmo Action 5 Pro", "أوسمو أكشن 5 برو", 1599), model("Osmo Action 4", "أوسمو أكشن 4", 1199), model("Osmo Pocket 3", "أوسمو بوكيت 3", 2099, { specs: { sensor: ["1\" CMOS", "مستشعر 1 بوصة"] } })], {
      options: [[axisValue("Standard Combo", "الحزمة القياسية", "STD"), axisValue("Adventure Combo", "حزمة المغامرة", "ADV", { add: 500 })]],
    }),
    family("insta360", [model("X4", "X4", 1999, { specs: { resolution: ["8K 360° video", "فيديو 360 درجة بدقة 8K"] } }), model("Ace Pro 2", "إيس برو 2", 1849)], {}),
  ],
  drones: [
    family("dji", [
      model("Neo", "نيو", 799),
      model("Mini 3", "ميني 3", 1799),
      model("Mini 4 Pro", "ميني 4 برو", 3299),
      model("Air 3S", "إير 3S", 4499),
      model("Avata 2", "أفاتا 2", 4299),
      model("Mavic 3 Pro", "مافيك 3 برو", 8999, { specs: { camera: ["Hasselblad 4/3 CMOS", "مستشعر هاسلبلاد 4/3"] } }),
    ], {
      options: [[axisValue("", "", "STD"), axisValue("Fly More Combo", "حزمة فلاي مور", "FMC", { factor: 1.3 }), axisValue("Fly More Combo with DJI RC 2", "حزمة فلاي مور مع جهاز DJI RC 2", "RC2", { factor: 1.45 })]],
    }),
  ],
  "memory-cards": [
    family("sandisk", [model("Extreme microSDXC UHS-I", "إكستريم microSDXC UHS-I", 59), model("Extreme PRO SDXC UHS-I", "إكستريم برو SDXC UHS-I", 89), model("Ultra microSDXC", "ألترا microSDXC", 39)], { noun: ["Memory Card", "بطاقة ذاكرة"], storages: [["64", 0], ["128", 30], ["256", 80], ["512", 180]], specs: memoryCardSpecs }),
    family("samsung", [model("EVO Plus microSDXC", "إيفو بلس microSDXC", 49), model("PRO Plus microSDXC", "برو بلس microSDXC", 69), model("PRO Plus SDXC", "برو بلس SDXC", 79)], { noun: ["Memory Card", "بطاقة ذاكرة"], storages: [["64", 0], ["128", 30], ["256", 80], ["512", 180]], specs: memoryCardSpecs }),
  ],
  "camera-batteries-chargers": [
    family("canon", [model("LP-E17", "LP-E17", 249), model("LP-E6NH", "LP-E6NH", 349)], { profile: "camera-battery", noun: cameraBattery, specs: { compatibility: ["Canon EOS cameras", "كاميرات كانون EOS"] } }),
    family("canon", [model("LC-E17", "LC-E17", 199), model("LC-E6", "LC-E6", 229)], { noun: ["Battery Charger", "شاحن بطارية"], specs: { compatibility: ["Canon EOS cameras", "كاميرات كانون EOS"], power: null, connectivity: null } }),
    family("sony", [model("NP-FZ100", "NP-FZ100", 329), model("NP-FW50", "NP-FW50", 199)], { profile: "camera-battery", noun: cameraBattery, specs: { compatibility: ["Sony Alpha cameras", "كاميرات سوني ألفا"] } }),
    family("nikon", [model("EN-EL15c", "EN-EL15c", 299), model("EN-EL25", "EN-EL25", 229)], { profile: "camera-battery", noun: cameraBattery, specs: { compatibility: ["Nikon Z and D-series cameras", "كاميرات نيكون Z وD"] } }),
    family("gopro", [model("Enduro", "إندورو", 119), model("Enduro 2-Pack", "إندورو عبوة من قطعتين", 219)], { profile: "camera-battery", noun: cameraBattery, specs: { compatibility: ["HERO9 to HERO13", "من HERO9 إلى HERO13"] } }),
  ],
  playstation: [
    family("sony", [
      model("PlayStation 5 Slim", "بلايستيشن 5 سليم", 2099),
      model("PlayStation 5 Slim Digital Edition", "بلايستيشن 5 سليم الإصدار الرقمي", 1799),
      model("PlayStation 5 Pro", "بلايستيشن 5 برو", 2999),
      model("PlayStation Portal Remote Player", "بلايستيشن بورتال", 899, { specs: { display: inchesDisplay("8", "LCD") } }),
    ], { noun: null, storages: [["1TB", 0]], specs: { processor: "AMD Zen 2, 8 cores" } }),
  ],
  xbox: [
    family("microsoft", [
      model("Xbox Series X", "إكس بوكس سيريس X", 2099),
      model("Xbox Series X Digital Edition", "إكس بوكس سيريس X الإصدار الرقمي", 1899),
      model("Xbox Series S", "إكس بوكس سيريس S", 1299),
    ], { noun: null, colors: ["BLK", "WHT"], storages: [["512", 0], ["1TB", 200], ["2TB", 500]] }),
  ],
  "nintendo-switch": [
    family("nintendo", [model("Switch OLED", "سويتش OLED", 1399), model("Switch", "سويتش", 1199), model("Switch Lite", "سويتش لايت", 799)], {
      noun: ["Console", "جهاز ألعاب"], colors: ["WHT", "RED", "BLU", "YLW"],
      specs: {
        processor: "NVIDIA custom Tegra", resolution: ["1080p docked, 720p handheld", "1080p عند التوصيل، 720p محمول"],
        connectivity: ["Wi-Fi, Bluetooth 4.1, USB-C", "واي فاي، بلوتوث 4.1، USB-C"],
      },
    }),
  ],
  "handheld-gaming-pcs": [
    family("asus", [model("ROG Ally", "روج آلي", 2299), model("ROG Ally X", "روج آلي X", 3199)], { noun: ["Handheld Gaming PC", "جهاز ألعاب محمول"], specs: { processor: "AMD Ryzen Z1 Extreme", operating_system: ["Windows 11 Home", "ويندوز 11 هوم"] } }),
    family("lenovo", [model("Legion Go", "ليجن جو", 2799)], { noun: ["Handheld Gaming PC", "جهاز ألعاب محمول"], specs: { processor: "AMD Ryzen Z1 Extreme" } }),
    family("msi", [model("Claw A1M", "كلو A1M", 2499)], { noun: ["Handheld Gaming PC", "جهاز ألعاب محمول"], specs: { processor: "Intel Core Ultra 7 155H" } }),
  ],
  controllers: [
    family("sony", [model("DualSense", "دوال سنس", 299), model("DualSense Edge", "دوال سنس إيدج", 849)], { noun: ["Wireless Controller", "وحدة تحكم لاسلكية"], colors: ["WHT", "BLK", "RED", "BLU", "PNK"], specs: { compatibility: ["PlayStation 5, PC", "بلايستيشن 5، الكمبيوتر"] } }),
    family("microsoft", [model("Xbox Wireless Controller", "وحدة تحكم إكس بوكس اللاسلكية", 249), model("Xbox Elite Wireless Controller Series 2", "وحدة تحكم إكس بوكس إيليت سيريس 2", 749)], { noun: null, colors: ["BLK", "WHT", "BLU", "RED"], specs: { compatibility: ["Xbox Series X|S, Xbox One, PC", "إكس بوكس سيريس X|S، إكس بوكس ون، الكمبيوتر"] } }),
    family("nintendo", [model("Switch Pro Controller", "وحدة تحكم سويتش برو", 299), model("Joy-Con Pair", "زوج جوي-كون", 349)], { noun: null, colors: ["BLK", "RED", "BLU"], specs: { compatibility: ["Nintendo Switch", "نينتندو سويتش"] } }),
    family("razer", [model("Wolverine V2 Pro", "وولفرين V2 برو", 899), model("Kishi Ultra", "كيشي ألترا", 549)], { noun: ["Controller", "وحدة تحكم"] }),
  ],
  "gaming-keyboards": [
    family("razer", [model("BlackWidow V4", "بلاك ويدو V4", 749), model("Huntsman V3 Pro", "هنتسمان V3 برو", 999), model("Ornata V3", "أورناتا V3", 299)], { noun: ["Gaming Keyboard", "لوحة مفاتيح ألعاب"] }),
    family("logitech", [model("G915 X TKL", "G915 X TKL", 899), model("G Pro X TKL", "G برو X TKL", 749), model("G213 Prodigy", "G213 برودجي", 199)], { noun: ["Gaming Keyboard", "لوحة مفاتيح ألعاب"], colors: ["BLK", "WHT"] }),
    family("asus", [model("ROG Strix Scope II 96", "روج ستريكس سكوب II 96", 649)], { noun: ["Gaming Keyboard", "لوحة مفاتيح ألعاب"] }),
    family("hyperx", [model("Alloy Origins 65", "ألوي أوريجينز 65", 399)], { noun: ["Gaming Keyboard", "لوحة مفاتيح ألعاب"] }),
  ],
  "gaming-mice": [
    family("razer", [model("DeathAdder V3", "ديث أدر V3", 329), model("Basilisk V3 Pro", "باسيليسك V3 برو", 649), model("Viper V3 Pro", "فايبر V3 برو", 699)], { noun: ["Gaming Mouse", "فأرة ألعاب"], colors: ["BLK", "WHT"] }),
    family("logitech", [model("G502 X Plus", "G502 X بلس", 649), model("G Pro X Superlight 2", "G برو X سوبر لايت 2", 699), model("G305 Lightspeed", "G305 لايت سبيد", 179)], { noun: ["Gaming Mouse", "فأرة ألعاب"], colors: ["BLK", "WHT", "PNK"] }),
    family("asus", [model("ROG Gladius III", "روج جلاديوس III", 349)], { noun: ["Gaming Mouse", "فأرة ألعاب"] }),
  ],
  "ps5-games": [
    family("sony", [
      model("Marvel's Spider-Man 2", "مارفل سبايدر مان 2", 249),
      model("God of War Ragnarök", "جود أوف وور راجناروك", 199),
      model("Gran Turismo 7", "جران توريزمو 7", 199),
      model("Astro Bot", "أسترو بوت", 229),
      model("Ghost of Tsushima Director's Cut", "جوست أوف تسوشيما نسخة المخرج", 199),
    ], { profile: "video-game", brandInName: false, noun: ["PS5 Game", "لعبة بلايستيشن 5"], options: [gameEditions], specs: { platform: ["PlayStation 5", "بلايستيشن 5"] } }),
    family("ea", [model("EA Sports FC 25", "إي إيه سبورتس FC 25", 249), model("EA Sports F1 24", "إي إيه سبورتس F1 24", 199), model("EA Sports UFC 5", "إي إيه سبورتس UFC 5", 179)], { profile: "video-game", noun: null, brandInName: false, options: [[gamePlatforms.ps5], gameEditions] }),
    family("ubisoft", [model("Assassin's Creed Shadows", "أساسنز كريد شادوز", 249), model("Star Wars Outlaws", "ستار وورز أوتلوز", 229)], { profile: "video-game", noun: null, brandInName: false, options: [[gamePlatforms.ps5], gameEditions] }),
  ],
  "xbox-games": [
    family("microsoft", [model("Forza Horizon 5", "فورزا هورايزن 5", 179), model("Halo Infinite", "هيلو إنفينيت", 149), model("Starfield", "ستارفيلد", 229), model("Indiana Jones and the Great Circle", "إنديانا جونز والدائرة العظيمة", 249)], { profile: "video-game", brandInName: false, noun: ["Xbox Game", "لعبة إكس بوكس"], options: [gameEditions], specs: { platform: ["Xbox Series X|S", "إكس بوكس سيريس X|S"] } }),
    family("ea", [model("EA Sports FC 25", "إي إيه سبورتس FC 25", 249), model("EA Sports Madden NFL 25", "إي إيه سبورتس مادن NFL 25", 229)], { profile: "video-game", noun: null, brandInName: false, options: [[gamePlatforms.xbox], gameEditions] }),
    family("ubisoft", [model("Assassin's Creed Mirage", "أساسنز كريد ميراج", 149)], { profile: "video-game", noun: null, brandInName: false, options: [[gamePlatforms.xbox], gameEditions] }),
  ],
  "nintendo-switch-games": [
    family("nintendo", [
      model("Mario Kart 8 Deluxe", "ماريو كارت 8 ديلوكس", 229),
      model("The Legend of Zelda: Tears of the Kingdom", "أسطورة زيلدا: دموع المملكة", 269),
      model("Super Mario Bros. Wonder", "سوبر ماريو براذرز وندر", 229),
      model("Pokémon Scarlet", "بوكيمون سكارليت", 229),
      model("Animal Crossing: New Horizons", "أنيمال كروسينج: نيو هورايزنز", 209),
      model("Super Smash Bros. Ultimate", "سوبر سماش براذرز ألتيميت", 249),
    ], { profile: "video-game", brandInName: false, noun: ["Switch Game", "لعبة سويتش"], specs: { platform: ["Nintendo Switch", "نينتندو سويتش"] } }),
    family("ea", [model("EA Sports FC 25", "إي إيه سبورتس FC 25", 199)], { profile: "video-game", noun: null, brandInName: false, options: [[gamePlatforms.switch]] }),
    family("ubisoft", [model("Just Dance 2025 Edition", "جست دانس إصدار 2025", 199)], { profile: "video-game", noun: null, brandInName: false, options: [[gamePlatforms.switch]] }),
  ],
  "apple-watch": [
    family("apple", [
      model("Watch Series 10 GPS", "واتش سيريس 10 GPS", 1699),
      model("Watch Series 10 GPS + Cellular", "واتش سيريس 10 GPS + خلوي", 2099),
      model("Watch SE GPS", "واتش SE GPS", 999),
      model("Watch Series 9 GPS", "واتش سيريس 9 GPS", 1499),
    ], {
      noun: null, colors: ["BLK", "SLV", "PNK", "GLD"], options: [watchCaseSizes], configurable: true,
      specs: { operating_system: ["watchOS 11", "watchOS 11"], battery: ["Up to 18 hours", "حتى 18 ساعة"], compatibility: ["iPhone", "ايفون"] },
    }),
    family("apple", [model("Watch Ultra 2", "واتش ألترا 2", 3399, { specs: { display: ["49mm titanium case, 3000-nit display", "هيكل تيتانيوم 49 ملم، شاشة 3000 شمعة"], battery: ["Up to 36 hours", "حتى 36 ساعة"] } })], {
      noun: null, colors: ["NTT", "BTT"], configurable: true, specs: { water_resistance: "100 m, EN13319", operating_system: ["watchOS 11", "watchOS 11"] },
    }),
  ],
  "android-smartwatches": [
    family("samsung", [
      model("Galaxy Watch7 40mm", "جالكسي واتش 7 مقاس 40 ملم", 999),
      model("Galaxy Watch7 44mm", "جالكسي واتش 7 مقاس 44 ملم", 1099),
      model("Galaxy Watch Ultra", "جالكسي واتش ألترا", 2299),
      model("Galaxy Watch FE", "جالكسي واتش إف إي", 699),
    ], { colors: ["GRN", "SLV", "CRM"], configurable: true, specs: { operating_system: ["Wear OS, One UI Watch", "Wear OS، One UI Watch"] } }),
    family("huawei", [model("Watch GT 5 46mm", "واتش جي تي 5 مقاس 46 ملم", 899), model("Watch GT 5 Pro", "واتش جي تي 5 برو", 1299), model("Watch 4 Pro", "واتش 4 برو", 1999), model("Watch Fit 3", "واتش فيت 3", 549)], { colors: ["BLK", "BLU", "WHT"] }),
    family("google", [model("Pixel Watch 3 41mm", "بكسل واتش 3 مقاس 41 ملم", 1499), model("Pixel Watch 3 45mm", "بكسل واتش 3 مقاس 45 ملم", 1699)], { colors: ["BLK", "SLV", "GLD"], specs: { operating_system: ["Wear OS 5", "Wear OS 5"] } }),
    family("amazfit", [model("GTR 4", "GTR 4", 649), model("Balance", "بالانس", 849), model("Active 2", "أكتيف 2", 449)], { colors: ["BLK", "SLV", "PNK"] }),
    family("xiaomi", [model("Watch 2 Pro", "واتش 2 برو", 999), model("Redmi Watch 5", "ريدمي واتش 5", 399)], { colors: ["BLK", "SLV"] }),
  ],
  "sports-watches": [
    family("garmin", [
      model("Forerunner 165", "فوررنر 165", 1049),
      model("Forerunner 265", "فوررنر 265", 1649),
      model("Forerunner 965", "فوررنر 965", 2499),
      model("Venu 3", "فينو 3", 1799),
      model("Instinct 2X Solar", "إنستينكت 2X سولار", 1699),
      model("fenix 8 AMOLED 47mm", "فينكس 8 AMOLED 47 ملم", 4299),
    ], { noun: ["GPS Sports Watch", "ساعة رياضية بنظام GPS"], colors: ["BLK", "WHT", "BLU"], specs: { battery: daysBattery(13) } }),
    family("amazfit", [model("T-Rex 3", "تي-ريكس 3", 1049), model("Cheetah Pro", "تشيتا برو", 1099)], { noun: ["GPS Sports Watch", "ساعة رياضية بنظام GPS"], colors: ["BLK", "GRY"] }),
    family("huawei", [model("Watch GT 5 Pro 46mm Titanium", "واتش جي تي 5 برو 46 ملم تيتانيوم", 1599)], { noun: ["Sports Watch", "ساعة رياضية"] }),
  ],
  "fitness-bands": [
    family("xiaomi", [model("Smart Band 9", "سمارت باند 9", 179), model("Smart Band 9 Pro", "سمارت باند 9 برو", 299)], { colors: ["BLK", "SLV", "PNK", "BLU"] }),
    family("huawei", [model("Band 9", "باند 9", 199), model("Band 8", "باند 8", 149)], { colors: ["BLK", "PNK", "BLU"] }),
    family("samsung", [model("Galaxy Fit3", "جالكسي فيت 3", 249)], { colors: ["GRY", "SLV", "PNK"] }),
    family("fitbit", [model("Charge 6", "تشارج 6", 649), model("Inspire 3", "إنسباير 3", 399)], { colors: ["BLK", "PNK", "WHT"] }),
    family("garmin", [model("vivosmart 5", "فيفو سمارت 5", 599)], { colors: ["BLK", "MNT"] }),
    family("amazfit", [model("Band 7", "باند 7", 199), model("Helio Strap", "هيليو ستراب", 399)], { colors: ["BLK", "BEG"] }),
  ],
  "smart-rings": [
    family("samsung", [model("Galaxy Ring", "جالكسي رينج", 1599)], { noun: ["Smart Ring", "خاتم ذكي"], colors: ["TGY", "BTT", "GLD"], options: [[8, 9, 10, 11, 12, 13].map((size) => axisValue(`Size ${size}`, `مقاس ${size}`, `S${size}`))], specs: { battery: daysBattery(7), water_resistance: "10 ATM" } }),
    family("amazfit", [model("Helio Ring", "هيليو رينج", 999)], { noun: ["Smart Ring", "خاتم ذكي"], colors: ["TGY"], options: [[10, 12].map((size) => axisValue(`Size ${size}`, `مقاس ${size}`, `S${size}`))] }),
  ],
  "smart-speakers-displays": [
    family("amazon", [model("Echo Pop", "إيكو بوب", 149), model("Echo Dot 5th Gen", "إيكو دوت الجيل الخامس", 229), model("Echo Show 5 3rd Gen", "إيكو شو 5 الجيل الثالث", 349), model("Echo Show 8 3rd Gen", "إيكو شو 8 الجيل الثالث", 599)], { noun: null, colors: ["BLK", "WHT", "BLU"], specs: { compatibility: ["Alexa", "أليكسا"] } }),
    family("google", [model("Nest Mini", "نست ميني", 199), model("Nest Audio", "نست أوديو", 399), model("Nest Hub 2nd Gen", "نست هب الجيل الثاني", 399)], { noun: null, colors: ["WHT", "BLK"], specs: { compatibility: ["Google Assistant", "مساعد جوجل"] } }),
    family("apple", [model("HomePod mini", "هوم بود ميني", 399), model("HomePod 2nd Gen", "هوم بود الجيل الثاني", 1199)], { noun: null, colors: ["WHT", "MDN", "BLU", "YLW", "ORG"], specs: { compatibility: ["Siri, Apple Home", "سيري، أبل هوم"] } }),
  ],
  "smart-lighting": [
    family("philips", [model("Hue White and Colour Ambiance E27", "هيو وايت آند كولور أمبيانس E27", 199), model("Hue Go Portable Light", "هيو جو مصباح محمول", 399), model("Hue Play Light Bar", "هيو بلاي شريط إضاءة", 349), model("Hue Bridge", "هيو بريدج", 249)], { noun: null, options: [bulbPacks] }),
    family("tp-link", [model("Tapo L530E Smart Bulb", "تابو L530E لمبة ذكية", 59), model("Tapo L900 LED Strip 5m", "تابو L900 شريط LED 5 م", 99)], { noun: null, options: [bulbPacks] }),
    family("xiaomi", [model("Smart LED Bulb Essential", "لمبة LED ذكية إيسنشال", 49), model("Mi Smart Bedside Lamp 2", "مصباح السرير الذكي 2", 149)], { noun: null }),
  ],
  "security-cameras": [
    family("ring", [model("Battery Video Doorbell", "جرس الباب بالفيديو بالبطارية", 449), model("Video Doorbell Pro 2", "جرس الباب بالفيديو برو 2", 999), model("Stick Up Cam Battery", "ستيك أب كام بالبطارية", 449), model("Indoor Cam 2nd Gen", "كاميرا داخلية الجيل الثاني", 249)], { noun: null, colors: ["BLK", "WHT"] }),
    family("tp-link", [model("Tapo C210", "تابو C210", 129), model("Tapo C320WS", "تابو C320WS", 199), model("Tapo C425", "تابو C425", 349)], {}),
    family("xiaomi", [model("Smart Camera C400", "الكاميرا الذكية C400", 199), model("Outdoor Camera AW300", "الكاميرا الخارجية AW300", 229)], {}),
    family("anker", [model("eufy SoloCam S340", "يوفي سولوكام S340", 799), model("eufyCam 3 (2-Cam Kit)", "يوفي كام 3 (طقم كاميرتين)", 1799)], {}),
    family("google", [model("Nest Cam Outdoor", "نست كام خارجية", 749), model("Nest Doorbell Battery", "نست جرس الباب بالبطارية", 799)], { noun: null }),
  ],
  refrigerators: [
    family("samsung", [
      model("Side by Side RS64", "سايد باي سايد RS64", 3999, { specs: { capacity: litres(617) } }),
      model("Bespoke French Door", "بيسبوك فرنش دور", 8999, { specs: { capacity: litres(636) } }),
      model("Top Mount Freezer RT42", "فريزر علوي RT42", 1999, { specs: { capacity: litres(415) } }),
    ], { colors: applianceColors, specs: { connectivity: ["Wi-Fi, SmartThings", "واي فاي، سمارت ثينجز"] } }),
    family("lg", [
      model("InstaView Door-in-Door", "إنستا فيو دور إن دور", 7999, { specs: { capacity: litres(635) } }),
      model("Side by Side GC-X257", "سايد باي سايد GC-X257", 4499, { specs: { capacity: litres(694) } }),
      model("Top Freezer GN-B422", "فريزر علوي GN-B422", 1899, { specs: { capacity: litres(395) } }),
    ], { colors: applianceColors }),
    family("hisense", [model("Side by Side RS670", "سايد باي سايد RS670", 2799), model("Double Door RT488", "بابين RT488", 1499)], { colors: ["SLV", "BLK"] }),
    family("bosch", [model("Serie 4 Bottom Freezer", "سيري 4 فريزر سفلي", 3299), model("Serie 6 French Door", "سيري 6 فرنش دور", 6999)], { colors: ["SLV"] }),
  ],
  "washing-machines": [
    family("samsung", [model("EcoBubble Front Load", "إيكو بابل تحميل أمامي", 1999, { specs: { capacity: kg(9) } }), model("Bespoke AI", "بيسبوك AI", 3499, { specs: { capacity: kg(12) } }), model("Top Load WA13", "تحميل علوي WA13", 1499, { specs: { capacity: kg(13) } })], { colors: ["WHT", "BLK", "SLV"] }),
    family("lg", [model("Vivace AI DD Front Load", "فيفاتشي AI DD تحميل أمامي", 2299, { specs: { capacity: kg(9) } }), model("WashTower", "واش تاور", 8999, { specs: { capacity: ["12 kg wash + 10 kg dry", "غسيل 12 كجم + تجفيف 10 كجم"] } }), model("Twin Tub", "حوضين", 899)], { colors: ["WHT", "BLK"] }),
    family("bosch", [model("Serie 4 Front Load", "سيري 4 تحميل أمامي", 1899), model("Serie 6 Washer Dryer", "سيري 6 غسالة ونشافة", 3499)], { colors: ["WHT", "SLV"] }),
    family("hisense", [model("WFQA Front Load", "WFQA تحميل أمامي", 1099)], { colors: ["WHT", "SLV"] }),
  ],
  "air-fryers": [
    family("philips", [
      model("Airfryer Essential XL HD9270", "إيرفراير إيسنشال XL HD9270", 399, { specs: { capacity: litres(6.2) } }),
      model("Airfryer XXL HD9650", "إيرفراير XXL HD9650", 999, { specs: { capacity: litres(7.3), power: watts(2225) } }),
      model("Airfryer 3000 Series L HD9200", "إيرفراير سلسلة 3000 L HD9200", 299, { specs: { capacity: litres(4.1) } }),
      model("Airfryer 5000 Series XXL Connected", "إيرفراير سلسلة 5000 XXL متصلة", 799, { specs: { capacity: litres(7.2) } }),
    ], { noun: null, colors: ["BLK", "WHT"] }),
    family("tefal", [model("Easy Fry & Grill XXL", "إيزي فراي آند جريل XXL", 499), model("Easy Fry Dual Zone", "إيزي فراي ثنائي المنطقة", 649)], { colors: ["BLK"] }),
    family("ninja", [model("Foodi Dual Zone AF300", "فودي ثنائي المنطقة AF300", 799, { specs: { capacity: litres(7.6) } }), model("Air Fryer Max AF160", "إير فراير ماكس AF160", 549)], { colors: ["BLK", "GRY"] }),
    family("xiaomi", [model("Smart Air Fryer 6.5L", "مقلاة هوائية ذكية 6.5 لتر", 349, { specs: { capacity: litres(6.5) } })], { noun: null, colors: ["WHT", "BLK"] }),
  ],
  "coffee-machines": [
    family("nespresso", [model("Vertuo Pop", "فيرتو بوب", 399), model("Vertuo Next", "فيرتو نكست", 599), model("Essenza Mini", "إيسنزا ميني", 449), model("Lattissima One", "لاتيسيما ون", 1099)], { colors: ["BLK", "RED", "WHT", "MNT"] }),
    family("delonghi", [model("Dedica EC685", "ديديكا EC685", 799), model("Magnifica S ECAM22.110", "ماجنيفيكا إس ECAM22.110", 1699), model("Dinamica Plus", "دينامكا بلس", 3999)], { colors: ["SLV", "BLK"] }),
    family("philips", [model("Series 2200 LatteGo", "سلسلة 2200 لاتيه جو", 1699), model("Series 3200 LatteGo", "سلسلة 3200 لاتيه جو", 2199)], { noun: ["Espresso Machine", "ماكينة إسبريسو"], colors: ["BLK", "WHT"] }),
    family("braun", [model("PurEase KF3120", "بيور إيز KF3120", 249), model("PurShine KF1500", "بيور شاين KF1500", 179)], { noun: ["Filter Coffee Maker", "صانعة قهوة بالفلتر"], colors: ["BLK", "WHT"] }),
  ],
  microwaves: [
    family("samsung", [model("Solo MS23K3513", "سولو MS23K3513", 399), model("Grill MG23K3515", "جريل MG23K3515", 499), model("Convection MC32K7055", "حراري MC32K7055", 999)], { colors: applianceColors }),
    family("lg", [model("NeoChef MS2336", "نيو شيف MS2336", 449), model("NeoChef MH6535", "نيو شيف MH6535", 649)], { colors: ["BLK", "SLV"] }),
    family("panasonic", [model("NN-ST34", "NN-ST34", 399), model("NN-CD87 Convection", "NN-CD87 حراري", 1299)], { colors: ["WHT", "SLV"] }),
  ],
  "vacuum-cleaners": [
    family("dyson", [
      model("V15 Detect Absolute", "V15 ديتكت أبسولوت", 2999),
      model("V12 Detect Slim", "V12 ديتكت سليم", 2299),
      model("V8 Absolute", "V8 أبسولوت", 1499),
      model("Gen5detect", "Gen5 ديتكت", 3499),
    ], { noun: ["Cordless Vacuum", "مكنسة لاسلكية"], colors: ["YLW", "PRP", "GLD"] }),
    family("samsung", [model("Bespoke Jet AI", "بيسبوك جيت AI", 2799), model("Jet 75", "جيت 75", 1299)], { noun: ["Cordless Vacuum", "مكنسة لاسلكية"], colors: ["SLV", "WHT"] }),
    family("philips", [model("3000 Series Bagless XB2023", "سلسلة 3000 بدون كيس XB2023", 399), model("8000 Series Aqua XC8149", "سلسلة 8000 أكوا XC8149", 1499)], { colors: ["BLU", "BLK"] }),
    family("xiaomi", [model("Vacuum Cleaner G10", "المكنسة G10", 899), model("Vacuum Cleaner G20 Lite", "المكنسة G20 لايت", 599)], { noun: ["Cordless Vacuum", "مكنسة لاسلكية"], colors: ["WHT"] }),
  ],
  "robot-vacuums": [
    family("roborock", [model("S8 MaxV Ultra", "S8 MaxV ألترا", 5499), model("Q7 Max+", "Q7 ماكس+", 1999), model("Qrevo S", "كريفو S", 2999)], { noun: ["Robot Vacuum and Mop", "مكنسة روبوتية وممسحة"], colors: ["BLK", "WHT"] }),
    family("xiaomi", [model("Robot Vacuum S10+", "المكنسة الروبوتية S10+", 1999), model("Robot Vacuum X20+", "المكنسة الروبوتية X20+", 2499), model("Robot Vacuum E10", "المكنسة الروبوتية E10", 699)], { noun: null, colors: ["WHT", "BLK"] }),
    family("irobot", [model("Roomba Combo j9+", "رومبا كومبو j9+", 4999), model("Roomba i5", "رومبا i5", 1499)], { noun: ["Robot Vacuum", "مكنسة روبوتية"], colors: ["BLK"] }),
    family("dyson", [model("360 Vis Nav", "360 فيس ناف", 5999)], { noun: ["Robot Vacuum", "مكنسة روبوتية"], colors: ["BLU"] }),
    family("anker", [model("eufy X10 Pro Omni", "يوفي X10 برو أومني", 3199), model("eufy RoboVac G30", "يوفي روبوفاك G30", 999)], { noun: ["Robot Vacuum", "مكنسة روبوتية"], colors: ["BLK", "WHT"] }),
  ],
  "air-purifiers": [
    family("dyson", [model("Purifier Cool TP07", "بيوريفاير كول TP07", 2299), model("Purifier Hot+Cool HP07", "بيوريفاير هوت+كول HP07", 2799), model("Purifier Big+Quiet", "بيوريفاير بيج+كوايت", 3999)], { noun: null, colors: ["WHT", "BLK", "BLU"] }),
    family("philips", [model("Series 2000i AC2939", "سلسلة 2000i AC2939", 1299), model("Series 1000 AC1715", "سلسلة 1000 AC1715", 699), model("Series 3000i AC3033", "سلسلة 3000i AC3033", 1999)], {}),
    family("xiaomi", [model("Smart Air Purifier 4", "جهاز تنقية الهواء الذكي 4", 699), model("Smart Air Purifier 4 Lite", "جهاز تنقية الهواء الذكي 4 لايت", 449), model("Smart Air Purifier 4 Pro", "جهاز تنقية الهواء الذكي 4 برو", 999)], { noun: null }),
  ],
  "chargers-adapters": [
    family("apple", [model("20W USB-C Power Adapter", "محول طاقة USB-C بقدرة 20 واط", 79, { specs: { power: watts(20) } }), model("35W Dual USB-C Port Power Adapter", "محول طاقة بمنفذي USB-C بقدرة 35 واط", 229, { specs: { power: watts(35) } }), model("MagSafe Charger 1m", "شاحن MagSafe 1 م", 179, { specs: { power: watts(25) } })], { noun: null, colors: ["WHT"] }),
    family("samsung", [model("25W Power Adapter", "محول طاقة 25 واط", 69), model("45W Super Fast Charger", "شاحن فائق السرعة 45 واط", 149), model("15W Wireless Charger Pad", "شاحن لاسلكي 15 واط", 149)], { noun: null, colors: ["BLK", "WHT"] }),
    family("anker", [model("Nano 30W", "نانو 30 واط", 89), model("735 GaNPrime 65W", "735 GaNPrime 65 واط", 199), model("Prime 100W GaN", "برايم 100 واط GaN", 299)], { colors: ["BLK", "WHT", "BLU"] }),
    family("belkin", [model("BoostCharge Pro 3-in-1 with MagSafe", "بوست تشارج برو 3 في 1 مع MagSafe", 599), model("BoostCharge 25W USB-C", "بوست تشارج USB-C 25 واط", 79)], { noun: null, colors: ["BLK", "WHT"] }),
    family("xiaomi", [model("67W Charging Combo", "طقم شحن 67 واط", 99)], { noun: null, colors: ["WHT"] }),
  ],
  cables: [
    family("apple", [model("USB-C to Lightning Cable", "كابل USB-C إلى لايتنينج", 79), model("240W USB-C Charge Cable", "كابل شحن USB-C بقدرة 240 واط", 119)], { noun: null, options: [cableLengths] }),
    family("anker", [model("PowerLine III USB-C to USB-C", "باورلاين III USB-C إلى USB-C", 49), model("765 USB-C to USB-C 140W", "765 USB-C إلى USB-C 140 واط", 79), model("PowerLine II USB-C to Lightning", "باورلاين II USB-C إلى لايتنينج", 69)], { noun: null, colors: accessoryColors, options: [cableLengths] }),
    family("belkin", [model("BoostCharge USB-C Braided Cable", "بوست تشارج كابل USB-C مجدول", 59), model("Ultra High Speed HDMI 2.1 Cable", "كابل HDMI 2.1 فائق السرعة", 129, { specs: { connectivity: "HDMI 2.1" } })], { noun: null, colors: ["BLK", "WHT"], options: [cableLengths] }),
    family("samsung", [model("USB-C to USB-C Cable 5A", "كابل USB-C إلى USB-C 5 أمبير", 59)], { noun: null, colors: ["BLK", "WHT"], options: [cableLengths] }),
  ],
  "power-banks": [
    family("anker", [model("Nano Power Bank 10K", "نانو باور بانك 10K", 199, { specs: { capacity: mah(10000) } }), model("737 Power Bank 24K", "737 باور بانك 24K", 399, { specs: { capacity: mah(24000), power: watts(140) } }), model("622 MagGo", "622 ماج جو", 249, { specs: { capacity: mah(5000) } })], { noun: null, colors: ["BLK", "WHT", "BLU"] }),
    family("belkin", [model("BoostCharge 10K", "بوست تشارج 10K", 129), model("BoostCharge Pro 20K", "بوست تشارج برو 20K", 249)], { colors: ["BLK", "WHT"] }),
    family("xiaomi", [model("Redmi 20000mAh 18W", "ريدمي 20000 مللي أمبير 18 واط", 79, { specs: { capacity: mah(20000) } }), model("33W Power Bank 10000mAh", "باور بانك 33 واط 10000 مللي أمبير", 99, { specs: { capacity: mah(10000) } })], { noun: ["Power Bank", "باور بانك"], colors: ["BLK", "BLU"] }),
    family("samsung", [model("10000mAh 25W", "10000 مللي أمبير 25 واط", 149, { specs: { capacity: mah(10000) } }), model("20000mAh 45W", "20000 مللي أمبير 45 واط", 249, { specs: { capacity: mah(20000) } })], { colors: ["BEG", "GRY"] }),
  ],
  "cases-screen-protectors": [
    family("apple", [
      model("iPhone 16 Pro Silicone Case with MagSafe", "غطاء سيليكون مع MagSafe لايفون 16 برو", 219, { specs: { compatibility: ["iPhone 16 Pro", "ايفون 16 برو"] } }),
      model("iPhone 16 Pro Max Clear Case with MagSafe", "غطاء شفاف مع MagSafe لايفون 16 برو ماكس", 219, { specs: { compatibility: ["iPhone 16 Pro Max", "ايفون 16 برو ماكس"] } }),
      model("iPhone 16 FineWoven Wallet with MagSafe", "محفظة فاين ووفن مع MagSafe لايفون 16", 249, { specs: { compatibility: ["iPhone 16", "ايفون 16"] } }),
    ], { noun: null, colors: ["BLK", "BLU", "PNK", "GRN"] }),
    family("samsung", [
      model("Galaxy S24 Ultra Silicone Case", "غطاء سيليكون لجالكسي إس 24 ألترا", 129, { specs: { compatibility: ["Galaxy S24 Ultra", "جالكسي إس 24 ألترا"] } }),
      model("Galaxy S25 Smart View Wallet", "محفظة سمارت فيو لجالكسي إس 25", 199, { specs: { compatibility: ["Galaxy S25", "جالكسي إس 25"] } }),
      model("Galaxy Z Flip6 Clear Case", "غطاء شفاف لجالكسي زد فليب 6", 99, { specs: { compatibility: ["Galaxy Z Flip6", "جالكسي زد فليب 6"] } }),
    ], { noun: null, colors: ["BLK", "LAV", "MNT"] }),
    family("spigen", [model("Ultra Hybrid", "ألترا هايبرد", 69), model("Tough Armor", "تاف آرمور", 89), model("Liquid Air", "ليكويد إير", 59)], { colors: caseColors }),
    family("belkin", [model("ScreenForce UltraGlass 2", "سكرين فورس ألترا جلاس 2", 149), model("ScreenForce Pro TemperedGlass Privacy", "سكرين فورس برو زجاج مقوى للخصوصية", 129)], { noun: ["Screen Protector", "واقي شاشة"] }),
  ],
  keyboards: [
    family("logitech", [model("MX Keys S", "إم إكس كيز S", 449), model("K380s Pebble Keys 2", "K380s بيبل كيز 2", 149), model("MX Mechanical Mini", "إم إكس ميكانيكال ميني", 599), model("MK270 Wireless Combo", "MK270 طقم لاسلكي", 119)], { noun: ["Wireless Keyboard", "لوحة مفاتيح لاسلكية"], colors: ["GRP", "WHT", "PNK"] }),
    family("apple", [model("Magic Keyboard with Touch ID", "ماجيك كيبورد مع Touch ID", 629), model("Magic Keyboard", "ماجيك كيبورد", 399)], { noun: null, colors: ["WHT", "BLK"], specs: { connectivity: ["Bluetooth, USB-C", "بلوتوث، USB-C"] } }),
    family("microsoft", [model("Ergonomic Keyboard", "لوحة مفاتيح مريحة", 249), model("Bluetooth Keyboard", "لوحة مفاتيح بلوتوث", 149)], { noun: null, colors: ["BLK"] }),
  ],
  mice: [
    family("logitech", [model("MX Master 3S", "إم إكس ماستر 3S", 399), model("MX Anywhere 3S", "إم إكس إني وير 3S", 299), model("Lift Vertical", "ليفت العمودية", 299), model("M185", "M185", 49)], { noun: ["Wireless Mouse", "فأرة لاسلكية"], colors: ["GRP", "WHT", "PNK"] }),
    family("apple", [model("Magic Mouse USB-C", "ماجيك ماوس USB-C", 349)], { noun: null, colors: ["WHT", "BLK"] }),
    family("microsoft", [model("Bluetooth Ergonomic Mouse", "فأرة بلوتوث مريحة", 129), model("Arc Mouse", "آرك ماوس", 299)], { noun: null, colors: ["BLK", "BLU"] }),
  ],
  "usb-hubs-docks": [
    family("anker", [model("7-in-1 USB-C Hub", "موزع USB-C 7 في 1", 149), model("Prime 14-in-1 Docking Station", "محطة توصيل برايم 14 في 1", 999)], { noun: null }),
    family("belkin", [model("Connect USB-C 11-in-1 Multiport Dock", "محطة توصيل USB-C 11 في 1", 599), model("USB-C 4-in-1 Multiport Adapter", "محول USB-C متعدد المنافذ 4 في 1", 199)], { noun: null }),
    family("dell", [model("WD19S 180W Dock", "محطة توصيل WD19S 180 واط", 899)], { noun: null }),
  ],
  "security-software": [
    family("norton", [model("360 Standard", "360 ستاندرد", 149, { specs: { devices: devicesCount(1) } }), model("360 Deluxe", "360 ديلوكس", 199, { specs: { devices: devicesCount(5) } }), model("360 Premium", "360 بريميوم", 249, { specs: { devices: devicesCount(10) } })], { noun: ["Antivirus", "برنامج مكافحة الفيروسات"], options: [licenceYears()] }),
    family("mcafee", [model("Total Protection 1 Device", "توتال بروتكشن لجهاز واحد", 99, { specs: { devices: devicesCount(1) } }), model("Total Protection 5 Devices", "توتال بروتكشن 5 أجهزة", 179, { specs: { devices: devicesCount(5) } }), model("Total Protection 10 Devices", "توتال بروتكشن 10 أجهزة", 229, { specs: { devices: devicesCount(10) } })], { noun: ["Antivirus", "برنامج مكافحة الفيروسات"], options: [licenceYears()] }),
    family("kaspersky", [model("Standard 3 Devices", "ستاندرد 3 أجهزة", 129, { specs: { devices: devicesCount(3) } }), model("Plus 5 Devices", "بلس 5 أجهزة", 199, { specs: { devices: devicesCount(5) } }), model("Premium 10 Devices", "بريميوم 10 أجهزة", 279, { specs: { devices: devicesCount(10) } })], { noun: ["Security", "برنامج حماية"], options: [licenceYears()] }),
  ],
  "office-software": [
    family("microsoft", [
      model("365 Personal", "365 بيرسونال", 269, { specs: { devices: devicesCount(5), duration: years(1) } }),
      model("365 Family", "365 فاميلي", 359, { specs: { devices: ["Up to 6 people", "حتى 6 أشخاص"], duration: years(1) } }),
      model("Office Home 2024", "أوفيس هوم 2024", 549, { specs: { devices: devicesCount(1), duration: ["Lifetime licence", "ترخيص مدى الحياة"] } }),
      model("Office Home & Business 2024", "أوفيس هوم آند بيزنس 2024", 1099, { specs: { devices: devicesCount(1), duration: ["Lifetime licence", "ترخيص مدى الحياة"] } }),
      model("Windows 11 Home", "ويندوز 11 هوم", 599, { specs: { devices: devicesCount(1), duration: ["Lifetime licence", "ترخيص مدى الحياة"], platform: ["PC", "الكمبيوتر"] } }),
      model("Windows 11 Pro", "ويندوز 11 برو", 899, { specs: { devices: devicesCount(1), duration: ["Lifetime licence", "ترخيص مدى الحياة"], platform: ["PC", "الكمبيوتر"] } }),
    ], { noun: ["Digital Licence", "ترخيص رقمي"] }),
  ],
  "protection-plans": [
    family("apple", [
      model("AppleCare+ for iPhone", "AppleCare+ لايفون", 599),
      model("AppleCare+ for iPad", "AppleCare+ لايباد", 349),
      model("AppleCare+ for MacBook Air", "AppleCare+ لماك بوك اير", 699),
      model("AppleCare+ for MacBook Pro", "AppleCare+ لماك بوك برو", 1049),
      model("AppleCare+ for Apple Watch", "AppleCare+ لساعة أبل", 249),
    ], { noun: null, brandInName: false, specs: { duration: years(2), coverage: ["Accidental damage and battery service", "الأضرار العرضية وخدمة البطارية"] } }),
    family("samsung", [model("Samsung Care+ for Galaxy S", "سامسونج كير+ لجالكسي إس", 399), model("Samsung Care+ for Galaxy Z", "سامسونج كير+ لجالكسي زد", 699), model("Samsung Care+ for Galaxy Tab", "سامسونج كير+ لجالكسي تاب", 299)], { noun: null, brandInName: false, options: [[axisValue("1 Year", "سنة واحدة", "1Y", {}, { duration: years(1) }), axisValue("2 Years", "سنتان", "2Y", { factor: 1.7 }, { duration: years(2) })]] }),
    family(null, [
      model("Extended Warranty for Mobiles", "ضمان ممتد للهواتف المحمولة", 99),
      model("Extended Warranty for Laptops", "ضمان ممتد لأجهزة اللابتوب", 149),
      model("Extended Warranty for TVs", "ضمان ممتد لأجهزة التلفزيون", 129),
      model("Extended Warranty for Home Appliances", "ضمان ممتد للأجهزة المنزلية", 119),
      model("Extended Warranty for Cameras", "ضمان ممتد للكاميرات", 109),
      model("Accidental Damage Protection for Mobiles", "حماية من الأضرار العرضية للهواتف المحمولة", 149, { specs: { coverage: ["Accidental damage and liquid spills", "الأضرار العرضية وانسكاب السوائل"] } }),
    ], {
      noun: null,
      options: [
        [axisValue("1 Year", "سنة واحدة", "1Y", {}, { duration: years(1) }), axisValue("2 Years", "سنتان", "2Y", { factor: 1.7 }, { duration: years(2) }), axisValue("3 Years", "3 سنوات", "3Y", { factor: 2.3 }, { duration: years(3) })],
        [
          axisValue("up to AED 1,000", "حتى 1,000 درهم", "B1"),
          axisValue("AED 1,001–3,000", "من 1,001 إلى 3,000 درهم", "B2", { factor: 2 }),
          axisValue("AED 3,001–6,000", "من 3,001 إلى 6,000 درهم", "B3", { factor: 3.5 }),
          axisValue("above AED 6,000", "أكثر من 6,000 درهم", "B4", { factor: 5 }),
        ],
      ],
    }),
  ],
  "gift-cards": [
    family(null, [100, 250, 500, 1000].map((aed) => model(`AED ${aed.toLocaleString("en-US")}`, `${aed} درهم`, aed)), {
      noun: ["Gift Card", "بطاقة هدايا"], exactPrice: true,
      options: [[
        axisValue("", "", "STD"),
        axisValue("Happy Birthday", "عيد ميلاد سعيد", "BDAY"),
        axisValue("Eid Mubarak", "عيد مبارك", "EID"),
        axisValue("Thank You", "شكرًا لك", "THX"),
        axisValue("Congratulations", "تهانينا", "CONG"),
      ]],
    }),
  ],
};

function licenceYears() {
  return [
    axisValue("1 Year", "سنة واحدة", "1Y", {}, { duration: years(1) }),
    axisValue("2 Years", "سنتان", "2Y", { factor: 1.7 }, { duration: years(2) }),
  ];
}
