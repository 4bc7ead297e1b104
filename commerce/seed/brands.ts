/**
 * Brands sold by the demo store, with the Arabic spelling UAE retailers use and a brand colour.
 * `skuPrefix` starts every SKU of the brand (SAM-GS24U-0012).
 */
export interface BrandSeed {
  code: string;
  en: string;
  ar: string;
  color: string;
  skuPrefix: string;
}

function brand(code: string, en: string, ar: string, color: string, skuPrefix: string): BrandSeed {
  return { code, en, ar, color, skuPrefix };
}

export const brands: readonly BrandSeed[] = [
  brand("apple", "Apple", "أبل", "#1D1D1F", "APL"),
  brand("samsung", "Samsung", "سامسونج", "#1428A0", "SAM"),
  brand("huawei", "Huawei", "هواوي", "#CF0A2C", "HUA"),
  brand("xiaomi", "Xiaomi", "شاومي", "#FF6900", "XIA"),
  brand("oneplus", "OnePlus", "ون بلس", "#EB0028", "ONP"),
  brand("oppo", "Oppo", "أوبو", "#1BA784", "OPP"),
  brand("honor", "Honor", "هونر", "#0B6CFF", "HON"),
  brand("google", "Google", "جوجل", "#4285F4", "GOO"),
  brand("nokia", "Nokia", "نوكيا", "#124191", "NOK"),
  brand("amazon", "Amazon", "أمازون", "#FF9900", "AMZ"),
  brand("sony", "Sony", "سوني", "#000000", "SON"),
  brand("lg", "LG", "إل جي", "#A50034", "LGE"),
  brand("hp", "HP", "إتش بي", "#0096D6", "HPI"),
  brand("dell", "Dell", "ديل", "#007DB8", "DEL"),
  brand("lenovo", "Lenovo", "لينوفو", "#E2231A", "LEN"),
  brand("asus", "Asus", "أسوس", "#00539B", "ASU"),
  brand("acer", "Acer", "أيسر", "#83B81A", "ACR"),
  brand("microsoft", "Microsoft", "مايكروسوفت", "#00A4EF", "MSF"),
  brand("msi", "MSI", "إم إس آي", "#E60012", "MSI"),
  brand("razer", "Razer", "ريزر", "#44D62C", "RAZ"),
  brand("canon", "Canon", "كانون", "#CC0000", "CAN"),
  brand("nikon", "Nikon", "نيكون", "#FFE100", "NIK"),
  brand("fujifilm", "Fujifilm", "فوجي فيلم", "#FB0020", "FUJ"),
  brand("gopro", "GoPro", "جو برو", "#00AEEF", "GPR"),
  brand("dji", "DJI", "دي جي آي", "#231F20", "DJI"),
  brand("insta360", "Insta360", "إنستا 360", "#FFC600", "INS"),
  brand("jbl", "JBL", "جي بي إل", "#FF3300", "JBL"),
  brand("bose", "Bose", "بوز", "#111111", "BOS"),
  brand("beats", "Beats", "بيتس", "#E01F3D", "BTS"),
  brand("sennheiser", "Sennheiser", "سنهايزر", "#00A0DF", "SEN"),
  brand("audio-technica", "Audio-Technica", "أوديو تكنيكا", "#2B2B2B", "ATC"),
  brand("edifier", "Edifier", "إيديفاير", "#1A1A1A", "EDF"),
  brand("marshall", "Marshall", "مارشال", "#B59A5B", "MAR"),
  brand("harman-kardon", "Harman Kardon", "هارمان كاردون", "#2F2F2F", "HKD"),
  brand("sonos", "Sonos", "سونوس", "#000000", "SNS"),
  brand("hyperx", "HyperX", "هايبر إكس", "#E21836", "HYX"),
  brand("anker", "Anker", "أنكر", "#00A7E1", "ANK"),
  brand("belkin", "Belkin", "بيلكن", "#00A3E0", "BLK"),
  brand("spigen", "Spigen", "سبيجن", "#E50012", "SPG"),
  brand("logitech", "Logitech", "لوجيتك", "#00B8FC", "LOG"),
  brand("philips", "Philips", "فيليبس", "#0B5ED7", "PHI"),
  brand("dyson", "Dyson", "دايسون", "#A5007D", "DYS"),
  brand("nintendo", "Nintendo", "نينتندو", "#E60012", "NIN"),
  brand("tcl", "TCL", "تي سي إل", "#E4002B", "TCL"),
  brand("hisense", "Hisense", "هايسنس", "#00AAA6", "HIS"),
  brand("xgimi", "Xgimi", "إكسجيمي", "#F26B21", "XGM"),
  brand("epson", "Epson", "إبسون", "#003399", "EPS"),
  brand("garmin", "Garmin", "جارمن", "#007CC3", "GAR"),
  brand("amazfit", "Amazfit", "أمازفيت", "#FF6A00", "AMF"),
  brand("fitbit", "Fitbit", "فيتبت", "#00B0B9", "FIT"),
  brand("ring", "Ring", "رينج", "#1C9AD6", "RNG"),
  brand("tp-link", "TP-Link", "تي بي لينك", "#4ACBD6", "TPL"),
  brand("netgear", "Netgear", "نتجير", "#5C2D91", "NTG"),
  brand("sandisk", "SanDisk", "سانديسك", "#E4002B", "SDK"),
  brand("western-digital", "Western Digital", "ويسترن ديجيتال", "#005195", "WDC"),
  brand("seagate", "Seagate", "سيجيت", "#6EBE49", "SEA"),
  brand("tefal", "Tefal", "تيفال", "#D2232A", "TEF"),
  brand("braun", "Braun", "براون", "#1A1A1A", "BRN"),
  brand("bosch", "Bosch", "بوش", "#EA0016", "BSH"),
  brand("panasonic", "Panasonic", "باناسونيك", "#0041C0", "PAN"),
  brand("nespresso", "Nespresso", "نسبريسو", "#3C2415", "NES"),
  brand("delonghi", "De'Longhi", "ديلونجي", "#003D7C", "DLG"),
  brand("ninja", "Ninja", "نينجا", "#2B2B2B", "NJA"),
  brand("roborock", "Roborock", "روبوروك", "#E60012", "RBR"),
  brand("irobot", "iRobot", "آي روبوت", "#6CC04A", "IRB"),
  brand("ea", "EA", "إي إيه", "#FF4747", "EAS"),
  brand("ubisoft", "Ubisoft", "يوبيسوفت", "#0070FF", "UBI"),
  brand("norton", "Norton", "نورتن", "#FFC20E", "NRT"),
  brand("mcafee", "McAfee", "مكافي", "#C01818", "MCA"),
  brand("kaspersky", "Kaspersky", "كاسبرسكي", "#00A88E", "KAS"),
];

const brandsByCode = new Map(brands.map((b) => [b.code, b]));

export function brandByCode(code: string): BrandSeed {
  const found = brandsByCode.get(code);
  if (!found) throw new Error(`Unknown brand code "${code}" in the seed data`);
  return found;
}
