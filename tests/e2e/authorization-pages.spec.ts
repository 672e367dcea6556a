// The page half of the authorization matrix (the API half is tests/integration/authorization-
// matrix.test.ts): every page route × anonymous, customer A, customer B and each seeded staff
// role, against the real server-rendered build. The list of pages comes from app/routes.ts, so a
// page added without a row here fails this suite. Answers are exact: a status, or a redirect and
// where it goes. Object level: B's account never shows A's orders.
import { expect, test, type APIRequestContext } from "@playwright/test";
import routes from "../../app/routes";
import { pagePatterns } from "./helpers/page-patterns";

type Who = "anonymous" | "customerA" | "customerB" | "editor" | "admin";
const WHO: Who[] = ["anonymous", "customerA", "customerB", "editor", "admin"];
/** A status code, or "→/path" for a redirect to that path. */
type Answer = 200 | 404 | `→${string}`;

const everyone = (a: Answer) => Object.fromEntries(WHO.map((w) => [w, a])) as Record<Who, Answer>;
const staffArea = (editor: Answer): Record<Who, Answer> => ({
  anonymous: "→/login",
  customerA: "→/account",
  customerB: "→/account",
  editor,
  admin: 200,
});

const signedInGoesToAccount: Record<Who, Answer> = { ...everyone("→/account"), anonymous: 200 };

/** Route pattern (as app/routes.ts declares it) → expected answer per person. */
const table: Record<string, Record<Who, Answer>> = {
  "/sitemap.xml": everyone(200),
  "/sitemap/pages.xml": everyone(200),
  "/sitemap/products/:file": everyone(200),
  "/robots.txt": everyone(200),
  // The editor role holds products (view, add, edit); every other area is the admin's.
  "/dashboard": staffArea(200),
  "/dashboard/products": staffArea(200),
  "/dashboard/products/new": staffArea(200),
  "/dashboard/products/:id/edit": staffArea(200),
  "/dashboard/orders": staffArea("→/dashboard"),
  "/dashboard/orders/:id": staffArea("→/dashboard"),
  "/dashboard/returns": staffArea("→/dashboard"),
  // The seed has no return: an unknown number is the administrator's 404, after the access check.
  "/dashboard/returns/:id": { ...staffArea("→/dashboard"), admin: 404 },
  "/dashboard/users": staffArea("→/dashboard"),
  "/dashboard/users/:id": staffArea("→/dashboard"),
  "/dashboard/roles": staffArea("→/dashboard"),
  "/dashboard/analytics": staffArea("→/dashboard"),
  "/dashboard/messages": staffArea("→/dashboard"),
  "/dashboard/pages": staffArea("→/dashboard"),
  "/dashboard/pages/:key": staffArea("→/dashboard"),
  "/dashboard/emails": staffArea("→/dashboard"),
  "/dashboard/design": staffArea("→/dashboard"),
  "/dashboard/design/size-guides": staffArea("→/dashboard"),
  // Every area has its own route now: what is left under /dashboard is an unknown area.
  "/dashboard/:section": { ...staffArea(404), admin: 404 },
  "/": everyone(200),
  "/women/:sub?": everyone(200),
  "/men/:sub?": everyone(200),
  "/explore/:sub?": everyone(200),
  "/search": everyone(200),
  "/product/:url": everyone(200),
  "/bag": everyone(200),
  "/checkout": everyone(200),
  // Someone already signed in has no use for these: they go to their account.
  "/login": signedInGoesToAccount,
  "/register": signedInGoesToAccount,
  "/reset-password": everyone(200),
  "/account": { ...everyone(200), anonymous: "→/login" },
  // The look-up form for everyone; an order only through its link or a matching number + e-mail.
  "/order-status": everyone(200),
  "/contact": everyone(200),
  "/legal": everyone(200),
  "/faq": everyone(200),
  "/*": everyone(404),
};

const ACCOUNTS = {
  customerA: { email: "customer@atelier.example", password: "atelier-customer" },
  editor: { email: "editor@atelier.example", password: "atelier-editor" },
  admin: { email: "admin@atelier.example", password: "atelier-admin" },
};

function cookieOf(res: { headersArray(): { name: string; value: string }[] }): string {
  return res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split(";")[0])
    .join("; ");
}

