import type { DB } from "../../db/connection";
import { groupBy } from "../../lib/group-by";
import { localised, type StoreCode } from "../store";

/**
 * The locator's emirates and cities (SPEC §3 Location), as the address form offers them: the seven
 * emirates in their order, each with the cities we deliver to (SPEC §9: a city is shown only when its
 * status is 1), named in the store's language. Public: a guest's checkout needs them too.
 */
export async function emiratesWithCities(db: DB, store: StoreCode) {
  const [emirates, cities] = await Promise.all([
    db.selectFrom("emirates").selectAll().orderBy("position").execute(),
    db.selectFrom("cities").selectAll().where("status", "=", 1).orderBy("id").execute(),
  ]);
  const citiesOf = groupBy(cities, (city) => city.emirate_id);
  return emirates.map((emirate) => ({
    id: emirate.id,
    code: emirate.code,
    name: localised(emirate, "name", store),
    cities: (citiesOf.get(emirate.id) ?? []).map((city) => ({ id: city.id, name: localised(city, "name", store) })),
  }));
}
