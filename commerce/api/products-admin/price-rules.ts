/**
 * The rules between a product's price fields, shared by the back office's form and the endpoint: a special price is
 * below the price, and a window that ends ends after it starts. Each answers the field it is about.
 */
export interface PriceInput {
  price: number;
  special_price: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
}

export function priceProblems(input: PriceInput): { field: "special_price" | "special_to_date"; message: "specialNotBelow" | "windowBackwards" }[] {
  const problems: ReturnType<typeof priceProblems> = [];
  if (input.special_price !== null && input.special_price >= input.price) problems.push({ field: "special_price", message: "specialNotBelow" });
  if (input.special_from_date && input.special_to_date && input.special_to_date <= input.special_from_date) {
    problems.push({ field: "special_to_date", message: "windowBackwards" });
  }
  return problems;
}