test.describe("authorization matrix: pages", () => {
  const cookies: Partial<Record<Who, string>> = {};
  const fixture = { productUrl: "", productId: "", orderId: "", userId: "" };
  let origin = "";

  test.beforeAll(async ({ playwright, baseURL }) => {
    origin = baseURL!;
    const api = await playwright.request.newContext({ baseURL });
    for (const who of ["customerA", "editor", "admin"] as const) {
      const res = await api.post("/api/auth/sign-in/email", { data: ACCOUNTS[who], headers: { origin } });
      expect(res.status(), `sign-in as ${who}`).toBe(200);
      cookies[who] = cookieOf(res);
    }
    const b = await api.post("/api/auth/sign-up/email", {
      headers: { origin },
      data: {
        email: `matrix-b-${Date.now()}@example.com`,
        password: "secret-pass-1",
        firstName: "Bea",
        lastName: "Other",
        country: "USA",
        civility: "civility4",
        privacyAgreement: true,
        ageConfirmed: true,
      },
    });
    expect(b.status(), "sign-up of customer B").toBe(200);
    cookies.customerB = cookieOf(b);
    const admin = { headers: { cookie: cookies.admin! } };
    const products = await (await api.get("/api/v1/dashboard/products", admin)).json();
    fixture.productId = products.items[0].id;
    fixture.productUrl = products.items[0].url;
    const orders = await (await api.get("/api/v1/dashboard/orders", admin)).json();
    fixture.orderId = orders.items[0].id;
    const users = await (await api.get("/api/v1/dashboard/users", admin)).json();
    fixture.userId = users.items[0].id;
    await api.dispose();
  });

  test("covers every page route in app/routes.ts", () => {
    expect(new Set(pagePatterns(routes))).toEqual(new Set(Object.keys(table)));
  });

  /** A concrete URL for a pattern, from the seeded data. */
  function concrete(pattern: string): string {
    if (pattern === "/*") return "/no-such-page";
    // Without a tab the account page redirects to its first one (same path, so "→/account").
    if (pattern === "/account") return "/account?q=orders";
    return pattern
      .replace("explore/:sub?", "explore/cashmere")
      .replace(":sub?", "coats")
      .replace("products/:id", `products/${fixture.productId}`)
      .replace("orders/:id", `orders/${fixture.orderId}`)
      .replace("returns/:id", "returns/R-00000000")
      .replace("users/:id", `users/${fixture.userId}`)
      .replace(":section", "no-such-area")
      .replace(":file", "1.xml")
      .replace("pages/:key", "pages/legal-return")
      .replace(":url", fixture.productUrl);
  }

  async function answerOf(request: APIRequestContext, url: string, who: Who): Promise<Answer> {
    const res = await request.get(url, {
      maxRedirects: 0,
      headers: who === "anonymous" ? {} : { cookie: cookies[who]! },
    });
    const status = res.status();
    if (status >= 300 && status < 400) {
      const to = new URL(res.headers()["location"] ?? "", origin);
      return `→${to.pathname}`;
    }
    return status as Answer;
  }

  for (const pattern of Object.keys(table)) {
    test(`${pattern} answers each person as the table says`, async ({ request }) => {
      const url = concrete(pattern);
      const seen = {} as Record<Who, Answer>;
      for (const who of WHO) seen[who] = await answerOf(request, url, who);
      expect(seen, url).toEqual(table[pattern]);
    });
  }

  test("customer B's account never lists customer A's orders", async ({ request }) => {
    const a = await request.get("/api/v1/me/orders", { headers: { cookie: cookies.customerA! } });
    const ordersOfA = ((await a.json()) as { items: { id: string }[] }).items;
    expect(ordersOfA.length).toBeGreaterThan(0);
    const page = await request.get("/account?q=orders", { headers: { cookie: cookies.customerB! } });
    expect(page.status()).toBe(200);
    const html = await page.text();
    for (const o of ordersOfA) expect(html).not.toContain(o.id);
    // And A's own page does list them, so the check above can fail.
    const own = await request.get("/account?q=orders", { headers: { cookie: cookies.customerA! } });
    expect(await own.text()).toContain(ordersOfA[0]!.id);
  });
});
