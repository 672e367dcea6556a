// The back office's orders: one found by the customer's e-mail, read and cancelled (and the
// customer seeing it cancelled), and a user's page leading to their orders.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { ADMIN, CUSTOMER, newPage, signIn } from "./fixtures/session";
import { acceptCookies } from "./helpers/consent";
import { dashboardNav, openDashboard } from "./helpers/staff";
import { placeOrders, registerViaApi } from "./fixtures/account";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("the admin finds the customer's order by e-mail and cancels it; the customer sees it cancelled", async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN);
  await openDashboard(page, "/dashboard");
  await dashboardNav(page).getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page).toHaveTitle("Orders — Dashboard | Atelier");
  const table = page.getByRole("table", { name: "Orders, newest first" });
  await expect(table.getByRole("row")).toHaveCount(21);
  await expect(page.getByRole("link", { name: /^Export CSV/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The filters go into the URL; the export link carries the same filters.
  const search = page.getByRole("search", { name: "Filter orders" });
  await search.getByLabel("Order number or e-mail").fill("customer@atelier.example");
  await search.getByLabel("Status").selectOption({ label: "Placed" });
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=placed/);
  await expect(page).toHaveURL(/q=customer%40atelier\.example/);
  // Other journeys may have added or cancelled orders of this customer; at least the seeded ones show.
  await expect(table.getByRole("row").nth(2)).toBeVisible();
  for (const row of await table.getByRole("row").all()) {
    if ((await row.getByRole("columnheader").count()) === 0)
      await expect(row).toContainText("customer@atelier.example");
  }
  await expect(page.getByRole("link", { name: /^Export CSV/ })).toHaveAttribute(
    "href",
    /\/api\/v1\/dashboard\/orders\/export\?status=placed&q=customer%40atelier\.example/,
  );

  // The newest of them, on its own page.
  const first = table.getByRole("row").nth(1).getByRole("link");
  const orderId = (await first.innerText()).replace(/^Order No\.\s*/, "").trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order No. ${orderId}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Items" }).getByRole("img").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Items" })).toContainText("Shipping");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Purchased");
  await expect(timeline).toContainText("In Progress");
  await expect(timeline).toContainText("Arrived");
  await expect(page.getByRole("region", { name: "Contact and addresses" })).toContainText(
    "customer@atelier.example",
  );
  await expect(page.getByRole("region", { name: "Account" }).getByRole("link").first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel, after the confirmation; 'Please wait...' while the server works.
  await page.route("**/api/v1/dashboard/orders/*/cancel", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const cancelButton = page.getByRole("button", { name: "Cancel Order" });
  await cancelButton.click();
  const dialog = page.getByRole("dialog", { name: "Cancel Order" });
  await expect(dialog).toContainText(orderId);
  await expectNoAxeViolations(page);
  // Escape keeps the order, and the focus goes back to the button that opened the dialog.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  await cancelButton.click();
  await dialog.getByRole("button", { name: "Cancel the order" }).click();
  await expect(dialog.getByRole("button", { name: "Please wait..." })).toBeDisabled();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: `Order No. ${orderId} has been cancelled.` }),
  ).toBeVisible();
  await expect(timeline).toContainText("Cancelled");
  await expect(timeline).toContainText("by staff (admin@atelier.example)");
  await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);

  // The account link leads to the customer's user page, where the order shows cancelled too.
  await page.getByRole("region", { name: "Account" }).getByRole("link", { name: "Claire Whitmore" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Claire Whitmore" })).toBeVisible();
  const orders = page.getByRole("table", { name: "Orders of this user, newest first" });
  await expect(orders.getByRole("row").filter({ hasText: orderId })).toContainText("Cancelled");
  await expectNoAxeViolations(page);

  const customer = await newPage(browser);
  await signIn(customer, CUSTOMER);
  await customer.goto("/account?q=orders");
  await expect(customer.getByRole("article", { name: `Order No. ${orderId}` })).toContainText("Cancelled");
  await customer.context().close();
});

test("a user's page shows their newest 20 orders and the count, and leads to the rest in Orders", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shopper = await newPage(browser);
  const { email } = await registerViaApi(shopper, "Margaux");
  const placed = (await placeOrders(shopper, 21, "pre-order")).reverse();

  await signIn(page, ADMIN);
  const found = (await (
    await page.request.get(`/api/v1/dashboard/users?q=${encodeURIComponent(email)}`)
  ).json()) as {
    items: { id: string }[];
  };
  await openDashboard(page, `/dashboard/users/${found.items[0]!.id}`);
  const orders = page.getByRole("region", { name: "Orders" });
  await expect(orders).toContainText("21 orders");
  const rows = orders.getByRole("table", { name: "Orders of this user, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(1 + 20);
  await expect(rows.nth(1)).toContainText(placed[0]!);
  await expect(orders).toContainText("The latest 20 shown.");
  await expectNoAxeViolations(page);
  await orders.getByRole("link", { name: `Orders placed with ${email}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?q=/);
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(placed[0]!);
});
