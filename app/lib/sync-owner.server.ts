import { createHmac } from "node:crypto";
import { cookieSecrets } from "./session.server";
export { GUEST_OWNER } from "./shopper-view";

/**
 * Whose changes a browser queued offline are (decision 058): a customer's are sent only while that customer is
 * signed in, a guest's only while no one is. The page carries the owner (the shopper view); the customer's is a
 * keyed hash of their id, so it names the account without giving its id away, and stays the same across sign-ins.
 */
export function customerOwner(customerId: number): string {
  return "c-" + createHmac("sha256", cookieSecrets[0]!).update(`sync-owner ${customerId}`).digest("base64url").slice(0, 22);
}
