// After the purchase, as a guest meets it: the guest buys, finds the confirmation e-mail in the
// outbox and follows its link to the order page; staff ship with a tracking number; the guest's
// page shows In Progress with the tracking link and the shipped e-mail arrives; staff mark it
// delivered; the signed-in customer's list shows status badges. Also: the look-up form and a
// guest's cancel behind its confirmation. The staff's side: fulfilment.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { addNewYorkAddress, type Product } from "./fixtures/checkout";
import { ADMIN, CUSTOMER, gotoHydrated, newPage, signIn } from "./fixtures/session";
import { acceptCookies } from "./helpers/consent";
import { openDashboard } from "./helpers/staff";
import { awaitMail } from "./fixtures/outbox";

/** An in-stock product, read in full from the public API. */
async function buyableProduct(page: Page, skip = 0): Promise<Product> {
  const list = (await (await page.request.get("/api/v1/products?page=explore&limit=30")).json()) as {
    items: { url: string }[];
  };
  let seen = 0;
  for (const { url } of list.items) {
    const p = (await (await page.request.get(`/api/v1/products/by-url/${url}`)).json()) as Product;
    if (p.sizes.some((s) => s.status === 1 && !s.preOrderDate && s.colors.length) && seen++ >= skip) return p;
  }
  throw new Error("no buyable product in the seed");
}

