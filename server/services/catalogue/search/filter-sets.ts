// The chosen filters and every facet's counts as document sets (bitset.ts, decision 80): a
// listing's or a search's candidates narrowed by size, colour, price band and availability, and
// each facet counted over what the other facets allow.
import {
  PRICE_BANDS,
  type CatalogueFilters,
  type FacetName,
  type Facets,
} from "../../../../domain/catalogue-filters";
import { and, type Bits, countBoth, orInto } from "./bitset";
import { FLAG, type CatalogueIndex, type IdLists } from "./catalogue-index";

const AVAILABILITY_NAMES = ["in-stock", "pre-order"] as const;
const AVAILABILITY_FLAGS = [FLAG.inStock, FLAG.preOrder];

/**
 * Working sets, one per role, reused from request to request: browse is synchronous, so no two
 * requests of a process ever hold them at once, and a listing allocates nothing per document.
 */
const scratch = new Map<string, Bits>();
export function work(name: string, words: number): Bits {
  let s = scratch.get(name);
  if (!s || s.length !== words) scratch.set(name, (s = new Uint32Array(words)));
  return s;
}

/** The union of the sets of these ids, or null when none is asked (no filter). */
function unionOf(name: string, words: number, sets: Bits[]): Bits | null {
  if (sets.length === 0) return null;
  const out = work(name, words).fill(0);
  for (const s of sets) orInto(out, s);
  return out;
}

/** out = the AND of every set given (nulls are "everything"). */
export function allOf(out: Bits, first: Bits, ...rest: (Bits | null)[]): Bits {
  out.set(first);
  for (const s of rest) if (s) and(out, out, s);
  return out;
}

/** Each variant's size id and colour id (variant names are size and colour, variantKey). */
function variantParts(index: CatalogueIndex): { size: Int32Array; color: Int32Array } {
  const names = index.variants.names;
  const cached = partsCache.get(index);
  if (cached && cached.size.length === names.length) return cached;
  const parts = {
    size: Int32Array.from(names, (name) => index.sizes.idOf(name.split("\u0000")[0]!)),
    color: Int32Array.from(names, (name) => index.colors.idOf(name.split("\u0000")[1]!)),
  };
  partsCache.set(index, parts);
  return parts;
}
const partsCache = new WeakMap<CatalogueIndex, { size: Int32Array; color: Int32Array }>();

const ids = (lists: IdLists, names: readonly string[]) =>
  names.map((n) => lists.idOf(n)).filter((id) => id >= 0);

/**
 * The chosen filters as document sets (null: not filtered by it). Size and colour chosen
 * together ask for one variant with both (size S in black), not a size and a colour from
 * different variants.
 */
export type CompiledFilters = ReturnType<typeof compileFilters>;

export function compileFilters(index: CatalogueIndex, f: CatalogueFilters) {
  const words = index.words;
  const sizeIds = ids(index.sizes, f.sizes);
  const colorIds = ids(index.colors, f.colors);
  // A chosen value the catalogue does not have matches nothing (an empty union, not "no filter").
  const sizes = f.sizes.length
    ? (unionOf(
        "sizes",
        words,
        sizeIds.map((id) => index.sizes.bits.of(id)),
      ) ?? work("none", words).fill(0))
    : null;
  const colors = f.colors.length
    ? (unionOf(
        "colors",
        words,
        colorIds.map((id) => index.colors.bits.of(id)),
      ) ?? work("none", words).fill(0))
    : null;
  const bands = PRICE_BANDS.flatMap((b, i) =>
    f.prices.includes(b.id) ? [index.flags.of(FLAG.band(i))] : [],
  );
  const prices = f.prices.length ? (unionOf("prices", words, bands) ?? work("none", words).fill(0)) : null;
  const avail = AVAILABILITY_NAMES.flatMap((a, i) =>
    f.availability.includes(a) ? [index.flags.of(AVAILABILITY_FLAGS[i]!)] : [],
  );
  const availability = avail.length ? unionOf("availability", words, avail) : null;
  const parts = variantParts(index);
  /** Documents with a variant of this size in a chosen colour (or of this colour in a chosen size). */
  const pairs = (side: "size" | "color", id: number, other: number[]) =>
    unionOf(
      "pairs",
      words,
      index.variants.names.flatMap((_, v) =>
        parts[side][v] === id && other.includes(side === "size" ? parts.color[v]! : parts.size[v]!)
          ? [index.variants.bits.of(v)]
          : [],
      ),
    ) ?? work("none", words).fill(0);
  let pair: Bits | null = null;
  if (sizes && colors) {
    pair = work("pair", words).fill(0);
    for (const s of sizeIds) orInto(pair, pairs("size", s, colorIds));
    and(pair, pair, sizes);
    and(pair, pair, colors);
  }
  /** Size and colour together: the pair set, else whichever of the two is chosen. */
  const sizeAndColor = pair ?? sizes ?? colors;
  return { sizes, colors, sizeAndColor, prices, availability, sizeIds, colorIds, pairs };
}

