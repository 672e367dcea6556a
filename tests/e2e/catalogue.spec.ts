// Category pages and search, as a shopper meets them: link bar, grid, Show More, empty states.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { gotoHydrated } from "./fixtures/session";

const EMPTY_CATEGORY = "Sorry, no products have been found in this category.";
const NOT_FOUND_HEADING = "SORRY, WE COULDN'T FIND THE PAGE YOU ARE LOOKING FOR.";
const LOAD_MORE_FAILED = "Could not load more products. Please try again.";
const PAGE_SIZE = 25;

function grid(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("region", { name, exact: true }).getByRole("list");
}

async function hrefs(list: Locator): Promise<string[]> {
  return list.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

/** Clicks Show More until it is gone; every click must add cards. Returns the final count. */
async function showAll(page: Page, list: Locator): Promise<number> {
  const cards = list.getByRole("listitem");
  const more = page.getByRole("button", { name: "Show More" });
  let count = await cards.count();
  while (await more.isVisible()) {
    await more.click();
    const before = count;
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    count = await cards.count();
  }
  return count;
}

/** Holds matching requests until release() is called, to look at the page while it waits. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

test.describe("category pages", () => {
  test("home → Women → a sub-category → Show More to the end → a product", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Women", exact: true })
      .click();
    await expect(page).toHaveURL(/\/women$/);
    await expect(page.getByRole("heading", { level: 1, name: "Women" })).toBeVisible();
    await expect(page).toHaveTitle("Women | Atelier");

    const bar = page.getByRole("navigation", { name: "Women categories" });
    await expect(bar.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await bar.getByRole("link", { name: "Knitwear" }).click();
    await expect(page).toHaveURL(/\/women\/knitwear$/);
    await expect(page.getByRole("heading", { level: 1, name: "Knitwear" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Knitwear" })).toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", "page");

    const knitwear = grid(page, "Women, Knitwear");
    const firstCard = knitwear.getByRole("listitem").first();
    await expect(firstCard.getByText(/^\$ \d{1,3}(,\d{3})*(\.\d\d)?$/)).toBeVisible();
    const image = firstCard.getByRole("img");
    await expect(image).toHaveAttribute("alt", /\S+ in [a-z -]+$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Back to the whole page: 25 server-rendered, then Show More until nothing is left.
    await bar.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/women$/);
    const women = grid(page, "Women products");
    await expect(women.getByRole("listitem")).toHaveCount(PAGE_SIZE);
    const total = await showAll(page, women);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    await expect(page.getByRole("button", { name: "Show More" })).toHaveCount(0);
    const links = await hrefs(women);
    expect(links).toHaveLength(total);
    expect(new Set(links).size).toBe(total);
    for (const href of links) expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole("status").filter({ hasText: /more products? loaded/ })).toHaveText(
      new RegExp(`, ${total} shown\\.$`),
    );

    const last = women.getByRole("listitem").last().getByRole("link");
    const href = await last.getAttribute("href");
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    // Back: the list as it was left, every piece Show More loaded, the one opened in view.
    await page.goBack();
    await expect(page).toHaveURL(/\/women$/);
    await expect(women.getByRole("listitem")).toHaveCount(total);
    await expect(page.getByRole("button", { name: "Show More" })).toHaveCount(0);
    await expect(women.locator(`a[href="${href}"]`)).toBeInViewport();
    // The focus is back on the piece opened, not on the page's heading far above.
    await expect(women.locator(`a[href="${href}"]`)).toBeFocused();
    expect(await hrefs(women)).toEqual(links);
    // A reload draws the server's first page, as the address alone describes it.
    await page.reload();
    await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
    await expect(women.getByRole("listitem")).toHaveCount(PAGE_SIZE);
  });

  test("the first page is server-rendered with eager images and SEO tags", async ({ request }) => {
    const html = await (await request.get("/women/knitwear")).text();
    expect(html).toContain("<title>Knitwear - Women | Atelier</title>");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/women\/knitwear"\/>/);
    expect(html).toContain('property="og:title" content="Knitwear - Women | Atelier"');
    expect(html).not.toContain('name="robots"');
    expect(html).toContain('href="/product/');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('loading="lazy"');
  });

  test("Show More says Loading..., keeps the list on failure and retries", async ({ page }) => {
    await gotoHydrated(page, "/women");
    const women = grid(page, "Women products");
    const cards = women.getByRole("listitem");
    await expect(cards).toHaveCount(PAGE_SIZE);

    // A failing request: nothing is lost, a short message explains, the button comes back.
    await page.route("**/api/v1/products?*", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "Boom" } } }),
    );
    await page.getByRole("button", { name: "Show More" }).click();
    await expect(page.getByRole("alert").filter({ hasText: LOAD_MORE_FAILED })).toBeVisible();
    await expect(cards).toHaveCount(PAGE_SIZE);
    await page.unroute("**/api/v1/products?*");

    // A slow request: the button reads Loading... and is disabled until the cards arrive.
    const held = await holdRequests(page, "**/api/v1/products?*");
    const more = page.getByRole("button", { name: "Show More" });
    await more.focus();
    await page.keyboard.press("Enter");
    const loading = page.getByRole("button", { name: "Loading..." });
    await expect(loading).toBeDisabled();
    await expect(women).toHaveAttribute("aria-busy", "true");
    held.release();
    await expect.poll(() => cards.count()).toBeGreaterThan(PAGE_SIZE);
    await expect(page.getByText(LOAD_MORE_FAILED)).toHaveCount(0);
    // Keyboard users carry on from the first new card.
    await expect(cards.nth(PAGE_SIZE).getByRole("link")).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: /more products? loaded/ })).toBeAttached();
  });

  test("moving to another page starts a fresh list", async ({ page }) => {
    await gotoHydrated(page, "/women");
    const women = grid(page, "Women products");
    await page.getByRole("button", { name: "Show More" }).click();
    await expect.poll(() => women.getByRole("listitem").count()).toBeGreaterThan(PAGE_SIZE);
    const womenLinks = await hrefs(women);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Men", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Men" })).toBeVisible();
    const men = grid(page, "Men products");
    await expect(men.getByRole("listitem")).toHaveCount(PAGE_SIZE);
    const menLinks = await hrefs(men);
    // Men's first page, not the women's list carried over: women-only products are gone.
    expect(menLinks.length).toBe(PAGE_SIZE);
    expect(menLinks).not.toEqual(womenLinks.slice(0, PAGE_SIZE));
    await expect(page.getByRole("button", { name: "Show More" })).toBeEnabled();
  });

  test("/explore lists only products tagged for the explore page", async ({ page, request }) => {
    await page.goto("/explore");
    await expect(page.getByRole("heading", { level: 1, name: "Explore" })).toBeVisible();
    const explore = grid(page, "Explore products");
    const total = await showAll(page, explore);
    expect(total).toBeGreaterThan(0);
    for (const href of await hrefs(explore)) {
      const url = href.replace(/^\/product\//, "");
      const product = (await (await request.get(`/api/v1/products/by-url/${url}`)).json()) as {
        subCategories: string[];
      };
      expect(product.subCategories).toContain("explorePage");
    }
  });

  test("every sub-category in the link bars shows products or the empty text", async ({ page, request }) => {
    for (const name of ["Women", "Men", "Explore"]) {
      await page.goto(`/${name.toLowerCase()}`);
      const bar = page.getByRole("navigation", { name: `${name} categories` });
      const links = await hrefs(bar);
      expect(links.length).toBeGreaterThan(1);
      for (const href of links) {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        const html = await response.text();
        expect(html.includes('href="/product/') || html.includes(EMPTY_CATEGORY), href).toBe(true);
      }
    }
  });

  test("an unknown sub-category is a 404 in the shop frame", async ({ page }) => {
    for (const path of ["/women/no-such-thing", "/women/blazers", "/explore/coats"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
      await expect(page).toHaveTitle("Page Not Found | Atelier");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
  });

  for (const path of ["/women", "/women/knitwear", "/explore"]) {
    test(`${path} has no detectable accessibility violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("search", () => {
  test("a typo still finds the cashmere coat, with the tab title of the term", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const box = page.getByRole("combobox", { name: "Search the boutique" });
    await box.fill("cashmir coat");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=cashmir\+coat$/);
    await expect(page).toHaveTitle('Search: "cashmir coat" | Atelier');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “cashmir coat”");
    const results = grid(page, "Search results for cashmir coat");
    await expect(results.getByRole("link", { name: /Cashmere .*Coat/ }).first()).toBeVisible();
    await expect(results.getByRole("img").first()).toHaveAttribute("alt", /Cashmere .*Coat in /);
  });

  test("the term is trimmed and collapsed; results are noindex with a query-free canonical", async ({
    page,
    request,
  }) => {
    await page.goto("/search?q=++cashmir+++coat+");
    await expect(page).toHaveTitle('Search: "cashmir coat" | Atelier');
    const html = await (await request.get("/search?q=cashmir+coat")).text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/search"\/>/);
  });

  test("a search with no results says so", async ({ page }) => {
    await page.goto("/search?q=zzxqv");
    await expect(
      page.getByText('Sorry, no results for "zzxqv", please try again differently.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Search: "zzxqv" | Atelier');
    await expect(page.getByRole("button", { name: "Show More" })).toHaveCount(0);
  });

  test("shows that a new search is loading", async ({ page }) => {
    await gotoHydrated(page, "/search?q=cashmere");
    const results = grid(page, "Search results for cashmere");
    await expect(results.getByRole("listitem").first()).toBeVisible();

    const held = await holdRequests(page, /\/search\.data/);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const box = page.getByRole("combobox", { name: "Search the boutique" });
    await box.fill("wool coat");
    await box.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Searching…" })).toBeVisible();
    await expect(results).toHaveAttribute("aria-busy", "true");
    held.release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “wool coat”");
    await expect(grid(page, "Search results for wool coat")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByText("Searching…")).toHaveCount(0);
  });

  test("without a term the page offers a search box", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await expect(page).toHaveTitle("Search | Atelier");
    const box = page.getByRole("searchbox", { name: "Search", exact: true });
    // Only spaces: nothing happens, and the box is emptied for typing.
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search$/);
    await expect(box).toHaveValue("");
    // The term goes trimmed and collapsed, as from the header's box.
    await box.fill("  knit  ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=knit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “knit”");
  });

  for (const path of ["/search?q=cashmir+coat", "/search?q=zzxqv", "/search"]) {
    test(`${path} has no detectable accessibility violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the link bar scrolls to the current sub-category and the grid has two columns @phone", async ({
    page,
  }) => {
    await gotoHydrated(page, "/women/accessories");
    const current = page
      .getByRole("navigation", { name: "Women categories" })
      .getByRole("link", { name: "Accessories" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toBeInViewport({ ratio: 1 });
    const cards = grid(page, "Women, Accessories").getByRole("listitem");
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(a && b && Math.abs(a.y - b.y)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
