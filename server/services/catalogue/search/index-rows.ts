// Reading products from the database as the catalogue index takes them (load-index.ts builds
// and keeps the index current with these): one query per chunk or per set of changed products,
// each product's stored search vector split by field, its colours and stock applied, and the
// catalogue words (synonyms, kinds) stemmed once per index.
import { sql } from "drizzle-orm";
import { type Audience, shownTo } from "../../../../domain/catalogue";
import { applyStock, type VariantStock } from "../../../../domain/stock";
import { OUT_OF_STOCK } from "../../../../domain/status";
import type { ProductSize, StatusCode } from "../../../../domain/types";
import type { Db } from "../../../db/client";
import { rows } from "../../../db/rows";
import { variantKey, type IndexRow } from "./catalogue-index";
import { KIND_OF, SYNONYM_GROUPS } from "./synonyms";
import { normalizeText } from "./words";

/** How catalogue words are stemmed and widened (synonyms, kinds), shared by builds and updates. */
export interface Words {
  stems: Map<string, string | null>;
  kindOf: Map<string, string>;
  synonyms: Map<string, string[]>;
}

interface LoadedRow {
  id: string;
  created_ms: number;
  price: number;
  status: number;
  category: string;
  sizes: ProductSize[];
  sub_categories: string[];
  colors: string[];
  /** Units on hand per variant: [size, colour, units]. */
  levels: [string, string, number][];
  /** The stored search vector (title A, sub-categories B, materials C, description D). */
  search: string;
  /** The product's details list, as a vector: searched like the description. */
  details: string;
  /** created_at exactly (microseconds), where the next chunk of a load starts. */
  created_key: string;
}

const WEIGHT_FIELDS: Record<string, keyof Pick<IndexRow, "title" | "tags" | "materials" | "description">> = {
  A: "title",
  B: "tags",
  C: "materials",
  D: "description",
};

/**
 * The words of a stored tsvector by field ('cashmer':3A,10C 'coat':4A …): the vector is already
 * stemmed and weighted, so loading reads it instead of stemming 100k descriptions again.
 */
export function vectorFields(text: string): Pick<IndexRow, "title" | "tags" | "materials" | "description"> {
  const out = {
    title: [] as string[],
    tags: [] as string[],
    materials: [] as string[],
    description: [] as string[],
  };
  for (const m of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    // Accents folded as queryWords folds them ('crêpe' is found by 'crepe').
    const word = normalizeText(m[1]!.replace(/''/g, "'"));
    const weights = new Set((m[2] ?? "D").split(",").map((p) => p.replace(/[0-9]/g, "") || "D"));
    for (const w of weights) out[WEIGHT_FIELDS[w]!].push(word);
  }
  return out;
}

export async function stemWords(db: Db, input: string[]): Promise<Map<string, string | null>> {
  if (input.length === 0) return new Map();
  const found = await rows<{ w: string; stem: string | null }>(
    db,
    // A hyphenated word ('t-shirt') gives its parts and the whole: the whole is the one meant.
    sql`select w, (select l from unnest(tsvector_to_array(to_tsvector('english', w))) l order by length(l) desc, l limit 1) as stem
        from unnest(${sql.param(input)}::text[]) as w`,
  );
  return new Map(found.map((r) => [r.w, r.stem]));
}

/** Where a load has got to: the last product read, newest first. */
export type LoadCursor = { createdKey: string; id: string } | null;

/**
 * Products by id, or a chunk of all of them newest first (after the cursor). Newest first, the
 * documents are numbered nearly in search's tie order (in stock, then newest), so reading a
 * word's postings in that order walks the per-document arrays forward instead of at random
 * (a third of a search's time at a million products, docs/benchmarks.md §0e).
 */
