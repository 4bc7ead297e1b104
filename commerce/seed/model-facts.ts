import type { SpecInput } from "./family-model";
import type { Bilingual } from "./text";
import { gb, grams, hoursBattery, inchesDisplay, kg, mah, megapixels } from "./units";

/**
 * The true specifications of the models the demo store sells, keyed by brand code and the English model name
 * (without the brand), as the families and their other generations name them. They win over the family's and
 * the kind's values, so a product's specification table describes that product. Models not listed here get
 * values drawn for their kind that fit their brand (spec-plausibility.ts).
 */

interface PhoneFacts {
  chip: string;
  ram: number;
  display: Bilingual;
  camera: readonly number[];
  battery: number;
  weight: number;
}

function phone({ chip, ram, display, camera, battery, weight }: PhoneFacts): SpecInput {
  return { processor: chip, ram: gb(ram), display, camera: megapixels(...camera), battery: mah(battery), weight: grams(weight) };
}

const superRetina = (inches: string) => inchesDisplay(inches, "Super Retina XDR OLED");
const proMotion = (inches: string) => inchesDisplay(inches, "ProMotion OLED");
const dynamicAmoled = (inches: string) => inchesDisplay(inches, "Dynamic AMOLED 2X");
const oneUi7: Bilingual = ["Android 15, One UI 7", "أندرويد 15، One UI 7"];

/** An Apple silicon processor and its graphics, as Apple names them. */
function appleSilicon(chip: string, cpuCores: number, gpuCores: number, ram: number): SpecInput {
  return {
    processor: `Apple ${chip}, ${cpuCores}-core CPU`,
    graphics: [`${gpuCores}-core Apple GPU`, `معالج رسومات أبل ${gpuCores} نوى`],
    ram: gb(ram),
  };
}

/** A tablet's chip, memory, camera and weight. */
function tablet(chip: string, ram: number, camera: number, weight: number): SpecInput {
  return { processor: chip, ram: gb(ram), camera: megapixels(camera), weight: grams(weight) };
}

const ipadBattery = hoursBattery(10);

