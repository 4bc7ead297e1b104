/** The contact form, "share by e-mail" and the recently viewed strip. */
const support = {
  contact: {
    title: "Contact us",
    heading: "Contact us",
    intro: "Write to our customer service team: we answer within one working day, in English or Arabic.",
    name: "Full name",
    email: "E-mail",
    mobile: "Mobile number",
    mobileHint: "A UAE mobile number, such as 050 123 4567",
    topic: "Topic",
    topicPrompt: "Choose a topic",
    topics: {
      order: "My order",
      delivery: "Delivery",
      returns: "Returns and refunds",
      product: "A question about a product",
      other: "Something else",
    },
    orderNumber: "Order number (optional)",
    orderNumberHint: "You find it in your order confirmation e-mail, such as 100000042",
    comment: "Your message",
    commentHint: "At most {{max}} characters",
    commentCount: "{{count}} of {{max}} characters",
    submit: "Send message",
    honeypotLabel: "Leave this field empty",
    sentHeading: "Thank you, we received your message",
    sentText: "Your reference number is {{reference}}. We sent a confirmation to your e-mail and will answer within one working day.",
    another: "Write another message",
  },
  share: {
    title: "Share {{product}} by e-mail",
    heading: "Share by e-mail",
    pageHeading: "Share {{product}} by e-mail",
    friendEmail: "Your friend's e-mail",
    yourName: "Your name",
    message: "Message (optional)",
    submit: "Send to my friend",
    honeypotLabel: "Leave this field empty",
    sent: "We sent {{product}} to your friend.",
    sentFlash: "We sent the product to your friend.",
    back: "Back to {{product}}",
  },
  recentlyViewed: {
    heading: "Recently viewed",
  },
  validation: {
    nameTooLong: "Please use at most 255 characters.",
    topicInvalid: "Choose a topic.",
    orderNumberInvalid: "An order number has digits only, such as 100000042.",
    textTooLong: "Please write at most 100 characters.",
  },
  errors: {
    generic: "Something went wrong. Please try again.",
  },
};

export default support;
