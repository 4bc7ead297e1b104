import { beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_TEXT_MAX, MAX_ADDRESSES } from "../../commerce/contract/address";
import { FULL_NAME_MAX } from "../../commerce/contract/account";
import { call } from "../support/call";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";

/**
 * The address book endpoints (docs/address-api.md) and the locator's emirates, over a real temp SQLite
 * database: every field rule, the default-shipping rules, and that one customer can never read or change
 * another's addresses.
 */

const fixture = useFixtureCommerce();
const handler = () => fixture.commerce().handler;

interface Emirate {
  id: number;
  code: string;
  name: string;
  cities: { id: number; name: string }[];
}

let emirates: Emirate[] = [];
const emirate = (code: string) => emirates.find((e) => e.code === code)!;
const city = (code: string, name: string) => emirate(code).cities.find((c) => c.name === name)!;

beforeAll(async () => {
  emirates = (await call(handler(), "GET", "/api/locator/emirates")).result as Emirate[];
});

function dubaiAddress(overrides: Record<string, unknown> = {}) {
  return {
    full_name: "Aisha Al Mansoori",
    mobile: "050 123 4567",
    building: "Marina Heights, Building 12",
    flat: "Flat 1204",
    landmark: "Next to the metro station",
    area: "Dubai Marina",
    emirate_id: emirate("DXB").id,
    city_id: city("DXB", "Dubai").id,
    address_type: "home",
    makani: "1234567890",
    ...overrides,
  };
}

async function create(customer: Customer, overrides: Record<string, unknown> = {}) {
  const res = await customer.post("/api/addresses/create", { address: dubaiAddress(overrides) });
  expect(res.status, JSON.stringify(res.result)).toBe(200);
  return res.result as { id: number; default_shipping: boolean; [field: string]: unknown };
}

async function list(customer: Customer, store = "en") {
  const res = await customer.get(`/api/addresses?storeCode=${store}`);
  expect(res.status).toBe(200);
  return res.result as Array<{ id: number; default_shipping: boolean; full_name: string; [field: string]: unknown }>;
}

describe("GET /api/locator/emirates", () => {
  it("lists the seven emirates in order with the cities we deliver to, without a token", async () => {
    expect(emirates.map((e) => e.code)).toEqual(["AUH", "DXB", "SHJ", "AJM", "UAQ", "RAK", "FUJ"]);
    expect(emirate("DXB")).toMatchObject({ name: "Dubai", cities: [{ name: "Dubai" }, { name: "Hatta" }] });
    const offered = emirates.flatMap((e) => e.cities.map((c) => c.id));
    const notOffered = await fixture.db().selectFrom("cities").select("id").where("status", "=", 0).execute();
    expect(notOffered.length).toBeGreaterThan(0);
    for (const { id } of notOffered) expect(offered).not.toContain(id);
  });

  it("names them in Arabic on the Arabic store", async () => {
    const arabic = (await call(handler(), "GET", "/api/locator/emirates?storeCode=ar")).result as Emirate[];
    expect(arabic.find((e) => e.code === "DXB")).toMatchObject({ name: "دبي", cities: [{ name: "دبي" }, { name: "حتا" }] });
  });
});

describe("signing in", () => {
  it.each([
    ["GET", "/api/addresses"],
    ["GET", "/api/addresses/1"],
    ["POST", "/api/addresses/create"],
    ["POST", "/api/addresses/update"],
    ["POST", "/api/addresses/delete"],
    ["POST", "/api/addresses/default"],
  ] as const)("%s %s without a token is a 401", async (method, path) => {
    const res = await call(handler(), method, path, method === "POST" ? { address_id: 1 } : undefined);
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe("auth.unauthorized");
  });
});

