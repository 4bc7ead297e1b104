import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { cartSchemas, isCartIntent, qtyField, readOptionMaps, withoutOptionInputs } from "./cart-forms";
import { toLatinDigits } from "./form-rules";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("toLatinDigits", () => {
  it("turns Arabic-Indic and Persian digits into ASCII digits", () => {
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toLatinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toLatinDigits("qty ١٢ and 3")).toBe("qty 12 and 3");
  });
});

describe("qtyField", () => {
  it.each([
    ["2", 2],
    [" 12 ", 12],
    ["٣", 3],
    ["۱۰", 10],
    ["999", 999],
  ])("accepts %j", (input, expected) => {
    expect(qtyField.parse(input)).toBe(expected);
  });

  it.each([
    ["", "validation.qtyRequired"],
    ["0", "validation.qtyMin"],
    ["1000", "validation.qtyMax"],
    ["-1", "validation.qtyInvalid"],
    ["1.5", "validation.qtyInvalid"],
    ["two", "validation.qtyInvalid"],
  ])("refuses %j with %s", (input, key) => {
    const parsed = qtyField.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(key);
  });
});

describe("cart forms through conform", () => {
  it("parses an update with Arabic digits", () => {
    const submission = parseWithZod(form({ intent: "update-qty", item_id: "7", qty: "٤" }), {
      schema: cartSchemas["update-qty"],
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({ item_id: 7, qty: 4 });
  });

  it("reports a missing quantity as a translation key on the field", () => {
    const submission = parseWithZod(form({ intent: "update-qty", item_id: "7", qty: "" }), {
      schema: cartSchemas["update-qty"],
    });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ qty: ["validation.qtyRequired"] });
  });

  it("upper-cases and trims codes, and requires one", () => {
    const ok = parseWithZod(form({ intent: "apply-coupon", coupon: "  welcome10 " }), { schema: cartSchemas["apply-coupon"] });
    expect(ok.status === "success" && ok.value.coupon).toBe("WELCOME10");
    const empty = parseWithZod(form({ intent: "apply-coupon", coupon: "  " }), { schema: cartSchemas["apply-coupon"] });
    expect(empty.reply().error).toEqual({ coupon: ["validation.couponRequired"] });
  });

  it("reads the gift-wrap checkbox and limits the message", () => {
    const on = parseWithZod(form({ intent: "gift-wrap", gift_wrap: "on", gift_wrap_message: " Happy birthday! " }), {
      schema: cartSchemas["gift-wrap"],
    });
    expect(on.status === "success" && on.value).toMatchObject({ flag: true, message: "Happy birthday!" });
    const off = parseWithZod(form({ intent: "gift-wrap" }), { schema: cartSchemas["gift-wrap"] });
    expect(off.status === "success" && off.value).toMatchObject({ flag: false, message: "" });
    const long = parseWithZod(form({ intent: "gift-wrap", gift_wrap: "on", gift_wrap_message: "x".repeat(251) }), {
      schema: cartSchemas["gift-wrap"],
    });
    expect(long.reply().error).toEqual({ gift_wrap_message: ["validation.giftWrapTooLong"] });
  });

  it("reads the gift message's optional From and To by the name rule, Arabic names too", () => {
    const named = parseWithZod(form({ intent: "gift-wrap", gift_wrap: "on", gift_sender: " ليلى حداد ", gift_receiver: "Omar" }), {
      schema: cartSchemas["gift-wrap"],
    });
    expect(named.status === "success" && named.value).toMatchObject({ sender: "ليلى حداد", receiver: "Omar" });
    const blank = parseWithZod(form({ intent: "gift-wrap", gift_wrap: "on", gift_sender: "", gift_receiver: "" }), { schema: cartSchemas["gift-wrap"] });
    expect(blank.status === "success" && blank.value).toMatchObject({ sender: "", receiver: "" });
    const bad = parseWithZod(form({ intent: "gift-wrap", gift_wrap: "on", gift_sender: "R2D2", gift_receiver: "x" }), { schema: cartSchemas["gift-wrap"] });
    expect(bad.reply().error).toEqual({ gift_sender: ["validation.giftNameInvalid"], gift_receiver: ["validation.giftNameInvalid"] });
  });

  it("keeps an add's optional child sku and redirect target", () => {
    const submission = parseWithZod(
      form({ intent: "add", sku: "PHONE", child_sku: "PHONE-BLK", qty: "1", redirectTo: "/p/PHONE/x" }),
      { schema: cartSchemas.add },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "add",
      sku: "PHONE",
      child_sku: "PHONE-BLK",
      qty: 1,
      redirectTo: "/p/PHONE/x",
    });
  });
});

describe("product option inputs", () => {
  it("reads custom and bundle options as id maps, leaving out 'none'", () => {
    const data = form({ sku: "X", "custom_option[12]": "34", "custom_option[13]": "", "bundle_option[5]": "٩" });
    expect(readOptionMaps(data)).toEqual({ custom_options: { "12": 34 }, bundle_options: { "5": 9 } });
    expect([...withoutOptionInputs(data).keys()]).toEqual(["sku"]);
  });

  it("refuses values that are not ids", () => {
    expect(readOptionMaps(form({ "custom_option[1]": "abc" }))).toBeNull();
    expect(readOptionMaps(form({ "custom_option[1]": "1e3" }))).toBeNull();
  });

  it("ignores look-alike names", () => {
    expect(readOptionMaps(form({ "custom_option[4294967296000]": "1", "other[1]": "2" }))).toEqual({
      custom_options: {},
      bundle_options: {},
    });
  });
});

describe("isCartIntent", () => {
  it("knows the intents", () => {
    expect(isCartIntent("add")).toBe(true);
    expect(isCartIntent("gift-wrap")).toBe(true);
    expect(isCartIntent("delete-everything")).toBe(false);
    expect(isCartIntent(null)).toBe(false);
  });
});
