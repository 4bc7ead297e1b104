import type { DeviceKind } from "../contract/device-kinds";
import type { BannerTable, CmsBlockTable, CmsPageTable, UrlRedirectTable } from "../db/schema";
import type { PlacedCategory } from "./categories";
import type { CatalogueProduct } from "./products";
import { FREE_SHIPPING_FROM } from "../api/cart/totals";
import { WALL_MOUNTING_FROM_AED } from "./relations";
import type { Bilingual } from "./text";

/** CMS pages and blocks (trusted HTML written by the store), home banners and legacy URL redirects. */

type WithId<T> = Omit<T, "id"> & { id: number };

interface PageSeed {
  identifier: string;
  title: Bilingual;
  metaDescription: Bilingual;
  content: Bilingual;
}

/** Numbered sections; the storefront links to #content-11 (returns), so the ids must stay stable. */
const termsSections: readonly { heading: Bilingual; body: Bilingual }[] = [
  { heading: ["Introduction", "مقدمة"], body: ["These terms apply to every order placed on our website and app in the United Arab Emirates. By placing an order you accept them.", "تنطبق هذه الشروط على جميع الطلبات المقدمة عبر موقعنا وتطبيقنا في دولة الإمارات العربية المتحدة. بتقديم الطلب فإنك توافق عليها."] },
  { heading: ["Your account", "حسابك"], body: ["You are responsible for keeping your password safe and for all activity on your account. Tell us straight away if you think someone else has used it.", "أنت مسؤول عن الحفاظ على سرية كلمة المرور وعن جميع الأنشطة في حسابك. أبلغنا فورًا إذا كنت تعتقد أن شخصًا آخر استخدمه."] },
  { heading: ["Prices and VAT", "الأسعار وضريبة القيمة المضافة"], body: ["All prices are in UAE dirhams (AED) and include 5% VAT. Special prices apply only during the period shown on the product page.", "جميع الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة 5%. تسري الأسعار الخاصة فقط خلال الفترة الموضحة في صفحة المنتج."] },
  { heading: ["Orders", "الطلبات"], body: ["An order is a request to buy. It is accepted when we send the dispatch confirmation. We may cancel an order if an item is out of stock or the price was shown incorrectly, and we will refund you in full.", "الطلب هو طلب شراء، ويُقبل عند إرسال تأكيد الشحن. يجوز لنا إلغاء الطلب إذا نفد المنتج أو ظهر السعر بشكل خاطئ، وسنرد لك المبلغ كاملًا."] },
  { heading: ["Payment", "الدفع"], body: ["We accept debit and credit cards, Apple Pay, cash on delivery, instalment plans with partner banks and buy-now-pay-later providers. Cash on delivery is not available with express shipping.", "نقبل بطاقات الخصم والائتمان وApple Pay والدفع عند الاستلام وخطط التقسيط مع البنوك الشريكة ومزودي خدمة اشترِ الآن وادفع لاحقًا. الدفع عند الاستلام غير متاح مع الشحن السريع."] },
  { heading: ["Promo codes and gift cards", "رموز الخصم وبطاقات الهدايا"], body: ["One promo code and up to five gift cards can be used per order. Codes cannot be exchanged for cash and may have a minimum spend or an end date.", "يمكن استخدام رمز خصم واحد وحتى خمس بطاقات هدايا لكل طلب. لا يمكن استبدال الرموز نقدًا، وقد يكون لها حد أدنى للشراء أو تاريخ انتهاء."] },
  { heading: ["Delivery", "التوصيل"], body: ["We deliver to all seven emirates. Delivery times and fees are shown on our delivery page and at checkout.", "نوصل إلى جميع الإمارات السبع. تظهر مواعيد التوصيل ورسومه في صفحة التوصيل وعند إتمام الطلب."] },
  { heading: ["Click and collect", "اطلب واستلم من المتجر"], body: ["Orders for store pickup are held for seven days. Please bring your order number and the card used for payment.", "تُحفظ طلبات الاستلام من المتجر لمدة سبعة أيام. يرجى إحضار رقم الطلب والبطاقة المستخدمة في الدفع."] },
  { heading: ["Warranty", "الضمان"], body: ["Products come with the official UAE manufacturer warranty. Extended warranty and protection plans are provided under their own terms.", "تأتي المنتجات مع ضمان الوكيل الرسمي في الإمارات. تخضع خطط الضمان الممتد والحماية لشروطها الخاصة."] },
  { heading: ["Trade-in", "استبدال الأجهزة"], body: ["Trade-in values are estimates until the device is inspected. The voucher is applied to your order once the inspection is complete.", "قيم الاستبدال تقديرية حتى يتم فحص الجهاز، ويُضاف القسيمة إلى طلبك بعد اكتمال الفحص."] },
  { heading: ["Returns and refunds", "الإرجاع واسترداد المبلغ"], body: ["You can return most items within 14 days of delivery if they are unused and in their original packaging. Opened software, gift cards and personal-care items cannot be returned. Refunds are made to the original payment method within 7 working days.", "يمكنك إرجاع معظم المنتجات خلال 14 يومًا من التوصيل إذا كانت غير مستخدمة وفي عبوتها الأصلية. لا يمكن إرجاع البرامج المفتوحة وبطاقات الهدايا ومنتجات العناية الشخصية. يُرد المبلغ إلى وسيلة الدفع الأصلية خلال 7 أيام عمل."] },
];

