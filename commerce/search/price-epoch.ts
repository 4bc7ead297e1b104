import type { PriceFields } from "../api/pricing";

/**
 * The stretch of time around a moment during which no special-price window opens or closes, so final prices
 * computed at that moment still hold. Compares ISO strings exactly as `activeSpecialPrice` does
 * (a window is open while `from <= at <= to`).
 */
export class PriceEpoch {
  private constructor(
    /** The earliest window start after the moment: prices change once `at >= nextStart`. */
    private readonly nextStart: string | undefined,
    /** The latest window start at or before the moment: prices change once `at < lastStart`. */
    private readonly lastStart: string | undefined,
    /** The earliest window end at or after the moment: prices change once `at > nextEnd`. */
    private readonly nextEnd: string | undefined,
    /** The latest window end before the moment: prices change once `at <= lastEnd`. */
    private readonly lastEnd: string | undefined,
  ) {}

  static around(rules: Iterable<PriceFields>, at: string): PriceEpoch {
    let nextStart: string | undefined;
    let lastStart: string | undefined;
    let nextEnd: string | undefined;
    let lastEnd: string | undefined;
    for (const rule of rules) {
      if (rule.special_price === null || rule.special_price >= rule.price) continue;
      const start = rule.special_from_date;
      const end = rule.special_to_date;
      if (start) {
        if (start > at) nextStart = nextStart === undefined || start < nextStart ? start : nextStart;
        else lastStart = lastStart === undefined || start > lastStart ? start : lastStart;
      }
      if (end) {
        if (end >= at) nextEnd = nextEnd === undefined || end < nextEnd ? end : nextEnd;
        else lastEnd = lastEnd === undefined || end > lastEnd ? end : lastEnd;
      }
    }
    return new PriceEpoch(nextStart, lastStart, nextEnd, lastEnd);
  }

  contains(at: string): boolean {
    return (
      (this.nextStart === undefined || at < this.nextStart) &&
      (this.lastStart === undefined || at >= this.lastStart) &&
      (this.nextEnd === undefined || at <= this.nextEnd) &&
      (this.lastEnd === undefined || at > this.lastEnd)
    );
  }
}
