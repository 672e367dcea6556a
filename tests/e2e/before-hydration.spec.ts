// What a shopper does in the server's page before its script has run is not lost
// (app/lib/hydration.ts): hydration waits for the first screen, and on a slow phone the modules
// come seconds later. A form sent in that time is held and sent once the page's handlers are
// there (it used to go as a plain POST the routes do not answer: 405, 'Something went wrong'),
// and what was typed or chosen stays in the form's state (it used to vanish at the next render).
import { expect, test, type Page } from "@playwright/test";
import { colorName } from "../../domain/colors";
import { REQUIRED_FIELDS_MESSAGE, SIGN_IN_WRONG_PASSWORD } from "../../domain/messages";
import { WISHLIST_SIGN_IN } from "../../domain/wishlist";
import { anyInStock, findProducts, inStock } from "./fixtures/checkout";
import { placeOrder, twoLines } from "./fixtures/returns";
import { ADMIN, CUSTOMER, newPage } from "./fixtures/session";

/** The page's modules wait until the returned function is called: the server's HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test("a sign-in typed and sent before hydration is sent once the page is ready, as typed", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const posts: string[] = [];
  // Sign-in posts (the page view the consent allows is no concern here).
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === "POST" && path !== "/api/v1/page-views") posts.push(path);
  });
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("main");
  const email = form.getByRole("textbox", { name: /^E-mail/ });
  await email.fill(CUSTOMER.email);
  await form.getByLabel("Password").fill(CUSTOMER.password);
  await form.getByLabel("Password").press("Enter");

  // Held: no plain POST to /login, the page and what was typed are still there.
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  await expect(page.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
  await expect(email).toHaveValue(CUSTOMER.email);

  release();
  await expect(page).toHaveURL(/\/$/);
  expect(posts).toEqual(["/api/auth/sign-in/email"]);
  await expect(page.getByRole("banner").getByRole("link", { name: "My Account" })).toBeVisible();
  await page.context().close();
});

test("a sign-in held for a script that never comes is sent as a plain form, and signs in", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await newPage(browser);
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: /^E-mail/ }).fill(CUSTOMER.email);
  await form.getByLabel("Password").fill(CUSTOMER.password);
  await form.getByLabel("Password").press("Enter");
  // Held first (the script may still come), then sent to the page's server action.
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await page.unroute("**/assets/**/*.js");
  await page.goto("/account?q=profile");
  await expect(page.getByText(CUSTOMER.email)).toBeVisible();
  await page.context().close();
});

test("a size chosen before hydration stays chosen: Add To Bag asks only for the colour", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const [product] = await findProducts(page.request, (p) => inStock(p).some((s) => s.colors.length > 1));
  const target = { url: product!.url, size: inStock(product!).find((s) => s.colors.length > 1)!.key };

  const release = await holdScripts(page);
  await page.goto(`/product/${target.url}`, { waitUntil: "domcontentloaded" });
  const size = page.getByLabel("Size", { exact: true });
  await size.selectOption(target.size);
  release();
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });

  await page.getByRole("button", { name: "Add To Bag" }).click();
  await expect(page.getByText("Please select a colour.")).toBeVisible();
  await expect(page.getByText("Please select a size.")).toHaveCount(0);
  await expect(size).toHaveValue(target.size);
  await page.context().close();
});

test("Add To Bag tapped before hydration adds the piece, once, with the size and colour chosen", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const product = await anyInStock(page.request);
  const size = inStock(product)[0]!;
  const target = { url: product.url, size: size.key, color: size.colors[0]! };

  const release = await holdScripts(page);
  await page.goto(`/product/${target.url}`, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Size", { exact: true }).selectOption(target.size);
  await page.getByRole("radio", { name: colorName(target.color) }).check();
  // Tapped twice while nothing seems to happen: held, and replayed once.
  const add = page.getByRole("button", { name: "Add To Bag" });
  await add.click();
  await add.click();
  release();
  const bag = page.getByRole("dialog", { name: "Shopping Bag" });
  await expect(bag).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bag).toBeHidden();
  await expect(page.getByRole("link", { name: "Shopping Bag, 1 item" })).toBeVisible();
  await page.context().close();
});

test("a guest's tap on Add To Wishlist before hydration is answered once the page is ready", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const product = await anyInStock(page.request);
  const release = await holdScripts(page);
  await page.goto(`/product/${product.url}`, { waitUntil: "domcontentloaded" });
  // The server's button: a guest sees its label, it is named and marked busy until hydration;
  // a finger does not care about aria-disabled.
  await expect(page.getByText("Add To Wishlist")).toBeVisible();
  await page.getByRole("button", { name: "Wishlist", exact: true }).click({ force: true });
  await page.waitForTimeout(300);
  release();
  await expect(page.getByRole("status").filter({ hasText: WISHLIST_SIGN_IN })).toBeVisible();
  await page.context().close();
});