function termsHtml(lang: 0 | 1): string {
  return termsSections
    .map((s, i) => `<h2 id="content-${i + 1}">${i + 1}. ${s.heading[lang]}</h2>\n<p>${s.body[lang]}</p>`)
    .join("\n");
}

/**
 * The delivery page's introduction. The storefront's /delivery route shows it above the times and fees, which
 * it takes from the checkout's own rules, so no number is written here.
 */
function deliveryHtml(lang: 0 | 1): string {
  return lang === 0
    ? "<p>We deliver to every emirate, from Abu Dhabi and Dubai to Ras Al Khaimah and Fujairah, with our own vans and trusted couriers. Every order is checked, packed and sealed at our Dubai warehouse.</p>"
    : "<p>نوصل إلى جميع الإمارات، من أبوظبي ودبي إلى رأس الخيمة والفجيرة، بسياراتنا وشركات توصيل موثوقة. يُفحص كل طلب ويُغلف ويُختم في مستودعنا في دبي.</p>";
}

/** The order value, in dirhams, from which standard delivery is free (the cart's rule). */
const FREE_DELIVERY_FROM_AED = FREE_SHIPPING_FROM / 100;

const pages: readonly PageSeed[] = [
  {
    identifier: "about-us",
    title: ["About Us", "من نحن"],
    metaDescription: ["A UAE electronics store with genuine products, official warranty and fast delivery to all emirates.", "متجر إلكترونيات في الإمارات يقدم منتجات أصلية بضمان رسمي وتوصيل سريع إلى جميع الإمارات."],
    content: [
      `<h2>Who we are</h2>
<p>We are a UAE electronics retailer selling phones, laptops, TVs, audio, cameras, gaming and home appliances from the world's leading brands.</p>
<h2>Why shop with us</h2>
<ul>
<li>Genuine products with official UAE warranty</li>
<li>Next-day express delivery, and free standard delivery on orders of AED ${FREE_DELIVERY_FROM_AED} or more</li>
<li>14-day returns</li>
<li>Instalments with leading UAE banks</li>
</ul>
<p>Questions? <a href="/customer-support/contact-us">Contact our team</a>.</p>`,
      `<h2>من نحن</h2>
<p>نحن متجر إلكترونيات في الإمارات نبيع الهواتف وأجهزة اللابتوب والتلفزيونات والصوتيات والكاميرات والألعاب والأجهزة المنزلية من أشهر العلامات التجارية العالمية.</p>
<h2>لماذا تتسوق معنا</h2>
<ul>
<li>منتجات أصلية بضمان الوكيل في الإمارات</li>
<li>توصيل سريع في اليوم التالي، وتوصيل عادي مجاني للطلبات بقيمة ${FREE_DELIVERY_FROM_AED} درهم أو أكثر</li>
<li>إرجاع خلال 14 يومًا</li>
<li>تقسيط مع أبرز البنوك في الإمارات</li>
</ul>
<p>لديك سؤال؟ <a href="/ar/customer-support/contact-us">تواصل مع فريقنا</a>.</p>`,
    ],
  },
  {
    identifier: "terms-conditions",
    title: ["Terms & Conditions", "الشروط والأحكام"],
    metaDescription: ["Terms of sale for orders, payment, delivery, warranty and returns.", "شروط البيع الخاصة بالطلبات والدفع والتوصيل والضمان والإرجاع."],
    content: [termsHtml(0), termsHtml(1)],
  },
  {
    identifier: "delivery",
    title: ["Delivery Information", "معلومات التوصيل"],
    metaDescription: ["Delivery times and fees for Dubai, Abu Dhabi, Sharjah and all emirates.", "مواعيد ورسوم التوصيل إلى دبي وأبوظبي والشارقة وجميع الإمارات."],
    content: [deliveryHtml(0), deliveryHtml(1)],
  },
  {
    identifier: "customer-support/contact-us",
    title: ["Contact Us", "اتصل بنا"],
    metaDescription: ["Call, email or chat with our customer care team, every day from 9 am to 10 pm.", "اتصل أو راسل فريق خدمة العملاء أو تحدث معه يوميًا من 9 صباحًا حتى 10 مساءً."],
    content: [
      `<h2>Customer care</h2>
<ul>
<li>Toll-free: <a href="tel:8002345">800 2345</a></li>
<li>From outside the UAE: <a href="tel:+97140000000">+971 4 000 0000</a></li>
<li>Email: <a href="mailto:care@example.ae">care@example.ae</a></li>
<li>WhatsApp: +971 50 000 0000</li>
</ul>
<h2>Hours</h2>
<p>Every day, 9:00 am – 10:00 pm (Gulf Standard Time).</p>
<p>For order questions please have your order number ready. See also <a href="/delivery">delivery information</a> and our <a href="/terms-conditions#content-11">returns policy</a>.</p>`,
      `<h2>خدمة العملاء</h2>
<ul>
<li>الرقم المجاني: <a href="tel:8002345">800 2345</a></li>
<li>من خارج الإمارات: <a href="tel:+97140000000">+971 4 000 0000</a></li>
<li>البريد الإلكتروني: <a href="mailto:care@example.ae">care@example.ae</a></li>
<li>واتساب: ‎+971 50 000 0000</li>
</ul>
<h2>ساعات العمل</h2>
<p>يوميًا من 9:00 صباحًا حتى 10:00 مساءً (بتوقيت الخليج).</p>
<p>لأسئلة الطلبات يرجى تجهيز رقم الطلب. اطلع أيضًا على <a href="/ar/delivery">معلومات التوصيل</a> و<a href="/ar/terms-conditions#content-11">سياسة الإرجاع</a>.</p>`,
    ],
  },
  {
    identifier: "privacy-policy",
    title: ["Privacy Policy", "سياسة الخصوصية"],
    metaDescription: ["How we collect, use and protect your personal data.", "كيف نجمع بياناتك الشخصية ونستخدمها ونحميها."],
    content: [
      `<h2>What we collect</h2>
<p>Your name, contact details, delivery addresses, order history and, if you allow it, your browsing on our site.</p>
<h2>How we use it</h2>
<ul>
<li>To deliver your orders and provide after-sales service</li>
<li>To send offers, only if you subscribe to our newsletter</li>
<li>To prevent fraud and keep your account secure</li>
</ul>
<h2>Your choices</h2>
<p>You can update your details or unsubscribe at any time from My Account, or ask us to delete your data by contacting <a href="/customer-support/contact-us">customer care</a>.</p>
<p>Card details are handled by our payment provider and are never stored on our servers.</p>`,
      `<h2>ما نجمعه</h2>
<p>اسمك وبيانات التواصل وعناوين التوصيل وسجل الطلبات، وتصفحك لموقعنا إذا سمحت بذلك.</p>
<h2>كيف نستخدمها</h2>
<ul>
<li>لتوصيل طلباتك وتقديم خدمة ما بعد البيع</li>
<li>لإرسال العروض، فقط إذا اشتركت في النشرة الإخبارية</li>
<li>لمنع الاحتيال والحفاظ على أمان حسابك</li>
</ul>
<h2>خياراتك</h2>
<p>يمكنك تحديث بياناتك أو إلغاء الاشتراك في أي وقت من حسابي، أو طلب حذف بياناتك بالتواصل مع <a href="/ar/customer-support/contact-us">خدمة العملاء</a>.</p>
<p>تتولى شركة الدفع معالجة بيانات البطاقات ولا تُخزن أبدًا على خوادمنا.</p>`,
    ],
  },
];

