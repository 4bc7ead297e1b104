/** The outbox viewer (/outbox): the messages the store sent, for development and tests only. */
const outbox = {
  title: "Outbox | Nour Electronics",
  heading: "Outbox",
  intro: "The latest e-mails and text messages the store sent, newest first. Production servers do not show this page.",
  empty: "No messages yet.",
  smsHeading: "Text message to {{recipient}}",
  to: "To",
  channel: "Channel",
  language: "Language",
  template: "Template",
  queuedAt: "Queued",
  status: "Status",
  channels: {
    email: "E-mail",
    sms: "SMS",
  },
  statuses: {
    pending: "Waiting to be sent",
    sent: "Sent",
    failed: "Failed",
  },
};

export default outbox;
