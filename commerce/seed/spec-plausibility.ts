import type { DeviceKind } from "../contract/device-kinds";
import type { SpecCode } from "./attributes";

/**
 * Whether a specification value drawn from a kind's pool can belong to a product: a value naming one maker's
 * chip or system only on that maker's products, the makers with their own chips or systems (Apple, Google's
 * Tensor phones, Samsung's and LG's TVs) only with those, and graphics that come with the processor already
 * chosen. Known models take their values from model-facts.ts instead.
 */

export interface SpecContext {
  brand: string | null;
  kind: DeviceKind;
  /** English values the product already has: its family's, its model's and those drawn before this one. */
  specs: ReadonlyMap<SpecCode, string>;
}

/** The specs that name a maker's chip or system. */
const makerSpecs: readonly SpecCode[] = ["processor", "graphics", "operating_system"];

/** Chips and systems that only the listed brands' products have. */
const ownedBy: readonly (readonly [pattern: RegExp, brands: readonly string[]])[] = [
  [/Bionic|^A\d+\b|\bApple\b|\b(?:iOS|iPadOS|macOS|watchOS)\b/, ["apple"]],
  [/Tensor/, ["google"]],
  [/Exynos|One UI|Tizen/, ["samsung"]],
  [/Kirin|EMUI|HarmonyOS/, ["huawei"]],
  [/webOS/, ["lg"]],
  [/VIDAA/, ["hisense"]],
  [/Tegra/, ["nintendo"]],
  [/Zen 2/, ["sony", "microsoft"]],
  [/Ryzen Z1/, ["asus", "lenovo"]],
];

/** What a brand's own products must have when the value is drawn for them. */
const brandNeeds: Readonly<Record<string, Partial<Record<SpecCode, RegExp>>>> = {
  apple: { processor: /^(?:A\d+|Apple)\b/, graphics: /Apple GPU/, operating_system: /OS\b/ },
  google: { processor: /Tensor/ },
  samsung: { operating_system: /Tizen|One UI|Wear OS|Android \d/ },
  lg: { operating_system: /webOS/ },
};

/** Integrated graphics and the processors they come with; discrete NVIDIA graphics need an Intel or AMD one. */
const graphicsNeeds: readonly (readonly [graphics: RegExp, processor: RegExp])[] = [
  [/Iris Xe/, /Intel Core i\d-1[23]\d{2}/],
  [/Intel Arc/, /Intel Core Ultra/],
  [/Intel UHD/, /Intel/],
  [/AMD Radeon/, /AMD Ryzen/],
  [/Apple GPU/, /^Apple/],
  [/Adreno/, /Snapdragon/],
  [/NVIDIA/, /Intel|AMD/],
];

/** iPhones have never had more than 8 GB of memory. */
const APPLE_PHONE_MAX_RAM_GB = 8;

export function plausibleSpec(code: SpecCode, value: string, context: SpecContext): boolean {
  const { brand, kind, specs } = context;
  const othersOwn = ownedBy.some(([pattern, owners]) => pattern.test(value) && !(brand && owners.includes(brand)));
  if (makerSpecs.includes(code) && othersOwn) return false;
  const needed = brand ? brandNeeds[brand]?.[code] : undefined;
  if (needed && !needed.test(value)) return false;
  if (code === "graphics") {
    const processor = specs.get("processor");
    const need = graphicsNeeds.find(([graphics]) => graphics.test(value));
    if (need && !(processor && need[1].test(processor))) return false;
  }
  if (code === "ram" && kind === "phone" && brand === "apple" && Number.parseInt(value, 10) > APPLE_PHONE_MAX_RAM_GB) return false;
  return true;
}
