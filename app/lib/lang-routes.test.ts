import { readFileSync, readdirSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The root loader never rejects a bad `($lang)` value (the error page needs its data), so each
// `($lang)` route must do it: its loader or action calls `localeFromParams`, which throws a 404.
const routesDir = new URL("../routes/", import.meta.url);
const langRoutes = readdirSync(routesDir).filter((name) => name.startsWith("($lang)"));

describe("($lang) routes", () => {
  it("exist", () => {
    expect(langRoutes.length).toBeGreaterThan(0);
  });

  it.each(langRoutes)("%s validates the locale", (name) => {
    const entry = new URL(name, routesDir);
    const file = statSync(entry).isDirectory() ? new URL(`${name}/route.tsx`, routesDir) : entry;
    const source = readFileSync(file, "utf8");
    expect(source).toMatch(/export (async )?function loader/);
    expect(source).toMatch(/localeFromParams\(params\)/);
  });
});
