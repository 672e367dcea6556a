// The bag and checkout as shoppers meet them: a guest fills the bag from product pages, edits a
// line, meets the quantity limit, tries two coupons, checks out with a new address, sees
// 'Purchase Successful' and cancels; a customer buys with a saved address; an empty checkout
// marks every required field and places nothing; stale lines are refreshed with a notice.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { BagItem } from "../../domain/bag";
import { colorName } from "../../domain/colors";
import type { Order } from "../../domain/contracts/orders";
import { formatDate } from "../../domain/dates";
import { orderTimelineSteps } from "../../domain/order-timeline";
import { formatPrice } from "../../domain/money";
import { computeTotals } from "../../domain/totals";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";

interface Size {
  key: string;
  status: 0 | 1 | 2 | 3;
  colors: string[];
  preOrderDate?: string;
}
interface Product {
  id: string;
  url: string;
  title: string;
  maxQuantity: number;
  basePriceCents: number;
  images: Record<string, string[]>;
  sizes: Size[];
  availability: { size: string; color: string; left: number | null }[];
}

const CUSTOMER = { email: "customer@atelier.example", password: "atelier-customer" };
/** In-stock sizes whose first colour is plentiful (no 'Only N left'), so any quantity up to the limit fits. */
const inStock = (p: Product) =>
  p.sizes.filter(
    (s) =>
      s.status === 1 &&
      !s.preOrderDate &&
      s.colors.length > 0 &&
      p.availability.find((a) => a.size === s.key && a.color === s.colors[0])?.left === null,
  );

/** Seeded products the predicate accepts, read in full from the API, first ones first. */
async function findProducts(
  request: APIRequestContext,
  accept: (p: Product) => boolean,
  count = 1,
): Promise<Product[]> {
  const list = (await (await request.get("/api/v1/products?page=explore&limit=50")).json()) as {
    items: { url: string }[];
  };
  const found: Product[] = [];
  for (const { url } of list.items) {
    const product = (await (await request.get(`/api/v1/products/by-url/${url}`)).json()) as Product;
    if (accept(product)) found.push(product);
    if (found.length === count) return found;
  }
  throw new Error("Not enough seeded products fit this journey");
}

/** A stored bag line for a product in one of its in-stock sizes. */
function lineFor(product: Product, size = inStock(product)[0]!, quantity = 1): BagItem {
  const color = size.colors[0]!;
  return {
    productId: product.id,
    title: product.title,
    url: product.url,
    maxQuantity: product.maxQuantity,
    image: product.images[color]?.[0] ?? "",
    quantity,
    basePriceCents: product.basePriceCents,
    size: size.key,
    color,
    status: 1,
  };
}

/** Writes the bag before the first page of the test loads (once, so the test's changes stay). */
async function seedBag(page: Page, lines: BagItem[]): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem("bag-seeded")) return;
    sessionStorage.setItem("bag-seeded", "1");
    localStorage.setItem("shoppingBagList", value);
  }, JSON.stringify(lines));
}

/** Opens a page and waits until React has hydrated it (the bag badge's flag). */
async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
}

async function stored<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k) ?? "null") as unknown,
    key,
  ) as Promise<T | null>;
}

async function addFromProductPage(page: Page, product: Product): Promise<void> {
  const size = inStock(product)[0]!;
  await gotoHydrated(page, `/product/${product.url}`);
  await page.getByLabel("Size", { exact: true }).selectOption(size.key);
  await page.getByRole("radio", { name: colorName(size.colors[0]!) }).check();
  await page.getByRole("button", { name: "Add To Bag" }).click();
  await expect(page.getByRole("dialog", { name: "Shopping Bag" })).toBeVisible();
  await page.keyboard.press("Escape");
}

async function signIn(page: Page): Promise<void> {
  const origin = test.info().project.use.baseURL ?? "";
  for (let attempt = 0; attempt < 6; attempt++) {
    const res = await page.request.post("/api/auth/sign-in/email", { data: CUSTOMER, headers: { origin } });
    if (res.status() !== 429) {
      expect(res.ok(), `sign-in: ${res.status()}`).toBe(true);
      return;
    }
    await page.waitForTimeout(Number(res.headers()["x-retry-after"] ?? "5") * 1000 + 250);
  }
  throw new Error("sign-in stayed rate limited");
}

