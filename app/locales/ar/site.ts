import type en from "../en/site";
import type { ArabicTexts } from "../types";

const site: ArabicTexts<typeof en> = {
  menu: {
    toggle: "القائمة",
    allIn: "كل {{name}}",
  },
  home: {
    bannersLabel: "عروض مميزة",
    shopNow: "تسوق الآن",
    offersLabel: "عروض أخرى",
    categoriesHeading: "تسوق حسب الفئة",
    newCollection: "وصل حديثًا",
    newCollectionIntro: "أحدث المنتجات في متجرنا.",
    bestsellers: "الأكثر مبيعًا",
    bestsellersIntro: "ما يشتريه المتسوقون في الإمارات الآن.",
  },
  breadcrumb: {
    label: "مسار التنقل",
    home: "الرئيسية",
  },
  sitemap: {
    title: "خريطة الموقع | نور للإلكترونيات",
    description: "جميع فئات نور للإلكترونيات وصفحاتها التعريفية في قائمة واحدة.",
    heading: "خريطة الموقع",
    categories: "الفئات",
    information: "معلومات",
    shopping: "التسوق",
    home: "الصفحة الرئيسية",
    brands: "كل العلامات التجارية",
    storeLocator: "مواقع المتاجر",
    tradeIn: "استبدال الأجهزة",
  },
  cms: {
    titleSuffix: "{{title}} | نور للإلكترونيات",
  },
};

export default site;
