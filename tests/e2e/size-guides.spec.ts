// Size guides per kind of product (decisions 60–62): a shoe shows the shoe guide with its own
// sizes, a bag has no 'Size Guide' link, a trench sold in 36–46 reads 36…46; an editor with
// 'design' changes a row, publishes, and the product page shows it. axe on the Size Guides
// screen (and Design, which links to it) at 1280 and 390 px.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { openDashboard, staffPage, staffOnPhone, restoreVersionOne } from "./helpers/staff";

const origin = () => test.info().project.use.baseURL ?? "";

interface Product {
  id: string;
  url: string;
  title: string;
  sizes: { key: string }[];
  sizeGuide: string;
}

/** A seeded product found by its exact title through the shop's search API. */
async function productTitled(request: APIRequestContext, title: string): Promise<Product> {
  const found = (await (
    await request.get(`/api/v1/products/search?q=${encodeURIComponent(title)}&limit=25`)
  ).json()) as { items: { title: string; url: string }[] };
  const hit = found.items.find((p) => p.title === title);
  expect(hit, title).toBeDefined();
  return (await (await request.get(`/api/v1/products/by-url/${hit!.url}`)).json()) as Product;
}

async function openProduct(page: Page, product: Product): Promise<void> {
  await page.goto(`/product/${product.url}`);
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
}

async function openGuide(page: Page) {
  await page.getByRole("button", { name: "Size Guide" }).click();
  return page.getByRole("dialog", { name: "Size Guide" });
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("a shoe product shows the shoe guide, its rows the EU sizes it sells", async ({ page, request }) => {
  const loafers = await productTitled(request, "Calfskin Penny Loafers");
  expect(loafers.sizeGuide).toBe("shoes");
  await openProduct(page, loafers);
  const guide = await openGuide(page);
  const chart = guide.getByRole("table", { name: "Shoes" });
  for (const header of ["EU", "US women", "US men", "UK", "Foot length (cm)"]) {
    await expect(chart.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  await expect(chart.getByRole("rowheader")).toHaveText(["36", "37", "38", "39", "40", "41"]);
  await expect(chart.getByRole("row", { name: /^38 / })).toContainText("24.1");
  await expectNoAxeViolations(page);
});

test("a bag has no Size Guide link", async ({ page, request }) => {
  const bag = await productTitled(request, "The Atelier Top-Handle Bag");
  expect(bag.sizeGuide).toBe("none");
  await openProduct(page, bag);
  await expect(page.getByLabel("Size", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Size Guide" })).toHaveCount(0);
});

test("a trench sold in 36–46 opens a chart of 36…46, not XS–XL", async ({ page, request }) => {
  const trench = await productTitled(request, "Belted Gabardine Trench Coat");
  await openProduct(page, trench);
  const chart = (await openGuide(page)).getByRole("table", { name: "Coats and Tailoring" });
  await expect(chart.getByRole("rowheader")).toHaveText(["36", "38", "40", "42", "44", "46"]);
  await expect(chart.getByRole("rowheader", { name: "XS", exact: true })).toHaveCount(0);
});

test("the product form names the product's guide, defaulting from its sub-categories", async ({
  browser,
  request,
}) => {
  const loafers = await productTitled(request, "Calfskin Penny Loafers");
  const page = await staffPage(browser, origin(), {
    id: "guide-products",
    roleName: "Guide Products",
    permissions: { products: ["add", "edit"] },
  });
  await openDashboard(page, `/dashboard/products/${loafers.id}/edit`);
  const select = page.getByLabel("Size guide", { exact: true });
  await expect(select).toHaveValue("shoes");
  await expect(select.getByRole("option")).toHaveText([
    "Coats and Tailoring",
    "Knitwear",
    "Shoes",
    "No size guide",
  ]);
  await expectNoAxeViolations(page);

  await openDashboard(page, "/dashboard/products/new");
  await expect(page.getByLabel("Size guide", { exact: true })).toHaveValue("none");
  await page.getByRole("checkbox", { name: "Knitwear" }).first().check();
  await expect(page.getByLabel("Size guide", { exact: true })).toHaveValue("knitwear");
  await page.context().close();
});

test("an editor with 'design' edits a guide row, publishes, and the product page shows it", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, origin(), {
    id: "guide-editor",
    roleName: "Guide Editor",
    permissions: { design: ["edit"] },
  });
  await openDashboard(page, "/dashboard/design");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Size Guides" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Size Guides" })).toBeVisible();
  await page.locator('main[data-hydrated="true"]').waitFor();
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Size guides" });
  await expect(form.getByRole("button", { name: "Coats and Tailoring" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await form.getByLabel("38: Chest (cm)", { exact: true }).fill("89.5");
  // The preview follows the form before anything is published.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("row", { name: /^38 / })).toContainText("89.5");
  await form.getByRole("button", { name: "Publish" }).click();
  const published = page.getByRole("status").filter({ hasText: /Version \d+ is published/ });
  await expect(published).toBeVisible();

  // A title being retyped leaves its tab named; a refused publish takes the last one's notice away.
  const title = form.getByLabel("Title", { exact: true });
  await title.fill("");
  await expect(form.getByRole("button", { name: "Coats and Tailoring" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await form.getByRole("button", { name: "Publish" }).click();
  await expect(form.getByText("Please check the highlighted fields.")).toBeVisible();
  await expect(published).toHaveCount(0);
  await title.fill("Coats and Tailoring");

  const shopper = await browser.newPage({ baseURL: origin() });
  await acceptCookies(shopper);
  const trench = await productTitled(request, "Belted Gabardine Trench Coat");
  await openProduct(shopper, trench);
  const chart = (await openGuide(shopper)).getByRole("table", { name: "Coats and Tailoring" });
  await expect(chart.getByRole("row", { name: /^38 / }).getByRole("cell").first()).toHaveText("89.5");
  await shopper.close();

  // Phone width: the same screen stays accessible; then version 1 goes back for the other journeys.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await restoreVersionOne(page);
  await openDashboard(page, "/dashboard/design");
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("a role with 'design' view only reads the guides on a phone but cannot change them", async ({
  browser,
}) => {
  const page = await staffOnPhone(browser, "Guide Viewer", { design: ["view"] }, "design/size-guides");
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  const form = page.getByRole("form", { name: "Size guides" });
  await form.getByRole("button", { name: "Shoes" }).click();
  await expect(form.getByLabel("40: Foot length (cm)", { exact: true })).toHaveValue("25.4");
  await expect(form.getByLabel("40: Foot length (cm)", { exact: true })).toHaveAttribute("readonly", "");
  await expect(form.getByRole("button", { name: "Add a Row" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("removing a guide's last row by keyboard leaves the focus on the row above, not the table's top", async ({
  browser,
}) => {
  const page = await staffPage(browser, origin(), {
    id: "guide-rows",
    roleName: "Guide Rows",
    permissions: { design: ["edit"] },
  });
  await openDashboard(page, "/dashboard/design/size-guides");
  await page.locator('main[data-hydrated="true"]').waitFor();
  const rows = page.getByRole("form", { name: "Size guides" }).locator("tbody tr");
  const count = await rows.count();
  const removeIn = (row: number) => rows.nth(row).getByRole("button", { name: /^Remove / });
  const above = await removeIn(count - 2).getAttribute("aria-label");
  await removeIn(count - 1).focus();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(count - 1);
  // The button went with its row: the keyboard goes on from the row that is now last.
  await expect(page.getByRole("button", { name: above!, exact: true })).toBeFocused();
  await page.context().close();
});
