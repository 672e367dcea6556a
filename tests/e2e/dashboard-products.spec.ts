// A product's life in the staff dashboard: the add form (two colours, uploaded pictures) through
// the shop, an edit and its removal; two people on one product; refusals on their fields.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { STALE_PRODUCT } from "../../domain/contracts/dashboard-products";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { openDashboard } from "./helpers/staff";
import { ADMIN, EDITOR, signIn } from "./fixtures/session";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("products", () => {
  let dir = "";
  const pictures = { black: "", camel: "" };

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "atelier-dashboard-"));
    for (const [name, background] of [
      ["black", "#1c1b1a"],
      ["camel", "#b88a5a"],
    ] as const) {
      const png = await sharp({ create: { width: 480, height: 600, channels: 3, background } })
        .png()
        .toBuffer();
      pictures[name] = path.join(dir, `${name}.png`);
      writeFileSync(pictures[name], png);
    }
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("the admin adds a product in two colours, finds it in the shop, edits its price and removes it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = `Sculpted Wool Cape ${Date.now().toString(36)}`;
    await signIn(page, ADMIN);
    await openDashboard(page, "/dashboard/products");
    await page.getByRole("link", { name: "ADD A NEW PRODUCT" }).click();
    await expect(page).toHaveURL(/\/dashboard\/products\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add a new product" })).toBeVisible();

    // An empty form is refused on the client, with focus on the first marked field.
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields.");
    await expect(page.getByLabel("Title")).toBeFocused();
    await expect(page.getByLabel("Title")).toHaveAccessibleDescription("Enter a title.");
    // A refusal that is the hint word for word is said once, not twice.
    await expect(page.getByLabel("Price (USD)")).toHaveAccessibleDescription(
      "Enter the price in dollars, e.g. 1250 or 1250.50.",
    );
    await expect(page.getByText("Enter the price in dollars, e.g. 1250 or 1250.50.")).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("A cape cut from double-faced wool, softly structured.");
    await page.getByLabel("Materials").fill("100% virgin wool.");
    await page.getByLabel("Detail 1").fill("Made in Italy");
    await page.getByRole("button", { name: "+ Add a line" }).click();
    // The new line takes the focus; removing a line gives it to the line that takes its place.
    await expect(page.getByLabel("Detail 2")).toBeFocused();
    await page.getByLabel("Detail 2").fill("Extra");
    await page.getByRole("button", { name: "+ Add a line" }).click();
    await page.getByLabel("Detail 3").fill("Unlined");
    await page.getByRole("button", { name: "Remove detail 2" }).click();
    await expect(page.getByLabel("Detail 2")).toBeFocused();
    await expect(page.getByLabel("Detail 2")).toHaveValue("Unlined");
    await expect(page.getByLabel("Detail 3")).toHaveCount(0);
    await page.getByRole("radio", { name: "Women" }).check();
    await page.getByRole("group", { name: "Women", exact: true }).getByLabel("Coats & Jackets").check();
    await page.getByLabel("Show on the Explore page").check();
    await page.getByLabel("Price (USD)").fill("1,250");

    const colours = page.getByRole("group", { name: "Colours", exact: true });
    await colours.getByLabel("Black").check();
    await colours.getByLabel("Camel").check();
    await page.getByLabel("Add pictures of Black").setInputFiles(pictures.black);
    await expect(page.getByRole("img", { name: "Black, view 1" })).toBeVisible();
    await page.getByLabel("Add pictures of Camel").setInputFiles(pictures.camel);
    await expect(page.getByRole("img", { name: "Camel, view 1" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Base colour" }).getByLabel("Black")).toBeChecked();

    await page.getByRole("textbox", { name: "Size", exact: true }).fill("S");
    const small = page.getByRole("group", { name: "Colours in S" });
    await small.getByLabel("Black").check();
    await small.getByLabel("Camel").check();
    await page.getByRole("button", { name: "+ Add a size" }).click();
    await expect(page.getByRole("textbox", { name: "Size", exact: true }).nth(1)).toBeFocused();
    await page.getByRole("textbox", { name: "Size", exact: true }).nth(1).fill("M");
    await page
      .getByRole("combobox", { name: "Status", exact: true })
      .nth(1)
      .selectOption({ label: "Pre-order" });
    await page.getByRole("group", { name: "Colours in M" }).getByLabel("Black").check();
    // Stock: S in two colours; the pre-order size M is left without a limit.
    await page.getByLabel("Stock of size S in Black").fill("4");
    await page.getByLabel("Stock of size S in Camel").fill("2");
    await expect(page.getByLabel("Stock of size M in Black")).toHaveAttribute("placeholder", "No limit");
    await expectNoAxeViolations(page);

    // A pre-order size without its date is marked and focused, as the server would refuse it.
    await page.getByRole("button", { name: "Add product" }).click();
    const date = page.getByLabel("Pre-order date");
    await expect(date).toBeFocused();
    await expect(date).toHaveAccessibleDescription("A pre-order size needs its date.");
    await date.fill("2027-03-01");

    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    await expect(page.getByRole("status").filter({ hasText: `“${title}” has been added.` })).toBeVisible();
    // The form is gone: the focus is on the list's title, above the confirmation, not the page's top.
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeFocused();
    const firstRow = page.getByRole("table").getByRole("row").nth(1);
    await expect(firstRow).toContainText(title);
    await expect(firstRow).toContainText("$ 1,250");
    await expect(firstRow).toContainText("IN STOCK");
    await expect(firstRow).toContainText("6");
    await expect(firstRow).toContainText("Low stock");
    // What the mark means is said where every reader sees it, not only to screen readers.
    await expect(page.getByText("Low stock: a size and colour with 3 or fewer units.")).toBeVisible();

    await page.getByRole("link", { name: "View in the shop" }).click();
    await expect(page).toHaveURL(/\/product\/sculpted-wool-cape-/);
    const shopUrl = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main").getByText("$ 1,250", { exact: true }).first()).toBeVisible();

    // Edit: the form is filled from the product; a new price shows in the shop at once.
    await openDashboard(page, "/dashboard/products");
    await page.locator('main[data-hydrated="true"]').waitFor();
    await page.getByRole("link", { name: `EDIT ${title}` }).focus();
    await page.keyboard.press("Enter");
    // The row's link is gone with the list: the keyboard goes on from the new page's heading.
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${title}` })).toBeFocused();
    await page.locator('main[data-hydrated="true"]').waitFor();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Price (USD)")).toHaveValue("1250");
    await expect(page.getByRole("img", { name: "Camel, view 1" })).toBeVisible();
    await page.getByLabel("Price (USD)").fill("990.50");
    // Cancel with a changed price asks first; staying keeps the edit, and the save goes unasked.
    await page.getByRole("link", { name: "Cancel" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay" }).click();
    await expect(leave).toBeHidden();
    await expect(page.getByLabel("Price (USD)")).toHaveValue("990.50");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: `“${title}” has been saved.` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeFocused();
    await page.goto(shopUrl);
    await expect(page.getByRole("main").getByText("$ 990.50", { exact: true }).first()).toBeVisible();

    // Remove, after the confirm dialog; the list updates in place and focus lands on the heading.
    await openDashboard(page, "/dashboard/products");
    await page.getByRole("button", { name: `REMOVE ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove Product" });
    await expect(dialog).toContainText(title);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: `“${title}” has been removed.` })).toBeVisible();
    await expect(page.getByRole("table")).not.toContainText(title);
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeFocused();
    const gone = await page.goto(shopUrl);
    expect(gone?.status()).toBe(404);
  });

  test("saving an edit and reloading the list logs no console error; a size on sale needs a colour", async ({
    page,
  }) => {
    // Any console error fails the test, React's hydration errors (#418) first among them.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, ADMIN);
    await openDashboard(page, "/dashboard/products");
    const firstRow = page.getByRole("table").getByRole("row").nth(1);
    const title = (await firstRow.getByRole("link", { name: /^EDIT / }).innerText()).replace(/^EDIT\s*/, "");
    await firstRow.getByRole("link", { name: /^EDIT / }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${title}` })).toBeVisible();
    await page.locator('main[data-hydrated="true"]').waitFor();

    const size = (await page.getByRole("textbox", { name: "Size", exact: true }).first().inputValue()).trim();
    // A colour unticked by mistake comes back, pictures and sizes, when ticked again before the save.
    const sizeColours = page.getByRole("group", { name: `Colours in ${size}` });
    const offered = sizeColours.getByRole("checkbox", { checked: true }).first();
    const colour = (await offered.evaluate((box) => box.parentElement?.textContent ?? "")).trim();
    const palette = page
      .getByRole("group", { name: "Colours", exact: true })
      .getByLabel(colour, { exact: true });
    const picture = page.getByRole("img", { name: `${colour}, view 1`, exact: true });
    await expect(picture).toBeVisible();
    await palette.uncheck();
    await expect(picture).toHaveCount(0);
    await expect(sizeColours.getByLabel(colour, { exact: true })).toHaveCount(0);
    await palette.check();
    await expect(picture).toBeVisible();
    await expect(sizeColours.getByLabel(colour, { exact: true })).toBeChecked();

    // An in-stock size with every colour unticked could never be bought: refused on that size.
    const status = page.getByRole("combobox", { name: "Status", exact: true }).first();
    const original = await status.inputValue();
    await status.selectOption({ label: "In stock" });
    const colours = page.getByRole("group", { name: `Colours in ${size}` });
    const ticked = colours.getByRole("checkbox", { checked: true });
    const names: string[] = [];
    while ((await ticked.count()) > 0) {
      names.push((await ticked.first().evaluate((box) => box.parentElement?.textContent ?? "")).trim());
      await ticked.first().uncheck();
    }
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(colours).toHaveAccessibleDescription(
      "A size in stock or on pre-order needs at least one colour.",
    );
    await expect(page).toHaveURL(/\/edit$/);
    // Put the product back as it was (other journeys share the catalogue), and save that.
    for (const name of names) await colours.getByLabel(name).check();
    await status.selectOption(original);

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    const saved = page.getByRole("status").filter({ hasText: `“${title}” has been saved.` });
    await expect(saved).toBeVisible();
    // The confirmation rides in history state, which a reload keeps and the server never sees.
    await page.reload();
    await page.locator('main[data-hydrated="true"]').waitFor();
    await expect(saved).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("two people on one product: the later save is refused with a reason, not laid over the earlier", async ({
    page,
    browser,
  }) => {
    const other = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await acceptCookies(other);
    await signIn(page, ADMIN);
    await signIn(other, EDITOR);
    const list = (await (await page.request.get("/api/v1/dashboard/products?limit=3")).json()) as {
      items: { id: string }[];
    };
    const id = list.items[2]!.id;
    await openDashboard(page, `/dashboard/products/${id}/edit`);
    await openDashboard(other, `/dashboard/products/${id}/edit`);

    const materials = page.getByLabel("Materials");
    const original = await materials.inputValue();
    await materials.fill(`${original} Lined in silk.`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);

    // The editor, on the page opened before that save, changes the price: refused, and told why.
    await other.getByLabel("Price (USD)").fill("777");
    await other.getByRole("button", { name: "Save changes" }).click();
    await expect(other.getByText(STALE_PRODUCT)).toBeVisible();
    await expect(other).toHaveURL(/\/edit$/);
    const now = (await (await page.request.get(`/api/v1/dashboard/products/${id}`)).json()) as {
      materials: string;
    };
    expect(now.materials).toBe(`${original} Lined in silk.`);

    // Put the product back as it was (other journeys share the catalogue).
    await openDashboard(page, `/dashboard/products/${id}/edit`);
    await page.getByLabel("Materials").fill(original);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    await other.context().close();
  });

  test("Show More loads the next ten; a failed removal closes the dialog and says so", async ({ page }) => {
    await signIn(page, ADMIN);
    await openDashboard(page, "/dashboard/products");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(11);
    // The next page held back a moment, so the button is seen disabled (and the focus dropped).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/dashboard\/products\?.*cursor=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Show More" }).click();
    await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
    release();
    await expect(rows).toHaveCount(21);
    await expect(page.getByText("20 products shown")).toBeVisible();
    // Disabled while it loaded, the button has the keyboard's focus back once it is done.
    await expect(page.getByRole("button", { name: "Show More" })).toBeFocused();
    await page.unroute(/\/api\/v1\/dashboard\/products\?.*cursor=/);
    // Back from a product's page: the twenty rows again, the one opened in view.
    const opened = rows.nth(15).getByRole("link", { name: /^EDIT/ });
    const openedHref = await opened.getAttribute("href");
    await opened.click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    await expect(rows).toHaveCount(21);
    await expect(page.locator(`a[href="${openedHref}"]`)).toBeInViewport();

    await page.route("**/api/v1/dashboard/products/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    const firstTitle = (await rows.nth(1).locator("td").first().innerText()).split("\n")[0] ?? "";
    await rows
      .nth(1)
      .getByRole("button", { name: /^REMOVE/ })
      .click();
    await page
      .getByRole("dialog", { name: "Remove Product" })
      .getByRole("button", { name: "Remove", exact: true })
      .click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("alert")).toContainText("could not be removed");
    await expect(rows.nth(1)).toContainText(firstTitle);
  });

  test("the server's field errors land on their fields", async ({ page }) => {
    await signIn(page, ADMIN);
    await openDashboard(page, "/dashboard/products/new");
    // Answered as the server would for a rule the client does not know yet.
    await page.route("**/api/v1/dashboard/products", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "bad_request", message: "Invalid body.", fields: { materials: "Name the fibres." } },
        }),
      }),
    );
    await page.getByLabel("Title").fill("A Quiet Scarf");
    await page.getByLabel("Description").fill("Soft.");
    await page.getByLabel("Materials").fill("Wool");
    await page.getByRole("radio", { name: "Unisex" }).check();
    await page.getByLabel("Price (USD)").fill("300");
    await page.getByRole("group", { name: "Colours", exact: true }).getByLabel("Camel").check();
    await page.getByLabel("Add pictures of Camel").setInputFiles(pictures.camel);
    await expect(page.getByRole("img", { name: "Camel, view 1" })).toBeVisible();
    await page.getByRole("textbox", { name: "Size", exact: true }).fill("One Size");
    // A size on sale needs a colour (checked in the browser first), so the server is reached.
    await page.getByRole("group", { name: "Colours in One Size" }).getByLabel("Camel").check();
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByLabel("Materials")).toBeFocused();
    await expect(page.getByLabel("Materials")).toHaveAccessibleDescription("Name the fibres.");
    await expect(page).toHaveURL(/\/dashboard\/products\/new$/);
  });
});