export function cmsPageRows(now: Date): WithId<CmsPageTable>[] {
  return pages.map((page, i) => ({
    id: i + 1,
    identifier: page.identifier,
    title_en: page.title[0],
    title_ar: page.title[1],
    meta_description_en: page.metaDescription[0],
    meta_description_ar: page.metaDescription[1],
    markdown_en: page.content[0],
    markdown_ar: page.content[1],
    content_en: page.content[0],
    content_ar: page.content[1],
    is_active: 1,
    updated_at: now.toISOString(),
  }));
}

const blocks: readonly { identifier: string; title: Bilingual; content: Bilingual }[] = [
  {
    identifier: "home-usp",
    title: ["Why shop with us", "لماذا تتسوق معنا"],
    content: [
      `<ul>
<li><strong>Free standard delivery</strong> on orders of AED ${FREE_DELIVERY_FROM_AED} or more</li>
<li><strong>14-day returns</strong> of unused items in their original packaging</li>
<li><strong>Genuine products</strong> with official UAE warranty</li>
<li><strong>Easy instalments</strong> with leading banks</li>
</ul>`,
      `<ul>
<li><strong>توصيل عادي مجاني</strong> للطلبات بقيمة ${FREE_DELIVERY_FROM_AED} درهم أو أكثر</li>
<li><strong>إرجاع خلال 14 يومًا</strong> للمنتجات غير المستخدمة في عبوتها الأصلية</li>
<li><strong>منتجات أصلية</strong> بضمان الوكيل في الإمارات</li>
<li><strong>تقسيط سهل</strong> مع أبرز البنوك</li>
</ul>`,
    ],
  },
  {
    identifier: "footer-links",
    title: ["Customer service", "خدمة العملاء"],
    content: [
      `<ul>
<li><a href="/about-us">About us</a></li>
<li><a href="/customer-support/contact-us">Contact us</a></li>
<li><a href="/delivery">Delivery</a></li>
<li><a href="/terms-conditions">Terms &amp; conditions</a></li>
<li><a href="/terms-conditions#content-11">Returns</a></li>
<li><a href="/privacy-policy">Privacy policy</a></li>
<li><a href="/store-locator">Store locator</a></li>
</ul>`,
      `<ul>
<li><a href="/ar/about-us">من نحن</a></li>
<li><a href="/ar/customer-support/contact-us">اتصل بنا</a></li>
<li><a href="/ar/delivery">التوصيل</a></li>
<li><a href="/ar/terms-conditions">الشروط والأحكام</a></li>
<li><a href="/ar/terms-conditions#content-11">الإرجاع</a></li>
<li><a href="/ar/privacy-policy">سياسة الخصوصية</a></li>
<li><a href="/ar/store-locator">مواقع المتاجر</a></li>
</ul>`,
    ],
  },
  {
    identifier: "header-promo",
    title: ["Header promotion", "عرض الترويسة"],
    content: [
      `<p>Use code <strong>WELCOME10</strong> for 10% off orders over AED 200.</p>`,
      `<p>استخدم الرمز <strong>WELCOME10</strong> لخصم 10% على الطلبات فوق 200 درهم.</p>`,
    ],
  },
];

