// Builds the catalogue index from the database and keeps one per database handle (tests run
// several databases in one process). It is a cache: forgotten at once by every staff edit here
// (catalogueChanged) and in other processes (the live hub's notification, server/bootstrap.ts),
// and checked against the table's fingerprint (row count, latest edit) at most every
// CHECK_EVERY_MS, for writes nobody announced. A rebuild is shared by the requests waiting for it.
import { sql } from "drizzle-orm";
import type { StatusCode } from "../../../../domain/types";
import type { Db } from "../../../db/client";
import { rows } from "../../../db/rows";
import { buildIndex, type CatalogueIndex, type IndexRow } from "./catalogue-index";
import { KIND_OF, SYNONYM_GROUPS } from "./synonyms";
import { normalizeText } from "./words";

const CHECK_EVERY_MS = 30_000;

interface Held {
  index: Promise<CatalogueIndex>;
  fingerprint: string;
  checkedAt: number;
  /** Query word → its stem; the stemmer never changes, so this only grows (bounded). */
  stems: Map<string, string | null>;
}

let held = new WeakMap<object, Held>();

interface LoadedRow {
  id: string;
  created_ms: number;
  price: number;
  status: number;
  category: string;
  sizes: { key: string; status: number; colors: string[] }[];
  sub_categories: string[];
  colors: string[];
  /** The stored search vector (title A, sub-categories B, materials C, description D). */
  search: string;
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

async function fingerprintOf(db: Db): Promise<string> {
  const [row] = await rows<{ n: number; at: string | null }>(
    db,
    sql`select count(*)::int as n, max(updated_at)::text as at from products`,
  );
  return `${row?.n}|${row?.at}`;
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

/** Products read per query while the index is built (decision 50). */
const LOAD_BATCH = 2_000;

export type ReadRow = Omit<LoadedRow, "search"> & {
  fields: Pick<IndexRow, "title" | "tags" | "materials" | "description">;
};

/**
 * Every product, read in batches of LOAD_BATCH by id and each batch's search vectors turned into
 * words at once: the whole catalogue's vectors as text (~100 MB at 100k products) are never held
 * at the same time, neither in the JS heap nor in PGlite's memory, which never shrinks once grown.
 */
export async function readProducts(db: Db, batchSize = LOAD_BATCH): Promise<ReadRow[]> {
  const out: ReadRow[] = [];
  for (let after: string | null = null; ;) {
    const batch: LoadedRow[] = await rows<LoadedRow>(
      db,
      sql`
      select id, (extract(epoch from created_at) * 1000)::float8 as created_ms, base_price_cents as price,
             base_status as status, category, sub_categories, sizes, search::text as search,
             array(select jsonb_object_keys(p.images)
                   union select jsonb_array_elements_text(s -> 'colors') from jsonb_array_elements(p.sizes) s) as colors
      from products p
      where ${after === null ? sql`true` : sql`p.id > ${after}`}
      order by p.id
      limit ${batchSize}`,
    );
    for (const { search, ...rest } of batch) out.push({ ...rest, fields: vectorFields(search) });
    if (batch.length < batchSize) return out;
    after = batch[batch.length - 1]!.id;
  }
}

async function loadIndex(db: Db): Promise<CatalogueIndex> {
  const loaded = await readProducts(db);
  // Colours and audiences join a product's tags: their words are few, stemmed here once.
  const colorWords = new Set(loaded.flatMap((r) => r.colors.flatMap((c) => c.split("-"))));
  const listed = [
    ...SYNONYM_GROUPS.flat(),
    ...Object.entries(KIND_OF).flat(),
    ...colorWords,
    "women",
    "men",
    "unisex",
  ];
  const stems = await stemWords(db, [...new Set(listed.map(normalizeText))]);
  const stem = (w: string) => stems.get(normalizeText(w)) ?? normalizeText(w);
  const kindOf = new Map(Object.entries(KIND_OF).map(([kind, of]) => [stem(kind), stem(of)]));
  const synonyms = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const forms = group.map(normalizeText).flatMap((w) => [w, stems.get(w)]);
    const groupStems = [...new Set(forms.filter((s): s is string => !!s))];
    for (const s of groupStems) synonyms.set(s, [...new Set([...(synonyms.get(s) ?? []), ...groupStems])]);
  }
  return buildIndex(
    loaded.map((r) => toIndexRow(r, kindOf, stem)),
    synonyms,
  );
}

/** The words, plus the broader word of each that names a kind of something (KIND_OF). */
function withKinds(words: string[], kindOf: Map<string, string>): string[] {
  const broader = words.flatMap((w) => kindOf.get(w) ?? []);
  return broader.length ? [...new Set([...words, ...broader])] : words;
}

function toIndexRow(r: ReadRow, kindOf: Map<string, string>, stem: (w: string) => string): IndexRow {
  const fields = r.fields;
  const audience = r.category === "unisex" ? ["unisex", "women", "men"] : [r.category];
  const extraTags = [...audience, ...r.colors.flatMap((c) => c.split("-"))].map(stem);
  const offered = r.sizes.filter((s) => s.status === 1 || s.status === 2);
  return {
    id: r.id,
    createdMs: r.created_ms,
    priceCents: r.price,
    status: r.status as StatusCode,
    category: r.category,
    subCategories: r.sub_categories,
    sizes: offered.map((s) => s.key),
    colors: r.colors,
    inStock: r.sizes.length ? r.sizes.some((s) => s.status === 1) : r.status === 1,
    preOrder: r.sizes.length ? r.sizes.some((s) => s.status === 2) : r.status === 2,
    title: withKinds(fields.title, kindOf),
    tags: withKinds([...fields.tags, ...extraTags], kindOf),
    materials: withKinds(fields.materials, kindOf),
    description: withKinds(fields.description, kindOf),
  };
}

/** The database's current index, built on first use and after every change. */
export async function catalogueIndex(db: Db, now = Date.now()): Promise<CatalogueIndex> {
  let h = held.get(db);
  if (h && now - h.checkedAt > CHECK_EVERY_MS) {
    h.checkedAt = now;
    if ((await fingerprintOf(db)) !== h.fingerprint) {
      held.delete(db);
      h = undefined;
    }
  }
  if (!h) {
    const fingerprint = fingerprintOf(db);
    const index = fingerprint.then(() => loadIndex(db));
    h = { index, fingerprint: "", checkedAt: now, stems: new Map() };
    const entry = h;
    held.set(db, entry);
    entry.fingerprint = await fingerprint.catch(() => "");
    index.catch(() => {
      if (held.get(db) === entry) held.delete(db);
    });
  }
  return h.index;
}

/** Stems of query words, remembered per database. */
export async function stemsFor(db: Db, input: string[]): Promise<Map<string, string | null>> {
  const h = held.get(db);
  const memo = h?.stems ?? new Map<string, string | null>();
  const missing = [...new Set(input)].filter((w) => !memo.has(w));
  if (missing.length) {
    const found = await stemWords(db, missing);
    if (memo.size > 5_000) memo.clear();
    for (const w of missing) memo.set(w, found.get(w) ?? null);
  }
  return new Map(input.map((w) => [w, memo.get(w) ?? null]));
}

/** Forget every index (the catalogue changed); the next read rebuilds it. */
export function forgetCatalogueIndexes(): void {
  held = new WeakMap();
}