export async function loadRows(
  db: Db,
  which: { ids: string[] } | { after: LoadCursor; limit: number },
): Promise<LoadedRow[]> {
  const where =
    "ids" in which
      ? sql`where p.id = any(${sql.param(which.ids)}::text[])`
      : sql`${
          which.after
            ? sql`where (p.created_at, p.id) < (${which.after.createdKey}::timestamptz, ${which.after.id})`
            : sql``
        } order by p.created_at desc, p.id desc limit ${which.limit}`;
  return rows<LoadedRow>(
    db,
    sql`
    select id, (extract(epoch from created_at) * 1000)::float8 as created_ms, created_at::text as created_key,
           base_price_cents as price,
           base_status as status, category, sub_categories, sizes, search::text as search,
           to_tsvector('english', coalesce((select string_agg(d, ' ') from jsonb_array_elements_text(p.details) d), ''))::text
             as details,
           array(select jsonb_object_keys(p.images)
                 union select jsonb_array_elements_text(s -> 'colors') from jsonb_array_elements(p.sizes) s) as colors,
           coalesce((select jsonb_agg(jsonb_build_array(l.size, l.color, l.on_hand)) from stock_levels l
                     where l.product_id = p.id), '[]'::jsonb) as levels
    from products p ${where}`,
  );
}

export async function loadWords(db: Db): Promise<Words> {
  const listed = [...SYNONYM_GROUPS.flat(), ...Object.entries(KIND_OF).flat(), "women", "men", "unisex"];
  const stems = await stemWords(db, [...new Set(listed.map(normalizeText))]);
  const stem = (w: string) => stems.get(normalizeText(w)) ?? normalizeText(w);
  const kindOf = new Map(Object.entries(KIND_OF).map(([kind, of]) => [stem(kind), stem(of)]));
  const synonyms = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const forms = group.map(normalizeText).flatMap((w) => [w, stems.get(w)]);
    const groupStems = [...new Set(forms.filter((s): s is string => !!s))];
    for (const s of groupStems) synonyms.set(s, [...new Set([...(synonyms.get(s) ?? []), ...groupStems])]);
  }
  return { stems, kindOf, synonyms };
}

/** Index rows of loaded products; colour words not stemmed yet are stemmed first (one query). */
export async function toIndexRows(db: Db, words: Words, loaded: LoadedRow[]): Promise<IndexRow[]> {
  const colorWords = new Set(loaded.flatMap((r) => r.colors.flatMap((c) => c.split("-"))).map(normalizeText));
  const missing = [...colorWords].filter((w) => !words.stems.has(w));
  if (missing.length) for (const [w, s] of await stemWords(db, missing)) words.stems.set(w, s);
  const stem = (w: string) => words.stems.get(normalizeText(w)) ?? normalizeText(w);
  return loaded.map((r) => toIndexRow(r, words.kindOf, stem));
}

/** The words, plus the broader word of each that names a kind of something (KIND_OF). */
function withKinds(words: string[], kindOf: Map<string, string>): string[] {
  const broader = words.flatMap((w) => kindOf.get(w) ?? []);
  return broader.length ? [...new Set([...words, ...broader])] : words;
}

function toIndexRow(r: LoadedRow, kindOf: Map<string, string>, stem: (w: string) => string): IndexRow {
  const fields = vectorFields(r.search);
  const audience = shownTo(r.category as Audience);
  const extraTags = [...audience, ...r.colors.flatMap((c) => c.split("-"))].map(stem);
  // The sizes as the shop offers them now (docs/behaviour.md §2): sold-out colours dropped.
  const levels: VariantStock[] = r.levels.map(([size, color, onHand]) => ({ size, color, onHand }));
  const sizes = applyStock(r.sizes, levels);
  const offered = sizes.filter((s) => s.status === 1 || s.status === 2);
  const soldOut = sizes.length > 0 && sizes.every((s) => s.status === OUT_OF_STOCK);
  return {
    id: r.id,
    createdMs: r.created_ms,
    priceCents: r.price,
    status: (soldOut ? OUT_OF_STOCK : r.status) as StatusCode,
    category: r.category,
    subCategories: r.sub_categories,
    sizes: offered.map((s) => s.key),
    colors: r.colors,
    variants: offered.flatMap((s) => s.colors.map((c) => variantKey(s.key, c))),
    inStock: sizes.length ? sizes.some((s) => s.status === 1) : r.status === 1,
    preOrder: sizes.length ? sizes.some((s) => s.status === 2) : r.status === 2,
    title: withKinds(fields.title, kindOf),
    tags: withKinds([...fields.tags, ...extraTags], kindOf),
    materials: withKinds(fields.materials, kindOf),
    description: withKinds([...fields.description, ...vectorFields(r.details).description], kindOf),
  };
}
