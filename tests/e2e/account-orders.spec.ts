// The shopper's account as they meet it (the orders list, an order's details and cancelling, on
// desktop and phone). Shared sign-in and seeded data: fixtures/account.ts.
import { expect, test } from "@playwright/test";
import { OWN_ORDERS_PAGE, type Order } from "../../domain/contracts/orders";
import { formatDate } from "../../domain/dates";
import { orderTimelineSteps } from "../../domain/order-timeline";
import { formatPrice } from "../../domain/money";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import {
  CUSTOMER,
  gotoHydrated,
  postAuth,
  registerViaApi,
  main,
  signInThroughForm,
  placeOrder,
  placeOrders,
} from "./fixtures/account";

/** The Order Details panel's own chunk (a lazy panel body). */
const DETAILS_CHUNK = /\/assets\/order-details-[\w-]+\.js$/;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("orders", () => {
  test("lists the demo customer's orders newest first with at most 4 thumbnails", async ({ page }) => {
    await postAuth(page, "/sign-in/email", CUSTOMER);
    const { items: orders } = (await (await page.request.get("/api/v1/me/orders")).json()) as {
      items: { id: string; purchasedAt: string; lines: unknown[] }[];
    };
    await gotoHydrated(page, "/account?q=orders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, CLAIRE");
    const rows = main(page).getByRole("list", { name: "Orders" }).getByRole("article");
    await expect(rows).toHaveCount(orders.length);
    const titles = await rows.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(titles.map((t) => t.replace(/^ORDER NO\.\s*/i, ""))).toEqual(orders.map((o) => o.id));
    const times = orders.map((o) => Date.parse(o.purchasedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const [i, order] of orders.entries()) {
      await expect(rows.nth(i).getByRole("img")).toHaveCount(Math.min(order.lines.length, 4));
      await expect(rows.nth(i)).toContainText(formatDate(order.purchasedAt));
    }
    // The date and the count are two phrases to a listener, not "2026" and "1" run together.
    expect(await rows.first().ariaSnapshot()).toMatch(
      new RegExp(`${formatDate(orders[0]!.purchasedAt)} ?, \\d+ items?`),
    );
    await expectNoAxeViolations(page);
  });

  test("shows ten orders, then older ones by Show More, from the keyboard", async ({ page }) => {
    await registerViaApi(page, "Paloma");
    // The oldest is billed to France, a country the first page does not name.
    const ids = (await placeOrders(page, OWN_ORDERS_PAGE + 2, "pre-order", "FRA")).reverse();
    await gotoHydrated(page, "/account?q=orders");
    const list = main(page).getByRole("list", { name: "Orders" });
    const rows = list.getByRole("article");
    await expect(rows).toHaveCount(OWN_ORDERS_PAGE);
    const more = main(page).getByRole("link", { name: "Show More" });
    const olderPage = await more.getAttribute("href");
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(rows).toHaveCount(OWN_ORDERS_PAGE + 2);
    // Added under the first page, in the page's address still, and focus on the first one added.
    expect(page.url()).toMatch(/\/account\?q=orders$/);
    const titles = await rows.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(titles.map((t) => t.replace(/^ORDER NO\.\s*/i, ""))).toEqual(ids);
    await expect(rows.nth(OWN_ORDERS_PAGE).getByRole("button", { name: "View Details" })).toBeFocused();
    await expect(main(page).getByRole("status")).toHaveText("2 more orders loaded, 12 shown.");
    await expect(more).toBeHidden();
    await expectNoAxeViolations(page);
    await rows.last().getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog", { name: "Order Details" })).toContainText("France");
    await page.keyboard.press("Escape");
    // The link's own page (opened from a shared address): the older ones, and a way back.
    await gotoHydrated(page, olderPage!);
    await expect(rows).toHaveCount(2);
    await expect(main(page).getByRole("link", { name: "Latest orders" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("fetches an order's details code when View Details is pointed at, not with the page", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    await postAuth(page, "/sign-in/email", CUSTOMER);
    await gotoHydrated(page, "/account?q=orders");
    const button = main(page).getByRole("button", { name: "View Details" }).first();
    await expect(button).toBeVisible();
    expect(fetched.filter((url) => DETAILS_CHUNK.test(url))).toEqual([]);
    const asked = page.waitForRequest((request) => DETAILS_CHUNK.test(request.url()), { timeout: 5_000 });
    await button.hover();
    await asked;
    await button.click();
    await expect(page.getByRole("dialog", { name: "Order Details" })).toContainText("Placed on");
  });

  test("reads its orders from the page's data block, then from data requests, without an error", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    await postAuth(page, "/sign-in/email", CUSTOMER);
    await gotoHydrated(page, "/account?q=orders");
    await expect(page.locator("script#page-answer")).toHaveCount(1);
    const first = main(page).getByRole("article").first();
    const name = await first.getAttribute("aria-labelledby");
    // The tabs are links: each is a data request, answered with the text itself.
    await page.getByRole("link", { name: "Profile", exact: true }).first().click();
    await expect(page).toHaveURL(/q=profile/);
    await page.getByRole("link", { name: "Orders", exact: true }).first().click();
    await expect(page).toHaveURL(/q=orders/);
    await expect(main(page).getByRole("article").first()).toHaveAttribute("aria-labelledby", name!);
    await expect(page.locator("script#page-answer")).toHaveCount(0);
    await main(page).getByRole("button", { name: "View Details" }).first().click();
    await expect(page.getByRole("dialog", { name: "Order Details" })).toContainText("Placed on");
    expect(problems).toEqual([]);
  });

  test("says the details are loading while their code is slow to come, not a blank panel", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(DETAILS_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await postAuth(page, "/sign-in/email", CUSTOMER);
    await gotoHydrated(page, "/account?q=orders");
    await main(page).getByRole("button", { name: "View Details" }).first().click();
    const panel = page.getByRole("dialog", { name: "Order Details" });
    await expect(panel.getByRole("status")).toHaveText("Loading...");
    await expect(panel.getByRole("status")).toBeVisible();
    release();
    await expect(panel).toContainText("Placed on");
    await expect(panel.getByText("Loading...")).toHaveCount(0);
  });

  test("shows an order's details and cancels it", async ({ page }) => {
    await registerViaApi(page, "Ines");
    const id = await placeOrder(page);
    const order = (await (await page.request.get(`/api/v1/orders/${id}`)).json()) as Order;
    await gotoHydrated(page, "/account");
    const row = main(page).getByRole("article", { name: `Order No. ${id}` });
    await expect(row).toContainText("Status: Placed");
    await expect(row).toContainText(formatPrice(order.totalCents));
    await row.getByRole("button", { name: "View Details" }).click();
    const panel = page.getByRole("dialog", { name: "Order Details" });
    const timeline = panel.getByRole("list", { name: "Delivery timeline" });
    for (const step of orderTimelineSteps(order)) {
      await expect(timeline).toContainText(
        `${step.label}${step.estimated ? "Estimated" : ""}${formatDate(step.date)}`,
      );
    }
    await expect(panel).toContainText("Coupon WELCOME10 (10%)");
    await expect(panel).toContainText(formatPrice(-order.discountCents));
    await expect(panel).toContainText("Shipping$ 0.00");
    await expect(panel).toContainText("12 Rue Cler");
    await expect(panel).toContainText("United States");
    await expectNoAxeViolations(page);

    // Asked first: 'Keep Order' changes nothing and gives the button back.
    await panel.getByRole("button", { name: "Cancel Order" }).click();
    const ask = panel.getByRole("group", { name: "Cancel this order?" });
    await expect(ask).toContainText(`Order No. ${id} will be cancelled`);
    await expect(ask.getByRole("button", { name: "Keep Order" })).toBeFocused();
    await expectNoAxeViolations(page);
    await ask.getByRole("button", { name: "Keep Order" }).click();
    await expect(ask).toBeHidden();
    await expect(panel.getByRole("button", { name: "Cancel Order" })).toBeFocused();
    expect(
      ((await (await page.request.get(`/api/v1/orders/${id}`)).json()) as { status: string }).status,
    ).toBe("placed");

    await panel.getByRole("button", { name: "Cancel Order" }).click();
    await ask.getByRole("button", { name: "Cancel Order" }).click();
    await expect(panel).toBeHidden();
    await expect(row).toContainText("Cancelled");
    await page.reload();
    await expect(main(page).getByRole("article", { name: `Order No. ${id}` })).toContainText("Cancelled");
  });
});

test.describe("on a phone", () => {
  test("signs in and opens an order's details @phone", async ({ page }) => {
    await signInThroughForm(page, CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL(/\/$/);
    await gotoHydrated(page, "/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, CLAIRE");
    await main(page).getByRole("button", { name: "View Details" }).first().click();
    await expect(page.getByRole("dialog", { name: "Order Details" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog", { name: "Order Details" })).toBeHidden();
  });
});

// axe needs scripts in the page: the same views with JavaScript are checked above.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Show More opens the next page of orders, and Latest orders goes back", async ({ page }) => {
    await registerViaApi(page, "Odile");
    const ids = (await placeOrders(page, OWN_ORDERS_PAGE + 1, "pre-order")).reverse();
    await page.goto("/account?q=orders");
    const rows = main(page).getByRole("list", { name: "Orders" }).getByRole("article");
    await expect(rows).toHaveCount(OWN_ORDERS_PAGE);
    await main(page).getByRole("link", { name: "Show More" }).click();
    await expect(page).toHaveURL(/\/account\?q=orders&cursor=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAccessibleName(`Order No. ${ids[OWN_ORDERS_PAGE]}`);
    await expect(main(page).getByRole("link", { name: "Show More" })).toHaveCount(0);
    await main(page).getByRole("link", { name: "Latest orders" }).click();
    await expect(rows).toHaveCount(OWN_ORDERS_PAGE);
    await expect(rows.first()).toHaveAccessibleName(`Order No. ${ids[0]}`);
  });
});
