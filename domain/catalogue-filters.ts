// Filters and sorting of category and search pages, as they travel in the query string
// (?size=M&size=L&color=black&price=500-1000&availability=in-stock&sort=price-asc). Shared by the
// server (which applies them), the pages (which render the form) and the API. No zod here: shop
// pages import this.
import { compareNames } from "./names";

export const SORT_KEYS = ["relevance", "newest", "price-asc", "price-desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  relevance: "Relevance",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

export const AVAILABILITY = ["in-stock", "pre-order"] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  "in-stock": "In stock",
  "pre-order": "Pre-order",
};

export interface PriceBand {
  /** The query-string value. */
  id: string;
  label: string;
  minCents: number;
  /** Exclusive; null for the open top band. */
  maxCents: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: "0-500", label: "Under $500", minCents: 0, maxCents: 50_000 },
  { id: "500-1000", label: "$500 to $1,000", minCents: 50_000, maxCents: 100_000 },
  { id: "1000-2000", label: "$1,000 to $2,000", minCents: 100_000, maxCents: 200_000 },
  { id: "2000-", label: "$2,000 and above", minCents: 200_000, maxCents: null },
];

export interface CatalogueFilters {
  sizes: string[];
  colors: string[];
  prices: string[];
  availability: Availability[];
}

export const FILTER_PARAMS = {
  sizes: "size",
  colors: "color",
  prices: "price",
  availability: "availability",
} as const satisfies Record<keyof CatalogueFilters, string>;

export type FacetName = keyof CatalogueFilters;
export const FACET_NAMES = Object.keys(FILTER_PARAMS) as FacetName[];

/** A listing or search whose filters leave nothing to show. */
export const NO_FILTER_MATCH = "No products match these filters. Remove one, or clear them all.";

export const NO_FILTERS: CatalogueFilters = { sizes: [], colors: [], prices: [], availability: [] };

/** Whether no facet has a choice made. */
export function filtersAreEmpty(f: CatalogueFilters): boolean {
  return FACET_NAMES.every((name) => f[name].length === 0);
}

export interface FacetChoice {
  value: string;
  /** Products that would be listed with this choice added to the other facets' choices. */
  count: number;
}
export type Facets = Record<FacetName, FacetChoice[]>;

const MAX_CHOICES = 20;
const VALUE = /^[A-Za-z0-9 ._-]{1,40}$/;

export function isSortKey(v: string): v is SortKey {
  return (SORT_KEYS as readonly string[]).includes(v);
}

export function isFilterValue(facet: FacetName, v: string): boolean {
  if (facet === "prices") return PRICE_BANDS.some((b) => b.id === v);
  if (facet === "availability") return (AVAILABILITY as readonly string[]).includes(v);
  return VALUE.test(v);
}

export interface ParsedFilters {
  filters: CatalogueFilters;
  sort: SortKey | null;
  /** Query-string parameters holding a value that is not one of the choices. */
  invalid: string[];
}

/** Reads the filters and sort from a query string; bad values are reported and left out. */
export function parseFilters(params: URLSearchParams): ParsedFilters {
  const invalid = new Set<string>();
  const pick = (facet: FacetName): string[] => {
    const name = FILTER_PARAMS[facet];
    const values = [...new Set(params.getAll(name).map((v) => v.trim()))].filter((v) => v !== "");
    const ok = values.filter((v) => isFilterValue(facet, v));
    if (ok.length !== values.length || ok.length > MAX_CHOICES) invalid.add(name);
    return ok.slice(0, MAX_CHOICES);
  };
  const filters: CatalogueFilters = {
    sizes: [...new Set(pick("sizes").map(letterSizeCase))],
    colors: pick("colors").map((c) => c.toLowerCase()),
    prices: pick("prices"),
    availability: pick("availability") as Availability[],
  };
  const rawSort = params.get("sort");
  const sort = rawSort && isSortKey(rawSort) ? rawSort : null;
  if (rawSort && !sort) invalid.add("sort");
  return { filters, sort, invalid: [...invalid] };
}

export function hasFilters(f: CatalogueFilters): boolean {
  return FACET_NAMES.some((name) => f[name].length > 0);
}

/** The query string of a page's filters and sort (empty values left out), in a stable order. */
export function filterParams(f: CatalogueFilters, sort: SortKey | null): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of FACET_NAMES) for (const v of f[name]) out.append(FILTER_PARAMS[name], v);
  if (sort) out.set("sort", sort);
  return out;
}

/** The filters with one choice switched on or off (for a link that adds or removes it). */
export function toggleFilter(f: CatalogueFilters, facet: FacetName, value: string): CatalogueFilters {
  const current = f[facet] as string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...f, [facet]: next };
}

const LETTER_ORDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL"];

/** 'm' or 'xl' typed into an address means the letter size the shop writes in capitals. */
function letterSizeCase(size: string): string {
  const upper = size.toUpperCase();
  return LETTER_ORDER.includes(upper) ? upper : size;
}

/** Letter sizes in garment order, then numeric sizes ascending, then the rest (One Size) by name. */
export function compareSizes(a: string, b: string): number {
  const rank = (s: string): [number, number, string] => {
    const letter = LETTER_ORDER.indexOf(s);
    if (letter >= 0) return [0, letter, s];
    const n = Number(s);
    if (Number.isFinite(n)) return [1, n, s];
    return [2, 0, s];
  };
  const [ga, na, sa] = rank(a);
  const [gb, nb, sb] = rank(b);
  return ga - gb || na - nb || compareNames(sa, sb);
}

export function priceBandLabel(id: string): string {
  return PRICE_BANDS.find((b) => b.id === id)?.label ?? id;
}
