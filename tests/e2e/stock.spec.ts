// Stock as staff and shoppers meet it: staff lower a size and colour to its last piece; a
// customer sees 'Only 1 left' on the product page and in the bag, and buys it; a second shopper
// finds the size out of stock and asks to be told; staff restock, and the e-mail for that request
// is in the outbox with the right product. Runs on its own server to read the outbox.
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { colorName } from "../../domain/colors";
import { mailOutbox, products } from "../../server/db/schema";
import { type AppServer, startAppServer } from "./helpers/app-server";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";

const test = base.extend<object, { app: AppServer }>({
  app: [
    async ({ browserName: _browser }, use) => {
      const app = await startAppServer();
      await use(app);
      await app.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

async function signedIn(browser: Browser, baseURL: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(res.ok(), `sign-in ${email}: ${res.status()}`).toBe(true);
  const page = await context.newPage();
  await acceptCookies(page);
  return page;
}

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
}

test("staff lower a variant to 1; it sells once; the next shopper asks to be told; the restock e-mails them", async ({
  browser,
  app,
  page,
}) => {
  test.setTimeout(150_000);
  // A women's piece sold in one size in at least two colours, with a saved address to buy with.
  const rows = await app.services.db.select().from(products).where(eq(products.category, "women"));
  const product = rows.find(
    (p) => p.maxQuantity >= 2 && p.sizes.some((s) => s.status === 1 && s.colors.length >= 2),
  )!;
  const size = product.sizes.find((s) => s.status === 1 && s.colors.length >= 2)!;
  const [color, ...others] = size.colors as [string, ...string[]];

  // Staff: the last piece of this size in one colour, none in the others.
  const staff = await signedIn(browser, app.url, "editor@atelier.example", "atelier-editor");
  await staff.goto(`/dashboard/products/${product.id}/edit`);
  await staff.locator('main[data-hydrated="true"]').waitFor();
  await staff.getByLabel(`Stock of size ${size.key} in ${colorName(color)}`).fill("1");
  for (const other of others)
    await staff.getByLabel(`Stock of size ${size.key} in ${colorName(other)}`).fill("0");
  await expectNoAxeViolations(staff);
  await staff.getByRole("button", { name: "Save changes" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "has been saved." })).toBeVisible();
  await staff.getByRole("link", { name: "Low stock" }).click();
  await expect(staff.getByRole("table")).toContainText(product.title);
  await expectNoAxeViolations(staff);

  // A customer: only the colour left is offered, with 'Only 1 left'; the bag holds it to 1.
  const customer = await signedIn(browser, app.url, "customer@atelier.example", "atelier-customer");
  await gotoHydrated(customer, `/product/${product.url}`);
  await customer.getByLabel("Size", { exact: true }).selectOption(size.key);
  for (const other of others)
    await expect(customer.getByRole("radio", { name: colorName(other) })).toHaveCount(0);
  await customer.getByRole("radio", { name: colorName(color) }).check();
  await expect(customer.getByText("Only 1 left")).toBeVisible();
  await expectNoAxeViolations(customer);
  await customer.getByRole("button", { name: "Add To Bag" }).click();
  await gotoHydrated(customer, "/bag");
  await expect(customer.getByRole("main").getByText("Only 1 left")).toBeVisible();
  await expect(customer.getByText("Limit reached.")).toBeVisible();
  await expectNoAxeViolations(customer);
  await customer.getByRole("link", { name: "Proceed To Checkout" }).click();
  await expect(customer).toHaveURL(/\/checkout$/);
  const box = (name: string) => customer.getByRole("textbox", { name, exact: true });
  await box("Phone Number").fill("+1 212 555 0100");
  await box("Card Number").fill("4242 4242 4242 4242");
  await box("Exp. Month").fill("12");
  await box("Exp. Year").fill("30");
  await box("CVV").fill("123");
  await customer.getByRole("button", { name: "Place Order" }).click();
  await expect(customer.getByRole("dialog", { name: "Purchase Successful" })).toContainText(product.title);

  // A second shopper: the size is out of stock and can only be asked about.
  await acceptCookies(page);
  await gotoHydrated(page, `/product/${product.url}`);
  await page.getByLabel("Size", { exact: true }).selectOption({ label: `${size.key} (Out of stock)` });
  await expect(page.getByText("Out Of Stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add To Bag" })).toHaveCount(0);
  // The request names the colour waited for (decision 65).
  await page.getByRole("radio", { name: colorName(color) }).check();
  await page.getByRole("button", { name: "Notify Me" }).click();
  const panel = page.getByRole("dialog", { name: "Notify me when available" });
  await expect(panel).toContainText(`in ${colorName(color)}, is sold out`);
  await panel.getByLabel("E-mail").fill("waiting.shopper@example.com");
  await panel.getByRole("button", { name: "Notify Me" }).click();
  await expect(panel.getByText("Thank you.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff restock; the request's e-mail is in the outbox, naming this product, size and colour.
  await staff.goto(`/dashboard/products/${product.id}/edit`);
  await staff.locator('main[data-hydrated="true"]').waitFor();
  await staff.getByLabel(`Stock of size ${size.key} in ${colorName(color)}`).fill("4");
  await staff.getByRole("button", { name: "Save changes" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "has been saved." })).toBeVisible();
  const mails = await app.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, "waiting.shopper@example.com"), eq(mailOutbox.template, "restock")));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.data).toMatchObject({
    title: product.title,
    url: product.url,
    size: size.key,
    colors: [color],
  });

  await gotoHydrated(page, `/product/${product.url}`);
  await page.getByLabel("Size", { exact: true }).selectOption(size.key);
  await page.getByRole("radio", { name: colorName(color) }).check();
  await expect(page.getByRole("button", { name: "Add To Bag" })).toBeVisible();
  await expect(page.getByText("Only 1 left")).toHaveCount(0);
});
