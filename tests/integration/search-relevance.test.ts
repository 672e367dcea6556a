// The relevance set (tests/relevance/cases.ts) through the real search API. Every case is
// checked and reported; the run fails when the share passing falls below RELEASE_SHARE.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductPage } from "../../domain/contracts/products";
import { products } from "../../server/db/schema";
import { RELEASE_SHARE, RELEVANCE_CASES, type RelevanceCase } from "../relevance/cases";
import type { ProductFacts } from "../relevance/picks";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

/** Why a case fails, or null when it passes. */
function judge(c: RelevanceCase, results: ProductFacts[]): string | null {
  const titles = () => results.map((r) => r.title).join(", ");
  if (c.empty && results.length > 0) return `expected nothing, got ${titles()}`;
  if (c.atLeast !== undefined && results.length < c.atLeast)
    return `expected at least ${c.atLeast} results, got ${results.length}`;
  if (c.top) {
    const head = results.slice(0, c.top.n);
    if (head.length < c.top.n || !head.every(c.top.match))
      return `expected the first ${c.top.n} to be ${c.top.match.label}, got ${titles()}`;
  }
  for (const p of c.never ?? []) {
    const bad = results.find(p);
    if (bad) return `${bad.title} should not appear (${p.label})`;
  }
  if (c.before) {
    const [first, then] = c.before;
    const lastFirst = results.findLastIndex(first);
    const firstThen = results.findIndex(then);
    if (lastFirst >= 0 && firstThen >= 0 && firstThen < lastFirst)
      return `${results[firstThen]!.title} (${then.label}) comes before ${results[lastFirst]!.title} (${first.label})`;
  }
  return null;
}

describe.skipIf(legUnavailable())(`search relevance set (${dbKind})`, () => {
  let server: TestServer;
  let facts: Map<string, ProductFacts>;
  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.services.db.select().from(products);
    facts = new Map(
      rows.map((p) => [
        p.id,
        {
          title: p.title,
          colors: [...new Set([...Object.keys(p.images), ...p.sizes.flatMap((s) => s.colors)])],
          subCategories: p.subCategories,
          category: p.category,
          status: p.baseStatus,
        },
      ]),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  async function searchAll(q: string): Promise<ProductFacts[]> {
    const out: ProductFacts[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ q, limit: "50", ...(cursor ? { cursor } : {}) });
      const res = await server.fetch(`/api/v1/products/search?${params}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as ProductPage;
      out.push(...page.items.map((i) => facts.get(i.id)!));
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  it(`passes at least ${RELEASE_SHARE * 100} % of the ${RELEVANCE_CASES.length} queries`, async () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const c of RELEVANCE_CASES) {
      const why = judge(c, await searchAll(c.q));
      if (why) failures.push(`  "${c.q}": ${why}`);
    }
    const share = (RELEVANCE_CASES.length - failures.length) / RELEVANCE_CASES.length;
    console.log(
      `search relevance (${dbKind}): ${(share * 100).toFixed(1)} % of ${RELEVANCE_CASES.length} queries pass` +
        (failures.length ? `\n${failures.join("\n")}` : ""),
    );
    expect(share, failures.join("\n")).toBeGreaterThanOrEqual(RELEASE_SHARE);
  });
});