const facts: Readonly<Record<string, SpecInput>> = {
  // Apple iPhone
  "apple/iPhone 12": phone({ chip: "A14 Bionic", ram: 4, display: superRetina("6.1"), camera: [12, 12], battery: 2815, weight: 164 }),
  "apple/iPhone 13": phone({ chip: "A15 Bionic", ram: 4, display: superRetina("6.1"), camera: [12, 12], battery: 3240, weight: 174 }),
  "apple/iPhone 14": phone({ chip: "A15 Bionic", ram: 6, display: superRetina("6.1"), camera: [12, 12], battery: 3279, weight: 172 }),
  "apple/iPhone 14 Plus": phone({ chip: "A15 Bionic", ram: 6, display: superRetina("6.7"), camera: [12, 12], battery: 4325, weight: 203 }),
  "apple/iPhone 15": phone({ chip: "A16 Bionic", ram: 6, display: superRetina("6.1"), camera: [48, 12], battery: 3349, weight: 171 }),
  "apple/iPhone 15 Plus": phone({ chip: "A16 Bionic", ram: 6, display: superRetina("6.7"), camera: [48, 12], battery: 4383, weight: 201 }),
  "apple/iPhone 16": phone({ chip: "A18", ram: 8, display: superRetina("6.1"), camera: [48, 12], battery: 3561, weight: 170 }),
  "apple/iPhone 16 Plus": phone({ chip: "A18", ram: 8, display: superRetina("6.7"), camera: [48, 12], battery: 4674, weight: 199 }),
  "apple/iPhone 16e": phone({ chip: "A18", ram: 8, display: inchesDisplay("6.1", "OLED"), camera: [48], battery: 4005, weight: 167 }),
  "apple/iPhone 13 Pro": phone({ chip: "A15 Bionic", ram: 6, display: proMotion("6.1"), camera: [12, 12, 12], battery: 3095, weight: 204 }),
  "apple/iPhone 14 Pro": phone({ chip: "A16 Bionic", ram: 6, display: proMotion("6.1"), camera: [48, 12, 12], battery: 3200, weight: 206 }),
  "apple/iPhone 15 Pro": phone({ chip: "A17 Pro", ram: 8, display: proMotion("6.1"), camera: [48, 12, 12], battery: 3274, weight: 187 }),
  "apple/iPhone 16 Pro": phone({ chip: "A18 Pro", ram: 8, display: proMotion("6.3"), camera: [48, 48, 12], battery: 3582, weight: 199 }),
  "apple/iPhone 13 Pro Max": phone({ chip: "A15 Bionic", ram: 6, display: proMotion("6.7"), camera: [12, 12, 12], battery: 4352, weight: 240 }),
  "apple/iPhone 14 Pro Max": phone({ chip: "A16 Bionic", ram: 6, display: proMotion("6.7"), camera: [48, 12, 12], battery: 4323, weight: 240 }),
  "apple/iPhone 15 Pro Max": phone({ chip: "A17 Pro", ram: 8, display: proMotion("6.7"), camera: [48, 12, 12], battery: 4422, weight: 221 }),
  "apple/iPhone 16 Pro Max": phone({ chip: "A18 Pro", ram: 8, display: proMotion("6.9"), camera: [48, 48, 12], battery: 4685, weight: 227 }),

  // Samsung Galaxy phones (the models sold in the UAE)
  "samsung/Galaxy S22": phone({ chip: "Exynos 2200", ram: 8, display: dynamicAmoled("6.1"), camera: [50, 12, 10], battery: 3700, weight: 167 }),
  "samsung/Galaxy S22+": phone({ chip: "Exynos 2200", ram: 8, display: dynamicAmoled("6.6"), camera: [50, 12, 10], battery: 4500, weight: 195 }),
  "samsung/Galaxy S22 Ultra": phone({ chip: "Exynos 2200", ram: 12, display: dynamicAmoled("6.8"), camera: [108, 12, 10, 10], battery: 5000, weight: 228 }),
  "samsung/Galaxy S23": phone({ chip: "Snapdragon 8 Gen 2 for Galaxy", ram: 8, display: dynamicAmoled("6.1"), camera: [50, 12, 10], battery: 3900, weight: 168 }),
  "samsung/Galaxy S23+": phone({ chip: "Snapdragon 8 Gen 2 for Galaxy", ram: 8, display: dynamicAmoled("6.6"), camera: [50, 12, 10], battery: 4700, weight: 196 }),
  "samsung/Galaxy S23 Ultra": phone({ chip: "Snapdragon 8 Gen 2 for Galaxy", ram: 12, display: dynamicAmoled("6.8"), camera: [200, 12, 10, 10], battery: 5000, weight: 234 }),
  "samsung/Galaxy S24": phone({ chip: "Exynos 2400", ram: 8, display: dynamicAmoled("6.2"), camera: [50, 12, 10], battery: 4000, weight: 167 }),
  "samsung/Galaxy S24+": phone({ chip: "Exynos 2400", ram: 12, display: dynamicAmoled("6.7"), camera: [50, 12, 10], battery: 4900, weight: 196 }),
  "samsung/Galaxy S24 Ultra": phone({ chip: "Snapdragon 8 Gen 3 for Galaxy", ram: 12, display: dynamicAmoled("6.8"), camera: [200, 50, 12, 10], battery: 5000, weight: 232 }),
  "samsung/Galaxy S25": { ...phone({ chip: "Snapdragon 8 Elite for Galaxy", ram: 12, display: dynamicAmoled("6.2"), camera: [50, 12, 10], battery: 4000, weight: 162 }), operating_system: oneUi7 },
  "samsung/Galaxy S25+": { ...phone({ chip: "Snapdragon 8 Elite for Galaxy", ram: 12, display: dynamicAmoled("6.7"), camera: [50, 12, 10], battery: 4900, weight: 190 }), operating_system: oneUi7 },
  "samsung/Galaxy S25 Ultra": { ...phone({ chip: "Snapdragon 8 Elite for Galaxy", ram: 12, display: dynamicAmoled("6.9"), camera: [200, 50, 50, 10], battery: 5000, weight: 218 }), operating_system: oneUi7 },
  "samsung/Galaxy S23 FE": phone({ chip: "Exynos 2200", ram: 8, display: dynamicAmoled("6.4"), camera: [50, 12, 8], battery: 4500, weight: 209 }),
  "samsung/Galaxy S24 FE": phone({ chip: "Exynos 2400e", ram: 8, display: dynamicAmoled("6.7"), camera: [50, 12, 8], battery: 4700, weight: 213 }),
  "samsung/Galaxy A15": phone({ chip: "MediaTek Helio G99", ram: 6, display: inchesDisplay("6.5", "Super AMOLED"), camera: [50, 5, 2], battery: 5000, weight: 200 }),
  "samsung/Galaxy A25": phone({ chip: "Exynos 1280", ram: 6, display: inchesDisplay("6.5", "Super AMOLED"), camera: [50, 8, 2], battery: 5000, weight: 197 }),
  "samsung/Galaxy A35": phone({ chip: "Exynos 1380", ram: 8, display: inchesDisplay("6.6", "Super AMOLED"), camera: [50, 8, 5], battery: 5000, weight: 209 }),
  "samsung/Galaxy A55": phone({ chip: "Exynos 1480", ram: 8, display: inchesDisplay("6.6", "Super AMOLED"), camera: [50, 12, 5], battery: 5000, weight: 213 }),
  "samsung/Galaxy A16 5G": phone({ chip: "Exynos 1330", ram: 6, display: inchesDisplay("6.7", "Super AMOLED"), camera: [50, 5, 2], battery: 5000, weight: 200 }),
  "samsung/Galaxy A26 5G": phone({ chip: "Exynos 1380", ram: 8, display: inchesDisplay("6.7", "Super AMOLED"), camera: [50, 8, 2], battery: 5000, weight: 200 }),
  "samsung/Galaxy A36 5G": phone({ chip: "Snapdragon 6 Gen 3", ram: 8, display: inchesDisplay("6.7", "Super AMOLED"), camera: [50, 8, 5], battery: 5000, weight: 195 }),
  "samsung/Galaxy A56 5G": phone({ chip: "Exynos 1580", ram: 8, display: inchesDisplay("6.7", "Super AMOLED"), camera: [50, 12, 5], battery: 5000, weight: 198 }),
  "samsung/Galaxy Z Flip5": phone({ chip: "Snapdragon 8 Gen 2 for Galaxy", ram: 8, display: ["6.7\" Foldable Dynamic AMOLED 2X, 3.4\" cover screen", "6.7 بوصة قابلة للطي، شاشة خارجية 3.4 بوصة"], camera: [12, 12], battery: 3700, weight: 187 }),
  "samsung/Galaxy Z Flip6": phone({ chip: "Snapdragon 8 Gen 3 for Galaxy", ram: 12, display: ["6.7\" Foldable Dynamic AMOLED 2X, 3.4\" cover screen", "6.7 بوصة قابلة للطي، شاشة خارجية 3.4 بوصة"], camera: [50, 12], battery: 4000, weight: 187 }),
  "samsung/Galaxy Z Fold5": phone({ chip: "Snapdragon 8 Gen 2 for Galaxy", ram: 12, display: ["7.6\" Foldable Dynamic AMOLED 2X", "7.6 بوصة Dynamic AMOLED 2X قابلة للطي"], camera: [50, 12, 10], battery: 4400, weight: 253 }),
  "samsung/Galaxy Z Fold6": phone({ chip: "Snapdragon 8 Gen 3 for Galaxy", ram: 12, display: ["7.6\" Foldable Dynamic AMOLED 2X", "7.6 بوصة Dynamic AMOLED 2X قابلة للطي"], camera: [50, 12, 10], battery: 4400, weight: 239 }),
  "samsung/Galaxy XCover7": phone({ chip: "MediaTek Dimensity 6100+", ram: 6, display: inchesDisplay("6.6", "TFT LCD"), camera: [50], battery: 4050, weight: 240 }),
  "samsung/Galaxy XCover6 Pro": phone({ chip: "Snapdragon 778G", ram: 6, display: inchesDisplay("6.6", "TFT LCD"), camera: [50, 8], battery: 4050, weight: 235 }),

  // Google Pixel
  "google/Pixel 8a": phone({ chip: "Google Tensor G3", ram: 8, display: inchesDisplay("6.1", "Actua OLED, 120Hz"), camera: [64, 13], battery: 4492, weight: 188 }),
  "google/Pixel 9": phone({ chip: "Google Tensor G4", ram: 12, display: inchesDisplay("6.3", "Actua OLED"), camera: [50, 48], battery: 4700, weight: 198 }),
  "google/Pixel 9 Pro": phone({ chip: "Google Tensor G4", ram: 16, display: inchesDisplay("6.3", "Super Actua OLED"), camera: [50, 48, 48], battery: 4700, weight: 199 }),
  "google/Pixel 9 Pro XL": phone({ chip: "Google Tensor G4", ram: 16, display: inchesDisplay("6.8", "Super Actua OLED"), camera: [50, 48, 48], battery: 5060, weight: 221 }),
  "google/Pixel 9 Pro Fold": phone({ chip: "Google Tensor G4", ram: 16, display: ["8\" Foldable Super Actua Flex OLED", "8 بوصة Super Actua Flex OLED قابلة للطي"], camera: [48, 10.5, 10.8], battery: 4650, weight: 257 }),

  // Other Android phones whose families leave the chip or memory open
  "oneplus/Nord CE4": { processor: "Snapdragon 7 Gen 3", ram: gb(8) },
  "oneplus/Nord 4": { processor: "Snapdragon 7+ Gen 3", ram: gb(12) },
  "oneplus/12R": { processor: "Snapdragon 8 Gen 2", ram: gb(16) },
  "oneplus/12": { processor: "Snapdragon 8 Gen 3", ram: gb(12) },
  "oneplus/13": { processor: "Snapdragon 8 Elite", ram: gb(12) },
  "oppo/A3 Pro": { processor: "MediaTek Dimensity 6300", ram: gb(8) },
  "oppo/Reno12 F": { processor: "MediaTek Dimensity 6300", ram: gb(8) },
  "oppo/Reno12": { processor: "MediaTek Dimensity 7300-Energy", ram: gb(12) },
  "oppo/Reno12 Pro": { processor: "MediaTek Dimensity 7300-Energy", ram: gb(12) },
  "oppo/Find X8": { processor: "MediaTek Dimensity 9400", ram: gb(12) },
  "oppo/Find X8 Pro": { processor: "MediaTek Dimensity 9400", ram: gb(16) },
  "honor/X8b": { processor: "Snapdragon 680", ram: gb(8) },
  "honor/X9b": { processor: "Snapdragon 6 Gen 1", ram: gb(12) },
  "honor/200": { processor: "Snapdragon 7 Gen 3", ram: gb(12) },
  "honor/200 Pro": { processor: "Snapdragon 8s Gen 3", ram: gb(12) },
  "honor/Magic6 Pro": { processor: "Snapdragon 8 Gen 3", ram: gb(12) },
  "honor/Magic7 Pro": { processor: "Snapdragon 8 Elite", ram: gb(12) },
  "huawei/nova 12i": { processor: "Snapdragon 680", ram: gb(8) },
  "huawei/nova 12 SE": { processor: "Snapdragon 680", ram: gb(8) },
  "huawei/nova 13 Pro": { processor: "Kirin 8000", ram: gb(12) },
  "huawei/Pura 70": { processor: "Kirin 9010", ram: gb(12) },
  "huawei/Pura 70 Pro": { processor: "Kirin 9010", ram: gb(12) },
  "huawei/Pura 70 Ultra": { processor: "Kirin 9010", ram: gb(16) },
  "huawei/Mate 60 Pro": { processor: "Kirin 9000S", ram: gb(12) },
  "xiaomi/Redmi Note 13": { ram: gb(8) },
  "xiaomi/Redmi Note 13 Pro": { ram: gb(8) },
  "xiaomi/Redmi Note 13 Pro+ 5G": { ram: gb(12) },
  "xiaomi/Poco X6 Pro": { ram: gb(12) },
  "xiaomi/Xiaomi 14": { ram: gb(12) },
  "xiaomi/Xiaomi 14 Ultra": { ram: gb(16) },
  "nokia/XR21": phone({ chip: "Snapdragon 695", ram: 6, display: inchesDisplay("6.49", "IPS LCD"), camera: [64, 8], battery: 4800, weight: 231 }),
  "nokia/XR20": phone({ chip: "Snapdragon 480", ram: 4, display: inchesDisplay("6.67", "IPS LCD"), camera: [48, 13], battery: 4630, weight: 248 }),

  // Tablets
  "apple/iPad 10th Gen": { ...tablet("A14 Bionic", 4, 12, 477), battery: ipadBattery },
  "apple/iPad mini A17 Pro": { ...tablet("A17 Pro", 8, 12, 293), battery: ipadBattery },
  "apple/iPad Air 11 M2": { ...tablet("Apple M2", 8, 12, 462), battery: ipadBattery },
  "apple/iPad Air 13 M2": { ...tablet("Apple M2", 8, 12, 617), battery: ipadBattery },
  "apple/iPad Pro 11 M4": { ...tablet("Apple M4", 8, 12, 444), battery: ipadBattery },
  "apple/iPad Pro 13 M4": { ...tablet("Apple M4", 8, 12, 579), battery: ipadBattery },
  "samsung/Galaxy Tab A9+": tablet("Snapdragon 695", 4, 8, 480),
  "samsung/Galaxy Tab S9 FE": tablet("Exynos 1380", 6, 8, 523),
  "samsung/Galaxy Tab S9": tablet("Snapdragon 8 Gen 2 for Galaxy", 8, 13, 498),
  "samsung/Galaxy Tab S10+": tablet("MediaTek Dimensity 9300+", 12, 13, 571),
  "samsung/Galaxy Tab A9 Kids Edition": tablet("MediaTek Helio G99", 4, 8, 332),
  "xiaomi/Redmi Pad SE": tablet("Snapdragon 680", 4, 8, 478),
  "xiaomi/Pad 6": tablet("Snapdragon 870", 6, 13, 490),
  "lenovo/Tab M11": tablet("MediaTek Helio G88", 4, 8, 465),
  "lenovo/Tab P12": tablet("MediaTek Dimensity 7050", 8, 13, 615),
  "lenovo/Tab M10 Kids": tablet("MediaTek Helio G80", 4, 8, 460),
  "huawei/MatePad 11.5": tablet("Snapdragon 7 Gen 1", 8, 13, 499),
  "huawei/MatePad Pro 13.2": tablet("Kirin 9000S", 12, 13, 580),
  "honor/Pad 9": tablet("Snapdragon 6 Gen 1", 8, 13, 555),
  "amazon/Fire HD 8 Kids": tablet("MediaTek MT8169A, 6 cores", 3, 2, 510),
  "amazon/Fire HD 10 Kids Pro": tablet("MediaTek MT8186A, 8 cores", 3, 5, 630),

  // Macs
  "apple/MacBook Air 13 M2": { ...appleSilicon("M2", 8, 8, 8), weight: kg(1.24) },
  "apple/MacBook Air 13 M3": { ...appleSilicon("M3", 8, 10, 16), weight: kg(1.24) },
  "apple/MacBook Air 15 M3": { ...appleSilicon("M3", 8, 10, 16), weight: kg(1.51) },
  "apple/MacBook Air 13 M4": { ...appleSilicon("M4", 10, 8, 16), weight: kg(1.24) },
  "apple/MacBook Pro 14 M4": { ...appleSilicon("M4", 10, 10, 16), weight: kg(1.55) },
  "apple/MacBook Pro 14 M4 Pro": { ...appleSilicon("M4 Pro", 12, 16, 24), weight: kg(1.6) },
  "apple/MacBook Pro 16 M4 Pro": { ...appleSilicon("M4 Pro", 14, 20, 24), weight: kg(2.14) },
  "apple/iMac 24 M4": { ...appleSilicon("M4", 8, 8, 16), weight: kg(4.44) },
  "apple/Mac mini M4": { ...appleSilicon("M4", 10, 10, 16), weight: kg(0.67) },
  "apple/Mac mini M4 Pro": { ...appleSilicon("M4 Pro", 12, 16, 24), weight: kg(0.73) },
  "apple/Mac Studio M2 Max": { ...appleSilicon("M2 Max", 12, 30, 32), weight: kg(2.7) },

  // Windows laptops whose families leave the chip open
  "microsoft/Surface Laptop 7 13.8": { graphics: ["Qualcomm Adreno GPU", "معالج رسومات Qualcomm Adreno"], ram: gb(16), weight: kg(1.34) },
  "microsoft/Surface Laptop 7 15": { graphics: ["Qualcomm Adreno GPU", "معالج رسومات Qualcomm Adreno"], ram: gb(16), weight: kg(1.66) },
  "microsoft/Surface Pro 11": { graphics: ["Qualcomm Adreno GPU", "معالج رسومات Qualcomm Adreno"], ram: gb(16), weight: grams(895) },
  "microsoft/Surface Pro 9": { graphics: ["Intel Iris Xe Graphics", "رسومات Intel Iris Xe"], ram: gb(8), weight: grams(879) },

  // Earbuds
  "apple/AirPods 4": { noise_cancellation: null },
  "beats/Solo Buds": { noise_cancellation: null },

  // Consoles
  "sony/PlayStation 4 Slim": {
    processor: "AMD Jaguar, 8 cores", resolution: ["Up to 1080p", "حتى 1080p"], weight: kg(2.1),
    connectivity: ["Wi-Fi 5, Bluetooth 4.0, HDMI 1.4", "واي فاي 5، بلوتوث 4.0، HDMI 1.4"],
  },
  "sony/PlayStation 5 Slim": { processor: "AMD Zen 2, 8 cores", resolution: ["Up to 4K 120Hz", "حتى 4K بمعدل 120 هرتز"], weight: kg(3.2) },
  "sony/PlayStation 5 Slim Digital Edition": { processor: "AMD Zen 2, 8 cores", resolution: ["Up to 4K 120Hz", "حتى 4K بمعدل 120 هرتز"], weight: kg(2.6) },
  "sony/PlayStation 5 Pro": { processor: "AMD Zen 2, 8 cores", resolution: ["Up to 8K, 4K 120Hz", "حتى 8K، و4K بمعدل 120 هرتز"], weight: kg(3.1) },
  "sony/PlayStation Portal Remote Player": {
    processor: null, resolution: ["1080p 60fps streamed from your PS5", "1080p بمعدل 60 إطارًا بالبث من جهاز PS5"], weight: grams(529),
    connectivity: ["Wi-Fi 5, PlayStation Link, USB-C", "واي فاي 5، PlayStation Link، USB-C"],
  },
  "microsoft/Xbox Series X": { processor: "AMD Zen 2, 8 cores", resolution: ["Up to 4K 120Hz", "حتى 4K بمعدل 120 هرتز"], weight: kg(4.45) },
  "microsoft/Xbox Series X Digital Edition": { processor: "AMD Zen 2, 8 cores", resolution: ["Up to 4K 120Hz", "حتى 4K بمعدل 120 هرتز"], weight: kg(4.45) },
  "microsoft/Xbox Series S": { processor: "AMD Zen 2, 8 cores", resolution: ["Up to 1440p 120Hz", "حتى 1440p بمعدل 120 هرتز"], weight: kg(1.93) },
  "nintendo/Switch OLED": { weight: grams(420) },
  "nintendo/Switch": { weight: grams(398) },
  "nintendo/Switch Lite": { weight: grams(275), resolution: ["720p handheld", "720p محمول"] },
  "asus/ROG Ally": { ram: gb(16), weight: grams(608) },
  "asus/ROG Ally X": { ram: gb(24), weight: grams(678) },
  "lenovo/Legion Go": { ram: gb(16), weight: grams(854) },
  "msi/Claw A1M": { ram: gb(16), weight: grams(675) },
};

/** The known facts of a model, or undefined when the store has none for it. */
export function modelFacts(brand: string | null, modelName: string): SpecInput | undefined {
  return brand ? facts[`${brand}/${modelName}`] : undefined;
}
