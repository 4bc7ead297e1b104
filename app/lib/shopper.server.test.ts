import { beforeAll, describe, expect, it } from "vitest";

let shopperModule: typeof import("./shopper.server");
let sessionModule: typeof import("./session.server");

beforeAll(async () => {
  process.env.SESSION_SECRET = "shopper-test-secret";
  shopperModule = await import("./shopper.server");
  sessionModule = await import("./session.server");
});

const request = (cookie?: string) => new Request("http://store.test/cart", { headers: cookie ? { Cookie: cookie } : {} });
const cookieOf = (setCookie: string | null) => setCookie!.split(";")[0]!;

describe("the shopper", () => {
  it("sends no cookie when nothing changed, so a first visit stays cacheable", async () => {
    const shopper = await shopperModule.Shopper.of(request(), "en");
    expect(shopper.cartToken).toBeUndefined();
    expect(shopper.takeFlash()).toBeNull();
    expect(await shopper.commit()).toBeNull();
  });

  it("records each change and writes them in one cookie the next request reads back", async () => {
    const first = await shopperModule.Shopper.of(request(), "ar");
    first.useCart("C".repeat(43));
    first.useBuyNowCart("B".repeat(43));
    first.flash({ kind: "success", message: "cart:notifications.added" });
    const cookie = cookieOf(await first.commit());

    const next = await shopperModule.Shopper.of(request(`${cookie}; __visitor=${"v".repeat(24)}`), "ar");
    expect(next.cartToken).toBe("C".repeat(43));
    expect(next.buyNowCartToken).toBe("B".repeat(43));
    expect(next.visitorId).toBe("v".repeat(24));
    expect(next.takeFlash()).toEqual({ kind: "success", message: "cart:notifications.added" });
    // Reading the flash is a change: the next cookie no longer has it.
    const after = await shopperModule.Shopper.of(request(cookieOf(await next.commit())), "ar");
    expect(after.takeFlash()).toBeNull();
    expect(after.cartToken).toBe("C".repeat(43));
  });

  it("ignores a forged cookie and a malformed visitor id", async () => {
    const shopper = await shopperModule.Shopper.of(request(`__session=eyJjYXJ0VG9rZW4iOiJ4In0%3D.forged; __visitor=bad id`), "en");
    expect(shopper.cartToken).toBeUndefined();
    expect(shopper.visitorId).toBeUndefined();
  });

  it("signs the customer out when the backend refuses their token and it cannot be renewed", async () => {
    const session = await sessionModule.sessionStorage.getSession();
    session.set("customerToken", "customer-token");
    session.set("refreshToken", "refresh-token");
    const cookie = (await sessionModule.sessionStorage.commitSession(session)).split(";")[0]!;
    const shopper = await shopperModule.Shopper.of(request(cookie), "en");
    const auth = shopper.customerAuth();
    expect(auth?.token).toBe("customer-token");
    expect(await auth?.renew()).toBeNull();
    const next = await shopperModule.Shopper.of(request(cookieOf(await shopper.commit())), "en");
    expect(next.customerToken).toBeUndefined();
    expect(next.refreshToken).toBeUndefined();
    expect(next.customerAuth()).toBeUndefined();
  });
});