export function cmsBlockRows(): WithId<CmsBlockTable>[] {
  return blocks.map((block, i) => ({
    id: i + 1,
    identifier: block.identifier,
    title_en: block.title[0],
    title_ar: block.title[1],
    markdown_en: block.content[0],
    markdown_ar: block.content[1],
    content_en: block.content[0],
    content_ar: block.content[1],
    is_active: 1,
  }));
}

interface BannerSeed {
  slot: "main" | "small";
  title: Bilingual;
  subtitle: Bilingual;
  categoryKey: string;
  kind: DeviceKind;
  color: string;
}

const bannerSeeds: readonly BannerSeed[] = [
  { slot: "main", title: ["The new Galaxy S25 series", "سلسلة جالكسي إس 25 الجديدة"], subtitle: ["Trade in your old phone towards a new one", "استبدل هاتفك القديم واحصل على قيمته لهاتفك الجديد"], categoryKey: "samsung-galaxy-phones", kind: "phone", color: "#1428A0" },
  { slot: "main", title: ["MacBook Air with M4", "ماك بوك اير بمعالج M4"], subtitle: ["Pay in 4 interest-free payments with Tabby or Tamara", "ادفع على 4 دفعات بدون فوائد مع تابي أو تمارا"], categoryKey: "macbook", kind: "laptop", color: "#2E3642" },
  { slot: "main", title: ["Big screen, fitted for you", "شاشة كبيرة نركّبها لك"], subtitle: [`4K and OLED TVs, wall mounting from AED ${WALL_MOUNTING_FROM_AED}`, `تلفزيونات 4K وOLED، والتركيب على الحائط ابتداءً من ${WALL_MOUNTING_FROM_AED} د.إ`], categoryKey: "televisions", kind: "tv", color: "#0B3D2E" },
  { slot: "small", title: ["Gaming week", "أسبوع الألعاب"], subtitle: ["PlayStation consoles, controllers and games", "أجهزة بلايستيشن ووحدات التحكم والألعاب"], categoryKey: "playstation", kind: "console", color: "#003791" },
  { slot: "small", title: ["Sound on", "شغّل الصوت"], subtitle: ["Earbuds with active noise cancellation", "سماعات أذن بخاصية إلغاء الضوضاء النشط"], categoryKey: "wireless-earbuds", kind: "earbuds", color: "#7A1F5C" },
  { slot: "small", title: ["Smartwatches", "الساعات الذكية"], subtitle: ["Track every step", "تتبّع كل خطوة"], categoryKey: "smartwatches", kind: "smartwatch", color: "#1F6F8B" },
  { slot: "small", title: ["Healthy cooking", "طهي صحي"], subtitle: ["Air fryers for every kitchen", "مقالٍ هوائية لكل مطبخ"], categoryKey: "air-fryers", kind: "air-fryer", color: "#C75B12" },
];