/**
 * Every facet's counts over what the other facets allow: a size counts the products that pass
 * the colour, price and availability filters (and, with colours chosen, have that size in one of
 * them); and so on for each facet.
 */
export function countFacets(index: CatalogueIndex, cand: Bits, c: CompiledFilters) {
  const words = index.words;
  const base = work("base", words);
  const sizeCounts = new Int32Array(index.sizes.names.length);
  allOf(base, cand, c.colors, c.prices, c.availability);
  for (let s = 0; s < sizeCounts.length; s++)
    sizeCounts[s] = countBoth(base, c.colors ? c.pairs("size", s, c.colorIds) : index.sizes.bits.of(s));
  const colorCounts = new Int32Array(index.colors.names.length);
  allOf(base, cand, c.sizes, c.prices, c.availability);
  for (let col = 0; col < colorCounts.length; col++)
    colorCounts[col] = countBoth(
      base,
      c.sizes ? c.pairs("color", col, c.sizeIds) : index.colors.bits.of(col),
    );
  allOf(base, cand, c.sizeAndColor, c.availability);
  const priceCounts = Int32Array.from(PRICE_BANDS, (_, b) => countBoth(base, index.flags.of(FLAG.band(b))));
  allOf(base, cand, c.sizeAndColor, c.prices);
  const availabilityCounts = Int32Array.from(AVAILABILITY_FLAGS, (flag) =>
    countBoth(base, index.flags.of(flag)),
  );
  return { sizes: sizeCounts, colors: colorCounts, prices: priceCounts, availability: availabilityCounts };
}

export type FacetCounts = ReturnType<typeof countFacets>;

/**
 * Every choice the candidates offer, with its count under the other facets' filters. A choice
 * the page offers unfiltered (`offered`: the counts over the candidates alone) stays listed at 0,
 * so ticking a box never makes its neighbours vanish and the panel keep its shape; chosen values
 * stay listed even at 0.
 */
export function facetsFrom(
  index: CatalogueIndex,
  counts: FacetCounts,
  filters: CatalogueFilters,
  offered: FacetCounts = counts,
): Facets {
  const list = (facet: FacetName, names: string[], order: string[], by: Int32Array) => {
    const c = new Map<string, number>();
    names.forEach((name, i) => {
      if (by[i]! > 0 || offered[facet][i]! > 0) c.set(name, by[i]!);
    });
    for (const chosen of filters[facet]) if (!c.has(chosen) && order.includes(chosen)) c.set(chosen, 0);
    return order.filter((v) => c.has(v)).map((value) => ({ value, count: c.get(value)! }));
  };
  const bands = PRICE_BANDS.map((b) => b.id);
  return {
    sizes: list("sizes", index.sizes.names, index.sizes.ordered(), counts.sizes),
    colors: list("colors", index.colors.names, index.colors.ordered(), counts.colors),
    prices: list("prices", bands, bands, counts.prices),
    availability: list("availability", [...AVAILABILITY_NAMES], [...AVAILABILITY_NAMES], counts.availability),
  };
}
