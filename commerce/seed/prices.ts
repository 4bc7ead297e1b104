/**
 * Shelf prices the way UAE retailers write them: VAT-inclusive, ending in 9 (AED 19, 149, 3,499, 12,499),
 * stored as integer fils.
 */

const FILS_PER_AED = 100;

/** Price step between two shelf prices around `aed`. */
function retailStep(aed: number): number {
  if (aed < 200) return 10;
  if (aed < 1000) return 50;
  if (aed < 10000) return 100;
  return 500;
}

/** Nearest shelf price to `aed`, in fils. */
export function retailPrice(aed: number): number {
  const step = retailStep(aed);
  const rounded = Math.max(step, Math.round(aed / step) * step) - 1;
  return rounded * FILS_PER_AED;
}

/**
 * A shelf price roughly `percentOff` below `priceFils`, always strictly below it;
 * null when no sensible shelf price exists below it.
 */
export function discountedRetailPrice(priceFils: number, percentOff: number): number | null {
  const targetAed = (priceFils / FILS_PER_AED) * (1 - percentOff / 100);
  const step = retailStep(targetAed);
  let aed = Math.floor((targetAed + 1) / step) * step - 1;
  if (aed * FILS_PER_AED >= priceFils) aed -= step;
  return aed > 0 ? aed * FILS_PER_AED : null;
}

export function aedToFils(aed: number): number {
  return Math.round(aed * FILS_PER_AED);
}
