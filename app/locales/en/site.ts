/** Site-wide screens: mega menu, home page, CMS pages, sitemap. */
const site = {
  menu: {
    toggle: "Menu",
    allIn: "All {{name}}",
  },
  home: {
    bannersLabel: "Featured offers",
    shopNow: "Shop now",
    offersLabel: "More offers",
    categoriesHeading: "Shop by category",
    newCollection: "New collection",
    newCollectionIntro: "Just arrived in store.",
    bestsellers: "Bestsellers",
    bestsellersIntro: "What shoppers across the UAE are buying now.",
  },
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
  },
  sitemap: {
    title: "Sitemap | Nour Electronics",
    description: "Every category and information page of Nour Electronics in one list.",
    heading: "Sitemap",
    categories: "Categories",
    information: "Information",
    shopping: "Shopping",
    home: "Home page",
    brands: "All brands",
    storeLocator: "Store locator",
    tradeIn: "Trade-in",
  },
  cms: {
    titleSuffix: "{{title}} | Nour Electronics",
  },
};

export default site;
