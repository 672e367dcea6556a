// The grid as the server renders it: no seeded category is empty, so the empty text is checked here.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductCard } from "../../../domain/contracts/products";
import { EMPTY_CATEGORY } from "../../../domain/messages";
import { ProductCollection } from "./product-collection";

const noFetch = () => Promise.reject(new Error("not called"));

function card(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: `p${id}`,
    title: `Coat ${id}`,
    url: `coat-${id}`,
    basePriceCents: 245000,
    baseStatus: 1,
    image: `seed/wool-coat/camel/${id}`,
    imageColor: "camel",
    ...overrides,
  };
}

function render(items: ProductCard[], nextCursor: string | null = null, at = "/women"): string {
  return renderToString(
    <MemoryRouter initialEntries={[at]}>
      <ProductCollection
        first={{ items, nextCursor }}
        fetchPage={noFetch}
        emptyText={EMPTY_CATEGORY}
        label="Women products"
      />
    </MemoryRouter>,
  );
}

describe("ProductCollection", () => {
  it("shows the spec's empty text and no list when nothing was found", () => {
    const html = render([]);
    expect(html).toContain(EMPTY_CATEGORY);
    expect(html).not.toContain("<ul");
    expect(html).not.toContain("Show More");
  });

  it("renders cards as list items with title link, price, alt text and status", () => {
    const html = render([
      card(1),
      card(2, {
        baseStatus: 3,
        url: "",
        basePriceCents: 12550,
        title: "Cashmere Scarf",
        imageColor: "grey-melange",
      }),
    ]);
    expect(html).toMatch(/<section[^>]*aria-label="Women products"/);
    expect(html).not.toMatch(/<ul[^>]*aria-label/);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('href="/product/coat-1"');
    expect(html).toContain("$ 2,450<");
    // No url: the card falls back to home; a price with cents keeps them.
    expect(html).toMatch(/href="\/"[^>]*>Cashmere Scarf</);
    expect(html).toContain("$ 125.50<");
    expect(html).toContain('alt="Coat 1 in camel"');
    expect(html).toContain('alt="Cashmere Scarf in grey melange"');
    // Status 1 (in stock) has no label; 3 reads 'Coming soon'.
    expect(html).toContain("Coming soon");
    expect(html).not.toContain("In stock");
  });

  it("loads the first row eagerly and the rest lazily; Show More only while a cursor is left", () => {
    const items = Array.from({ length: 6 }, (_, i) => card(i + 1));
    const withMore = render(items, "cursor");
    expect(withMore.match(/loading="eager"/g)).toHaveLength(4);
    expect(withMore.match(/loading="lazy"/g)).toHaveLength(2);
    // The server's Show More is a link to the products that follow, with the page's own filters.
    expect(withMore).toMatch(
      /<a [^>]*href="\/women\?after=cursor"[^>]*data-held="show-more"[^>]*>Show More<\/a>/,
    );
    expect(render(items, "c2", "/women/coats?size=M&after=c1")).toContain(
      'href="/women/coats?size=M&amp;after=c2"',
    );
    expect(render(items)).not.toContain("Show More");
  });

  it("gives the first row on a phone high priority and preloads it, at the widths sizes picks", () => {
    const items = Array.from({ length: 6 }, (_, i) => card(i + 1));
    const html = render(items);
    expect(html.match(/<img[^>]*fetchPriority="high"/gi)).toHaveLength(2);
    // The other eager pictures: low priority, and so not preloaded by React either.
    expect(html.match(/<img[^>]*loading="eager"[^>]*fetchPriority="low"/gi)).toHaveLength(2);
    // Only the likely LCP images are decoded with the frame that paints them.
    expect(html.match(/<img[^>]*decoding="sync"[^>]*fetchPriority="high"/gi)).toHaveLength(2);
    expect(html.match(/decoding="sync"/g)).toHaveLength(2);
    const preloads = html.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain("/media/seed/");
    for (const link of preloads) {
      expect(link).toMatch(/as="image"/);
      expect(link).toMatch(/fetchPriority="high"/i);
      expect(link).toMatch(/imageSrcSet="[^"]*320w[^"]*1280w"/i);
      expect(link).toMatch(/imageSizes="[^"]*48vw"/i);
    }
  });
});