async function guestBuys(page: Page, email: string): Promise<void> {
  const product = await buyableProduct(page);
  const size = product.sizes.find((s) => s.status === 1 && !s.preOrderDate && s.colors.length)!;
  const color = size.colors[0]!;
  await page.addInitScript(
    (value) => {
      if (sessionStorage.getItem("bag-seeded")) return;
      sessionStorage.setItem("bag-seeded", "1");
      localStorage.setItem("shoppingBagList", value);
    },
    JSON.stringify([
      {
        productId: product.id,
        title: product.title,
        url: product.url,
        maxQuantity: product.maxQuantity,
        image: product.images[color]?.[0] ?? "",
        quantity: 1,
        basePriceCents: product.basePriceCents,
        size: size.key,
        color,
        status: 1,
      },
    ]),
  );
  await gotoHydrated(page, "/checkout");
  await addNewYorkAddress(page, {
    type: "HOME",
    firstName: "Nadia",
    lastName: "Okafor",
    line1: "9 Jane Street",
    line2: "Apartment 2",
    zip: "10014",
  });
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("E-mail").fill(email);
  await box("Phone Number").fill("+1 212 555 0111");
  await box("Card Number").fill("4242 4242 4242 4242");
  await box("Exp. Month").fill("12");
  await box("Exp. Year").fill("30");
  await box("CVV").fill("123");
  await page.getByRole("button", { name: "Place Order" }).click();
  const done = page.getByRole("dialog", { name: "Purchase Successful" });
  await expect(done).toBeVisible();
  await expect(done.getByRole("list", { name: "Delivery timeline" })).toContainText("Estimated");
  await done.getByRole("button", { name: "Close" }).click();
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("a guest follows the confirmation e-mail to the order; staff ship and deliver; the page and e-mails follow", async ({
  page,
  browser,
}) => {
  // A whole purchase, two browsers and several e-mails: longer than one page's journey.
  test.setTimeout(90_000);
  const email = `nadia.${Date.now()}@example.com`;
  await guestBuys(page, email);

  // The confirmation e-mail links straight to the order: no number or e-mail to type.
  const confirmation = await awaitMail(page, email, "Your Atelier order");
  const link = /https?:\/\/[^\s"<>]+\/order-status\?order=([A-Z0-9]{11})&(?:amp;)?token=[\w-]+/.exec(
    confirmation,
  );
  expect(link, "signed link in the confirmation e-mail").not.toBeNull();
  const orderId = link![1]!;
  expect(confirmation).toContain("Thank you for your order");
  const orderPath =
    new URL(link![0].replace("&amp;", "&")).pathname + new URL(link![0].replace("&amp;", "&")).search;
  await gotoHydrated(page, orderPath);
  const order = page.getByRole("article", { name: `Order No. ${orderId}` });
  await expect(order).toContainText("Status: Placed");
  const timeline = order.getByRole("list", { name: "Delivery timeline" });
  await expect(timeline.getByRole("listitem").filter({ hasText: "In Progress" })).toContainText("Estimated");
  await expect(order.getByRole("button", { name: "Cancel Order" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff ship it with a tracking number.
  const staff = await newPage(browser);
  await signIn(staff, ADMIN);
  await openDashboard(staff, `/dashboard/orders/${orderId}`);
  const fulfilment = staff.getByRole("region", { name: "Fulfilment" });
  await expect(fulfilment).toContainText("Nothing has shipped yet.");
  await expectNoAxeViolations(staff);
  await fulfilment.getByRole("button", { name: "Mark Shipped" }).click();
  await expect(fulfilment.getByLabel("Tracking number")).toHaveAttribute("aria-invalid", "true");
  // The refused field takes the focus, so its message is heard and it can be typed into at once.
  await expect(fulfilment.getByLabel("Tracking number")).toBeFocused();
  await fulfilment.getByLabel("Carrier").selectOption({ label: "UPS" });
  await fulfilment.getByLabel("Tracking number").fill("1Z 999 AA1 0123456784");
  await fulfilment.getByRole("button", { name: "Mark Shipped" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "is marked shipped" })).toBeVisible();
  await expect(staff.getByText("Shipped", { exact: true }).first()).toBeVisible();
  await expect(fulfilment.getByRole("link", { name: "1Z999AA10123456784" })).toBeVisible();
  // The form went with the last line to ship: the keyboard stays in Fulfilment, not at the page's top.
  await expect.poll(() => fulfilment.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // The guest's page: In Progress, dated, with the tracking link; no more Cancel.
  await page.reload();
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
  await expect(order).toContainText("Status: Shipped");
  const inProgress = timeline.getByRole("listitem").filter({ hasText: "In Progress" });
  await expect(inProgress).not.toContainText("Estimated");
  await expect(order.getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  );
  await expect(order.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
  const shipped = await awaitMail(page, email, `Your Atelier order ${orderId} is on its way`);
  expect(shipped).toContain("1Z999AA10123456784");

  // Staff mark it delivered; the guest sees Arrived with its date, and the e-mail follows.
  await fulfilment.getByRole("button", { name: "Mark Delivered, parcel 1" }).click();
  // Asked first: it e-mails the customer and cannot be undone.
  const ask = staff.getByRole("dialog", { name: "Mark Delivered" });
  await expect(ask).toContainText(`Parcel 1 of order No. ${orderId} will be recorded as delivered now`);
  await ask.getByRole("button", { name: "Not yet" }).click();
  await expect(ask).toBeHidden();
  await expect(fulfilment.getByRole("button", { name: "Mark Delivered, parcel 1" })).toBeFocused();
  await fulfilment.getByRole("button", { name: "Mark Delivered, parcel 1" }).click();
  await ask.getByRole("button", { name: "Mark delivered" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "marked delivered" })).toBeVisible();
  const history = staff.getByRole("region", { name: "Timeline" });
  await expect(history).toContainText("Parcel 1 delivered");
  await expect(history).toContainText("by staff (admin@atelier.example)");
  await page.reload();
  await expect(order).toContainText("Status: Delivered");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Arrived" })).not.toContainText("Estimated");
  await awaitMail(page, email, `Your Atelier order ${orderId} has arrived`);

  // The dashboard list shows the status and filters by it.
  await openDashboard(staff, `/dashboard/orders?status=delivered&q=${orderId}`);
  await expect(staff.getByRole("table", { name: "Orders, newest first" })).toContainText("Delivered");
  await staff.context().close();
});

test("the signed-in customer's order list shows each order's status as a badge", async ({ page }) => {
  await signIn(page, CUSTOMER);
  await gotoHydrated(page, "/account?q=orders");
  const orders = page.getByRole("list", { name: "Orders" });
  // The seeded history: two delivered, one on its way, the newest being prepared.
  await expect(orders).toContainText("Status: Delivered");
  await expect(orders).toContainText("Status: Shipped");
  await expect(orders).toContainText("Status: Placed");
  await expectNoAxeViolations(page);
});

test("an account's order is looked up signed in: a guest is offered Log In, its owner sees it", async ({
  page,
}) => {
  await signIn(page, CUSTOMER);
  const mine = (await (await page.request.get("/api/v1/me/orders")).json()) as {
    items: { id: string; email: string }[];
  };
  const { id, email } = mine.items[0]!;
  await page.context().clearCookies();

  const lookUp = async () => {
    await gotoHydrated(page, "/order-status");
    const form = page.getByRole("form", { name: "Find Your Order" });
    await form.getByRole("textbox", { name: "Order Number" }).fill(id);
    await form.getByRole("textbox", { name: "E-mail" }).fill(email);
    await form.getByRole("button", { name: "Find My Order" }).click();
    return form;
  };
  const form = await lookUp();
  const alert = form.getByRole("alert");
  await expect(alert).toHaveText("This order belongs to an account. Please log in to see it. Log In");
  await expect(alert).toBeFocused();
  await expectNoAxeViolations(page);
  await alert.getByRole("link", { name: "Log In" }).click();
  // Log In leads on to the customer's orders once signed in (decision 129).
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/account?q=orders")}`);

  await signIn(page, CUSTOMER);
  await lookUp();
  await expect(page).toHaveURL(new RegExp(`/order-status\\?order=${id}&token=`));
  await expect(page.getByRole("article", { name: `Order No. ${id}` })).toBeVisible();
});

test("the order page finds an order by number and e-mail, and a guest cancels behind a confirmation", async ({
  page,
}) => {
  // A whole purchase, two browsers and several e-mails: longer than one page's journey.
  test.setTimeout(90_000);
  const email = `hugo.${Date.now()}@example.com`;
  await guestBuys(page, email);
  const confirmation = await awaitMail(page, email, "Your Atelier order");
  const orderId = /order-status\?order=([A-Z0-9]{11})/.exec(confirmation)![1]!;

  await gotoHydrated(page, "/order-status");
  await expect(page.getByRole("heading", { name: "Find Your Order" })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole("form", { name: "Find Your Order" });
  await form.getByRole("button", { name: "Find My Order" }).click();
  await expect(form.getByRole("textbox", { name: "Order Number" })).toHaveAttribute("aria-invalid", "true");
  await form.getByRole("textbox", { name: "Order Number" }).fill(orderId);
  await form.getByRole("textbox", { name: "E-mail" }).fill("someone.else@example.com");
  await form.getByRole("button", { name: "Find My Order" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "We could not find an order with this number and e-mail address.",
  );
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByRole("button", { name: "Find My Order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order-status\\?order=${orderId}&token=`));
  const order = page.getByRole("article", { name: `Order No. ${orderId}` });
  await expect(order).toContainText("Status: Placed");
  // The form gave way to the order: the keyboard continues from its title, not the page's top.
  await expect(order.getByRole("heading", { name: `Order No. ${orderId}` })).toBeFocused();

  await order.getByRole("button", { name: "Cancel Order" }).click();
  const confirm = order.getByRole("group", { name: "Cancel this order?" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Keep Order" }).click();
  await expect(confirm).toBeHidden();
  await expect(order).toContainText("Status: Placed");
  await order.getByRole("button", { name: "Cancel Order" }).click();
  await confirm.getByRole("button", { name: "Cancel Order" }).click();
  await expect(order).toContainText("Status: Cancelled");
  await expect(order).toContainText("This order was cancelled on");
  // No step is current in a cancelled order's timeline (Purchased is only what happened first).
  await expect(order.getByRole("list", { name: "Delivery timeline" })).not.toContainText("(current step)");
  const cancelled = page.getByRole("status").filter({ hasText: `Order No. ${orderId} has been cancelled.` });
  await expect(cancelled).toBeVisible();
  // The button that was pressed is gone: focus, and the view, go to the news.
  await expect(cancelled).toBeFocused();
  await expect(cancelled).toBeInViewport();
  await awaitMail(page, email, `Your Atelier order ${orderId} has been cancelled`);

  // A link that opens nothing says so, and offers the form.
  await gotoHydrated(page, `/order-status?order=${orderId}&token=not-the-right-token-at-all`);
  await expect(page.getByRole("alert")).toContainText("This link does not open an order.");
});
