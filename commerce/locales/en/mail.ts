/** E-mails and SMS the store sends (rendered by commerce/outbox). Each e-mail has a subject, a greeting and lines. */

/** The order e-mails' link line and footer: a guest gets them too, so they speak of the order, not an account. */
const orderLink = "View your order: {{link}}";
const orderFooter = "You receive this message because you placed an order at Nour Electronics.";
/** The store visit e-mails' link line and footer, to the shopper; a store's own notices end with `storeFooter`. */
const visitLink = "Your booking: {{link}}";
const visitFooter = "You receive this message because you booked a visit to a Nour Electronics store.";
const storeGreeting = "{{store}} team,";
const storeNote = "Their request: “{{message}}”";
const storeFooter = "Sent by the store visit bookings of Nour Electronics. The visits booked at your store are in the back office.";
const contactFooter = "You receive this message because you wrote to us through the contact form of Nour Electronics.";

const mail = {
  signature: "Nour Electronics",
  greeting: "Hello {{name}},",
  footer: "You receive this message because of your account at Nour Electronics.",
  passwordReset: {
    subject: "Reset your Nour Electronics password",
    body: "Someone asked to reset the password of your account. To choose a new password, open this link within 30 minutes:",
    ignore: "If it was not you, ignore this e-mail: your password stays as it is.",
  },
  passwordChanged: {
    subject: "Your password was changed",
    body: "The password of your Nour Electronics account was changed, and every other device was signed out.",
    ignore: "If it was not you, reset your password now: {{link}}",
  },
  welcome: {
    subject: "Welcome to Nour Electronics",
    body: "Your account is ready. Sign in with {{email}} to see your orders, addresses and wishlist.",
  },
  stockAlert: {
    subject: "Back in stock: {{product}}",
    body: "{{product}} is back in stock. Order it here before it sells out again:",
  },
  priceAlert: {
    subject: "Price drop: {{product}}",
    body: "{{product}} now costs {{price}} (was {{was}} when you asked us to watch it):",
  },
  orderPlaced: {
    subject: "Your order {{number}} is placed",
    body: "Thank you for your order {{number}}. The total is {{total}}. We will tell you when it is on its way.",
    link: orderLink,
    footer: orderFooter,
  },
  licenceKeys: {
    subject: "Your licence keys for order {{number}}",
    body: "Here are the licence keys of the software in your order {{number}}. Keep them safe: each activates one copy.\n{{keys}}",
    link: orderLink,
    footer: orderFooter,
  },
  licenceKeyLine: "{{product}}: {{key}}",
  shipmentProcessing: {
    subject: "We are preparing your order {{number}}",
    body: "Shipment {{shipment}} of your order {{number}} is being prepared at our warehouse. We will tell you when it leaves.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentDispatched: {
    subject: "Your order {{number}} is on its way",
    body: "Shipment {{shipment}} of your order {{number}} has left our warehouse with {{carrier}}. Its tracking number is {{tracking}}.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentDelivered: {
    subject: "Your order {{number}} was delivered",
    body: "Shipment {{shipment}} of your order {{number}} was delivered. We hope you enjoy it.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentUndelivered: {
    subject: "We could not deliver your order {{number}}",
    body: "The courier could not deliver shipment {{shipment}} of your order {{number}}: {{reason}}. We will try again, or call you to arrange the delivery.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentReceived: {
    subject: "Your order {{number}} is back at our warehouse",
    body: "Shipment {{shipment}} of your order {{number}} is back at our warehouse, as the courier could not deliver it. We will call you to arrange a new delivery.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentReadyForCollection: {
    subject: "Your order {{number}} is ready for collection",
    body: "Shipment {{shipment}} of your order {{number}} is ready for you at {{store}}. Show the collection code {{code}} at the counter to collect it; we have also sent it to your mobile.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentCollected: {
    subject: "You collected your order {{number}}",
    body: "Shipment {{shipment}} of your order {{number}} was collected at the store. Thank you for shopping with us.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentCompleted: {
    subject: "Your order {{number}} is complete",
    body: "Shipment {{shipment}} of your order {{number}} is complete. Tell us how it went: you can rate your order on its page.",
    link: orderLink,
    footer: orderFooter,
  },
  undeliveredReasons: {
    noOneHome: "no one was at the address",
    addressNotFound: "the address could not be found",
    customerUnreachable: "we could not reach you by phone",
    customerRefused: "the delivery was refused",
    customerRescheduled: "you asked for another day",
  },
  orderCancelled: {
    subject: "Items cancelled from your order {{number}}",
    body: "We have cancelled {{items}} from your order {{number}}, for this reason: “{{reason}}”. {{back}}",
    link: "Your order: {{link}}",
    footer: "You receive this message because you placed an order at Nour Electronics.",
  },
  /** What comes back of a cancellation or a return, in the e-mail's `back`: one sentence each, or `nothing`. */
  moneyBack: {
    payment: "{{amount}} goes back to the card or account you paid with; your bank or provider may take up to 14 days to show it.",
    giftCards: "{{amount}} is back on the gift cards and vouchers that paid for the order.",
    storeCredit: "{{amount}} is yours as store credit: the gift card {{code}}, which pays at checkout like any gift card.",
    bankTransfer: "{{amount}} was sent to your bank account by transfer, reference {{reference}}.",
    nothing: "You have not been charged for them, so there is nothing to refund.",
  },
  /** One line of a return, in the return e-mails' `items`. */
  returnLine: "{{qty}} × {{name}}",
  returnRequested: {
    subject: "We received your return request {{reference}}",
    body: "We have your request {{reference}} to return {{items}} from your order {{number}}. Pack the items with their accessories: our team will call you to arrange the collection, or bring them to any of our stores. We will tell you when they reach us.",
    link: orderLink,
    footer: orderFooter,
  },
  returnReceived: {
    subject: "Your return {{reference}} has reached us",
    body: "The items of your return {{reference}} ({{items}}) from your order {{number}} have reached us. Our team is checking them and will tell you the outcome.",
    link: orderLink,
    footer: orderFooter,
  },
  returnAccepted: {
    subject: "Your return {{reference}} is accepted",
    body: "We have accepted your return {{reference}} of {{items}} from your order {{number}}. {{back}}",
    link: orderLink,
    footer: orderFooter,
  },
  returnRejected: {
    subject: "About your return {{reference}}",
    body: "We cannot accept your return {{reference}} of {{items}} from your order {{number}}, for this reason: “{{reason}}”. If we have the items, we will arrange to give them back to you.",
    link: orderLink,
    footer: orderFooter,
  },
  contactSupport: {
    subject: "Contact form {{reference}}: {{topic}}",
    greeting: "Support team,",
    body: "{{name}} wrote about {{topic}} (order {{order}}, in {{language}}). E-mail {{email}}, mobile {{mobile}}.",
    note: "Their message: “{{message}}”",
    footer: "Sent by the contact form of Nour Electronics. Reply to the shopper at {{email}}.",
  },
  contactReceived: {
    subject: "We received your message {{reference}}",
    body: "Thank you for writing to us. Your reference number is {{reference}}. Our team answers within one working day.",
    footer: contactFooter,
  },
  contactReply: {
    subject: "Our answer to your message {{reference}}",
    body: "Thank you for writing to us. Our team has answered your message {{reference}}.",
    note: "Our answer: “{{message}}”",
    footer: contactFooter,
  },
  newsletterConfirm: {
    subject: "Confirm your subscription to the Nour Electronics newsletter",
    greeting: "Hello,",
    body: "Someone asked to send the Nour Electronics newsletter to this address. To start receiving it, open this link within 7 days and press “Confirm”:",
    ignore: "If it was not you, ignore this e-mail: the address is not subscribed, and we will not write again about it.",
    footer: "You receive this message because this address was given in the newsletter form of the Nour Electronics website.",
  },
  newsletterWelcome: {
    subject: "You are subscribed to the Nour Electronics newsletter",
    greeting: "Hello,",
    body: "Thank you: you will now receive our offers and news. To unsubscribe at any time, open this link:",
    footer: "You receive this message because you subscribed to the Nour Electronics newsletter. Every newsletter carries a link to unsubscribe.",
  },
  shareProduct: {
    subject: "{{sender}} shared {{product}} with you",
    greeting: "Hello,",
    body: "{{sender}} thinks you may like {{product}}, now {{price}} at Nour Electronics:",
    note: "{{sender}} wrote: “{{message}}”",
    footer: "A visitor of the Nour Electronics website sent you this from a product page; the words above are theirs, not the store's. We do not keep your address.",
    visitor: "A visitor of Nour Electronics",
  },
  storeVisit: {
    subject: "Your visit to {{store}} is booked",
    body: "We look forward to seeing you at {{store}} ({{address}}) on {{date}} at {{time}}. Our staff will have your request ready.",
    link: visitLink,
    footer: visitFooter,
  },
  storeVisitMoved: {
    subject: "Your visit to {{store}} is now on {{date}} at {{time}}",
    body: "We have moved your visit to {{store}} ({{address}}) to {{date}} at {{time}}, as you asked. Our staff will have your request ready.",
    link: visitLink,
    footer: visitFooter,
  },
  storeVisitCancelled: {
    subject: "Your visit to {{store}} is cancelled",
    body: "We have cancelled your visit to {{store}} on {{date}} at {{time}}, as you asked. You are welcome to book another time.",
    link: "Book a visit: {{link}}",
    footer: visitFooter,
  },
  storeBookingNew: {
    subject: "New visit on {{date}} at {{time}}: {{name}}",
    greeting: storeGreeting,
    body: "{{name}} booked a visit to your store on {{date}} at {{time}}. Mobile {{mobile}}, e-mail {{email}}.",
    note: storeNote,
    footer: storeFooter,
  },
  storeBookingMoved: {
    subject: "Visit moved to {{date}} at {{time}}: {{name}}",
    greeting: storeGreeting,
    body: "{{name}} moved their visit to your store from {{wasDate}} at {{wasTime}} to {{date}} at {{time}}. Mobile {{mobile}}, e-mail {{email}}.",
    note: storeNote,
    footer: storeFooter,
  },
  storeBookingCancelled: {
    subject: "Visit cancelled on {{date}} at {{time}}: {{name}}",
    greeting: storeGreeting,
    body: "{{name}} cancelled their visit to your store on {{date}} at {{time}}; the place is free again. Mobile {{mobile}}, e-mail {{email}}.",
    note: storeNote,
    footer: storeFooter,
  },
  tradeInQuote: {
    subject: "Your trade-in quote: {{value}} for your {{device}}",
    body: "Thank you. We have recorded your quote of {{value}} for your {{device}}. Bring the device to any of our stores: our staff check it, and when it is as you described it we e-mail you a trade-in voucher for the value they confirm. If they find it in another condition, they tell you what they can offer.",
    link: "Your quote and where it stands: {{link}}",
    footer: "You receive this message because you asked Nour Electronics for a trade-in quote.",
  },
  tradeInVoucher: {
    subject: "Your trade-in voucher: {{value}} for your {{device}}",
    body: "Thank you for trading in your {{device}}. We have checked it: your trade-in voucher {{code}} is worth {{value}} and can pay for your next order until {{expires}}.",
    link: "Enter the code in your cart as a gift card: {{link}}",
    footer: "You receive this message because you traded in a device at Nour Electronics.",
  },
  giftCardIssued: {
    subject: "{{sender}} sent you a {{value}} Nour Electronics gift card",
    body: "{{sender}} sent you a gift card worth {{value}}. Your code is {{code}}: enter it in your cart as a gift card to pay for anything at Nour Electronics until {{expires}}.",
    note: "{{sender}} wrote: “{{message}}”",
    link: "Check its balance: {{link}}",
    footer: "You receive this message because {{sender}} bought you a gift card at Nour Electronics.",
  },
  reviewRejected: {
    subject: "Your review of {{product}} is not published",
    body: "Thank you for reviewing {{product}}. We cannot publish your review “{{title}}”: {{reason}} You are welcome to write it again.",
    link: "Your reviews: {{link}}",
  },
  tradeInRejected: {
    subject: "About your trade-in of your {{device}}",
    body: "Thank you for bringing in your {{device}}. After checking it we cannot issue a trade-in voucher for it: {{reason}}",
    link: "Your trade-in: {{link}}",
    footer: "You receive this message because you asked Nour Electronics for a trade-in quote.",
  },
  staffRoles: { owner: "owner", operations: "operations", support: "customer support", finance: "finance", catalogue: "catalogue" },
  staffInvitation: {
    subject: "You are invited to the Nour Electronics back office",
    body: "{{inviter}} invited you to run the store as {{role}}. Open this link by {{expires}} to choose your password; at your first sign-in you will add an authenticator app.",
    ignore: "If you did not expect this, ignore this e-mail: nothing happens unless the link is opened.",
    footer: "You receive this message because a Nour Electronics owner invited this address to the back office.",
  },
  uncollectedReason: "The order waited for you at {{store}} for {{days}} days and was not collected.",
  sms: {
    signInCode: "{{code}} is your Nour Electronics sign-in code. It expires in 10 minutes. Never share it.",
    codCode: "{{code}} is your Nour Electronics cash on delivery code. It expires in 10 minutes.",
    collectionCode: "{{code}} is your Nour Electronics collection code for order {{number}} at {{store}}. Show it at the counter.",
    mobileUsedAtSignUp:
      "Someone just gave this number to open a new Nour Electronics account. Your account is unchanged and this number still signs you in to it. Was it you? Sign in with a code: {{link}}",
  },
};

export default mail;
