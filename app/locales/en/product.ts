/** The product page. */
const product = {
  meta: {
    titleNoBrand: "{{name}} | Nour Electronics",
  },
  breadcrumbs: {
    label: "Breadcrumb",
    home: "Home",
  },
  gallery: {
    label: "Product images",
    track: "Images, scroll for more",
    thumbnails: "Choose an image",
    showImage: "Show image {{number}} of {{count}}",
    imageAlt: "{{name}}, image {{number}} of {{count}}",
    video: "Video",
  },
  summary: {
    sku: "SKU",
    mpn: "Model number",
  },
  keyFeatures: {
    heading: "Key features",
  },
  options: {
    choosePrompt: "Please choose {{options}} to see the price and add this product to your cart.",
    unavailable: "(unavailable)",
    noSuchConfiguration: "No such configuration for the product. Please do choose another combination of attributes.",
    noVariants: "No available product variants",
  },
  bundle: {
    heading: "What's in the bundle",
    qty: "Qty {{qty}}",
    defaultChoice: "(default)",
    saving: "You save {{amount}} against buying these parts separately",
  },
  tierPrices: {
    label: "Quantity prices",
    tier_one: "Buy {{count, number}} or more for {{price}} each",
    tier_other: "Buy {{count, number}} or more for {{price}} each",
  },
  grouped: {
    heading: "Items in this set",
    item: "Item",
    price: "Price",
    total: "Total",
  },
  customOptions: {
    total: "Price with your options:",
    none: "None",
    required: "(required)",
  },
  cartForm: {
    label: "Add to cart",
    qty: "Quantity",
    addToCart: "Add to cart",
    buyNow: "Buy now",
    chooseFirst: "Choose a configuration first",
    outOfStock: "This product is out of stock",
    adding: "Adding…",
  },
  giftCard: {
    heading: "Who is it for?",
    text: "We e-mail the gift card's code to the recipient once your order is paid, or on the day you choose.",
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's e-mail",
    message: "Message (optional)",
    messageHint: "At most {{max, number}} characters.",
    sendOn: "Send on (optional)",
    sendOnHint: "Leave empty to send it as soon as the order is paid.",
    balance: "Check a gift card's balance",
  },
  specs: {
    heading: "Specifications",
  },
  description: {
    heading: "Description",
  },
  related: {
    heading: "You may also like",
  },
};

export default product;
