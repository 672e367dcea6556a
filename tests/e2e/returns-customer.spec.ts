// Returns, customer side (docs/behaviour.md §4 Returns): a signed-in customer with a delivered
// order asks, in Order Details, for the refund of one piece and the exchange of another; the
// order then lists the return with its number and status, and the e-mail is in the outbox. A
// guest's order page offers the same form. axe runs on the open form and on the result.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";

const ADMIN = { email: "admin@atelier.example", password: "atelier-admin" };
const CUSTOMER = { email: "customer@atelier.example", password: "atelier-customer" };
const origin = () => test.info().project.use.baseURL ?? "";

interface Product {
  id: string;
  url: string;
  sizes: { key: string; status: number; colors: string[]; preOrderDate?: string }[];
}
interface Line {
  productId: string;
  size: string;
  color: string;
  quantity: number;
}

const address = {
  type: "HOME",
  firstName: "Nadia",
  lastName: "Okafor",
  addressLine_1: "9 Jane Street",
  addressLine_2: "Apartment 2",
  city: "New York",
  state: "NY",
  postalCode: "10014",
  country: "USA",
};

async function newPage(browser: Browser, account?: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin(), viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await acceptCookies(page);
  if (account) {
    const res = await page.request.post("/api/auth/sign-in/email", {
      data: account,
      headers: { origin: origin() },
    });
    expect(res.ok(), `sign-in as ${account.email}`).toBe(true);
  }
  return page;
}

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
}

/** Two lines: the first of a product with another in-stock variant (so it can be exchanged). */
async function twoLines(request: APIRequestContext): Promise<Line[]> {
  const list = (await (await request.get("/api/v1/products?page=explore&limit=30")).json()) as {
    items: { url: string }[];
  };
  const variants = (p: Product) =>
    p.sizes
      .filter((s) => s.status === 1 && !s.preOrderDate)
      .flatMap((s) => s.colors.map((color) => ({ productId: p.id, size: s.key, color, quantity: 1 })));
  let exchangeable: Line | null = null;
  let other: Line | null = null;
  for (const { url } of list.items) {
    const p = (await (await request.get(`/api/v1/products/by-url/${url}`)).json()) as Product;
    const v = variants(p);
    if (!exchangeable && v.length >= 2) exchangeable = v[0]!;
    else if (!other && v.length >= 1) other = v[0]!;
    if (exchangeable && other) return [exchangeable, other];
  }
  throw new Error("the seed has no two buyable products, one with two variants");
}