async function fillPayment(page: Page): Promise<void> {
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("Phone Number").fill("+1 212 555 0100");
  await box("Card Number").fill("4242 4242 4242 4242");
  await box("Exp. Month").fill("12");
  await box("Exp. Year").fill("30");
  await box("CVV").fill("123");
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("bag and checkout", () => {
  test("a guest fills the bag, edits it, applies a coupon, buys with a new address and cancels", async ({
    page,
    request,
  }) => {
    // The longest journey here, with two axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const [first, second] = await findProducts(
      request,
      (p) => p.maxQuantity >= 2 && inStock(p).length >= 2,
      2,
    );
    await addFromProductPage(page, first!);
    await addFromProductPage(page, second!);

    await gotoHydrated(page, "/bag");
    await expect(page.getByRole("heading", { name: "Shopping Bag", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: first!.title, exact: true })).toHaveAttribute(
      "href",
      `/product/${first!.url}`,
    );
    await expect(page.getByRole("link", { name: second!.title, exact: true })).toBeVisible();

    // Edit: another size of the first product; the quantity is kept.
    const newSize = inStock(first!)[1]!;
    await page.getByRole("button", { name: `Edit ${first!.title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit" });
    await edit.getByLabel("Size", { exact: true }).selectOption(newSize.key);
    if (!(await edit.getByRole("radio", { checked: true }).count())) {
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(edit.getByRole("radiogroup", { name: "Colour" })).toHaveAttribute("aria-invalid", "true");
      await edit.getByRole("radio", { name: colorName(newSize.colors[0]!) }).check();
    }
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    const edited = (await stored<BagItem[]>(page, "shoppingBagList"))!;
    expect(edited[0]).toMatchObject({ productId: first!.id, size: newSize.key, quantity: 1 });

    // Quantity: up to the product's limit, then 'Limit reached.'.
    const up = page.getByRole("button", { name: `Increase quantity of ${first!.title}` });
    const down = page.getByRole("button", { name: `Decrease quantity of ${first!.title}` });
    await expect(down).toBeDisabled();
    for (let n = 1; n < first!.maxQuantity; n++) await up.click();
    await expect(page.getByText("Limit reached.")).toBeVisible();
    await expect(up).toBeDisabled();
    await up.click({ force: true });
    await expect(down).toBeEnabled();

    // Coupons: Apply waits for a code; the expired one is refused, the valid one applies.
    const code = page.getByLabel("Coupon Code");
    const apply = page.getByRole("button", { name: "Apply" });
    await expect(apply).toBeDisabled();
    await code.fill("summer22");
    await apply.click();
    await expect(page.getByText('Coupon code "SUMMER22" is expired.')).toBeVisible();
    await code.fill("WELCOME10");
    await apply.click();
    await expect(page.getByText('Coupon code "WELCOME10" was added.')).toBeVisible();
    await expect(page.getByText("10% off")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("couponCode"))).toBe("WELCOME10");

    const lines = (await stored<BagItem[]>(page, "shoppingBagList"))!;
    expect(lines.map((l) => l.quantity)).toEqual([first!.maxQuantity, 1]);
    const totals = computeTotals(
      lines.map((l) => ({ unitPriceCents: l.basePriceCents, quantity: l.quantity })),
      10,
    );
    await expect(page.getByTestId("estimated-total")).toHaveText(formatPrice(totals.totalCents));
    await expect(page.getByText(`Coupon WELCOME10 (10%)`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Checkout: no saved address, so both selectors start unselected.
    await page.getByRole("link", { name: "Proceed To Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const shipping = page.getByRole("combobox", { name: "Shipping Address" });
    const billing = page.getByRole("combobox", { name: "Billing Address" });
    await expect(shipping).toHaveValue("default");
    await expect(billing).toHaveValue("default");
    await expect(page.getByText("Do not enter real card information")).toBeVisible();
    await expect(page.getByText("10% off")).toBeVisible();

    await page.getByRole("button", { name: "Add New Address" }).click();
    const panel = page.getByRole("dialog", { name: "Add New Address" });
    await panel.getByLabel("Address Type").selectOption("HOME");
    await panel.getByRole("textbox", { name: "First Name" }).fill("Ada");
    await panel.getByRole("textbox", { name: "Last Name" }).fill("Lovelace");
    await panel.getByRole("textbox", { name: "Address Line", exact: true }).fill("12 Park Avenue");
    await panel.getByRole("textbox", { name: "Address Line 2" }).fill("Apartment 4");
    await panel.getByRole("textbox", { name: "City" }).fill("New York");
    await panel.getByLabel("State").selectOption("NY");
    await panel.getByRole("textbox", { name: "ZIP Code" }).fill("10016");
    await panel.getByRole("button", { name: "Save Address" }).click();
    await expect(panel).toBeHidden();
    await expect(shipping.locator("option:checked")).toHaveText(/Ada Lovelace, 12 Park Avenue/);
    await expect(billing.locator("option:checked")).toHaveText(/Ada Lovelace, 12 Park Avenue/);
    await expect(page.getByLabel("Same As Shipping Address")).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("ada@example.com");
    await fillPayment(page);
    await page.getByRole("button", { name: "Place Order" }).click();

    const done = page.getByRole("dialog", { name: "Purchase Successful" });
    await expect(done).toBeVisible();
    await expect(page).toHaveURL(/\/bag$/);
    await expect(done).toContainText(formatPrice(totals.totalCents));
    await expect(done).toContainText(`-${formatPrice(totals.discountCents)}`);
    const [guestOrder] = (await stored<{ id: string; token: string }[]>(page, "guestOrders"))!;
    const order = (await (
      await request.get(`/api/v1/orders/${guestOrder!.id}`, {
        headers: { "X-Order-Token": guestOrder!.token },
      })
    ).json()) as Order;
    expect(order.totalCents).toBe(totals.totalCents);
    // Nothing has shipped: Purchased is dated, the next steps are estimates (+7, +14 days).
    const timeline = done.getByRole("list", { name: "Delivery timeline" });
    const steps = orderTimelineSteps(order);
    expect(steps.map((s) => s.estimated)).toEqual([false, true, true]);
    for (const step of steps) {
      await expect(timeline.getByRole("listitem").filter({ hasText: step.label })).toContainText(
        `${step.estimated ? "Estimated" : ""}${formatDate(step.date)}`,
      );
    }
    expect(await stored(page, "shoppingBagList")).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("couponCode"))).toBeNull();

    // One press only asks; the order is cancelled by the answer.
    await done.getByRole("button", { name: "Cancel Order" }).click();
    const ask = done.getByRole("group", { name: "Cancel this order?" });
    await expect(ask.getByRole("button", { name: "Keep Order" })).toBeFocused();
    await expect(done).toBeVisible();
    await ask.getByRole("button", { name: "Cancel Order" }).click();
    await expect(done).toBeHidden();
    await expect(page.getByText(`Order ${guestOrder!.id} has been cancelled.`)).toBeVisible();
    await expect(page.getByText("Your shopping bag is empty")).toBeVisible();
    const after = (await (
      await request.get(`/api/v1/orders/${guestOrder!.id}`, {
        headers: { "X-Order-Token": guestOrder!.token },
      })
    ).json()) as { status: string };
    expect(after.status).toBe("cancelled");
  });

  test("a customer buys with a saved address and lands on the account page", async ({ page, request }) => {
    const [product] = await findProducts(request, (p) => inStock(p).length > 0);
    await signIn(page);
    await seedBag(page, [lineFor(product!)]);
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
    await expect(done).toContainText(product!.title);
    await done.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/account/);
    expect(await stored(page, "shoppingBagList")).toEqual([]);
  });

  test("an empty checkout marks every required field and places nothing @phone", async ({
    page,
    request,
  }) => {
    const [product] = await findProducts(request, (p) => inStock(p).length > 0);
    await seedBag(page, [lineFor(product!)]);
    const posts: string[] = [];
    page.on(
      "request",
      (r) => r.method() === "POST" && r.url().endsWith("/api/v1/orders") && posts.push(r.url()),
    );
    await gotoHydrated(page, "/checkout");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Place Order" }).click();

    const marked = [
      page.getByRole("combobox", { name: "Shipping Address" }),
      page.getByRole("combobox", { name: "Billing Address" }),
      ...["E-mail", "Phone Number", "Card Number", "Exp. Month", "Exp. Year", "CVV"].map((name) =>
        page.getByRole("textbox", { name, exact: true }),
      ),
    ];
    for (const field of marked) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAttribute("aria-describedby", /.+/);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("textbox", { name: "Phone Number", exact: true }).fill("555");
    await expect(page.getByRole("textbox", { name: "Phone Number", exact: true })).not.toHaveAttribute(
      "aria-invalid",
    );
    expect(posts).toEqual([]);
  });

  test("stale lines are refreshed with a notice, and a pre-order size shows its date", async ({
    page,
    request,
  }) => {
    const [product] = await findProducts(
      request,
      (p) =>
        inStock(p).length > 0 && p.sizes.some((s) => s.status === 2 && s.preOrderDate && s.colors.length > 0),
    );
    const current = lineFor(product!);
    const gone = {
      ...current,
      productId: "no-such-product",
      url: "no-such-product-1",
      title: "Vanished Piece",
    };
    await seedBag(page, [{ ...current, basePriceCents: current.basePriceCents + 1000 }, gone]);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("coupon-seeded")) localStorage.setItem("couponCode", "SUMMER22");
      sessionStorage.setItem("coupon-seeded", "1");
    });
    await gotoHydrated(page, "/bag");
    // A stored coupon is checked again on load: an expired one is cleared with the message.
    await expect(page.getByText('Coupon code "SUMMER22" is expired.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("couponCode"))).toBeNull();
    const from = formatPrice(current.basePriceCents + 1000);
    await expect(
      page.getByText(
        `The price of ${product!.title} changed from ${from} to ${formatPrice(current.basePriceCents)}.`,
      ),
    ).toBeVisible();
    await expect(page.getByText("Vanished Piece is no longer available and was removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Vanished Piece" })).toHaveCount(0);

    const pre = product!.sizes.find((s) => s.status === 2 && s.preOrderDate && s.colors.length > 0)!;
    await page.getByRole("button", { name: `Edit ${product!.title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit" });
    await edit.getByLabel("Size", { exact: true }).selectOption(pre.key);
    await expect(edit.getByText(`Pre Order Date: ${formatDate(pre.preOrderDate!)}`)).toBeVisible();
    await edit.getByRole("radio", { name: colorName(pre.colors[0]!) }).check();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    const items = page.getByRole("region", { name: "Items" });
    await expect(items.getByText(`Pre Order Date: ${formatDate(pre.preOrderDate!)}`)).toBeVisible();
    expect((await stored<BagItem[]>(page, "shoppingBagList"))![0]).toMatchObject({
      size: pre.key,
      status: 2,
    });
  });

  test("an address kept from before City, State and ZIP were asked is completed before shipping there", async ({
    page,
    request,
  }) => {
    const [product] = await findProducts(request, (p) => inStock(p).length > 0);
    await seedBag(page, [lineFor(product!)]);
    await page.addInitScript(() => {
      if (localStorage.getItem("addressBook_guest")) return;
      const kept = {
        type: "HOME",
        firstName: "Ada",
        lastName: "Lovelace",
        fullName: "Ada Lovelace",
        addressLine_1: "5 Office Road",
        addressLine_2: "Floor 3",
        city: "Boston",
        country: "USA",
        defaultAddress: true,
      };
      localStorage.setItem("addressBook_guest", JSON.stringify([kept]));
    });
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
  });

  test("a refusal is marked, and retries keep one Idempotency-Key so one order is placed", async ({
    page,
    request,
  }) => {
    const [product] = await findProducts(request, (p) => inStock(p).length > 0);
    await seedBag(page, [lineFor(product!)]);
    await page.addInitScript(() => {
      if (localStorage.getItem("addressBook_guest")) return;
      const address = { type: "WORK", firstName: "Ada", lastName: "Lovelace", fullName: "Ada Lovelace" };
      const place = {
        addressLine_1: "5 Office Road",
        addressLine_2: "Floor 3",
        city: "Boston",
        state: "MA",
        postalCode: "02116",
        country: "USA",
        defaultAddress: true,
      };
      localStorage.setItem("addressBook_guest", JSON.stringify([{ ...address, ...place }]));
    });
    // The coupon lookup is held back a moment: checkout's Apply reads 'Loading' meanwhile.
    await page.route("**/api/v1/coupons/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const keys: string[] = [];
    let answer = 0;
    await page.route("**/api/v1/orders", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      answer += 1;
      if (answer === 1) {
        const fields = { "lines.0.size": "Not available." };
        const error = {
          code: "BAD_REQUEST",
          message: `${product!.title} in size M cannot be ordered.`,
          fields,
        };
        await route.fulfill({ status: 400, json: { error } });
      } else if (answer === 2)
        await route.fulfill({ status: 503, json: { error: { code: "UNAVAILABLE", message: "Down." } } });
      else await route.continue();
    });

    await gotoHydrated(page, "/checkout");
    await page.getByLabel("Coupon Code").fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("button", { name: "Loading" })).toBeVisible();
    await expect(page.getByText('Coupon code "WELCOME10" was added.')).toBeVisible();

    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("ada@example.com");
    await fillPayment(page);
    const place = page.getByRole("button", { name: "Place Order" });
    await place.click();
    await expect(page.getByText(`${product!.title} in size M cannot be ordered.`)).toBeVisible();
    await expect(page.getByRole("complementary").getByText("Not available.")).toBeVisible();
    await place.click();
    await expect(page.getByText("Something went wrong.")).toBeVisible();
    await place.click();
    await expect(page.getByRole("dialog", { name: "Purchase Successful" })).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
  });

  test("an empty bag says so, and checkout sends it back to the bag", async ({ page }) => {
    await gotoHydrated(page, "/checkout");
    await expect(page).toHaveURL(/\/bag$/);
    await expect(page.getByText("Your shopping bag is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
  });
});
