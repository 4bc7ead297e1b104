import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import reviewsAr from "../../app/locales/ar/reviews";
import reviewsEn from "../../app/locales/en/reviews";
import { createCommerceHandler } from "../../commerce/handler";
import { call } from "../support/call";
import { addCustomerSession, newShopper, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { at, LANGS, listingProducts, notification, open, type Lang } from "./support/shop";
import { translate } from "./support/texts";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Staff moderate reviews in the back office (issue 22, decision 022), with JavaScript off and on: a review the
 * rules held is published; a published one is rejected with a reason (a missing reason is refused next to its
 * field), its author reads why and writes it again; a shopper reports a review and it waits in the reported tab;
 * the store's reply shows under the review.
 */

const texts = { en: reviewsEn, ar: reviewsAr };

test.beforeEach(async ({ context }) => ownClientAddress(context));

const skuOf = (productPath: string) => decodeURIComponent(productPath.split("/")[2]!);

/** A product of a listing no other spec reviews, one per language and project, so parallel runs never meet. */
async function productFor(request: APIRequestContext, lang: Lang, javaScriptEnabled: boolean): Promise<string> {
  const paths = (await listingProducts(request, "/c/vacuum-cleaners")).sort();
  expect(paths.length, "vacuum cleaners in the demo catalogue").toBeGreaterThan(3);
  return paths[(lang === "ar" ? 1 : 0) + (javaScriptEnabled ? 2 : 0)]!;
}

/** A title no other run writes. */
const uniqueTitle = (lang: Lang) => `${lang === "ar" ? "رأيي" : "My view"} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A review written through the backend, as the customer whose token is given; answers its moderation status. */
async function writeReview(token: string, lang: Lang, sku: string, review: { title: string; detail: string }) {
  return withCommerce(async (ctx) => {
    const body = { review: { sku, rating: 4, nickname: lang === "ar" ? "هدى" : "Huda", ...review } };
    const written = await call(createCommerceHandler(ctx), "POST", `/api/review/create?storeCode=${lang}`, body, { authorization: `Bearer ${token}` });
    expect(written.status, JSON.stringify(written.error)).toBe(200);
    return written.result.status as string;
  });
}

const detailOf = (lang: Lang) => (lang === "ar" ? "تنظيف قوي وهادئ، والبطارية تكفي البيت كله." : "Strong suction, quiet, and the battery lasts the whole flat.");

/** The review's entry in the back office's list, found by its title. */
const queueEntry = (page: Page, title: string) => page.locator("li.bo-review").filter({ hasText: title });

for (const lang of LANGS) {
  const t = adminTexts[lang].reviews;
  const r = texts[lang];

  test.describe(`review moderation (${lang})`, () => {
    test("staff publish a held review, reject another with a reason, and its author writes it again", async ({ page, context, request }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const sku = skuOf(await productFor(request, lang, javaScriptEnabled));
      const held = uniqueTitle(lang);
      const heldToken = await addCustomerSession(context, lang, newShopper(lang));
      expect(await writeReview(heldToken, lang, sku, { title: held, detail: `${detailOf(lang)} evil.example` })).toBe("pending");
      // the author signed in last is the one whose review is rejected: the browser keeps their session
      const author = newShopper(lang);
      const rejected = uniqueTitle(lang);
      expect(await writeReview(await addCustomerSession(context, lang, author), lang, sku, { title: rejected, detail: detailOf(lang) })).toBe("approved");
      await signInStaffAs(context, "support");

      await open(page, at(lang, "/admin/reviews"), javaScriptEnabled);
      await queueEntry(page, held).getByRole("button", { name: t.approve.replace("{{title}}", held), exact: true }).click();
      await expect(notification(page, t.done.approve)).toBeVisible();
      await expect(queueEntry(page, held)).toHaveCount(0);

      await open(page, at(lang, "/admin/reviews?status=approved"), javaScriptEnabled);
      const entry = queueEntry(page, rejected);
      const reject = entry.getByRole("group", { name: t.rejectLegend.replace("{{title}}", rejected), exact: true });
      await reject.getByRole("button", { name: t.reject, exact: true }).click();
      const reason = reject.getByLabel(t.reason, { exact: true });
      await expect(reason).toHaveAccessibleDescription(new RegExp(adminTexts[lang].validation.required));
      const because = lang === "ar" ? "المراجعة عن التوصيل لا عن المنتج." : "The review is about the delivery, not the product.";
      await reason.fill(because);
      await reject.getByRole("button", { name: t.reject, exact: true }).click();
      await expect(notification(page, t.done.reject)).toBeVisible();

      await open(page, at(lang, "/my-account/reviews"), javaScriptEnabled);
      const mine = page.locator(".my-reviews__row").filter({ hasText: rejected });
      await expect(mine.locator(".review-status")).toHaveText(r.status.rejected);
      await expect(mine).toContainText(because);
      await mine.getByRole("link", { name: r.mine.writeAgain, exact: true }).click();
      const again = uniqueTitle(lang);
      const form = page.getByRole("main");
      await form.getByRole("radio", { name: translate(lang, "reviews:starCount", { count: 5 }) }).check();
      await form.getByLabel(r.form.reviewTitle, { exact: true }).fill(again);
      await form.getByLabel(r.form.detail, { exact: true }).fill(detailOf(lang));
      await form.getByRole("button", { name: r.form.submit, exact: true }).click();
      await expect(notification(page, r.notifications.approved)).toBeVisible();
      await expect(page.locator(".my-reviews__row").filter({ hasText: again }).locator(".review-status")).toHaveText(r.status.approved);
    });

    test("a shopper reports a review, which waits in the reported tab, and the store's reply shows under it", async ({ page, context, request }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const sku = skuOf(await productFor(request, lang, javaScriptEnabled));
      const title = uniqueTitle(lang);
      const token = await addCustomerSession(context, lang, newShopper(lang));
      expect(await writeReview(token, lang, sku, { title, detail: detailOf(lang) })).toBe("approved");
      await context.clearCookies();

      await open(page, at(lang, `/view-all-review?sku=${encodeURIComponent(sku)}`), javaScriptEnabled);
      const review = page.locator("article.review").filter({ hasText: title });
      await review.getByRole("button", { name: r.report.button, exact: true }).click();
      await expect(notification(page, r.report.thanks)).toBeVisible();

      await signInStaffAs(context, "catalogue");
      await open(page, at(lang, "/admin/reviews?status=reported"), javaScriptEnabled);
      const entry = queueEntry(page, title);
      await expect(entry).toContainText(lang === "ar" ? "أبلغ عنها متسوق واحد" : "Reported by 1 shopper");
      const reply = lang === "ar" ? "شكراً لك، سعدنا بتجربتك." : "Thank you, we are glad it works for you.";
      const answer = entry.getByRole("group", { name: t.replyLegend.replace("{{title}}", title), exact: true });
      await answer.getByLabel(t.reply, { exact: true }).fill(reply);
      await answer.getByRole("button", { name: t.saveReply, exact: true }).click();
      await expect(notification(page, t.done.reply)).toBeVisible();

      // the list of all reviews is a shared read, refreshed by the catalogue change within a second or so
      await expect
        .poll(async () => (await request.get(at(lang, `/view-all-review?sku=${encodeURIComponent(sku)}`))).text())
        .toContain(reply);
    });
  });
}

test.describe("review moderation pages' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the back office's reviews and on a review with the store's reply", async ({ page, request }, testInfo) => {
    // Several pages, each judged by axe and the Nu checker, as the category pages' judge (category-admin.spec.ts).
    test.setTimeout(90_000);
    const judge = await PageJudge.start(page, testInfo);
    const sku = skuOf((await listingProducts(request, "/c/vacuum-cleaners")).sort()[4]!);
    const token = await addCustomerSession(page.context(), "en", newShopper("en"));
    const title = uniqueTitle("en");
    await writeReview(token, "en", sku, { title, detail: detailOf("en") });
    const member = await signInStaffAs(page.context(), "owner");
    const id = await withCommerce(async ({ db }) => (await db.selectFrom("reviews").select("id").where("title", "=", title).executeTakeFirstOrThrow()).id);
    const replied = await withCommerce((ctx) => call(createCommerceHandler(ctx), "POST", `/api/admin/reviews/${id}`, { action: "reply", reply: "Thank you!" }, member.headers));
    expect(replied.status).toBe(200);
    for (const tab of ["pending", "reported", "approved", "rejected"]) await judge.open(`reviews, ${tab}`, `/admin/reviews?status=${tab}`);
    await judge.open("all reviews with a reply", `/view-all-review?sku=${encodeURIComponent(sku)}`);
    await judge.finish();
  });
});
