import { describe, expect, it } from "vitest";
import { formatDateTime, formatMoney, formatWholeMoney } from "./format";

describe("money", () => {
  it("shows AED with two decimals in English", () => {
    expect(formatMoney(349900, "en")).toMatch(/^AED\s3,499\.00$/);
    expect(formatMoney(5, "en")).toMatch(/0\.05$/);
  });

  it("shows the dirham sign and Latin digits in Arabic", () => {
    const text = formatMoney(349900, "ar");
    expect(text).toContain("3,499.00");
    expect(text).toContain("د.إ");
  });

  it("prefixes negative amounts with a minus", () => {
    expect(formatMoney(-1000, "en")).toMatch(/^-AED\s10\.00$/);
  });

  it("drops the decimals for whole-dirham labels", () => {
    expect(formatWholeMoney(50000, "en")).toMatch(/^AED\s500$/);
  });
});

describe("dates", () => {
  it("formats as HH:mm D-M-YYYY in UAE time", () => {
    expect(formatDateTime("2026-03-05T20:07:00Z")).toBe("00:07 6-3-2026");
  });
});
