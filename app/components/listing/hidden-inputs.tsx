import { priceKey, type ListingQuery, type SortOptions } from "~/lib/listing-query";

/**
 * The parts of the listing query a form does not show itself, as hidden inputs, so submitting one control
 * keeps the rest. The page is never carried over: any change starts again from page 1.
 */
export function HiddenListingInputs({
  query,
  sortOptions,
  filters,
  sort,
}: {
  query: ListingQuery;
  sortOptions: SortOptions;
  filters: boolean;
  sort: boolean;
}) {
  return (
    <>
      {filters ? (
        <>
          {query.brands.map((brand) => (
            <input key={`brand-${brand}`} type="hidden" name="brand" value={brand} />
          ))}
          {query.colors.map((color) => (
            <input key={`color-${color}`} type="hidden" name="color" value={color} />
          ))}
          {query.prices.map((range) => (
            <input key={`price-${priceKey(range)}`} type="hidden" name="price" value={priceKey(range)} />
          ))}
          {query.inStock ? <input type="hidden" name="in_stock" value="1" /> : null}
        </>
      ) : null}
      {sort && query.sort && query.sort !== sortOptions.defaultSort ? <input type="hidden" name="sort" value={query.sort} /> : null}
    </>
  );
}
