// 'You May Also Like' under a product (docs/behaviour.md §2 product page, decision 127): other
// pieces a shopper of this one would look at, chosen on the catalogue index without a query.
// A piece qualifies when it is live, has a size in stock or to pre-order (so not out of stock, nor
// only coming soon) and is shown on the same shop pages (a woman's piece beside women's and unisex pieces; a unisex piece beside
// any). Pieces are scored by the sub-categories they share with this one, each weighing more the
// fewer pieces it holds (as a search engine weighs a rare word): a trench of 'coats' and
// 'essentials' is followed by other coats before the many essentials, and a coat of both 'coats'
// and 'winter-edit' first by other winter-edit coats. Ties go in the shop's own listing order (in
// stock, then pre-order, then newest). When too few share anything, the pieces shown beside it fill the
// row in that order, so a lone product still gets a full row.
import { count as countDocs, forEachDoc, hasBit, orInto } from "./bitset";
import { PAGE_AUDIENCES } from "../../../../domain/catalogue";
import { AUDIENCES, FLAG, type CatalogueIndex } from "./catalogue-index";
import { EXPLORE_TAG } from "../list-products";

/** How many pieces the row shows: one row of the widest grid. */
export const RELATED_COUNT = 4;

/** Tags that say where a piece is shown rather than what it is. */
const PLACEMENT_TAGS = new Set([EXPLORE_TAG]);

/**
 * The audiences shown beside a product of this audience (AUDIENCES indices): what its own page
 * shows; a unisex piece is on every page, so every audience.
 */
function audiencesBeside(audience: number): number[] {
  const own = AUDIENCES[audience] ?? "unisex";
  const beside = own === "unisex" ? AUDIENCES : PAGE_AUDIENCES[own];
  return beside.map((a) => AUDIENCES.indexOf(a));
}

interface Pick {
  doc: number;
  /** The weights of the tags shared with the product, summed. */
  shared: number;
}

/** The related products' ids, best first (at most `count`); [] for a product the index lacks. */
export function relatedIds(index: CatalogueIndex, productId: string, count = RELATED_COUNT): string[] {
  const self = index.slotOf(productId);
  if (self === undefined || !index.live[self]) return [];
  const beside = new Uint32Array(index.words);
  for (const a of audiencesBeside(index.audience[self]!)) orInto(beside, index.flags.of(FLAG.audience(a)));
  const fits = (doc: number) =>
    doc !== self && index.live[doc] === 1 && index.availability[doc] !== 0 && hasBit(beside, doc);

  const tags = [...index.subCategories.of(self)].filter(
    (id) => !PLACEMENT_TAGS.has(index.subCategories.names[id]!),
  );
  const sharing = new Uint32Array(index.words);
  for (const tag of tags) orInto(sharing, index.subCategories.bits.of(tag));
  // A tag's weight: how rare it is among live pieces (> 0 for any tag not on every piece).
  const weight = tags.map((tag) => Math.log((index.count + 1) / countDocs(index.subCategories.bits.of(tag))));

  const picks: Pick[] = [];
  const better = (a: Pick, b: Pick) => b.shared - a.shared || index.compare("stock", a.doc, b.doc);
  forEachDoc(sharing, (doc) => {
    if (!fits(doc)) return;
    let shared = 0;
    tags.forEach((tag, i) => {
      if (index.subCategories.has(doc, tag)) shared += weight[i]!;
    });
    keepBest(picks, { doc, shared }, count, better);
  });

  // Too few alike: the pieces shown beside it fill the row, in the shop's listing order.
  const chosen = new Set(picks.map((p) => p.doc));
  const order = index.order.stock;
  for (let i = 0; i < order.length && picks.length < count; i++) {
    const doc = order[i]!;
    if (fits(doc) && !chosen.has(doc)) picks.push({ doc, shared: 0 });
  }
  return picks.map((p) => index.idOf(p.doc));
}

/** Inserts `p` into `picks` (kept sorted by `better`, at most `count` long). */
function keepBest(picks: Pick[], p: Pick, count: number, better: (a: Pick, b: Pick) => number): void {
  if (picks.length === count && better(p, picks[count - 1]!) >= 0) return;
  let at = picks.length;
  while (at > 0 && better(p, picks[at - 1]!) < 0) at--;
  picks.splice(at, 0, p);
  if (picks.length > count) picks.pop();
}
