// A freshly started process builds its catalogue index in the background (decision 55). A public
// page it renders meanwhile goes out `private, no-store` without an ETag, so no shared cache keeps
// it; once the index is ready (warmCatalogue, as server/main.ts starts it) the same page is
// shared again. The build is held on a lock of the products table, which the FAQ page never
// reads: PostgreSQL only, as PGlite's one connection would hold every query behind it.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from "../../server/http/page-cache";
import { indexIsWarming } from "../../server/services/catalogue/search/load-index";
import { warmCatalogue } from "../../server/services/catalogue/warm-up";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { startSsrPages, type SsrPages } from "./ssr-pages";

describe.skipIf(legUnavailable() || dbKind !== "postgres")("pages during the index's start-up build", () => {
  let ssr: SsrPages;
  let server: TestServer;
  let locker: pg.Client;

  beforeAll(async () => {
    ssr = await startSsrPages();
    server = await startTestServer({ pages: ssr.pages });
    locker = new pg.Client({ connectionString: server.databaseUrl });
    await locker.connect();
  }, 120_000);

  afterAll(async () => {
    await locker?.end();
    await server?.close();
    await ssr?.close();
  });

  it("go out private while the index is built, and shared once it is ready", async () => {
    await locker.query("begin");
    await locker.query("lock table products in access exclusive mode");
    const ready = warmCatalogue(server.services);
    expect(indexIsWarming(server.services.db)).toBe(true);

    for (let visit = 0; visit < 2; visit++) {
      const early = await server.fetch("/faq");
      expect(early.status).toBe(200);
      expect(await early.text()).toContain("<main");
      expect(early.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
      expect(early.headers.get("etag")).toBeNull();
    }

    await locker.query("commit");
    await ready;
    expect(indexIsWarming(server.services.db)).toBe(false);
    const whole = await server.fetch("/faq");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(whole.headers.get("etag")).toMatch(/^W\//);
  }, 60_000);
});
