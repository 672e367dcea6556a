// Small, pure statistics for the bench: medians across runs and exact percentiles of a run.

export function median(values: readonly number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return Number.NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0–100) of unsorted samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const v = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * v.length);
  return v[Math.min(v.length - 1, Math.max(0, rank - 1))]!;
}

/** Median of each numeric field across runs (each figure is its own median). */
export function medianOf<T extends Record<string, number>>(runs: readonly T[]): T {
  const first = runs[0];
  if (!first) throw new Error("medianOf: no runs");
  const out: Record<string, number> = {};
  for (const key of Object.keys(first)) out[key] = median(runs.map((r) => r[key]!));
  return out as T;
}

/** How far a figure misses its budget, as text: '−12 %' style, or '' when it meets it. */
export function missBy(value: number, limit: number, direction: "min" | "max"): string {
  if (!Number.isFinite(value)) return "not measured";
  const ok = direction === "min" ? value >= limit : value <= limit;
  if (ok) return "";
  const pct = Math.round((Math.abs(value - limit) / limit) * 100);
  return direction === "min" ? `${pct} % short` : `${pct} % over`;
}