test("a title and description typed into a new product before hydration are kept", async ({ browser }) => {
  const page = await newPage(browser, ADMIN);
  const release = await holdScripts(page);
  await page.goto("/dashboard/products/new", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Title").fill("Riviera Coat");
  await page.getByLabel("Description").fill("A coat for the coast.");
  release();
  await page.locator('main[data-hydrated="true"]').waitFor();
  // A render after hydration (an edit of another field) keeps what was typed.
  await page.getByLabel("Materials").fill("Linen.");
  await expect(page.getByLabel("Title")).toHaveValue("Riviera Coat");
  await expect(page.getByLabel("Description")).toHaveValue("A coat for the coast.");
  await page.getByLabel("Title").press("End");
  await page.getByLabel("Title").pressSequentially(" II");
  await expect(page.getByLabel("Title")).toHaveValue("Riviera Coat II");
  await page.context().close();
});

test("in the back office, Cancel Order clicked before hydration opens its dialog once the page is ready", async ({
  browser,
}) => {
  const page = await newPage(browser, ADMIN);
  const order = await placeOrder(page, await twoLines(page.request), `held.${Date.now()}@example.com`);
  const release = await holdScripts(page);
  await page.goto(`/dashboard/orders/${order.id}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Cancel Order" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  const dialog = page.getByRole("dialog", { name: "Cancel Order" });
  await expect(dialog).toContainText(order.id);
  // Replayed once: closed with "Keep it", it does not open again.
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.context().close();
});

/** The product cards of a listing or search page, by their links' addresses. */
const cardLinks = (page: Page) =>
  page
    .getByRole("main")
    .locator('section li a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")))]);

test("Show More tapped before hydration is held, then loads the next pieces in place", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const release = await holdScripts(page);
  await page.goto("/women", { waitUntil: "domcontentloaded" });
  const first = await cardLinks(page);
  expect(first).toHaveLength(25);
  await page.getByRole("link", { name: "Show More" }).click();
  // Held: the address is the same and the page was not left.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/women$/);

  release();
  await expect.poll(async () => (await cardLinks(page)).length).toBeGreaterThan(25);
  expect((await cardLinks(page)).slice(0, 25)).toEqual(first);
  await expect(page).toHaveURL(/\/women$/);
  // Hydrated, Show More is the button that loads in place (or gone at the end), never the link.
  await expect(page.getByRole("link", { name: "Show More" })).toHaveCount(0);
  await page.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Show More is a link to the next pieces, with the filters kept, on and on to the end", async ({
    page,
  }) => {
    await page.goto("/women?availability=in-stock");
    const seen = new Set(await cardLinks(page));
    expect(seen.size).toBe(25);
    let more = page.getByRole("link", { name: "Show More" });
    while ((await more.count()) > 0) {
      await more.click();
      await expect(page).toHaveURL(/\/women\?availability=in-stock&after=/);
      const shown = await cardLinks(page);
      expect(shown.length).toBeGreaterThan(0);
      for (const href of shown) {
        expect(seen.has(href), String(href)).toBe(false);
        seen.add(href);
      }
      await expect(page.getByRole("checkbox", { name: /In stock/ })).toBeChecked();
      more = page.getByRole("link", { name: "Show More" });
    }
    // Every in-stock piece once, as the API counts them page by page.
    let count = 0;
    let cursor: string | null = "";
    while (cursor !== null) {
      const query = `/api/v1/products?page=women&availability=in-stock&limit=25${cursor ? `&cursor=${cursor}` : ""}`;
      const answer = (await (await page.request.get(query)).json()) as {
        items: unknown[];
        nextCursor: string | null;
      };
      count += answer.items.length;
      cursor = answer.nextCursor;
    }
    expect(seen.size).toBe(count);
  });

  test("the header's Search goes to the search page, whose box searches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    const box = page.getByRole("searchbox", { name: "Search", exact: true });
    await box.fill("coat");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=coat$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “coat”");
  });

  test("Log In works as a plain form: a refusal says why and keeps the e-mail, then it signs in", async ({
    page,
  }) => {
    await page.goto("/login");
    const form = page.getByRole("main");
    await form.getByRole("textbox", { name: /^E-mail/ }).fill(CUSTOMER.email);
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Log In" }).click();
    await expect(form.getByText(SIGN_IN_WRONG_PASSWORD)).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^E-mail/ })).toHaveValue(CUSTOMER.email);
    await expect(form.getByLabel("Password")).toHaveValue("");

    await form.getByLabel("Password").fill(CUSTOMER.password);
    await form.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed in: the account page (drawn per request, unlike the shared header) is theirs.
    await page.goto("/account?q=profile");
    await expect(page.getByText(CUSTOMER.email)).toBeVisible();
  });

  test("Create an Account works as a plain form: a missing field is marked, then the account is made", async ({
    page,
  }) => {
    const email = `plain-form-${Date.now()}@example.com`;
    await page.goto("/register");
    const form = page.getByRole("main");
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    await field("First Name").fill("Ines");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText(REQUIRED_FIELDS_MESSAGE);
    await expect(field("First Name")).toHaveValue("Ines");
    await expect(field("Last Name")).toHaveAttribute("aria-invalid", "true");

    await form.getByRole("combobox", { name: "Title" }).selectOption({ label: "Mx" });
    await field("Last Name").fill("Laurent");
    await field("E-mail").fill(email);
    await form.getByLabel("Password").fill("tailored-1");
    await form.getByRole("combobox", { name: "Country" }).selectOption({ label: "France" });
    await form.getByRole("checkbox", { name: /Privacy Notice/ }).check();
    await form.getByRole("checkbox", { name: /18 years of age/ }).check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/account?q=profile");
    await expect(page.getByText(email)).toBeVisible();
  });
});
