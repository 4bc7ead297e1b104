const common = {
  brand: {
    name: "Nour Electronics",
    homeLink: "Nour Electronics, home page",
  },
  skipLink: "Skip to main content",
  header: {
    searchLabel: "Search products",
    searchPlaceholder: "Search phones, laptops, TVs…",
    searchSubmit: "Search",
    searchPageLabel: "Search the catalogue",
    account: "My account",
    greeting: "Hi, {{name}}",
    cart: "Cart",
    cartCount_one: "{{count, number}} item in your cart",
    cartCount_other: "{{count, number}} items in your cart",
  },
  navigation: {
    label: "Main menu",
    brands: "Brands",
  },
  language: {
    switchTo: "Switch language to",
    suggestionLabel: "Language",
    suggestion: "This page is also in English: read it in English",
    names: {
      en: "English",
      ar: "Arabic",
    },
  },
  footer: {
    customerService: "Customer service",
    company: "Company",
    aboutUs: "About us",
    terms: "Terms and conditions",
    delivery: "Delivery",
    contactUs: "Contact us",
    storeLocator: "Store locator",
    sitemap: "Sitemap",
    copyright: "© {{year}} Nour Electronics. All prices are in AED and include VAT.",
  },
  newsletter: {
    heading: "Newsletter",
    text: "Be the first to hear about offers and new arrivals.",
    emailLabel: "Email address",
    submit: "Subscribe",
    honeypotLabel: "Please leave this field empty",
    subscribed: "Thank you for subscribing to our newsletter.",
    tooMany: "Too many sign-ups from your connection. Please try again later.",
  },
  validation: {
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, for example name@example.com.",
    requestInvalid: "We could not read that form. Please try again.",
  },
  errors: {
    backHome: "Back to the home page",
    notFound: {
      title: "Page not found",
      heading: "Sorry, we can't find that page",
      text: "The page may have moved, or the link may be wrong. Try searching for what you need:",
    },
    server: {
      title: "Something went wrong",
      heading: "Something went wrong on our side",
      text: "We couldn't complete your request. Please try again in a moment.",
    },
    request: {
      title: "Request not completed",
      heading: "We couldn't complete that request",
      text: "Please go back and try again.",
    },
  },
  home: {
    title: "Nour Electronics | Phones, laptops and TVs in the UAE",
    description: "Shop phones, laptops, TVs and home appliances with delivery across the UAE.",
    heading: "The latest electronics, delivered across the UAE",
    intro: "Phones, laptops, TVs and smart home devices at great prices, with VAT included.",
  },
  maintenance: {
    title: "Down for maintenance",
    heading: "We'll be back soon",
    text: "We are improving the store. Please try again in a little while. Thank you for your patience.",
  },
  offline: {
    title: "You are offline",
    heading: "You are offline",
    text: "This page needs a connection. The pages you visited recently still open; everything else comes back when you are online again.",
    reasons: {
      page: "The product, category or CMS page is not available in Offline mode. Redirecting to Home.",
      category: "No products synchronized for this category. Please come back while online!",
      password: "Reset password feature does not work while offline!",
    },
    home: "Go to the home page",
    banner: "You are offline; prices and stock may have changed",
  },
  serviceWorker: {
    ready: "Ready to work offline",
    updateFound: "A new version is available",
    reload: "Reload",
    updated: "The store was updated to its new version",
    error: "This browser cannot keep the store for offline use",
  },
  webApp: {
    shortName: "Nour",
  },
  bench: {
    floorHeading: "Benchmark floor",
  },
};

export default common;
