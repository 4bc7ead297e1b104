/** Strings shared by every catalogue screen: prices, stock, product cards. */
const catalog = {
  price: {
    now: "Price",
    was: "Was",
    save: "Save {{amount}}",
    free: "Free",
    vatIncluded: "Inclusive of VAT",
    from: "From {{price}}",
  },
  stock: {
    inStock: "In stock",
    lowStock_one: "Only {{count, number}} left",
    lowStock_other: "Only {{count, number}} left",
    outOfStock: "Out of stock",
  },
  card: {
    sale: "Sale",
  },
};

export default catalog;
