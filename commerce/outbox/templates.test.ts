import { describe, expect, it } from "vitest";
import { licenceKeyLinesText, renderMessage } from "./templates";

const resetLink = "https://www.example.ae/resetpassword?email=sara%40example.ae&token=abc123";

describe("renderMessage", () => {
  it("renders an English e-mail as plain text and as an HTML document", () => {
    const message = renderMessage({ locale: "en", template: "passwordReset", params: { name: "Sara", link: resetLink } });
    expect(message.channel).toBe("email");
    expect(message.subject).toBe("Reset your Nour Electronics password");
    expect(message.text).toBe(
      [
        "Hello Sara,",
        "Someone asked to reset the password of your account. To choose a new password, open this link within 30 minutes:",
        resetLink,
        "If it was not you, ignore this e-mail: your password stays as it is.",
        "Nour Electronics",
        "You receive this message because of your account at Nour Electronics.",
      ].join("\n\n"),
    );
    const html = message.html!;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain("<title>Reset your Nour Electronics password</title>");
    expect(html).toContain("<p style=\"margin:0 0 16px\">Hello Sara,</p>");
    const escapedLink = resetLink.replace(/&/g, "&amp;");
    expect(html).toContain(`<a href="${escapedLink}" dir="ltr"`);
    expect(html).toContain(`>${escapedLink}</a>`);
    expect(html).toContain("You receive this message because of your account at Nour Electronics.");
    expect(html).not.toContain("{{");
  });

  it("links the order confirmation to the order", () => {
    const link = "https://www.example.ae/ar/my-account/order/100000001?key=abc";
    const linked = renderMessage({ locale: "ar", template: "orderPlaced", params: { name: "سارة", number: "100000001", total: "AED 99.00", link } });
    expect(linked.text).toContain(`اعرض طلبك: ${link}`);
    expect(linked.html).toContain(`<a href="${link}" dir="ltr"`);
    expect(linked.html).not.toContain("{{");
  });

  it("lists the licence keys one a line, in the order's language, the keys escaped in HTML", () => {
    const keys = [
      { product: "نورتن 360", key: "ABCD-1234" },
      { product: "نورتن 360", key: "<EFGH>&5678" },
    ];
    const message = renderMessage({ locale: "ar", template: "licenceKeys", params: { name: "سارة", number: "100000001", keys: licenceKeyLinesText(keys, "ar"), link: "https://www.example.ae/x" } });
    expect(message.subject).toBe("مفاتيح الترخيص لطلبك 100000001");
    expect(message.text).toContain("نورتن 360، المفتاح: ABCD-1234\nنورتن 360، المفتاح: <EFGH>&5678");
    expect(message.html).toContain("نورتن 360، المفتاح: ABCD-1234<br>نورتن 360، المفتاح: &lt;EFGH&gt;&amp;5678");
    expect(message.html).not.toContain("{{");
  });

  it("tells a guest why the e-mail came without speaking of an account they may not have", () => {
    const params = { name: "Sara", number: "100000001", total: "AED 99.00", keys: "Norton 360: ABCD-1234", link: "https://www.example.ae/x", store: "Dubai Mall", address: "Dubai", date: "1 Dec", time: "10:00", device: "iPhone 13", code: "TI-1", value: "AED 900.00", expires: "1 Mar", shipment: "100000001-1", carrier: "Aramex", tracking: "AWB-1", reason: "no one was at the address" };
    const shipmentTemplates = ["shipmentProcessing", "shipmentDispatched", "shipmentDelivered", "shipmentUndelivered", "shipmentReceived", "shipmentReadyForCollection", "shipmentCollected", "shipmentCompleted"] as const;
    for (const template of ["orderPlaced", "licenceKeys", "storeVisit", "storeVisitMoved", "storeVisitCancelled", "tradeInVoucher", ...shipmentTemplates] as const) {
      for (const locale of ["en", "ar"] as const) {
        const footer = renderMessage({ locale, template, params }).text.split("\n\n").at(-1);
        expect(footer, `${template} (${locale})`).not.toMatch(/account|حسابك/);
      }
    }
  });

  it("renders an Arabic e-mail right to left, in Arabic", () => {
    const message = renderMessage({ locale: "ar", template: "welcome", params: { name: "سارة", email: "sara@example.ae" } });
    expect(message.subject).toBe("أهلاً بك في نور للإلكترونيات");
    expect(message.text.split("\n\n")[0]).toBe("مرحباً سارة،");
    expect(message.text).toContain("sara@example.ae");
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toMatch(/<div role="article"[^>]* lang="ar" dir="rtl"/);
    expect(message.html).toContain("<p style=\"margin:0 0 16px\">مرحباً سارة،</p>");
    // No link to show: the welcome has none.
    expect(message.html).not.toContain("<a ");
  });

  it("escapes every value put into the HTML, and leaves the text part as typed", () => {
    const name = `<script>alert("x")</script> & 'co'`;
    const message = renderMessage({ locale: "en", template: "welcome", params: { name, email: "a&b@example.ae" } });
    expect(message.html).toContain("Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;,");
    expect(message.html).toContain("Sign in with a&amp;b@example.ae");
    expect(message.html).not.toContain("<script>");
    expect(message.text).toContain(`Hello ${name},`);
  });

  it("escapes a link's address in its href", () => {
    const link = `https://www.example.ae/p/x"onmouseover="alert(1)`;
    const message = renderMessage({ locale: "en", template: "stockAlert", params: { name: "Sara", product: "TV <4K>", link } });
    expect(message.subject).toBe("Back in stock: TV <4K>");
    expect(message.html).toContain("<title>Back in stock: TV &lt;4K&gt;</title>");
    expect(message.html).toContain('href="https://www.example.ae/p/x&quot;onmouseover=&quot;alert(1)"');
    expect(message.html).not.toContain('"onmouseover');
  });

  it("puts a link that a sentence carries inside that sentence, not on a line of its own", () => {
    const link = "https://www.example.ae/ar/forgot-password";
    const message = renderMessage({ locale: "ar", template: "passwordChanged", params: { name: "سارة", link } });
    expect(message.text.split("\n\n")).toContain(`إن لم تكن أنت، فأعد تعيين كلمة المرور الآن: ${link}`);
    expect(message.text.split(link)).toHaveLength(2);
    expect(message.html).toContain(`فأعد تعيين كلمة المرور الآن: <a href="${link}" dir="ltr"`);
    expect(message.html!.split(`href="${link}"`)).toHaveLength(2);
  });

  it("renders a price alert with every value in the text and the link in both parts", () => {
    const link = "https://www.example.ae/p/tv";
    const message = renderMessage({
      locale: "en",
      template: "priceAlert",
      params: { name: "Sara", product: "Smart TV", price: "AED 1,499.00", was: "AED 1,999.00", link },
    });
    expect(message.text).toContain("Smart TV now costs AED 1,499.00 (was AED 1,999.00 when you asked us to watch it):\n\n" + link);
    expect(message.html).toContain(`<a href="${link}"`);
  });

  it.each(["en", "ar"] as const)("renders an SMS in %s as text only", (locale) => {
    const message = renderMessage({ locale, template: "signInCode", params: { code: "123456" } });
    expect(message).toMatchObject({ channel: "sms", subject: "", html: null });
    expect(message.text.startsWith("123456 ")).toBe(true);
    expect(message.text).toMatch(locale === "ar" ? /رمز تسجيل الدخول/ : /sign-in code/);
  });
});