function categoryPath(categories: readonly PlacedCategory[], urlKey: string, prefix = ""): string {
  if (!categories.some((c) => c.urlKey === urlKey)) throw new Error(`Seed content links to unknown category "${urlKey}"`);
  return `${prefix}/c/${urlKey}`;
}

export function bannerRows(categories: readonly PlacedCategory[]): WithId<BannerTable>[] {
  const positionInSlot = new Map<string, number>();
  return bannerSeeds.map((banner, i) => {
    const position = positionInSlot.get(banner.slot) ?? 0;
    positionInSlot.set(banner.slot, position + 1);
    return {
      id: i + 1,
      slot: banner.slot,
      title_en: banner.title[0],
      title_ar: banner.title[1],
      subtitle_en: banner.subtitle[0],
      subtitle_ar: banner.subtitle[1],
      link: categoryPath(categories, banner.categoryKey),
      kind: banner.kind,
      color: banner.color,
      position,
      is_active: 1,
    };
  });
}

export function productPath(product: CatalogueProduct): string {
  return `/p/${product.row.sku}/${product.row.url_key}`;
}

/** The first enabled, listed product with exactly this English name, else the first whose name starts with it. */
function findProduct(products: readonly CatalogueProduct[], name: string): CatalogueProduct | undefined {
  const listed = products.filter((p) => p.row.status === 1 && p.row.visibility === 4 && p.row.parent_sku === null);
  return listed.find((p) => p.row.name_en === name) ?? listed.find((p) => p.row.name_en.startsWith(name));
}

export function urlRedirectRows(categories: readonly PlacedCategory[], products: readonly CatalogueProduct[]): WithId<UrlRedirectTable>[] {
  const redirects: [from: string, to: string][] = [
    ["/mobiles.html", categoryPath(categories, "mobiles-tablets")],
    ["/ar/mobiles.html", categoryPath(categories, "mobiles-tablets", "/ar")],
    ["/laptops.html", categoryPath(categories, "laptops-computers")],
    ["/tv-video/televisions.html", categoryPath(categories, "televisions")],
    ["/mobiles/apple-iphone.html", categoryPath(categories, "iphone")],
    ["/gaming/playstation.html", categoryPath(categories, "playstation")],
    ["/contact-us.html", "/customer-support/contact-us"],
    ["/shipping-policy.html", "/delivery"],
  ];
  for (const [from, name] of [
    ["/apple-iphone-15-pro.html", "Apple iPhone 15 Pro"],
    ["/samsung-galaxy-s24-ultra.html", "Samsung Galaxy S24 Ultra"],
    ["/sony-playstation-5.html", "Sony PlayStation 5 Slim"],
  ] as const) {
    const product = findProduct(products, name);
    if (product) redirects.push([from, productPath(product)]);
  }
  return redirects.map(([from, to], i) => ({ id: i + 1, request_path: from, target_path: to, redirect_type: 301 }));
}
