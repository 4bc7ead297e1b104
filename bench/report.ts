/** Formatting shared by the benchmarks' reports. */

export interface Target {
  label: string;
  actual: string;
  goal: string;
  pass: boolean;
}

/** One `PASS`/`FAIL` line per target. */
export function printTargets(targets: Target[]): void {
  const labelWidth = Math.max(...targets.map((target) => target.label.length));
  const actualWidth = Math.max(...targets.map((target) => target.actual.length));
  for (const target of targets) {
    console.log(`${target.pass ? "PASS" : "FAIL"}  ${target.label.padEnd(labelWidth)}  ${target.actual.padStart(actualWidth)}  (target ${target.goal})`);
  }
}

/** A plain-text table; the first two columns are left-aligned, the others (figures) right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  const line = (row: string[]) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");
  return [line(rows[0] ?? []), widths.map((width) => "-".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

/** Rounded down, so that a share printed as 50% is never one that missed a 50% target. */
export function percent(ratio: number): string {
  return Number.isFinite(ratio) ? `${Math.floor(ratio * 100 + 1e-9)}%` : "-";
}

export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
