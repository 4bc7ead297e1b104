/** Comparing products: the compare page, the controls on product cards and pages, and their messages. */
const compare = {
  page: {
    title: "Compare products",
    heading: "Compare products",
    count_one: "Comparing {{count, number}} product of up to {{max}}",
    count_other: "Comparing {{count, number}} products of up to {{max}}",
    empty_one: "You have no products to compare yet. Press “Compare” on a product to see it here.",
    empty_other: "You have no products to compare yet. Press “Compare” on up to {{count, number}} products of the same kind to see them side by side.",
    browse: "Continue shopping",
    caption: "Specifications of the products you compare",
    captionDifferences: "Specifications that differ between the products you compare",
    attribute: "Specification",
    actions: "Actions",
    price: "Price",
    noValue: "Not listed",
    differs: "Differs",
    differsNote: "Rows marked “Differs” are where the products are not the same.",
    onlyDifferences: "Show only differences",
    showAll: "Show all specifications",
    noDifferences: "These products have the same specifications.",
    remove: "Remove",
    addToCart: "Add to cart",
    chooseOptions: "Choose options",
    outOfStock: "Out of stock",
    clearAll: "Clear all",
  },
  card: {
    button: "Compare",
  },
  product: {
    add: "Add to compare",
    view: "View comparison",
  },
  header: {
    link: "Compare",
  },
  notifications: {
    added: "Added to your comparison.",
    removed: "Removed from your comparison.",
    cleared: "Your comparison is empty now.",
  },
  errors: {
    compare: {
      productNotFound: "This product is no longer available.",
      full: "You can compare up to 4 products. Remove one from your comparison to add another.",
      otherFamily:
        "Only products of the same kind can be compared, and this one is from a different category than those in your comparison. Clear your comparison to compare it.",
    },
    tooMany: "Too many changes in a short time. Please wait a minute and try again.",
    requestInvalid: "Something is wrong with this request. Please reload the page and try again.",
    generic: "Something went wrong. Please try again.",
  },
};

export default compare;