describe("POST /api/addresses/create", () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await signedInCustomer(fixture);
  });

  it("saves an address and answers it with the emirate and city named", async () => {
    const saved = await create(customer);
    expect(saved).toMatchObject({
      full_name: "Aisha Al Mansoori",
      mobile: "501234567",
      building: "Marina Heights, Building 12",
      flat: "Flat 1204",
      landmark: "Next to the metro station",
      area: "Dubai Marina",
      emirate_name: "Dubai",
      city_name: "Dubai",
      country_id: "AE",
      address_type: "home",
      makani: "1234567890",
      default_shipping: true,
    });
    const read = await customer.get(`/api/addresses/${saved.id}?storeCode=ar`);
    expect(read.result).toMatchObject({ id: saved.id, emirate_name: "دبي", city_name: "دبي" });
  });

  it("accepts an Arabic name, Arabic-Indic digits and every way of writing a UAE mobile", async () => {
    const arabic = await create(customer, { full_name: "عائشة المنصوري", mobile: "٠٥٠١٢٣٤٥٦٧", makani: "١٢٣٤٥ ٦٧٨٩٠", flat: "شقة ٣٠٢" });
    expect(arabic).toMatchObject({ full_name: "عائشة المنصوري", mobile: "501234567", makani: "1234567890", flat: "شقة ٣٠٢" });
    for (const mobile of ["+971 50 123 4567", "00971501234567", "501234567", "+٩٧١٥٠١٢٣٤٥٦٧"]) {
      expect((await create(customer, { mobile })).mobile).toBe("501234567");
    }
  });

  it("takes the Makani number and the landmark as optional", async () => {
    const { makani: _makani, landmark: _landmark, ...required } = dubaiAddress();
    const res = await customer.post("/api/addresses/create", { address: required });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ makani: null, landmark: "" });
    expect((await create(customer, { makani: "" })).makani).toBeNull();
    expect((await create(customer, { makani: null })).makani).toBeNull();
  });

  it("accepts each text field at its limit", async () => {
    const saved = await create(customer, {
      full_name: "A".repeat(FULL_NAME_MAX),
      building: "b".repeat(ADDRESS_TEXT_MAX.building),
      flat: "f".repeat(ADDRESS_TEXT_MAX.flat),
      landmark: "l".repeat(ADDRESS_TEXT_MAX.landmark),
      area: "a".repeat(ADDRESS_TEXT_MAX.area),
    });
    expect((saved.area as string).length).toBe(ADDRESS_TEXT_MAX.area);
  });

  const abuDhabiCity = () => city("AUH", "Abu Dhabi").id;
  /** Abu Dhabi has a city we do not deliver to yet (status 0). */
  const notOfferedCity = async () => {
    const row = await fixture
      .db()
      .selectFrom("cities")
      .select("id")
      .where("status", "=", 0)
      .where("emirate_id", "=", emirate("AUH").id)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it.each<[string, () => unknown | Promise<unknown>, string?]>([
    ["full_name", () => ""],
    ["full_name", () => "A"],
    ["full_name", () => "Aisha 2"],
    ["full_name", () => "Aisha <script>"],
    ["full_name", () => "A".repeat(FULL_NAME_MAX + 1)],
    ["full_name", () => undefined],
    ["mobile", () => ""],
    ["mobile", () => "12345"],
    ["mobile", () => "04 123 4567"],
    ["mobile", () => "050 123 45678"],
    ["mobile", () => 501234567],
    ["building", () => ""],
    ["building", () => "   "],
    ["building", () => "b".repeat(ADDRESS_TEXT_MAX.building + 1)],
    ["flat", () => ""],
    ["flat", () => "f".repeat(ADDRESS_TEXT_MAX.flat + 1)],
    ["landmark", () => "l".repeat(ADDRESS_TEXT_MAX.landmark + 1)],
    ["area", () => ""],
    ["area", () => "a".repeat(ADDRESS_TEXT_MAX.area + 1)],
    ["emirate_id", () => "Dubai"],
    ["emirate_id", () => 0],
    ["emirate_id", () => 99, "address.emirateInvalid"],
    ["city_id", () => "Dubai"],
    ["city_id", () => undefined],
    ["city_id", () => 9999, "address.cityNotOffered"],
    ["city_id", abuDhabiCity, "address.cityNotInEmirate"],
    ["country_id", () => "SA"],
    ["address_type", () => "villa"],
    ["address_type", () => undefined],
    ["makani", () => "12345"],
    ["makani", () => "12345678901"],
    ["makani", () => "abcdefghij"],
  ])("refuses a bad %s (case %#) with a 400 on that field and saves nothing", async (field, value, code) => {
    const before = await list(customer);
    const res = await customer.post("/api/addresses/create", { address: dubaiAddress({ [field]: await value() }) });
    expect(res.status, JSON.stringify(res.result)).toBe(400);
    expect(res.error?.field).toBe(field);
    if (code) expect(res.error?.code).toBe(code);
    expect(await list(customer)).toEqual(before);
  });

  it("refuses a city we do not deliver to, even in its own emirate", async () => {
    const res = await customer.post("/api/addresses/create", {
      address: dubaiAddress({ emirate_id: emirate("AUH").id, city_id: await notOfferedCity() }),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code: "address.cityNotOffered", field: "city_id" });
  });

  it("refuses a postcode (UAE addresses have none) and any other unknown field", async () => {
    for (const extra of [{ postcode: "00000" }, { default_shipping: true }]) {
      const res = await customer.post("/api/addresses/create", { address: dubaiAddress(extra) });
      expect(res.status).toBe(400);
    }
  });

  it("refuses a body that is not JSON", async () => {
    const res = await customer.post("/api/addresses/create", "{not json");
    expect(res.status).toBe(400);
  });
});

