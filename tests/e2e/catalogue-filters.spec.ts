// Filters and sorting on a category page, as a shopper uses them, with and without JavaScript.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
}

const grid = (page: Page) =>
  page.getByRole("main").getByRole("region", { name: "Women products", exact: true }).getByRole("list");

async function titles(list: Locator): Promise<string[]> {
  return list.getByRole("heading").allTextContents();
}

/** The prices of the cards, in dollars, as shown. */
async function prices(list: Locator): Promise<number[]> {
  const texts = await list
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => li.textContent?.match(/\$\s?([\d,]+)/)?.[1] ?? ""));
  return texts.map((t) => Number(t.replace(/,/g, "")));
}

test("a shopper filters Women by size and colour, sorts by price, shares the link and clears the filters", async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  await gotoHydrated(page, "/women");
  const filters = page.getByRole("form", { name: "Filter and sort" });
  await filters.getByText("Filters", { exact: true }).click();

  await filters
    .getByRole("group", { name: "Size" })
    .getByRole("checkbox", { name: /^M \(\d+\)$/ })
    .check();
  await expect(page).toHaveURL(/[?&]size=M(&|$)/);
  await filters
    .getByRole("group", { name: "Colour" })
    .getByRole("checkbox", { name: /^Black \(\d+\)$/ })
    .check();
  await expect(page).toHaveURL(/[?&]color=black(&|$)/);
  // A choice the other ticks leave empty keeps its place, at (0), and cannot be ticked.
  const empty = filters.getByRole("checkbox", { name: /\(0\)$/ });
  await expect(empty.first()).toBeVisible();
  expect(
    await empty.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).disabled)),
  ).not.toContain(false);
  await filters.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);

  const list = grid(page);
  await expect(list.getByRole("listitem").first()).toBeVisible();
  const shown = await titles(list);
  const shownPrices = await prices(list);
  expect(shownPrices).toEqual([...shownPrices].sort((a, b) => a - b));
  const status = filters.getByRole("status");
  await expect(status).toHaveText(`${shown.length} ${shown.length === 1 ? "product" : "products"}`);
  await expectNoAxeViolations(page);

  // The link, opened fresh elsewhere, shows the same products in the same order and the same choices.
  const shared = page.url();
  const other = await browser.newPage();
  await acceptCookies(other);
  await other.goto(shared);
  expect(await titles(grid(other))).toEqual(shown);
  await expect(other.getByRole("checkbox", { name: /^Black/ })).toBeChecked();
  await expect(other.getByLabel("Sort by")).toHaveValue("price-asc");
  await other.close();

  // Back undoes the sort; Clear all brings the whole page back.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price-asc/);
  await page.goForward();
  // By keyboard: 'Clear all' goes with the filters, and the focus stays in the panel.
  await filters.getByRole("link", { name: "Clear all" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/women$/);
  await expect(filters.locator("summary")).toBeFocused();
  // The panel folds away again, nothing ticked.
  await expect(page.locator('input[name="color"]:checked, input[name="size"]:checked')).toHaveCount(0);
  expect((await titles(grid(page))).length).toBeGreaterThan(shown.length);
});

test("a keyboard shopper keeps the focus on the filter or sort they just changed", async ({ page }) => {
  await acceptCookies(page);
  await gotoHydrated(page, "/women");
  const filters = page.getByRole("form", { name: "Filter and sort" });
  await filters.getByText("Filters", { exact: true }).click();
  const size = filters.getByRole("group", { name: "Size" }).getByRole("checkbox", { name: /^M \(\d+\)$/ });
  await size.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/[?&]size=M(&|$)/);
  await expect(size).toBeChecked();
  await expect(size).toBeFocused();

  const sort = filters.getByLabel("Sort by");
  const beforeSort = page.url();
  await sort.focus();
  await page.keyboard.press("ArrowDown");
  // The address had a sort already (the size's change sent the form's current one): wait for
  // the new one, not the one already there.
  await expect.poll(() => page.url()).not.toBe(beforeSort);
  await expect(page).toHaveURL(/[?&]sort=/);
  await expect(sort).toBeFocused();
  const chosen = new URL(page.url()).searchParams.get("sort")!;
  await expect(sort).toHaveValue(chosen);

  // Back undoes the sort, and the select follows the address; Back again unticks the size.
  await page.goBack();
  await expect(page).toHaveURL(beforeSort);
  await expect(sort).toHaveValue(new URL(beforeSort).searchParams.get("sort")!);
  await expect(size).toBeChecked();
  await page.goBack();
  await expect(page).not.toHaveURL(/size=M/);
  await expect(page.locator('input[name="size"][value="M"]')).not.toBeChecked();
});

// Every font face a page's text uses is fetched at its first layout, beside the LCP picture, on
// a phone's connection. The filter bar's +/− is drawn (DisclosureMark); as a "+" in Jost 300 it
// made the category page fetch a 7 KB face for that one character.
test("the category page fetches the faces its text uses, and no other", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await gotoHydrated(page, "/women");
  await page.waitForLoadState("networkidle");
  expect(fonts.some((f) => /jost-400/.test(f))).toBe(true);
  expect(fonts.filter((f) => /jost-300|italic/.test(f))).toEqual([]);
  const summary = page.getByRole("form", { name: "Filter and sort" }).locator("summary");
  await summary.click();
  await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
  expect(fonts.filter((f) => /jost-300/.test(f))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form submits as a plain form and Clear all is a plain link", async ({ page }) => {
    await page.goto("/women");
    const filters = page.getByRole("form", { name: "Filter and sort" });
    await filters.getByText("Filters", { exact: true }).click();
    await filters.getByRole("checkbox", { name: /^Camel \(\d+\)$/ }).check();
    await filters.getByLabel("Sort by").selectOption("price-desc");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/color=camel/);
    await expect(page).toHaveURL(/sort=price-desc/);
    const shownPrices = await prices(grid(page));
    expect(shownPrices.length).toBeGreaterThan(0);
    expect(shownPrices).toEqual([...shownPrices].sort((a, b) => b - a));
    await expect(page.getByRole("checkbox", { name: /^Camel/ })).toBeChecked();
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/women$/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a shared filtered link opens the choices side by side, so the pieces follow close behind", async ({
    page,
  }) => {
    await page.goto("/women?size=M");
    const form = page.getByRole("form", { name: "Filter and sort" });
    const sizes = form.getByRole("group", { name: "Size" });
    await expect(sizes.getByRole("checkbox", { name: /^M \(/ })).toBeChecked();
    // Four sizes to a row, two colours; it was one per row, some 1,600 px in all.
    const rows = await sizes
      .locator("li")
      .evaluateAll((items) => new Set(items.map((i) => i.getBoundingClientRect().top)).size);
    const count = await sizes.locator("li").count();
    expect(rows).toBeLessThanOrEqual(Math.ceil(count / 3));
    const box = await form.boundingBox();
    expect(box!.height).toBeLessThan(1000);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
