// The bag and checkout as shoppers meet them: an empty checkout marks every required field and
// places nothing, a refusal keeps one Idempotency-Key, an empty bag says so. Shared fixtures:
// fixtures/checkout.ts.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { gotoHydrated } from "./fixtures/session";
import {
  anyInStock,
  findProducts,
  inStock,
  lineFor,
  seedBag,
  fillPayment,
  bagAndKeptAddress,
} from "./fixtures/checkout";

/** Six products, two of each: 12 items, each line within its own limit. */
async function seedTwelveItems(page: Page, request: APIRequestContext): Promise<void> {
  const products = await findProducts(request, (p) => inStock(p).length > 0 && p.maxQuantity >= 2, 6);
  await seedBag(
    page,
    products.map((p) => lineFor(p, inStock(p)[0], 2)),
  );
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("bag and checkout", () => {
  test("a bag of more than 10 items is named on arrival, and again when Place Order is pressed", async ({
    page,
    request,
  }) => {
    // Seeded before the kept address's helper, whose own one-line bag then stays unwritten.
    await seedTwelveItems(page, request);
    await bagAndKeptAddress(page, request, { type: "WORK", state: "MA", postalCode: "02116" });
    const posts: string[] = [];
    page.on(
      "request",
      (r) => r.method() === "POST" && r.url().endsWith("/api/v1/orders") && posts.push(r.url()),
    );
    await gotoHydrated(page, "/checkout");
    // Said on arrival, before anything is filled in.
    await expect(page.getByText("At most 10 items per order.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Filled in and pressed: the message names the rule, and nothing is sent.
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("ada@example.com");
    await fillPayment(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(
      page.locator("p[tabindex='-1']").filter({ hasText: "At most 10 items per order." }),
    ).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("a guest's e-mail that cannot receive mail is refused on its field, and nothing is placed", async ({
    page,
    request,
  }) => {
    await bagAndKeptAddress(page, request, { type: "WORK", state: "MA", postalCode: "02116" });
    await gotoHydrated(page, "/checkout");
    const email = page.getByRole("textbox", { name: "E-mail", exact: true });
    await email.fill("ada");
    await fillPayment(page);
    const answers: number[] = [];
    page.on("response", (r) => r.url().endsWith("/api/v1/orders") && answers.push(r.status()));
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Something is wrong with the email address.").first()).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/checkout$/);
    expect(answers).toEqual([400]);
    await expectNoAxeViolations(page);
  });

  test("the mini bag says why a bag of more than 10 items cannot go to checkout", async ({
    page,
    request,
  }) => {
    await seedTwelveItems(page, request);
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Shopping Bag, 12 items", exact: true }).click();
    const bag = page.getByRole("dialog", { name: "Shopping Bag" });
    await expect(bag.getByText("At most 10 items per order.", { exact: true })).toBeVisible();
    await expect(bag.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);
    await expect(bag.getByRole("link", { name: "View Shopping Bag" })).toHaveAttribute("href", "/bag");
    await expectNoAxeViolations(page);
  });

  test("an empty checkout marks every required field and places nothing @phone", async ({
    page,
    request,
  }) => {
    const product = await anyInStock(request);
    await seedBag(page, [lineFor(product)]);
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

  test("a refusal is marked, and retries keep one Idempotency-Key so one order is placed", async ({
    page,
    request,
  }) => {
    const product = await bagAndKeptAddress(page, request, {
      type: "WORK",
      state: "MA",
      postalCode: "02116",
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
          message: `${product.title} in size M cannot be ordered.`,
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
    await expect(page.getByText(`${product.title} in size M cannot be ordered.`)).toBeVisible();
    await expect(page.getByRole("complementary").getByText("Not available.")).toBeVisible();
    // Each refusal scrolls the page up to its message (smoothly): a click while it moves can land
    // beside the button, as a shopper's would not.
    const settled = () => expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await settled();
    await place.click();
    await expect(page.getByText("Something went wrong.")).toBeVisible();
    await settled();
    await place.click();
    await expect(page.getByRole("dialog", { name: "Purchase Successful" })).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
  });

  test("fields take no more than the server accepts; a value it refuses in its own words gets the form's sentence", async ({
    page,
    request,
  }) => {
    await bagAndKeptAddress(page, request, { type: "WORK", state: "MA", postalCode: "02116" });
    await page.route("**/api/v1/orders", (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            code: "bad_request",
            message: "Invalid body.",
            fields: { "card.cardNumber": "At most 40 characters." },
          },
        },
      }),
    );
    await gotoHydrated(page, "/checkout");
    const limits = {
      "E-mail": "254",
      "Phone Number": "40",
      "Card Number": "40",
      "Exp. Month": "4",
      "Exp. Year": "6",
      CVV: "6",
    };
    for (const [name, max] of Object.entries(limits))
      await expect(page.getByRole("textbox", { name, exact: true })).toHaveAttribute("maxlength", max);
    await expect(page.getByLabel("Coupon Code")).toHaveAttribute("maxlength", "64");

    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("ada@example.com");
    await fillPayment(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Please make sure to fill and check the required fields.")).toBeVisible();
    await expect(page.getByText("Invalid body.")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Card Number", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  test("an empty bag says so, and checkout sends it back to the bag", async ({ page }) => {
    await gotoHydrated(page, "/checkout");
    await expect(page).toHaveURL(/\/bag$/);
    await expect(page.getByText("Your shopping bag is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
  });
});