describe("the default shipping address", () => {
  it("is the first address saved; the list shows it first, then the newest", async () => {
    const customer = await signedInCustomer(fixture);
    expect(await list(customer)).toEqual([]);
    const first = await create(customer, { full_name: "First Address" });
    const second = await create(customer, { full_name: "Second Address" });
    const third = await create(customer, { full_name: "Third Address" });
    expect([first.default_shipping, second.default_shipping, third.default_shipping]).toEqual([true, false, false]);
    expect((await list(customer)).map((a) => [a.id, a.default_shipping])).toEqual([
      [first.id, true],
      [third.id, false],
      [second.id, false],
    ]);
  });

  it("moves to the address made default, leaving exactly one", async () => {
    const customer = await signedInCustomer(fixture);
    const first = await create(customer);
    const second = await create(customer);
    const res = await customer.post("/api/addresses/default", { address_id: second.id });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ id: second.id, default_shipping: true });
    expect((await list(customer)).map((a) => [a.id, a.default_shipping])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Making the default the default again changes nothing.
    expect((await customer.post("/api/addresses/default", { address_id: second.id })).status).toBe(200);
    expect((await list(customer)).filter((a) => a.default_shipping)).toHaveLength(1);
  });

  it("goes to the newest address left when the default is deleted", async () => {
    const customer = await signedInCustomer(fixture);
    const first = await create(customer);
    const second = await create(customer);
    const third = await create(customer);
    await customer.post("/api/addresses/default", { address_id: second.id });

    const res = await customer.post("/api/addresses/delete", { address_id: second.id });
    expect(res.status).toBe(200);
    expect(res.result).toEqual({ address_id: second.id });
    expect((await list(customer)).map((a) => [a.id, a.default_shipping])).toEqual([
      [third.id, true],
      [first.id, false],
    ]);

    // Deleting another address leaves the default where it is.
    await customer.post("/api/addresses/delete", { address_id: first.id });
    expect((await list(customer)).map((a) => [a.id, a.default_shipping])).toEqual([[third.id, true]]);
    await customer.post("/api/addresses/delete", { address_id: third.id });
    expect(await list(customer)).toEqual([]);
    // A new first address is the default again.
    expect((await create(customer)).default_shipping).toBe(true);
  });
});

describe("POST /api/addresses/update", () => {
  it("changes the fields and keeps the default flag", async () => {
    const customer = await signedInCustomer(fixture);
    const saved = await create(customer);
    const res = await customer.post("/api/addresses/update", {
      address_id: saved.id,
      address: dubaiAddress({ full_name: "محمد علي", city_id: city("DXB", "Hatta").id, address_type: "office", makani: null }),
    });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ id: saved.id, full_name: "محمد علي", city_name: "Hatta", address_type: "office", makani: null, default_shipping: true });
    expect(await list(customer)).toEqual([res.result]);
  });

  it("refuses a city of another emirate on the city field and changes nothing", async () => {
    const customer = await signedInCustomer(fixture);
    const saved = await create(customer);
    const res = await customer.post("/api/addresses/update", { address_id: saved.id, address: dubaiAddress({ city_id: city("SHJ", "Sharjah").id }) });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code: "address.cityNotInEmirate", field: "city_id" });
    expect(await list(customer)).toEqual([saved]);
  });
});

describe("addresses of another customer", () => {
  let owner: Customer;
  let other: Customer;
  let address: { id: number };

  beforeAll(async () => {
    owner = await signedInCustomer(fixture, { firstname: "Owner" });
    other = await signedInCustomer(fixture, { firstname: "Other" });
    address = await create(owner, { full_name: "Owner Address" });
    await create(other, { full_name: "Other Address" });
  });

  it("are a 404 to read, update, delete and make default, and stay as they were", async () => {
    const before = await list(owner);
    const attempts = [
      other.get(`/api/addresses/${address.id}`),
      other.post("/api/addresses/update", { address_id: address.id, address: dubaiAddress({ full_name: "Taken Over" }) }),
      // Even with a bad body field, a foreign id says nothing more than "not found".
      other.post("/api/addresses/update", { address_id: address.id, address: dubaiAddress({ city_id: city("AUH", "Al Ain").id }) }),
      other.post("/api/addresses/delete", { address_id: address.id }),
      other.post("/api/addresses/default", { address_id: address.id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.error?.code).toBe("address.notFound");
    }
    expect(await list(owner)).toEqual(before);
    expect((await list(other)).map((a) => a.full_name)).toEqual(["Other Address"]);
  });

  it("are never listed for another customer", async () => {
    expect((await list(other)).map((a) => a.id)).not.toContain(address.id);
  });

  it.each(["999999", "abc", "0", "99999999999999999999", "١"])("an unknown id %s is a 404, never a 500", async (id) => {
    const res = await other.get(`/api/addresses/${id}`);
    expect(res.status).toBe(404);
  });

  it.each(["/api/addresses/delete", "/api/addresses/default", "/api/addresses/update"])("%s with an unknown id is a 404", async (path) => {
    const res = await other.post(path, { address_id: 999999, address: path.endsWith("update") ? dubaiAddress() : undefined });
    expect(res.status).toBe(404);
  });

  it.each(["abc", 0, -1, 1.5, null])("%s is no address id: a 400 on address_id", async (id) => {
    const res = await other.post("/api/addresses/delete", { address_id: id });
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe("address_id");
  });
});

describe("the size of an address book", () => {
  it(`stops at ${MAX_ADDRESSES} addresses`, async () => {
    const customer = await signedInCustomer(fixture);
    for (let i = 0; i < MAX_ADDRESSES; i++) await create(customer);
    const res = await customer.post("/api/addresses/create", { address: dubaiAddress() });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("address.limit");
    expect(await list(customer)).toHaveLength(MAX_ADDRESSES);
  });
});
