import { allocate, STANDARD_VAT_RATE } from "../cart/totals";
import { splitInclusivePrice } from "../pricing";

/**
 * The lines and totals of a tax invoice or a tax credit note, from VAT-inclusive fils, in integer arithmetic.
 *
 * The VAT of each rate is split once out of everything charged at that rate (goods after their discount,
 * plus delivery, gift wrap and payment fee as services at the standard 5%), exactly as the cart computed
 * `totals.tax`; each line then gets its share of that VAT by `allocate`, so the lines' VAT adds up to the
 * document's VAT to the fils. A discount is a line of its own per rate (negative), shared out over the goods
 * in proportion to their price, with the VAT it takes off.
 */

export type ServiceKind = "shipping" | "giftWrap" | "paymentFee";

export interface GoodsInput {
  /** The order line's id, so a credit note can find its share of the order's discount. */
  item_id: number;
  name: string;
  sku: string;
  qty: number;
  /** VAT included, fils. */
  price_incl_tax: number;
  row_total_incl_tax: number;
  tax_rate: number;
}

export interface DocumentInput {
  goods: readonly GoodsInput[];
  /** VAT included, fils: taken off the goods in proportion. */
  discount: number;
  services: readonly { kind: ServiceKind; amount_incl_tax: number }[];
}

export type DocumentLine =
  | ({ kind: "goods"; item_id: number; name: string; sku: string; qty: number; unit_price_excl_tax: number } & Amounts)
  | ({ kind: "discount" } & Amounts)
  | ({ kind: ServiceKind } & Amounts);

export interface Amounts {
  tax_rate: number;
  /** Fils; negative on a discount line. */
  excl_tax: number;
  tax: number;
  incl_tax: number;
}

export interface TaxDocument {
  lines: DocumentLine[];
  /** Per rate, the taxable amount and its VAT, highest rate first. */
  by_rate: { tax_rate: number; excl_tax: number; tax: number }[];
  totals: { excl_tax: number; tax: number; incl_tax: number };
}

export function taxDocument(input: DocumentInput): TaxDocument {
  const discountShares = discountSharesOf(input);
  const services = input.services.filter((s) => s.amount_incl_tax > 0);
  const rates = [...new Set([...input.goods.map((g) => g.tax_rate), ...(services.length > 0 ? [STANDARD_VAT_RATE] : [])])].sort((a, b) => b - a);

  const lines: DocumentLine[] = [];
  const byRate: TaxDocument["by_rate"] = [];
  for (const rate of rates) {
    const goods = input.goods.filter((g) => g.tax_rate === rate);
    const charged = [
      ...goods.map((g) => ({ line: g, incl: g.row_total_incl_tax })),
      ...(rate === STANDARD_VAT_RATE ? services.map((s) => ({ line: s, incl: s.amount_incl_tax })) : []),
    ];
    const discount = goods.reduce((sum, g) => sum + discountShares.get(g.item_id)!, 0);
    const grossIncl = charged.reduce((sum, c) => sum + c.incl, 0);
    const tax = splitInclusivePrice(grossIncl - discount, rate).tax;
    const discountTax = splitInclusivePrice(discount, rate).tax;
    // The charged lines carry the VAT before the discount; the discount line takes its own VAT off again.
    const shares = allocate(tax + discountTax, charged.map((c) => c.incl));
    charged.forEach(({ line, incl }, i) => {
      const amounts = { tax_rate: rate, excl_tax: incl - shares[i]!, tax: shares[i]!, incl_tax: incl };
      if ("item_id" in line) {
        const unit = splitInclusivePrice(line.price_incl_tax, rate).excl;
        lines.push({ kind: "goods", item_id: line.item_id, name: line.name, sku: line.sku, qty: line.qty, unit_price_excl_tax: unit, ...amounts });
      } else {
        lines.push({ kind: line.kind, ...amounts });
      }
    });
    if (discount > 0) {
      lines.push({ kind: "discount", tax_rate: rate, excl_tax: -(discount - discountTax), tax: -discountTax, incl_tax: -discount });
    }
    byRate.push({ tax_rate: rate, excl_tax: grossIncl - discount - tax, tax });
  }
  const tax = byRate.reduce((sum, r) => sum + r.tax, 0);
  const incl = lines.reduce((sum, l) => sum + l.incl_tax, 0);
  return { lines, by_rate: byRate, totals: { excl_tax: incl - tax, tax, incl_tax: incl } };
}

/** Each goods line's share of the discount, by item id. */
export function discountSharesOf(input: Pick<DocumentInput, "goods" | "discount">): Map<number, number> {
  const shares = allocate(input.discount, input.goods.map((g) => g.row_total_incl_tax));
  return new Map(input.goods.map((g, i) => [g.item_id, shares[i]!]));
}
