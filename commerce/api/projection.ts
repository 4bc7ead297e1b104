import { z } from "zod";

/** includeFields / excludeFields of a catalogue query: only known top-level fields may be named. */
export function fieldsSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.array(z.enum(fields)).max(fields.length).optional();
}

export function project<T extends object>(item: T, include?: readonly string[], exclude?: readonly string[]): Partial<T> {
  if (!include?.length && !exclude?.length) return item;
  return Object.fromEntries(
    Object.entries(item).filter(
      ([key]) => (!include?.length || include.includes(key)) && !exclude?.includes(key),
    ),
  ) as Partial<T>;
}

/** SPEC §9 paging: sizes at or below 0 become the default, a negative start becomes 0. */
export function pageBounds(start: number | undefined, size: number | undefined, defaultSize: number) {
  return {
    start: Math.max(0, start ?? 0),
    size: size === undefined || size <= 0 ? defaultSize : size,
  };
}
