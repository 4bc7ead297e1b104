import { describe, expect, test } from "vitest";
import { groupByLetter, indexLetter } from "./brand-letters";

describe("brand index letters", () => {
  test("Latin names file under their capital letter", () => {
    expect(indexLetter("apple", "en")).toBe("A");
    expect(indexLetter("Émile", "en")).toBe("E");
    expect(indexLetter("360 Cam", "en")).toBeNull();
  });

  test("Arabic alef forms file under alef", () => {
    expect(indexLetter("أبل", "ar")).toBe("ا");
    expect(indexLetter("إل جي", "ar")).toBe("ا");
    expect(indexLetter("سامسونج", "ar")).toBe("س");
    expect(indexLetter("Apple", "ar")).toBeNull();
  });

  test("groups follow the alphabet and sort within a group", () => {
    const names = ["Sony", "apple", "Samsung", "Acer", "3M"].map((name) => ({ name }));
    const { groups, other } = groupByLetter(names, "en");
    expect(groups.map((g) => [g.letter, g.items.map((i) => i.name)])).toEqual([
      ["A", ["Acer", "apple"]],
      ["S", ["Samsung", "Sony"]],
    ]);
    expect(other.map((i) => i.name)).toEqual(["3M"]);
  });

  test("Arabic groups follow the Arabic alphabet", () => {
    const names = ["سوني", "أبل", "ديل", "إل جي"].map((name) => ({ name }));
    expect(groupByLetter(names, "ar").groups.map((g) => g.letter)).toEqual(["ا", "د", "س"]);
  });
});