async function placeOrder(page: Page, lines: Line[], email?: string) {
  const res = await page.request.post("/api/v1/orders", {
    headers: {
      origin: origin(),
      "Idempotency-Key": `returns-e2e-${Date.now()}-${Math.random()}`.replace(".", ""),
    },
    data: {
      lines,
      shippingTo: address,
      billingTo: address,
      ...(email ? { email } : {}),
      phoneNumber: "+1 212 555 0111",
      card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; guestToken: string | null };
}

/** Staff ship every line in one parcel and mark it delivered, through the fulfilment API. */
async function deliver(staff: Page, orderId: string, positions: number[]): Promise<void> {
  const headers = { origin: origin() };
  const shipped = await staff.request.post(`/api/v1/dashboard/orders/${orderId}/shipments`, {
    headers,
    data: { carrier: "ups", trackingNumber: "1Z999AA10123456784", lines: positions },
  });
  expect(shipped.status(), await shipped.text()).toBe(201);
  const detail = (await (await staff.request.get(`/api/v1/dashboard/orders/${orderId}`)).json()) as {
    shipments: { id: number }[];
  };
  const done = await staff.request.post(
    `/api/v1/dashboard/orders/${orderId}/shipments/${detail.shipments[0]!.id}/delivered`,
    { headers, data: {} },
  );
  expect(done.status(), await done.text()).toBe(200);
}

/** The dev outbox holds a message to `email` whose subject starts so. */
async function hasMail(page: Page, email: string, subject: string): Promise<boolean> {
  const listing = await (await page.request.get("/dev/outbox")).text();
  for (const [, href] of listing.matchAll(/href="(\/dev\/outbox\/[^"]+)"/g)) {
    const raw = await (await page.request.get(href ?? "")).text();
    if (raw.includes(`To: ${email}`) && raw.includes(`Subject: ${subject}`)) return true;
  }
  return false;
}

test("a customer asks, in Order Details, for the refund of one piece and the exchange of another", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await newPage(browser, ADMIN);
  const page = await newPage(browser, CUSTOMER);
  const lines = await twoLines(page.request);
  const order = await placeOrder(page, lines);
  await deliver(staff, order.id, [0, 1]);

  await gotoHydrated(page, "/account?q=orders");
  await page
    .getByRole("article", { name: `Order No. ${order.id}` })
    .getByRole("button", { name: "View Details" })
    .click();
  const panel = page.getByRole("dialog", { name: "Order Details" });
  await panel.getByRole("button", { name: "Request a Return" }).click();
  const form = panel.getByRole("form", { name: "Request a Return" });
  await expect(form.getByRole("checkbox", { name: "Return this piece" }).first()).toBeFocused();

  // Nothing chosen: the form says so and writes nothing.
  await form.getByRole("button", { name: "Request Return" }).click();
  await expect(form.getByRole("alert")).toHaveText("Choose at least one item to return.");

  const pieces = form
    .locator("fieldset")
    .filter({ has: page.getByRole("checkbox", { name: "Return this piece" }) });
  const exchangePiece = pieces.nth(0);
  const refundPiece = pieces.nth(1);

  await refundPiece.getByRole("checkbox", { name: "Return this piece" }).check();
  await refundPiece.getByLabel("Reason").selectOption({ label: "Changed my mind" });

  await exchangePiece.getByRole("checkbox", { name: "Return this piece" }).check();
  await exchangePiece.getByLabel("Reason").selectOption({ label: "Too small" });
  await exchangePiece.getByRole("radio", { name: "Exchange" }).check();
  const target = exchangePiece.getByLabel("Size and Colour");
  // Only other in-stock variants of the same product are offered.
  const offered = await target.locator("option").allTextContents();
  expect(offered.length).toBeGreaterThan(1);
  await target.selectOption({ index: 1 });
  await expectNoAxeViolations(page);

  await form.getByRole("button", { name: "Request Return" }).click();
  const notice = panel.getByRole("status").filter({ hasText: "has been requested" });
  await expect(notice).toContainText(
    /Return No\. R-[A-Z0-9]{8} has been requested\. Your parcel must reach us by/,
  );
  const number = /R-[A-Z0-9]{8}/.exec((await notice.textContent()) ?? "")![0];
  await expect(panel.getByText(`Return No. ${number}`)).toBeVisible();
  await expect(panel.getByText("Requested", { exact: true })).toBeVisible();
  await expect(panel.getByText(/— Refund · Reason: Changed my mind/)).toBeVisible();
  await expect(panel.getByText(/— Exchange for Size .+ · Reason: Too small/)).toBeVisible();
  // Every piece has been asked for: the form is no longer offered.
  await expect(panel.getByRole("button", { name: "Request a Return" })).toBeHidden();
  await expectNoAxeViolations(page);

  await expect
    .poll(() => hasMail(page, CUSTOMER.email, `Your Atelier return ${number}`), { timeout: 20_000 })
    .toBe(true);
  await staff.context().close();
  await page.context().close();
});

test("the guest order page offers the same request", async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await newPage(browser, ADMIN);
  const page = await newPage(browser);
  const lines = await twoLines(page.request);
  const order = await placeOrder(page, lines, "returns.guest@example.com");
  await deliver(staff, order.id, [0, 1]);

  await gotoHydrated(page, `/order-status?order=${order.id}&token=${order.guestToken}`);
  await page.getByRole("button", { name: "Request a Return" }).click();
  const form = page.getByRole("form", { name: "Request a Return" });
  const piece = form
    .locator("fieldset")
    .filter({ has: page.getByRole("checkbox", { name: "Return this piece" }) })
    .nth(1);
  await piece.getByRole("checkbox", { name: "Return this piece" }).check();
  // A chosen piece without a reason is marked.
  await form.getByRole("button", { name: "Request Return" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please make sure to fill and check the required fields.");
  await expect(piece.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await piece.getByLabel("Reason").selectOption({ label: "Too large" });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Request Return" }).click();
  await expect(page.getByRole("status").filter({ hasText: "has been requested" })).toBeVisible();
  await expect(page.getByText(/Return No\. R-[A-Z0-9]{8}$/)).toBeVisible();
  // The other piece can still be asked for.
  await expect(page.getByRole("button", { name: "Request a Return" })).toBeVisible();
  await expectNoAxeViolations(page);
  await staff.context().close();
  await page.context().close();
});
