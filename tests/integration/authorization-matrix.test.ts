// Every API endpoint × anonymous, customer A, customer B and each seeded staff role. The table is
// checked against the router's own list, so an endpoint without a row fails the suite. Object-
// level rule: another person's order answers 404, exactly like one that does not exist.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlacedOrder } from "../../domain/contracts/orders";
import { apiRoutes } from "../../server/api/routes/index";
import { products } from "../../server/db/schema";
import { dashboardTable } from "./dashboard-table";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn, signUp } from "./sessions";
import { usAddress } from "../fixtures/us-address";

type Who = "anonymous" | "customerA" | "customerB" | "editor" | "admin";
const WHO: Who[] = ["anonymous", "customerA", "customerB", "editor", "admin"];
/** "ok": past authorization (any answer but 401/403 and never 5xx). Numbers are exact. */
type Answer = "ok" | 401 | 403 | 404;
const everyone = (a: Answer) => Object.fromEntries(WHO.map((w) => [w, a])) as Record<Who, Answer>;
const signedIn: Record<Who, Answer> = { ...everyone("ok"), anonymous: 401 };
/** A's order: only A sees it; everyone else, staff included on customer endpoints, gets 404. */
const ownerOnly: Record<Who, Answer> = { ...everyone(404), customerA: "ok" };

const table: Record<string, Record<Who, Answer>> = {
  "get /countries": everyone("ok"),
  "get /products": everyone("ok"),
  "get /products/search": everyone("ok"),
  "get /products/suggestions": everyone("ok"),
  "get /products/by-url/{url}": everyone("ok"),
  "get /products/by-url/{url}/related": everyone("ok"),
  "post /notify-requests": everyone("ok"),
  "get /coupons/{code}": everyone("ok"),
  "post /orders": everyone("ok"),
  "get /orders/{id}": ownerOnly,
  "post /orders/{id}/cancel": ownerOnly,
  "get /orders/{id}/returns": ownerOnly,
  "post /orders/{id}/returns": ownerOnly,
  "post /orders/lookup": everyone("ok"),
  "get /me/orders": signedIn,
  "get /me": signedIn,
  "get /me/summary": everyone("ok"),
  "put /me/profile": signedIn,
  "post /me/addresses": signedIn,
  "put /me/addresses/{index}": signedIn,
  "post /me/addresses/{index}/default": signedIn,
  "delete /me/addresses/{index}": signedIn,
  "get /me/wishlist": signedIn,
  "get /me/wishlist/{productId}": signedIn,
  "put /me/wishlist/{productId}": signedIn,
  "delete /me/wishlist/{productId}": signedIn,
  "post /contact-messages": everyone("ok"),
  "post /newsletter-subscriptions": everyone("ok"),
  "post /page-views": everyone("ok"),
  "get /pages/{key}": everyone("ok"),
};

const address = usAddress({
  type: "HOME",
  firstName: "A",
  lastName: "B",
  addressLine_1: "1 Main St",
  addressLine_2: "Apt 1",
  postalCode: "10014",
});

describe("authorization matrix", () => {
  it("covers every endpoint the router mounts", () => {
    const mounted = apiRoutes.map((r) => `${r.method} ${r.path}`);
    const covered = [...Object.keys(table), ...Object.keys(dashboardTable)];
    expect(new Set(covered)).toEqual(new Set(mounted));
  });
});

describe.skipIf(legUnavailable())(`authorization matrix over HTTP (${dbKind})`, () => {
  let server: TestServer;
  const cookies: Partial<Record<Who, string>> = {};
  let orderOfA = "";
  let productUrl = "";
  beforeAll(async () => {
    server = await startTestServer();
    cookies.customerA = await signUp(server, "matrix-a@example.com");
    cookies.customerB = await signUp(server, "matrix-b@example.com");
    cookies.editor = await signIn(server, "editor@atelier.example", "atelier-editor");
    cookies.admin = await signIn(server, "admin@atelier.example", "atelier-admin");
    const [p] = await server.services.db.select().from(products).where(eq(products.baseStatus, 1)).limit(1);
    productUrl = p!.url;
    const size = p!.sizes.find((s) => (s.status === 1 || s.status === 2) && s.colors.length)!;
    const placed = await server.fetch("/api/v1/orders", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cookies.customerA },
      body: JSON.stringify({
        lines: [{ productId: p!.id, size: size.key, color: size.colors[0], quantity: 1 }],
        shippingTo: address,
        billingTo: address,
        phoneNumber: "555",
        card: { cardNumber: "4242", expMonth: "1", expYear: "2030", cvv: "1" },
      }),
    });
    orderOfA = ((await placed.json()) as PlacedOrder).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const samples: Record<string, { path?: string; body?: unknown }> = {
    "get /products/search": { path: "/products/search?q=coat" },
    "get /products/suggestions": { path: "/products/suggestions?q=coat" },
    "get /products/by-url/{url}": {},
    "post /notify-requests": { body: { productId: "x", size: "M", color: "black", email: "a@b.co" } },
    "get /coupons/{code}": { path: "/coupons/WELCOME10" },
    "post /orders": { body: { lines: [] } },
    "post /orders/{id}/cancel": { body: {} },
    "post /orders/{id}/returns": {
      body: { lines: [{ orderLinePosition: 0, quantity: 1, kind: "refund", reason: "too_small" }] },
    },
    "post /orders/lookup": { body: { orderId: "AAAAAAAAAAA", email: "a@b.co" } },
    "put /me/profile": {
      body: {
        civility: "civility1",
        firstName: "A",
        lastName: "B",
        country: "USA",
        subscriptionAgreement: false,
      },
    },
    "post /me/addresses": { body: { address } },
    "put /me/addresses/{index}": { path: "/me/addresses/0", body: { address } },
    "post /me/addresses/{index}/default": { path: "/me/addresses/0/default", body: {} },
    "delete /me/addresses/{index}": { path: "/me/addresses/5" },
    "get /me/wishlist/{productId}": { path: "/me/wishlist/no-such-product" },
    "put /me/wishlist/{productId}": { path: "/me/wishlist/no-such-product", body: {} },
    "delete /me/wishlist/{productId}": { path: "/me/wishlist/no-such-product" },
    "post /contact-messages": {
      body: { subject: "Hello", firstName: "A", lastName: "B", email: "a@b.co", message: "Hi" },
    },
    "post /newsletter-subscriptions": { body: { email: "matrix@example.com" } },
    "post /page-views": { body: { path: "/", consent: { statistics: true } } },
    "get /pages/{key}": { path: "/pages/legal-return" },
  };

  for (const [key, expected] of Object.entries(table)) {
    for (const who of WHO) {
      it(`${key} as ${who} → ${expected[who]}`, async () => {
        const [method, template] = key.split(" ") as [string, string];
        const sample = samples[key] ?? {};
        const path = (sample.path ?? template).replace("{id}", orderOfA).replace("{url}", productUrl);
        const headers: Record<string, string> = { ...(cookies[who] ? { cookie: cookies[who]! } : {}) };
        if (sample.body !== undefined) headers["content-type"] = "application/json";
        const res = await server.fetch(`/api/v1${path}`, {
          method: method.toUpperCase(),
          headers,
          body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
        });
        expect(res.status).toBeLessThan(500);
        if (expected[who] === "ok") expect([401, 403]).not.toContain(res.status);
        else expect(res.status).toBe(expected[who]);
      });
    }
  }
});
