// The server-rendered HTML of every shop page, as validators read it: the W3C's Nu HTML Checker
// (vnu.jar, the checker behind validator.w3.org) and html-validate's recommended rules (landmarks,
// ARIA, forms) find 0 errors, and every indexable page has a meta description. The pages come
// from the sitemap (every indexable page) plus those it leaves out: search, bag, checkout, the
// forms, the signed-in account and the not-found pages.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import vnuJar from "vnu-jar";
import { FAQ_CATEGORIES, LEGAL_CATEGORIES } from "../../app/features/legal/categories";

const CUSTOMER = { email: "customer@atelier.example", password: "atelier-customer" };

/** Pages the sitemap leaves out (not for indexes, or not pages at all), validated all the same. */
const UNLISTED = [
  "/search",
  "/search?q=cashmere%20coat",
  "/search?q=zzxqv",
  "/bag",
  "/checkout",
  "/login",
  "/register",
  "/reset-password",
  "/product/no-such-piece",
  "/no-such-page",
  ...LEGAL_CATEGORIES.map((c) => `/legal?category=${c.id}`),
  ...FAQ_CATEGORIES.map((c) => `/faq?category=${c.id}`),
];
const SIGNED_IN = ["/account?q=orders", "/account?q=profile"];
/** Products are many and alike: the first few stand for all. */
const PRODUCTS = 3;

/**
 * html-validate's recommended rules, less those that only disagree with how React writes HTML
 * (`<meta/>`, `charSet`, `disabled=""`, `useId`'s `_R_…_` ids), SRI, which is for third-party
 * files (every asset here is the shop's own), and inline styles, which colour swatches need.
 * The header search is an ARIA combobox with a listbox of suggestions on purpose (not a fixed
 * <select>), and filter checkboxes share their name as HTML means them to (?color=a&color=b).
 */
const htmlValidate = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off",
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "valid-id": "off",
    "tel-non-breaking": "off",
    "require-sri": "off",
    "no-inline-style": "off",
    "prefer-native-element": ["error", { exclude: ["combobox", "listbox"] }],
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
});

interface Page {
  path: string;
  html: string;
}

async function fetchPage(api: APIRequestContext, pagePath: string): Promise<Page> {
  const res = await api.get(pagePath, { maxRedirects: 0 });
  expect([200, 404], `${pagePath} answers a page`).toContain(res.status());
  return { path: pagePath, html: await res.text() };
}

const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

/** Every page the sitemap files list: /sitemap.xml is their index. */
async function sitemapPaths(api: APIRequestContext): Promise<string[]> {
  const files = locsIn(await (await api.get("/sitemap.xml")).text());
  expect(files.length).toBeGreaterThan(1);
  const paths: string[] = [];
  for (const file of files) paths.push(...locsIn(await (await api.get(file)).text()));
  const products = paths.filter((p) => p.startsWith("/product/"));
  expect(products.length).toBeGreaterThan(0);
  return [...paths.filter((p) => !p.startsWith("/product/")), ...products.slice(0, PRODUCTS)];
}

/** One JVM for all pages (it takes seconds to start): the files in, the errors out. */
async function nuErrors(pages: Page[]): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-vnu-"));
  try {
    const files = pages.map((page, i) => {
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    let output: string;
    try {
      const run = await promisify(execFile)(
        "java",
        ["-jar", String(vnuJar), "--errors-only", "--format", "json", ...files],
        { maxBuffer: 32 * 1024 * 1024 },
      );
      output = run.stderr || run.stdout;
    } catch (error) {
      const failed = error as { code?: string | number; stderr?: string };
      if (failed.code === "ENOENT")
        throw new Error("java is missing: install default-jre-headless (.ci/run does)");
      output = failed.stderr ?? "";
    }
    const report = JSON.parse(output) as {
      messages: { type: string; url?: string; message: string; lastLine?: number; extract?: string }[];
    };
    return (
      report.messages
        .filter((m) => m.type === "error")
        // The checker's CSS profile predates container queries (CSS Containment 3), which browsers
        // have shipped since 2023; the rest of the CSS is still checked.
        .filter((m) => !/^CSS: (Unrecognized at-rule “@container”|“container(-type|-name)?”)/.test(m.message))
        // Nor does it know `blocking` on <link rel="expect"> (in HTML since 2024, Chromium 124):
        // that one link, and only it, is let through.
        .filter(
          (m) =>
            !(
              m.message.startsWith("A “link” element with a “blocking” attribute") &&
              /<link rel="expect" href="#[\w-]+" blocking="render"\/>/.test(m.extract ?? "")
            ),
        )
        .map((m) => {
          const page = pages[files.findIndex((f) => m.url?.endsWith(path.basename(f)))];
          return `${page?.path ?? m.url}: ${m.message} «${(m.extract ?? "").trim().slice(0, 120)}»`;
        })
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function hasDescription(html: string): boolean {
  return /<meta name="description" content="[^"]{50,}"/.test(html);
}

test.describe("server-rendered HTML of the shop", () => {
  test.describe.configure({ timeout: 240_000 });
  const pages: Page[] = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const p of [...(await sitemapPaths(anonymous)), ...UNLISTED])
      pages.push(await fetchPage(anonymous, p));
    await anonymous.dispose();
    const customer = await playwright.request.newContext({ baseURL });
    const signIn = await customer.post("/api/auth/sign-in/email", {
      data: CUSTOMER,
      headers: { origin: baseURL! },
    });
    expect(signIn.status()).toBe(200);
    for (const p of SIGNED_IN) pages.push(await fetchPage(customer, p));
    await customer.dispose();
  });

  test("the W3C Nu HTML Checker finds no error on any page", async () => {
    expect(await nuErrors(pages)).toEqual([]);
  });

  test("html-validate's recommended rules find no error on any page", async () => {
    const problems: string[] = [];
    for (const page of pages) {
      const report = await htmlValidate.validateString(page.html, page.path);
      for (const m of report.results.flatMap((r) => r.messages)) {
        problems.push(`${page.path}: ${m.ruleId}: ${m.message} (${m.selector ?? ""})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("every indexable page has a meta description, home and not-found included", async () => {
    const indexable = pages.filter((p) => !/<meta name="robots" content="noindex/.test(p.html));
    expect(indexable.map((p) => p.path)).toContain("/");
    expect(indexable.filter((p) => !hasDescription(p.html)).map((p) => p.path)).toEqual([]);
    for (const missing of ["/no-such-page", "/product/no-such-piece"]) {
      expect(hasDescription(pages.find((p) => p.path === missing)!.html), missing).toBe(true);
    }
  });

  test("product grids are named by their region, not by a list label", async () => {
    const listings = pages.filter((p) => /^\/(women|men|explore|search)\b/.test(p.path));
    expect(listings.length).toBeGreaterThan(3);
    for (const page of listings) expect(page.html, page.path).not.toMatch(/<ul[^>]*aria-label=/);
  });
});
