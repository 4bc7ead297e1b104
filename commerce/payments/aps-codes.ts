/**
 * Answers of an Amazon Payment Services-shaped card gateway, the simulator's as APS's: `status` is two digits
 * (what happened), and `response_code` is a status followed by a three-digit message code (why).
 * docs/test-card-gateway.md lists them.
 */
export const STATUS = {
  invalidRequest: "00",
  refunded: "06",
  refundFailed: "07",
  voided: "08",
  voidFailed: "09",
  checkStatusFailed: "11",
  checkStatusSuccess: "12",
  purchaseFailed: "13",
  purchased: "14",
  tokenized: "18",
  onHold: "20",
} as const;

export const MESSAGE = {
  success: { code: "000", text: "Success" },
  missingParameter: { code: "001", text: "Missing parameter" },
  invalidParameter: { code: "002", text: "Invalid parameter format" },
  invalidCommand: { code: "004", text: "Invalid command" },
  signatureMismatch: { code: "008", text: "Signature mismatch" },
  invalidMerchant: { code: "010", text: "Invalid merchant identifier or access code" },
  cardExpired: { code: "012", text: "Card expired or invalid expiry date" },
  invalidCurrency: { code: "013", text: "Invalid currency" },
  invalidSecurityCode: { code: "014", text: "Invalid card security code" },
  invalidHolderName: { code: "015", text: "Invalid card holder name" },
  invalidCardNumber: { code: "016", text: "Invalid card number" },
  invalidToken: { code: "017", text: "Invalid token" },
  notFound: { code: "018", text: "Transaction not found" },
  aboveCaptured: { code: "023", text: "Amount is more than what is left to refund" },
  wrongState: { code: "024", text: "Operation not allowed for the transaction's status" },
  secureCheckRequested: { code: "064", text: "3-D Secure check requested" },
  authenticationFailed: { code: "065", text: "3-D Secure authentication failed" },
  authenticationCancelled: { code: "066", text: "3-D Secure authentication cancelled" },
  declined: { code: "071", text: "Transaction declined by the issuer" },
} as const;

export type GatewayMessage = (typeof MESSAGE)[keyof typeof MESSAGE];
