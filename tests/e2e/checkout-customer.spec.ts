// The bag and checkout as shoppers meet them: a customer buys with a saved address, and an address
// kept from before City, State and ZIP is completed first. Shared fixtures: fixtures/checkout.ts.
import { expect, test } from "@playwright/test";
import { CONTINUE_SHOPPING, EMPTY_BAG } from "../../domain/messages";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { layoutShifted, watchLayoutShifts } from "./helpers/layout-shift";
import {
  anyInStock,
  findProducts,
  inStock,
  lineFor,
  seedBag,
  gotoHydrated,
  stored,
  signIn,
  fillPayment,
  bagAndKeptAddress,
  addNewYorkAddress,
} from "./fixtures/checkout";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("bag and checkout", () => {
  test("a customer buys with a saved address and lands on the account page", async ({ page, request }) => {
    const product = await anyInStock(request);
    await signIn(page);
    await seedBag(page, [lineFor(product)]);
    await gotoHydrated(page, "/checkout");
    // The saved default is preselected; there is no e-mail field for a signed-in buyer.
    await expect(
      page.getByRole("combobox", { name: "Shipping Address" }).locator("option:checked"),
    ).toHaveText(/Claire Whitmore/);
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Manage Addresses" }).click();
    const manage = page.getByRole("dialog", { name: "Manage Addresses" });
    await expect(manage.getByRole("list", { name: "Saved addresses" }).getByRole("listitem")).toHaveCount(2);
    await page.keyboard.press("Escape");
    await expect(manage).toBeHidden();
    await expect(page.getByRole("button", { name: "Manage Addresses" })).toBeFocused();
    const billing = page.getByRole("combobox", { name: "Billing Address" });
    await billing.selectOption((await billing.locator("option", { hasText: "WORK" }).getAttribute("value"))!);
    await expect(page.getByLabel("Same As Shipping Address")).not.toBeChecked();
    await fillPayment(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    const done = page.getByRole("dialog", { name: "Purchase Successful" });
    await expect(done).toBeVisible();
    await expect(done).toContainText(product.title);
    // A reload shows the confirmation again, read from the server, not an empty bag.
    await page.reload();
    await expect(done).toBeVisible();
    await expect(done).toContainText(product.title);
    await expect(page).toHaveURL(/\/checkout$/);
    await done.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/account/);
    expect(await stored(page, "shoppingBagList")).toEqual([]);
    // Once closed it is forgotten: the empty checkout goes to the bag as before.
    await gotoHydrated(page, "/checkout");
    await expect(page).toHaveURL(/\/bag$/);
    await expect(done).toHaveCount(0);
  });

  test("bag and checkout take their loading line's place without moving the page (footer kept below the fold)", async ({
    page,
    request,
  }) => {
    const product = await anyInStock(request);
    await signIn(page);
    await seedBag(page, [lineFor(product)]);
    await watchLayoutShifts(page);
    for (const path of ["/bag", "/checkout"]) {
      await gotoHydrated(page, path);
      await expect(page.getByText("Loading your bag…")).toHaveCount(0);
      await expect(page.getByRole("main").getByText(product.title).first()).toBeVisible();
      await page.waitForTimeout(500);
      // The footer used to sit in view under 'Loading your bag…' and jump down: 0.1 (bag), 0.23 (checkout).
      const shifted = await layoutShifted(page);
      expect(shifted, path).toBeLessThan(0.005);
    }
  });

  test("on a tall screen the bag's loading line holds its stored lines' height: the footer does not jump", async ({
    page,
    request,
  }) => {
    const products = await findProducts(request, (p) => inStock(p).length > 0, 3);
    await page.setViewportSize({ width: 2560, height: 1440 });
    await seedBag(
      page,
      products.map((p) => lineFor(p)),
    );
    await watchLayoutShifts(page);
    await gotoHydrated(page, "/bag");
    await expect(page.getByRole("main").getByText(products[2]!.title).first()).toBeVisible();
    await page.waitForTimeout(500);
    // It used to hold one line's height only: 0.036 of layout shift with three lines at 2560 × 1440.
    expect(await layoutShifted(page)).toBeLessThan(0.005);
  });

  test("an empty bag is drawn by the server's page before hydration, and nothing moves when React takes over", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1200 });
    // Without the page's modules: only the server's HTML and its inline scripts.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/bag");
    await expect(page.getByText(EMPTY_BAG)).toBeVisible();
    await expect(page.getByText("Loading your bag…")).toBeHidden();
    await expect(page.getByRole("link", { name: CONTINUE_SHOPPING })).toBeVisible();
    await page.unroute("**/assets/*.js");

    await watchLayoutShifts(page);
    await gotoHydrated(page, "/bag");
    await expect(page.getByRole("main").getByText(EMPTY_BAG)).toHaveCount(1);
    await page.waitForTimeout(500);
    // The loading line held a bag's height and the empty state pulled the footer up: 0.024.
    const shifted = await layoutShifted(page);
    expect(shifted).toBeLessThan(0.005);
  });

  test("an address kept from before City, State and ZIP were asked is completed before shipping there", async ({
    page,
    request,
  }) => {
    await bagAndKeptAddress(page, request, { type: "HOME" });
    await gotoHydrated(page, "/checkout");
    const shipping = page.getByRole("combobox", { name: "Shipping Address" });
    const billing = page.getByRole("combobox", { name: "Billing Address" });
    // Billed as it is; to ship there, the shopper is told what to add, and it cannot be chosen yet.
    await expect(shipping).toHaveValue("default");
    const option = shipping.getByRole("option", { name: /5 Office Road/ });
    await expect(option).toHaveText(
      "HOME: Ada Lovelace, 5 Office Road, Boston (to ship here, add State, ZIP Code in Manage Addresses)",
    );
    await expect(option).toBeDisabled();
    await page.getByLabel("Same As Shipping Address").uncheck();
    await expect(billing.getByRole("option", { name: /5 Office Road/ })).toBeEnabled();

    // Manage Addresses → Edit asks for exactly what is missing.
    await page.getByRole("button", { name: "Manage Addresses" }).click();
    const manage = page.getByRole("dialog", { name: "Manage Addresses" });
    await manage.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Address" });
    await expect(edit.getByRole("textbox", { name: "City" })).toHaveValue("Boston");
    await edit.getByRole("button", { name: "Save Address" }).click();
    await expect(edit.getByRole("alert")).toHaveText(
      "Please make sure to fill and check the required fields.",
    );
    await expect(edit.getByRole("combobox", { name: "State" })).toHaveAttribute("aria-invalid", "true");
    await expect(edit.getByRole("textbox", { name: "ZIP Code" })).toHaveAttribute("aria-invalid", "true");
    await expect(edit.getByRole("textbox", { name: "City" })).not.toHaveAttribute("aria-invalid", "true");
    await edit.getByRole("combobox", { name: "State" }).selectOption({ label: "Massachusetts" });
    await edit.getByRole("textbox", { name: "ZIP Code" }).fill("02116-4802");
    await edit.getByRole("button", { name: "Save Address" }).click();
    await expect(edit).toBeHidden();
    await expect(manage.getByRole("listitem").first()).toContainText("Boston, MA 02116-4802");
    await page.keyboard.press("Escape");
    await expect(manage).toBeHidden();
    await expect(shipping.getByRole("option", { name: /5 Office Road/ })).toBeEnabled();
    await shipping.selectOption({ label: "HOME: Ada Lovelace, 5 Office Road, Boston" });
    await expect(shipping.locator("option:checked")).toHaveText("HOME: Ada Lovelace, 5 Office Road, Boston");
    await expectNoAxeViolations(page);

    // An address added here is the one the shopper means to ship to; billing keeps its own choice.
    await billing.selectOption({ label: "HOME: Ada Lovelace, 5 Office Road, Boston" });
    await addNewYorkAddress(page, {
      type: "WORK",
      firstName: "Ada",
      lastName: "Lovelace",
      line1: "1 Wall Street",
      line2: "Floor 20",
      zip: "10005",
    });
    await expect(shipping.locator("option:checked")).toHaveText(/WORK: Ada Lovelace, 1 Wall Street/);
    await expect(billing.locator("option:checked")).toHaveText("HOME: Ada Lovelace, 5 Office Road, Boston");
  });
});
