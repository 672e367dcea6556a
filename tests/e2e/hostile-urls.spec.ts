// Every page route from app/routes.ts, its path parameters and the query parameters pages read,
// given hostile text: NUL and other control characters show the not-found page (404) without
// reaching a loader; broken encodings, 10 KB strings and right-to-left text with emoji never
// answer 5xx. Signed in as the administrator, so that dashboard pages run their loaders too.
import { expect, test } from "@playwright/test";
import routes from "../../app/routes";
import { expectNoAxeViolations } from "./helpers/axe";
import { pagePatterns } from "./helpers/page-patterns";

const UNSAFE = ["%00", "a%01b", "%1B%5B31m"];
const ODD = ["%ED%A0%80", "x".repeat(10 * 1024), encodeURIComponent("\u202eفستان حرير 👗🧵")];
/** Query parameters the pages read (search, lists, account tabs, reset tokens). */
const QUERY_NAMES = ["q", "page", "status", "token", "sort"];

/** Concrete URLs for a pattern with `value` in one place at a time: each path parameter, then each query name. */
function variants(pattern: string, value: string): string[] {
  const fill = (target?: string) =>
    pattern === "/*"
      ? "/no-such-page"
      : pattern.replace(/:(\w+)\??/g, (_, name: string) => (name === target ? value : "coats"));
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return [...names.map((name) => fill(name)), ...QUERY_NAMES.map((q) => `${fill()}?${q}=${value}`)];
}

test.describe("hostile text in page addresses", () => {
  let cookie = "";

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const res = await api.post("/api/auth/sign-in/email", {
      data: { email: "admin@atelier.example", password: "atelier-admin" },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(200);
    cookie = res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value.split(";")[0])
      .join("; ");
    await api.dispose();
  });

  test("every page route: control characters give the not-found page, odd text never a 5xx", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const patterns = pagePatterns(routes).filter((p) => !p.endsWith(".xml") && !p.endsWith(".txt"));
    expect(patterns.length).toBeGreaterThan(20);
    let sent = 0;
    for (const pattern of patterns) {
      for (const value of UNSAFE) {
        for (const url of variants(pattern, value)) {
          const res = await request.get(url, { headers: { cookie }, maxRedirects: 0 });
          expect(res.status(), url).toBe(404);
          expect(await res.text(), url).toContain("<title>Page Not Found | Atelier</title>");
          sent++;
        }
      }
      for (const value of ODD) {
        for (const url of variants(pattern, value)) {
          const res = await request.get(url, { headers: { cookie }, maxRedirects: 0 });
          expect(res.status(), url.slice(0, 120)).toBeLessThan(500);
          sent++;
        }
      }
    }
    console.info(`hostile page addresses: ${sent} requests, 0 answered 5xx`);
  });

  test("/product/%00 shows the shop's not-found page", async ({ page }) => {
    const res = await page.goto("/product/%00");
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Atelier");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "SORRY, WE COULDN'T FIND THE PAGE YOU ARE LOOKING FOR.",
    );
    // Judged once hydrated (the bag badge's flag), as shell.spec.ts does: before that the cookie
    // banner may mount and fade in over the page while axe reads its colours (a flake in CI).
    await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
    await expectNoAxeViolations(page);
  });
});
