// Stock as staff and shoppers meet it: staff lower a size and colour to its last piece; a
// customer sees 'Only 1 left' on the product page and in the bag, and buys it; a second shopper
// finds the size out of stock and asks to be told; staff restock, and the e-mail for that request
// is in the outbox with the right product. And the refusal at placement: stock lowered while a
// shopper is at checkout makes Place Order answer 409, and the bag lets them put it right.
// Runs on its own server to read the outbox. Shared fixtures: fixtures/checkout.ts.
import { expect, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { colorName } from "../../domain/colors";
import { mailOutbox, products } from "../../server/db/schema";
import { testOnAppServer } from "./helpers/app-server";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { CUSTOMER, EDITOR, newPage } from "./fixtures/session";
import { fillPayment, findProducts, gotoHydrated, inStock, lineFor, seedBag } from "./fixtures/checkout";

const test = testOnAppServer;

/** Staff count colours of a size in the product form and save it; `axe` checks the filled form. */
async function setStock(
  staff: Page,
  productId: string,
  size: string,
  counts: Record<string, number>,
  { axe = false } = {},
): Promise<void> {
  await staff.goto(`/dashboard/products/${productId}/edit`);
  await staff.locator('main[data-hydrated="true"]').waitFor();
  for (const [color, n] of Object.entries(counts))
    await staff.getByLabel(`Stock of size ${size} in ${colorName(color)}`).fill(String(n));
  if (axe) await expectNoAxeViolations(staff);
  await staff.getByRole("button", { name: "Save changes" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "has been saved." })).toBeVisible();
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
  const staff = await newPage(browser, EDITOR, app.url);
  await setStock(
    staff,
    product.id,
    size.key,
    { [color]: 1, ...Object.fromEntries(others.map((other) => [other, 0])) },
    { axe: true },
  );
  await staff.getByRole("link", { name: "Low stock" }).click();
  await expect(staff.getByRole("table")).toContainText(product.title);
  await expectNoAxeViolations(staff);

  // A customer: only the colour left is offered, with 'Only 1 left'; the bag holds it to 1.
  const customer = await newPage(browser, CUSTOMER, app.url);
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
  await expect(customer.getByText("Limit reached.", { exact: true })).toBeVisible();
  await expectNoAxeViolations(customer);
  await customer.getByRole("link", { name: "Proceed To Checkout" }).click();
  await expect(customer).toHaveURL(/\/checkout$/);
  await fillPayment(customer);
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
  await setStock(staff, product.id, size.key, { [color]: 4 });
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

test("stock lowered while a shopper is at checkout: Place Order is refused with 409 and the bag puts it right", async ({
  browser,
  app,
  request,
}) => {
  test.setTimeout(150_000);
  // Two pieces with plenty left; the shopper wants two of the first.
  const [wanted, other] = await findProducts(request, (p) => p.maxQuantity >= 2 && inStock(p).length > 0, 2);
  const size = inStock(wanted!)[0]!;
  const color = size.colors[0]!;
  const customer = await newPage(browser, CUSTOMER, app.url);
  await seedBag(customer, [lineFor(wanted!, size, 2), lineFor(other!)]);
  const staff = await newPage(browser, EDITOR, app.url);
  const summary = customer.getByRole("complementary");
  const wantedLine = summary.getByRole("listitem").filter({ hasText: wanted!.title });

  // At checkout, staff count one piece where the bag holds two: the server refuses the order.
  await gotoHydrated(customer, "/checkout");
  await fillPayment(customer);
  await setStock(staff, wanted!.id, size.key, { [color]: 1 });
  await customer.getByRole("button", { name: "Place Order" }).click();
  await expect(customer.getByText(`Only 1 left of ${wanted!.title}, size ${size.key}.`)).toBeVisible();
  await expect(wantedLine.getByRole("alert")).toHaveText("Only 1 left. Change it in your bag");
  await expect(customer.getByRole("dialog", { name: "Purchase Successful" })).toHaveCount(0);
  await expectNoAxeViolations(customer);

  // The bag has read the stock afresh: the line is down to what is left, and says so.
  await wantedLine.getByRole("link", { name: "Change it in your bag" }).click();
  await expect(customer).toHaveURL(/\/bag$/);
  const notices = customer.getByRole("status").filter({ hasText: "Your bag has been updated" });
  await expect(notices).toContainText(
    `Only 1 left of ${wanted!.title}, size ${size.key}; the quantity is now 1.`,
  );
  const bagLine = customer.getByRole("region", { name: "Items" }).getByRole("listitem").filter({
    hasText: wanted!.title,
  });
  await expect(bagLine.getByRole("status")).toHaveText(`Quantity of ${wanted!.title}: 1. Limit reached.`);
  await expect(bagLine.getByText("Only 1 left")).toBeVisible();
  await expect(bagLine.getByText("Limit reached.", { exact: true })).toBeVisible();

  // Back at checkout the last piece goes meanwhile: refused again, now as sold out.
  await customer.getByRole("link", { name: "Proceed To Checkout" }).click();
  await expect(customer).toHaveURL(/\/checkout$/);
  await fillPayment(customer);
  await setStock(staff, wanted!.id, size.key, { [color]: 0 });
  await customer.getByRole("button", { name: "Place Order" }).click();
  await expect(customer.getByText(`${wanted!.title}, size ${size.key}, is sold out.`)).toBeVisible();
  await expect(wantedLine.getByRole("alert")).toHaveText("Sold out. Change it in your bag");

  // In the bag the line is marked, checkout waits, and removing it lets the rest be ordered.
  await wantedLine.getByRole("link", { name: "Change it in your bag" }).click();
  await expect(notices).toContainText(`${wanted!.title} in size ${size.key}`);
  await expect(bagLine).toContainText(
    "Not available in this size. Choose another size with Edit, or remove it.",
  );
  await expect(customer.getByRole("button", { name: "Proceed To Checkout" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await expectNoAxeViolations(customer);
  await customer.getByRole("button", { name: `Remove ${wanted!.title}` }).click();
  await customer
    .getByRole("dialog", { name: "Remove Product" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(bagLine).toHaveCount(0);
  await customer.getByRole("link", { name: "Proceed To Checkout" }).click();
  await fillPayment(customer);
  await customer.getByRole("button", { name: "Place Order" }).click();
  await expect(customer.getByRole("dialog", { name: "Purchase Successful" })).toContainText(other!.title);
});
