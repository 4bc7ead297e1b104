/**
 * The store's analytics events, shaped as GA4's ecommerce events, pushed to `window.dataLayer` only for a shopper
 * who allowed analytics cookies (decision 064). Money is integer fils in the store (decision 002) and a decimal
 * number of AED here.
 */

export const CURRENCY = "AED";

/** A product as the events name it. */
export interface EventLine {
  sku: string;
  name: string;
  /** The price of one unit, VAT included, in fils. */
  unitPriceFils: number;
  quantity: number;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

interface Ecommerce {
  currency: typeof CURRENCY;
  value: number;
  items: AnalyticsItem[];
}

export type AnalyticsEvent =
  | { event: "view_item" | "add_to_cart" | "begin_checkout"; ecommerce: Ecommerce }
  | { event: "purchase"; ecommerce: Ecommerce & { transaction_id: string } };

/** Integer fils as a decimal amount of AED: 12345 → 123.45. */
export function aedOfFils(fils: number): number {
  return Math.round(fils) / 100;
}

function itemOf({ sku, name, unitPriceFils, quantity }: EventLine): AnalyticsItem {
  return { item_id: sku, item_name: name, price: aedOfFils(unitPriceFils), quantity };
}

function ecommerceOf(lines: EventLine[], valueFils: number): Ecommerce {
  return { currency: CURRENCY, value: aedOfFils(valueFils), items: lines.map(itemOf) };
}

function linesValue(lines: EventLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceFils * line.quantity, 0);
}

/** A product page was seen. */
export function viewItemEvent(product: Omit<EventLine, "quantity">): AnalyticsEvent {
  const line = { ...product, quantity: 1 };
  return { event: "view_item", ecommerce: ecommerceOf([line], line.unitPriceFils) };
}

/** `line.quantity` units were added to the cart. */
export function addToCartEvent(line: EventLine): AnalyticsEvent {
  return { event: "add_to_cart", ecommerce: ecommerceOf([line], linesValue([line])) };
}

/** The checkout's first step was opened with these lines, for a grand total of `totalFils`. */
export function beginCheckoutEvent(lines: EventLine[], totalFils: number): AnalyticsEvent {
  return { event: "begin_checkout", ecommerce: ecommerceOf(lines, totalFils) };
}

/** An order was placed: its number, grand total and lines. */
export function purchaseEvent(order: { number: string; totalFils: number; lines: EventLine[] }): AnalyticsEvent {
  return { event: "purchase", ecommerce: { transaction_id: order.number, ...ecommerceOf(order.lines, order.totalFils) } };
}
