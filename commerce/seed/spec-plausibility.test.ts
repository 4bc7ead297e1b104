import { describe, expect, it } from "vitest";
import type { SpecCode } from "./attributes";
import { plausibleSpec, type SpecContext } from "./spec-plausibility";

const context = (brand: string, kind: SpecContext["kind"], specs: Partial<Record<SpecCode, string>> = {}): SpecContext => ({
  brand,
  kind,
  specs: new Map(Object.entries(specs) as [SpecCode, string][]),
});

describe("drawn specification values", () => {
  it("keep a maker's chips and systems on that maker's products", () => {
    expect(plausibleSpec("processor", "Exynos 1480", context("oppo", "phone"))).toBe(false);
    expect(plausibleSpec("processor", "Exynos 1480", context("samsung", "phone"))).toBe(true);
    expect(plausibleSpec("operating_system", "Tizen", context("lg", "tv"))).toBe(false);
    expect(plausibleSpec("operating_system", "webOS", context("lg", "tv"))).toBe(true);
  });

  it("give Apple products only Apple's chips, graphics and systems, and iPhones at most 8 GB", () => {
    expect(plausibleSpec("processor", "Snapdragon 8 Gen 3", context("apple", "phone"))).toBe(false);
    expect(plausibleSpec("graphics", "AMD Radeon Graphics", context("apple", "laptop", { processor: "Apple M4, 10-core CPU" }))).toBe(false);
    expect(plausibleSpec("operating_system", "Android 14", context("apple", "phone"))).toBe(false);
    expect(plausibleSpec("ram", "12GB", context("apple", "phone"))).toBe(false);
    expect(plausibleSpec("ram", "8GB", context("apple", "phone"))).toBe(true);
  });

  it("give Google phones Tensor chips only", () => {
    expect(plausibleSpec("processor", "Snapdragon 7s Gen 2", context("google", "phone"))).toBe(false);
  });

  it("match integrated graphics to the processor", () => {
    expect(plausibleSpec("graphics", "Intel Iris Xe Graphics", context("hp", "laptop", { processor: "Intel Core i5-1335U" }))).toBe(true);
    expect(plausibleSpec("graphics", "Intel Arc Graphics", context("hp", "laptop", { processor: "Intel Core i5-1335U" }))).toBe(false);
    expect(plausibleSpec("graphics", "AMD Radeon Graphics", context("lenovo", "laptop", { processor: "Intel Core i7-1355U" }))).toBe(false);
    expect(plausibleSpec("graphics", "Intel UHD Graphics", context("dell", "desktop", { processor: "AMD Ryzen 7 7700" }))).toBe(false);
    expect(plausibleSpec("graphics", "NVIDIA GeForce RTX 4060", context("dell", "desktop", { processor: "AMD Ryzen 7 7700" }))).toBe(true);
  });
});
