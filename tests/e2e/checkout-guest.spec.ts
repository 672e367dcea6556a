// The bag and checkout as shoppers meet them: a guest fills the bag from product pages, edits a
// line, meets the quantity limit, tries two coupons, checks out with a new address, sees Purchase
// Successful (again after a reload) and cancels. Shared fixtures: fixtures/checkout.ts.
import { expect, test } from "@playwright/test";
import type { BagItem } from "../../domain/bag";
import { colorName } from "../../domain/colors";
import type { Order } from "../../domain/contracts/orders";
import { formatDate } from "../../domain/dates";
import { orderTimelineSteps } from "../../domain/order-timeline";
import { formatPrice } from "../../domain/money";
import { computeTotals } from "../../domain/totals";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import {
  inStock,
  findProducts,
  gotoHydrated,
  stored,
  addFromProductPage,
  fillPayment,
  addNewYorkAddress,
} from "./fixtures/checkout";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("bag and checkout", () => {
  test("a guest fills the bag, edits it, applies a coupon, buys with a new address and cancels", async ({
    page,
    request,
  }) => {
    // The longest journey here, with three axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
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
    // The panel as the shopper leaves it: another size, a colour chosen, Save Changes next.
    await expectNoAxeViolations(page);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    const edited = (await stored<BagItem[]>(page, "shoppingBagList"))!;
    expect(edited[0]).toMatchObject({ productId: first!.id, size: newSize.key, quantity: 1 });

    // Quantity: up to the product's limit, then 'Limit reached.'.
    const up = page.getByRole("button", { name: `Increase quantity of ${first!.title}` });
    const down = page.getByRole("button", { name: `Decrease quantity of ${first!.title}` });
    await expect(down).toBeDisabled();
    for (let n = 1; n < first!.maxQuantity; n++) await up.click();
    await expect(page.getByText("Limit reached.", { exact: true })).toBeVisible();
    // A listener hears which piece, its quantity and the limit, not a bare number.
    await expect(page.getByRole("status").filter({ hasText: `Quantity of ${first!.title}:` })).toHaveText(
      `Quantity of ${first!.title}: ${first!.maxQuantity}. Limit reached.`,
    );
    await expect(up).toBeDisabled();
    await up.click({ force: true });
    await expect(down).toBeEnabled();

    // Coupons: Apply waits for a code; the expired one is refused, the valid one applies.
    const code = page.getByLabel("Coupon Code");
    const apply = page.getByRole("button", { name: "Apply" });
    await expect(apply).toBeDisabled();
    // Typed and cleared: marked, and the mark says why.
    await code.fill("x");
    await code.fill("");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toHaveAccessibleDescription("Enter a coupon code.");
    await code.fill("summer22");
    await apply.click();
    await expect(page.getByText('Coupon code "SUMMER22" is expired.')).toBeVisible();
    await code.fill("WELCOME10");
    await apply.click();
    await expect(page.getByText('Coupon code "WELCOME10" was added.')).toBeVisible();
    await expect(page.getByText("10% off")).toBeVisible();
    // The keyboard goes on from the applied coupon's Remove (the message is read out meanwhile).
    await expect(page.getByRole("button", { name: "Remove coupon WELCOME10" })).toBeFocused();
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

    await addNewYorkAddress(page, {
      type: "HOME",
      firstName: "Ada",
      lastName: "Lovelace",
      line1: "12 Park Avenue",
      line2: "Apartment 4",
      zip: "10016",
    });
    await expect(page.getByRole("status").filter({ hasText: "The address has been added." })).toBeAttached();
    await expect(shipping.locator("option:checked")).toHaveText(/Ada Lovelace, 12 Park Avenue/);
    await expect(billing.locator("option:checked")).toHaveText(/Ada Lovelace, 12 Park Avenue/);
    await expect(page.getByLabel("Same As Shipping Address")).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("ada@example.com");
    await fillPayment(page);
    // A reload keeps the contact details (and the chosen address), never the card.
    await page.reload();
    const box = (name: string) => page.getByRole("textbox", { name, exact: true });
    await expect(box("E-mail")).toHaveValue("ada@example.com");
    await expect(box("Phone Number")).toHaveValue("+1 212 555 0100");
    await expect(box("Card Number")).toHaveValue("");
    await expect(box("CVV")).toHaveValue("");
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
    expect(await page.evaluate(() => sessionStorage.getItem("checkoutContact"))).toBeNull();

    // A reload brings the confirmation back with the guest's token, not only an empty bag.
    await page.reload();
    await expect(done).toBeVisible();
    await expect(done).toContainText(`Order No. ${guestOrder!.id}`);

    // One press only asks; the order is cancelled by the answer.
    await done.getByRole("button", { name: "Cancel Order" }).click();
    const ask = done.getByRole("group", { name: "Cancel this order?" });
    await expect(ask.getByRole("button", { name: "Keep Order" })).toBeFocused();
    await expect(done).toBeVisible();
    await ask.getByRole("button", { name: "Cancel Order" }).click();
    await expect(done).toBeHidden();
    await expect(page.getByText(`Order ${guestOrder!.id} has been cancelled.`)).toBeVisible();
    await expect(page.getByText("Your shopping bag is empty")).toBeVisible();
    // After a reload the bag still says what became of the order, and asks nothing more.
    await page.reload();
    await expect(page.getByText(`Order ${guestOrder!.id} has been cancelled.`)).toBeVisible();
    await expect(done).toHaveCount(0);
    const after = (await (
      await request.get(`/api/v1/orders/${guestOrder!.id}`, {
        headers: { "X-Order-Token": guestOrder!.token },
      })
    ).json()) as { status: string };
    expect(after.status).toBe("cancelled");
  });

  test("a kept confirmation comes back only on a reload of its page, and one that can no longer be read is dropped", async ({
    page,
  }) => {
    const kept = JSON.stringify({ id: "999999", guestToken: "not-a-token", open: true, at: Date.now() });
    await page.goto("/");
    await page.evaluate((value) => sessionStorage.setItem("placedOrder", value), kept);
    // Reached by a link, not a reload: the empty checkout goes to the bag, and nothing is read.
    await gotoHydrated(page, "/checkout");
    await expect(page).toHaveURL(/\/bag$/);
    await expect(page.getByText("Your shopping bag is empty")).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("placedOrder"))).toBe(kept);
    // A reload of the bag reads it again: the server knows no such order, so it is forgotten.
    const read = page.waitForResponse((r) => r.url().includes("/api/v1/orders/999999"));
    await page.reload();
    expect((await read).status()).toBeGreaterThanOrEqual(400);
    await expect(page.getByText("Your shopping bag is empty")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Purchase Successful" })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("placedOrder"))).toBeNull();
  });
});
