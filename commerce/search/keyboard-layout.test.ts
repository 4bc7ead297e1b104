import { describe, expect, it } from "vitest";
import { onOtherLayout } from "./keyboard-layout";

describe("onOtherLayout", () => {
  it("reads Latin keys as the Arabic letters under them", () => {
    expect(onOtherLayout("hdt,k")).toBe("ايفون");
    expect(onOtherLayout("ahai")).toBe("شاشه");
    expect(onOtherLayout("gHfj,f")).toBe("لابتوب");
  });

  it("reads Arabic letters as the Latin keys under them, لا as the b key", () => {
    expect(onOtherLayout("سشةسعىل")).toBe("samsung");
    expect(onOtherLayout("مشحفخح")).toBe("laptop");
    expect(onOtherLayout("لامعثفخخفا")).toBe("bluetooth");
    expect(onOtherLayout("أهحاخىث 15")).toBe("hiphone 15");
  });

  it("keeps digits and spaces, and leaves text of both scripts or neither alone", () => {
    expect(onOtherLayout("sasmung 24")).toBe("سشسةعىل 24");
    expect(onOtherLayout("iphone ايفون")).toBeNull();
    expect(onOtherLayout("2024")).toBeNull();
  });
});
