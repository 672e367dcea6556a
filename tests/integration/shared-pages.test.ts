// One cached page for everyone (decisions 45 and 46). Every public page is rendered first for
// customer A — signed in, with a bag, a coupon and staff variants in the cookies — and then
// fetched as customer B and as an anonymous visitor: the HTML is the same page byte for byte
// (the CSP nonce apart) and holds nothing of A's. Personal pages say `private, no-store`; shared
// pages carry an ETag that answers 304 and changes after a staff edit; the session flag follows
// the session.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductPage } from "../../domain/contracts/products";
import { ADD_TO_WISHLIST, REMOVE_FROM_WISHLIST } from "../../domain/wishlist";
import type { ViewerSummary } from "../../domain/contracts/viewer";
import { user } from "../../server/db/schema";
import { PERSONAL_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from "../../server/http/page-cache";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { productFormBody } from "./product-form";
import { signIn, signUp } from "./sessions";
import { startSsrPages, type SsrPages } from "./ssr-pages";

const ORIGIN = "http://localhost:3999";
const A = { email: "ada.personal@example.com", first: "Adaline", last: "Quixotica" };
/** What A's browser keeps besides the session; none of it may change a shared page. */
const A_EXTRAS = "couponCode=WELCOME10; shoppingBagList=%5B%7B%22q%22%3A7%7D%5D; cookieConsent=all";

/** The session cookie alone, without the flag its sign-in also set. */
const sessionOnly = (cookie: string) =>
  cookie
    .split("; ")
    .filter((part) => !part.startsWith("atelier_signed_in="))
    .join("; ");

describe.skipIf(legUnavailable())(`one cached page for everyone (${dbKind})`, () => {
  let ssr: SsrPages;
  let server: TestServer;
  let customerA: string;
  let customerB: string;
  let admin: string;
  let editor: string;
  let publicPages: string[];
  let keptPath = "";

  beforeAll(async () => {
    ssr = await startSsrPages();
    server = await startTestServer({ pages: ssr.pages });
    customerA = await signUp(server, A.email);
    await server.services.db
      .update(user)
      .set({ firstName: A.first, lastName: A.last, name: `${A.first} ${A.last}` })
      .where(eq(user.email, A.email));
    customerB = await signUp(server, "bea.other@example.com");
    admin = await signIn(server, "admin@atelier.example", "atelier-admin");
    editor = await signIn(server, "editor@atelier.example", "atelier-editor");
    const women = (await (await server.fetch("/api/v1/products?page=women&limit=1")).json()) as ProductPage;
    const product = women.items[0]!;
    // A keeps the product in a wishlist: its page must not say so to anyone (decision 128).
    const kept = await server.fetch(`/api/v1/me/wishlist/${product.id}`, {
      method: "PUT",
      headers: { cookie: customerA, "content-type": "application/json" },
      body: "{}",
    });
    expect(kept.status).toBe(200);
    keptPath = `/product/${product.url}`;
    const menu = await (await server.fetch("/women")).text();
    const sub = /href="\/women\/([\w-]+)"/.exec(menu)?.[1];
    expect(sub).toBeTruthy();
    publicPages = [
      "/",
      "/women",
      "/men",
      "/explore",
      ...(sub ? [`/women/${sub}`] : []),
      `/product/${product.url}`,
      "/search?q=coat",
      "/legal",
      "/faq",
      "/contact",
    ];
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await ssr?.close();
  });

  const page = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    server.fetch(path, { headers: { ...(cookie ? { cookie } : {}), ...headers }, redirect: "manual" });

  /** The page with its nonce blanked: the one part that differs per response by design. */
  async function html(res: Response): Promise<string> {
    const text = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(text)?.[1];
    return nonce ? text.replaceAll(nonce, "NONCE") : text;
  }

  it("serves every public page identically to A (any role, any cookies), B and anonymous", async () => {
    const variants = [
      `${customerA}; ${A_EXTRAS}; atelier_signed_in=1`,
      `${admin}; ${A_EXTRAS}; atelier_signed_in=staff`,
      `${editor}; atelier_signed_in=staff`,
    ];
    // A's renders are the ones stored: nothing rendered earlier may stand in for them.
    server.services.pages.invalidate();
    for (const path of publicPages) {
      const asA: string[] = [];
      for (const cookie of variants) {
        const res = await page(path, cookie);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe(SHARED_PAGE_CACHE_CONTROL);
        expect(res.headers.get("set-cookie"), path).toBeNull();
        asA.push(await html(res));
      }
      const asB = await html(await page(path, customerB));
      const anonymous = await html(await page(path));
      for (const seen of [...asA, asB]) expect(seen, path).toBe(anonymous);
      // Nothing of A's, and the server's markup is the guest's: no viewer marked on <html>.
      for (const datum of [A.email, A.first, A.last, "Admin User", "admin@atelier.example", "Shopping Bag, "])
        expect(anonymous, `${path}: ${datum}`).not.toContain(datum);
      expect(anonymous, path).not.toMatch(/<html[^>]*data-viewer/);
      if (path === keptPath) {
        expect(anonymous).toContain(ADD_TO_WISHLIST);
        expect(anonymous).not.toContain(REMOVE_FROM_WISHLIST);
      }
      // No paint before <main> is parsed whole (root.tsx): the link is in <head>, and its target is
      // on the page (were it not, the browser would wait for the whole document).
      const head = anonymous.slice(0, anonymous.indexOf("<body"));
      expect(head, path).toContain('<link rel="expect" href="#main" blocking="render"/>');
      expect(anonymous, path).toMatch(/<main id="main"/);
    }
  });

  it("renders a shared page once, whoever asks", async () => {
    server.services.pages.invalidate();
    const before = server.services.pages.size;
    await page("/faq", customerA);
    await page("/faq", customerB);
    await page("/faq");
    expect(server.services.pages.size - before).toBe(1);
  });

  it("gives each answer its own request id, a stored page and a personal one alike", async () => {
    const ids = [];
    for (const path of ["/faq", "/faq", "/login"]) {
      const res = await page(path);
      await res.arrayBuffer();
      ids.push(res.headers.get("x-request-id"));
    }
    expect(ids.every((id) => /^[\w-]{8,}$/.test(id ?? ""))).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it("never lets a personal page be stored: private, no-store, for a guest and for A", async () => {
    const personal = [
      "/account?q=orders",
      "/account",
      "/checkout",
      "/bag",
      "/login",
      "/register",
      "/order-status",
      "/dashboard",
    ];
    for (const path of personal) {
      for (const cookie of [customerA, undefined]) {
        const res = await page(path, cookie);
        expect(res.headers.get("cache-control"), `${path} ${cookie ? "A" : "guest"}`).toBe(
          PERSONAL_CACHE_CONTROL,
        );
        expect(res.headers.get("etag"), path).toBeNull();
      }
    }
    // The account page is A's own, rendered for this request.
    const account = await html(await page("/account?q=profile", customerA));
    expect(account).toContain(A.email);
    // The page names A's country; the other 249 are fetched by its forms (use-all-countries.ts).
    expect(account).toContain("United States");
    expect(account).not.toContain("Zimbabwe");
    expect(await html(await page("/account?q=orders", customerA))).not.toContain("Zimbabwe");
    // The dashboard's first paint waits for its own <main>, which it has.
    const dashboard = await html(await page("/dashboard", admin));
    expect(dashboard).toContain('<link rel="expect" href="#dashboard-main" blocking="render"/>');
    expect(dashboard).toMatch(/<main id="dashboard-main"/);
  });

  it("answers 304 to a matching If-None-Match, keeping the stored page's CSP; a staff edit changes the tag", async () => {
    const women = (await (await server.fetch("/api/v1/products?page=women&limit=1")).json()) as ProductPage;
    const productPath = `/product/${women.items[0]!.url}`;
    const first = await page(productPath, customerA);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    await first.arrayBuffer();
    const again = await page(productPath, customerB, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    const listing = await page("/women");
    const listingTag = listing.headers.get("etag")!;
    await listing.arrayBuffer();

    const product = (await (
      await server.fetch(`/api/v1/products/by-url/${women.items[0]!.url}`)
    ).json()) as Product;
    const edit = await server.fetch(`/api/v1/dashboard/products/${product.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: admin, origin: ORIGIN },
      body: JSON.stringify(productFormBody(product, { title: "Retitled For Everyone" })),
    });
    expect(edit.status).toBe(200);
    const after = await page(productPath, undefined, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(await after.text()).toContain("Retitled For Everyone");
    const listingAfter = await page("/women", customerA, { "if-none-match": listingTag });
    expect(listingAfter.status).toBe(200);
    expect(listingAfter.headers.get("etag")).not.toBe(listingTag);
  });

  it("sets the session flag with the session and clears it with it; the summary is personal", async () => {
    const flagOf = (res: Response) =>
      res.headers.getSetCookie().find((c) => c.startsWith("atelier_signed_in="));
    const signInAs = (email: string, password: string) =>
      server.fetch("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email, password }),
      });
    const customer = await signInAs(A.email, "secret-pass-1");
    expect(customerA).toContain("atelier_signed_in=1");
    expect(flagOf(customer)).toMatch(/^atelier_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+/);
    expect(flagOf(customer)).not.toMatch(/HttpOnly/i);
    const staff = await signInAs("editor@atelier.example", "atelier-editor");
    expect(flagOf(staff)).toMatch(/^atelier_signed_in=staff;/);

    const summary = await server.fetch("/api/v1/me/summary", { headers: { cookie: customerA } });
    expect(summary.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    expect((await summary.json()) as ViewerSummary).toEqual({
      signedIn: true,
      name: `${A.first} ${A.last}`,
      dashboard: false,
    });
    // A wrong flag (a role changed, a session ended) is corrected by the summary.
    const staffSummary = await server.fetch("/api/v1/me/summary", {
      headers: { cookie: `${sessionOnly(editor)}; atelier_signed_in=1` },
    });
    expect(await staffSummary.json()).toMatchObject({ signedIn: true, dashboard: true });
    expect(flagOf(staffSummary)).toMatch(/^atelier_signed_in=staff;/);
    const ended = await server.fetch("/api/v1/me/summary", {
      headers: { cookie: "atelier_signed_in=staff" },
    });
    expect(await ended.json()).toEqual({ signedIn: false, name: "", dashboard: false });
    expect(flagOf(ended)).toMatch(/^atelier_signed_in=0;.*Max-Age=0/);

    const cookie = customer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const out = await server.fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(flagOf(out)).toMatch(/^atelier_signed_in=; Path=\/; Max-Age=0/);
  });

  it("gives a session from before the flag its flag once, on a page, and keeps that page out of shared caches", async () => {
    const res = await page("/women", sessionOnly(customerB));
    await res.arrayBuffer();
    const flag = res.headers.getSetCookie().find((c) => c.startsWith("atelier_signed_in="));
    expect(flag).toMatch(/^atelier_signed_in=1;/);
    expect(res.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    const next = await page("/women", customerB);
    expect(next.headers.getSetCookie()).toEqual([]);
    expect(next.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
  });
});
