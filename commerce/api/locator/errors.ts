import { LOCATOR_ERRORS, type LocatorErrorCode } from "../../contract/locator";
import { contractError } from "../envelope";

/** The locator and store visit endpoints' refusals (commerce/contract/locator.ts). */
export function locatorError(code: LocatorErrorCode) {
  return contractError(LOCATOR_ERRORS, code);
}
