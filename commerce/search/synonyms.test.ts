import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize";
import { allowedEdits } from "./query";
import { isGroupKey, parseSynonymRow, Synonyms } from "./synonyms";

const synonyms = new Synonyms([
  parseSynonymRow("iphone, ايفون ,آيفون"),
  parseSynonymRow("ps5,playstation 5,بلايستيشن 5"),
  parseSynonymRow("headphones,سماعات,سماعة رأس"),
  parseSynonymRow("lonely"),
]);

const keysFor = (query: string) => synonyms.groupKeysFor(tokenize(query), allowedEdits);

describe("Synonyms", () => {
  it("parses comma-separated rows, trimming spellings", () => {
    expect(parseSynonymRow(" a, b ,,c ")).toEqual(["a", "b", "c"]);
  });

  it("indexes a text under the key of every group it spells, whatever the alef or article", () => {
    const [iphone] = synonyms.keysIn(tokenize("iphone"));
    expect(iphone && isGroupKey(iphone)).toBe(true);
    expect(synonyms.keysIn(tokenize("أبل أيفون 15"))).toEqual([iphone]);
    expect(synonyms.keysIn(tokenize("السماعات"))).toEqual(synonyms.keysIn(tokenize("headphones")));
    expect(synonyms.keysIn(tokenize("Sony PlayStation 5 Slim"))).toEqual(synonyms.keysIn(tokenize("ps5")));
    expect(synonyms.keysIn(tokenize("PlayStation Portal 5"))).toEqual([]);
  });

  it("gives each query term the keys of the groups covering it, phrases covering all their words", () => {
    const [ps5] = synonyms.keysIn(tokenize("ps5"));
    const { keys, exact } = keysFor("playstation 5 pro");
    expect(keys).toEqual([[ps5], [ps5], []]);
    expect(exact).toEqual([false, false, false]);
    expect(keysFor("ايفون").exact).toEqual([true]);
  });

  it("reaches the group of a misspelt word, but not from a word with digits or a short one", () => {
    expect(keysFor("iphnoe").keys[0]).toEqual(synonyms.keysIn(tokenize("iphone")));
    expect(keysFor("ps6").keys[0]).toEqual([]);
    expect(keysFor("lonley").keys[0]).toEqual([]);
  });

  it("makes groups that share a spelling one, so a text is indexed under one key", () => {
    const overlapping = new Synonyms([parseSynonymRow("watch,ساعة"), parseSynonymRow("watch,واتش"), parseSynonymRow("clock,ساعة")]);
    const keys = overlapping.keysIn(tokenize("watch"));
    expect(keys).toHaveLength(1);
    for (const spelling of ["واتش", "ساعة", "clock"]) expect(overlapping.keysIn(tokenize(spelling))).toEqual(keys);
  });

  it("ignores groups with a single spelling", () => {
    expect(synonyms.keysIn(tokenize("lonely"))).toEqual([]);
  });
});
