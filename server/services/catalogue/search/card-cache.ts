// The cards of recently shown products, kept with the catalogue index (decision 84). A listing
// or search page is worked out on the index without a query; its 25 cards were the one read
// left, and that round trip to the database cost more than the search itself (docs/benchmarks.md
// §2). Real traffic shows the same products again and again, so the cards are kept here,
// bounded by bytes.
//
// Correctness: the index re-reads a product whenever staff change it, in every process
// (decision 55), and putRows / removeIds forget that product's card at the same moment. A read
// that began before such a change may not store what it read (the epoch check), so an edit
// cannot be undone by a slow query. A rebuilt index starts with an empty cache. A card's
// status is never taken from here: the index's own status is laid over it (cards.ts).
import type { ProductCard } from "../../../../domain/contracts/products";
import { approxBytes, createByteLru } from "../../../memory/byte-lru";

/** About 12,000 cards: every card of a busy day's pages, a small part of the memory budget. */
export const CARD_CACHE_BYTES = 4 * 1024 * 1024;

export class CardCache {
  private readonly lru;
  private epoch = 0;

  constructor(maxBytes = CARD_CACHE_BYTES) {
    this.lru = createByteLru<ProductCard>({ maxBytes, sizeOf: approxBytes });
  }

  get(id: string): ProductCard | undefined {
    return this.lru.get(id);
  }

  /** Where the cache stands now: give it back to store() with what was read after it. */
  mark(): number {
    return this.epoch;
  }

  /** Keeps cards read from the database, unless some product changed since `mark`. */
  store(cards: readonly ProductCard[], mark: number): void {
    if (mark !== this.epoch) return;
    for (const card of cards) this.lru.set(card.id, card);
  }

  /** These products changed or went: their cards are read again next time. */
  forget(ids: Iterable<string>): void {
    this.epoch++;
    for (const id of ids) this.lru.delete(id);
  }

  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.bytes;
  }
}
