// The back office's other areas: the sales charts drawn from the seeded history, a client's
// message read and marked, subscribers exported, and wide tables on a phone.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { ADMIN, CUSTOMER, origin, signIn } from "./fixtures/session";
import { acceptCookies } from "./helpers/consent";
import { dashboardNav, openDashboard } from "./helpers/staff";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("analytics draws revenue and orders per day from the seeded history, for 7, 30 and 90 days", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openDashboard(page, "/dashboard/analytics");
  await expect(page).toHaveTitle("Analytics — Dashboard | Atelier");
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  const revenue = page.getByRole("img", { name: "Revenue per day, last 30 days" });
  const orders = page.getByRole("img", { name: "Orders per day, last 30 days" });
  await expect(revenue.locator("rect[data-day]")).toHaveCount(30);
  await expect(orders.locator("circle[data-day]")).toHaveCount(30);
  await expect(revenue).toHaveAccessibleDescription(/^From .+ revenue in all; the best day was /);
  // The seeded history has sales: some bars have height, and the hidden table says the same.
  const heights = await revenue
    .locator("rect[data-day]")
    .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute("height"))));
  expect(heights.filter((h) => h > 0).length).toBeGreaterThan(10);
  await expect(
    page.getByRole("table", { name: "Revenue per day, last 30 days" }).getByRole("row"),
  ).toHaveCount(31);
  const figures = page.getByRole("definition");
  await expect(figures.first()).toHaveText(/^\$ [\d,]+/);
  await expect(page.getByRole("table", { name: "Top products by revenue" }).getByRole("row")).toHaveCount(6);
  await expect(page.getByRole("table", { name: "Top products by units" }).getByRole("row")).toHaveCount(6);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\?days=7$/);
  await expect(
    page.getByRole("img", { name: "Revenue per day, last 7 days" }).locator("rect[data-day]"),
  ).toHaveCount(7);
  await page.getByRole("link", { name: "90 days" }).click();
  await expect(
    page.getByRole("img", { name: "Orders per day, last 90 days" }).locator("circle[data-day]"),
  ).toHaveCount(90);
});

test("a contact message shows unread in Messages and is marked read; subscribers are counted and exported", async ({
  page,
}) => {
  const subject = `Alteration request ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/v1/contact-messages", {
    headers: { origin: origin() },
    data: {
      subject,
      firstName: "Inès",
      lastName: "Moreau",
      email: "ines.moreau@example.com",
      // A long link with nowhere to break: it wraps inside the message, also on a phone.
      message: `Could the sleeves of my coat be shortened by two centimetres?\nThank you.\nhttps://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784&requester=WT/trackdetails&${"x".repeat(120)}`,
    },
  });
  expect(sent.ok(), `contact message: ${sent.status()}`).toBe(true);
  const subscribed = await page.request.post("/api/v1/newsletter-subscriptions", {
    headers: { origin: origin() },
    data: { email: "letters@example.com" },
  });
  expect(subscribed.ok(), `newsletter: ${subscribed.status()}`).toBe(true);

  await signIn(page, ADMIN);
  await openDashboard(page, "/dashboard");
  await dashboardNav(page).getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  const message = page.getByRole("article", { name: `Unread: ${subject}` });
  await expect(message).toContainText("Inès Moreau");
  await expect(message).toContainText("Unread");
  await expect(page.getByRole("region", { name: "Contact messages" }).getByRole("status").first()).toHaveText(
    /\d+ unread/,
  );
  await expect(message.getByText("Could the sleeves")).toBeHidden();
  await message.getByRole("button", { name: "Read message" }).click();
  await expect(message.getByText("Could the sleeves")).toBeVisible();
  await expectNoAxeViolations(page);
  // The long link wraps: the page never scrolls sideways, on a phone either.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await message.getByRole("button", { name: "Mark as read" }).click();
  const read = page.getByRole("article", { name: subject, exact: true });
  await expect(read.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await expect(read).not.toContainText("Unread");

  // Unread only: the message has gone from that list.
  await page.getByRole("link", { name: "Unread only" }).click();
  await expect(page).toHaveURL(/\?unread=true$/);
  await expect(page.getByRole("article", { name: new RegExp(subject) })).toHaveCount(0);

  const subscribers = page.getByRole("region", { name: "Newsletter subscribers" });
  await expect(subscribers).toContainText("letters@example.com");
  const csvLink = subscribers.getByRole("link", { name: /^Export CSV/ });
  const csv = await page.request.get((await csvLink.getAttribute("href")) ?? "");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("letters@example.com");
  await expectNoAxeViolations(page);
});

test("on a phone, the menu folds away, lists fold to fit and wide tables scroll inside their frame, never widening the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  // The links fold behind 'Menu', so the page's own content comes first; a link followed folds them again.
  await openDashboard(page, "/dashboard");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(dashboardNav(page)).toBeHidden();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(heading!.y).toBeLessThan(200);
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);
  await dashboardNav(page).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(dashboardNav(page)).toBeHidden();

  for (const path of ["/dashboard/products", "/dashboard/orders", "/dashboard/users", "/dashboard/pages"]) {
    await openDashboard(page, path);
    await expect(page.getByRole("table").first()).toBeVisible();
    expect(await pageWidth(), path).toBeLessThanOrEqual(390);
  }
  // The size guide's measurement table scrolls within its frame, its visually hidden headings too.
  await openDashboard(page, "/dashboard/design/size-guides");
  await expect(page.getByRole("table").first()).toBeVisible();
  expect(await pageWidth(), "/dashboard/design/size-guides").toBeLessThanOrEqual(390);
  // The products' and orders' tables fold to fit the phone: nothing scrolls sideways, and each
  // row's status (and a product's stock, an order's total) is in view beside its name.
  const fits = async (name: string) => {
    const table = page.getByRole("table", { name });
    const frame = table.locator("xpath=..");
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), name).toBeLessThanOrEqual(0);
    return table.getByRole("row").nth(1);
  };
  await openDashboard(page, "/dashboard/products");
  const product = await fits("Products, newest first");
  await expect(
    product.getByText(/^(IN STOCK|OUT OF STOCK|PRE-ORDER|SCHEDULED|NOT OCCURRENT)/).filter({ visible: true }),
  ).toBeInViewport();
  await expect(product.getByRole("link", { name: /^EDIT/ })).toBeInViewport();
  await expect(product.getByText(/^\d+ in stock$/).filter({ visible: true })).toBeInViewport();
  await expect(product.getByRole("columnheader")).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Status" })).toBeHidden();
  await expectNoAxeViolations(page);
  await openDashboard(page, "/dashboard/orders");
  const order = await fits("Orders, newest first");
  await expect(
    order.getByText(/^(Placed|Shipped|Partially Shipped|Delivered|Cancelled)$/).filter({ visible: true }),
  ).toBeInViewport();
  await expect(order.getByText(/^Total: \$ [\d,]+$/).filter({ visible: true })).toBeInViewport();
  await expect(order.getByText(/^Purchased /).filter({ visible: true })).toBeInViewport();
  await expectNoAxeViolations(page);

  // A customer's page: their orders' table stays within its card.
  await openDashboard(page, `/dashboard/users?q=${encodeURIComponent(CUSTOMER.email)}`);
  await page.getByRole("table", { name: "Users, newest first" }).getByRole("link").first().click();
  await expect(page.getByRole("table", { name: "Orders of this user, newest first" })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
