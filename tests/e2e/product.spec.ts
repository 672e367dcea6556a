// The product page as a shopper meets it: choosing size and colour, the bag, pre-order, notify
// me, the size guide, SEO data, 'You May Also Like' and the 404 for an unknown product.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { colorName } from "../../domain/colors";
import { formatDate } from "../../domain/dates";
import { expectNoAxeViolations } from "./helpers/axe";
import { gotoHydrated } from "./fixtures/session";

const NOT_FOUND_HEADING = "SORRY, WE COULDN'T FIND THE PAGE YOU ARE LOOKING FOR.";

interface Size {
  key: string;
  status: 0 | 1 | 2 | 3;
  colors: string[];
  preOrderDate?: string;
}
interface Product {
  id: string;
  url: string;
  title: string;
  description: string;
  basePriceCents: number;
  baseImagesColor: string;
  images: Record<string, string[]>;
  sizes: Size[];
  sizeGuide: string;
}

/** The first women's product the predicate accepts, read in full from the API. */
async function findProduct(request: APIRequestContext, accept: (p: Product) => boolean): Promise<Product> {
  const list = (await (await request.get("/api/v1/products?page=women&limit=50")).json()) as {
    items: { url: string }[];
  };
  for (const { url } of list.items) {
    const product = (await (await request.get(`/api/v1/products/by-url/${url}`)).json()) as Product;
    if (accept(product)) return product;
  }
  throw new Error("No seeded product fits this journey");
}

const inStockSize = (p: Product) => p.sizes.find((s) => s.status === 1 && !s.preOrderDate);

async function storedBag(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem("shoppingBagList") ?? "[]") as Record<string, unknown>[],
  );
}

test.describe("product page", () => {
  test("on a short laptop screen the buy box scrolls to its foot and stays there; on a tall one by its head", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => inStockSize(p) !== undefined);
    const boxOf = () =>
      page.evaluate(() => {
        let el = document.querySelector("main h1")!.parentElement;
        while (
          el &&
          !(getComputedStyle(el.parentElement!).display === "grid" && el.parentElement!.children.length === 2)
        )
          el = el.parentElement;
        const r = el!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: innerHeight };
      });
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, `/product/${product.url}`);
    const tall = await boxOf();
    expect(tall.bottom - tall.top, "the buy box is taller than this screen").toBeGreaterThan(720);
    await page.evaluate(() => window.scrollTo(0, 600));
    // Its foot (the details, the materials) came into view and is held there.
    await expect.poll(async () => Math.round((await boxOf()).bottom)).toBe(720);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(async () => Math.round((await boxOf()).bottom)).toBe(720);

    await page.setViewportSize({ width: 1920, height: 1300 });
    await page.evaluate(() => window.scrollTo(0, 300));
    const header = await page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().height);
    // Held by its head, just under the header.
    await expect.poll(async () => Math.abs((await boxOf()).top - header)).toBeLessThan(2);
  });

  test("adds a piece in stock to the bag once, with size and colour", async ({ page, request }) => {
    const product = await findProduct(request, (p) => inStockSize(p) !== undefined);
    const size = inStockSize(product)!;
    const color = size.colors[0]!;
    await gotoHydrated(page, `/product/${product.url}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);

    const add = page.getByRole("button", { name: "Add To Bag" });
    await add.click();
    const sizeSelect = page.getByLabel("Size", { exact: true });
    await expect(sizeSelect).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please select a size.")).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Colour" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please select a colour.")).toBeVisible();
    await expect(page.getByRole("radio").first()).toHaveAccessibleDescription("Please select a colour.");
    await expect(sizeSelect).toBeFocused();

    await sizeSelect.selectOption(size.key);
    await expect(page.getByText("Please select a size.")).toBeHidden();
    // The new size's colours have not been refused yet: the colour's mark goes with the size's.
    await expect(page.getByText("Please select a colour.")).toBeHidden();
    await page.getByRole("radio", { name: colorName(color) }).check();
    await add.click();

    const bag = page.getByRole("dialog", { name: "Shopping Bag" });
    await expect(bag).toBeVisible();
    await expect(bag.getByRole("link", { name: product.title })).toHaveAttribute(
      "href",
      `/product/${product.url}`,
    );
    await expect(bag).toContainText(colorName(color));
    await expect(bag.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");
    await expect(bag.getByRole("link", { name: "View Shopping Bag" })).toHaveAttribute("href", "/bag");
    expect(await storedBag(page)).toEqual([
      expect.objectContaining({ productId: product.id, size: size.key, color, quantity: 1, status: 1 }),
    ]);

    await page.keyboard.press("Escape");
    await expect(bag).toBeHidden();
    await expect(add).toBeFocused();
    await expect(page.getByRole("link", { name: "Shopping Bag, 1 item" })).toBeVisible();

    await add.click();
    const already = page.getByRole("dialog", { name: "Already Added" });
    await expect(already.getByRole("link", { name: "View Shopping Bag" })).toHaveAttribute("href", "/bag");
    await already.getByRole("button", { name: "Cancel" }).click();
    await expect(already).toBeHidden();
    expect(await storedBag(page)).toHaveLength(1);
  });

  test("offers a pre-order with its date", async ({ page, request }) => {
    const product = await findProduct(
      request,
      (p) => p.sizes.length > 0 && p.sizes.every((s) => s.status === 2),
    );
    const size = product.sizes[0]!;
    const line = `Available on: ${formatDate(size.preOrderDate!)}`;
    await gotoHydrated(page, `/product/${product.url}`);
    await expect(page.getByText(line)).toBeVisible();

    await page.getByLabel("Size", { exact: true }).selectOption(size.key);
    await page.getByRole("radio", { name: colorName(size.colors[0]!) }).check();
    await page.getByRole("button", { name: "Pre-Order" }).click();
    await expect(page.getByRole("dialog", { name: "Shopping Bag" })).toContainText(line);
    expect(await storedBag(page)).toEqual([
      expect.objectContaining({ productId: product.id, status: 2, preOrderDate: size.preOrderDate }),
    ]);
  });

  test("takes an e-mail for a size that is coming soon", async ({ page, request }) => {
    const product = await findProduct(request, (p) =>
      p.sizes.some((s) => s.status === 3 && s.colors.length > 0),
    );
    const size = product.sizes.find((s) => s.status === 3 && s.colors.length > 0)!;
    const color = size.colors[0]!;
    await gotoHydrated(page, `/product/${product.url}`);
    await page.getByLabel("Size", { exact: true }).selectOption({ label: `${size.key} (Notify me)` });
    await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
    // A request is for a variant (decision 65): the colour is asked for first.
    await page.getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByText("Please select a colour.")).toBeVisible();
    await page.getByRole("radio", { name: colorName(color) }).check();
    await page.getByRole("button", { name: "Notify Me" }).click();

    const panel = page.getByRole("dialog", { name: "Notify me when available" });
    const email = panel.getByLabel("E-mail");
    await panel.getByRole("button", { name: "Notify Me" }).click();
    await expect(panel.getByText("Please enter your e-mail address.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // What is not an address is the server's to say.
    await email.fill("ada@");
    await panel.getByRole("button", { name: "Notify Me" }).click();
    await expect(panel.getByText("Enter a valid e-mail address.")).toBeVisible();

    await email.fill("ada@example.com");
    const stored = page.waitForResponse((r) => r.url().endsWith("/api/v1/notify-requests"));
    await panel.getByRole("button", { name: "Notify Me" }).click();
    expect((await stored).status()).toBe(201);
    await expect(panel.getByText("Thank you.")).toBeVisible();
    // The same request again is accepted without a duplicate (idempotent on the server).
    const again = await request.post("/api/v1/notify-requests", {
      data: { productId: product.id, size: size.key, color, email: "ada@example.com" },
    });
    expect(again.status()).toBe(201);
  });

  test("sends an out-of-stock size to Contact Us", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.sizes.some((s) => s.status === 0));
    const size = product.sizes.find((s) => s.status === 0)!;
    await gotoHydrated(page, `/product/${product.url}`);
    await page.getByLabel("Size", { exact: true }).selectOption({ label: `${size.key} (Out of stock)` });
    await expect(page.getByText("Out Of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("switches the pictures with the colour and scrolls up to them", async ({ page, request }) => {
    const product = await findProduct(request, (p) => Object.keys(p.images).length > 1);
    const base = product.baseImagesColor;
    const other = Object.keys(product.images).find((c) => c !== base)!;
    await gotoHydrated(page, `/product/${product.url}`);
    const front = (color: string) =>
      page.getByRole("img", { name: `${product.title} in ${colorName(color)}, front view` });
    await expect(front(base)).toHaveAttribute("src", new RegExp(`/${base}/`));
    await expect(
      page.getByRole("img", { name: `${product.title} in ${colorName(base)}, back view` }),
    ).toHaveAttribute("loading", "lazy");

    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole("radio", { name: colorName(other) }).check();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(front(other)).toHaveAttribute("src", new RegExp(`/${other}/`));
    await expect(front(base)).toHaveCount(0);
  });

  test("opens the size guide with the product's guide, its sizes as rows, and contacts", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => p.sizeGuide === "coats-tailoring");
    await gotoHydrated(page, `/product/${product.url}`);
    const trigger = page.getByRole("button", { name: "Size Guide" });
    await trigger.click();
    const guide = page.getByRole("dialog", { name: "Size Guide" });
    const chart = guide.getByRole("table", { name: "Coats and Tailoring" });
    for (const header of ["Size", "Chest (cm)", "Waist (cm)", "Hip (cm)", "Chest (in)"]) {
      await expect(chart.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    await expect(chart.getByRole("rowheader")).toHaveText(product.sizes.map((s) => s.key));
    await expect(guide.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:/);
    await expect(guide.getByRole("link", { name: /^E-mail/ })).toHaveAttribute("href", /^mailto:/);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(guide).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("answers 404 for an unknown product", async ({ page }) => {
    const response = await page.goto("/product/no-such-piece-1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_HEADING);
  });

  test("is server-rendered with search and share data", async ({ request }) => {
    const product = await findProduct(request, (p) => inStockSize(p) !== undefined);
    const html = await (await request.get(`/product/${product.url}`)).text();
    expect(html).toContain(`<title>${product.title} | Atelier</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/product/${product.url}"`));
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/1280\.webp"\/>/);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const ld = JSON.parse(json ?? "{}") as { sku: string; offers: { price: string; availability: string } };
    expect(ld.sku).toBe(product.id);
    expect(ld.offers.price).toBe((product.basePriceCents / 100).toFixed(2));
    expect(ld.offers.availability).toBe("https://schema.org/InStock");
  });

  test("ends with 'You May Also Like': the API's pieces as cards, each leading to its own page", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => inStockSize(p) !== undefined);
    const expected = (
      (await (await request.get(`/api/v1/products/by-url/${product.url}/related`)).json()) as {
        items: { title: string; url: string }[];
      }
    ).items;
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.map((c) => c.url)).not.toContain(product.url);

    await gotoHydrated(page, `/product/${product.url}`);
    const row = page.getByRole("region", { name: "You May Also Like" });
    await row.scrollIntoViewIfNeeded();
    const titles = row.getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(expected.map((c) => c.title));
    // Below the first screen: the pictures wait until they are scrolled to, and then show.
    const pictures = row.getByRole("img");
    await expect(pictures).toHaveCount(expected.length);
    for (const img of await pictures.all()) {
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveJSProperty("complete", true);
      expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);

    // The whole card is one link, named by the title; it opens that piece's page.
    await row.getByRole("link", { name: expected[0]!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${expected[0]!.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0]!.title);
    await expect(
      page.getByRole("region", { name: "You May Also Like" }).getByRole("heading", { level: 3 }),
    ).not.toContainText([expected[0]!.title]);
  });

  test("has no detectable accessibility violations, also with the mini bag open", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => inStockSize(p) !== undefined);
    const size = inStockSize(product)!;
    await gotoHydrated(page, `/product/${product.url}`);
    await expectNoAxeViolations(page);

    await page.getByLabel("Size", { exact: true }).selectOption(size.key);
    await page.getByRole("radio", { name: colorName(size.colors[0]!) }).check();
    await page.getByRole("button", { name: "Add To Bag" }).click();
    await expect(page.getByRole("dialog", { name: "Shopping Bag" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("buy box", () => {
  test("the size box stays where it is when a size's status line comes and goes", async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      (p) => inStockSize(p) !== undefined && p.sizes.some((s) => s.status === 0 || s.status === 3),
    );
    const other = product.sizes.find((s) => s.status === 0 || s.status === 3)!;
    await gotoHydrated(page, `/product/${product.url}`);
    const select = page.getByRole("combobox", { name: "Size" });
    const top = async () => (await select.boundingBox())!.y;
    const before = await top();
    await select.selectOption(other.key);
    await expect(
      page.getByText(other.status === 0 ? "Out Of Stock" : "Coming Soon", { exact: true }),
    ).toBeVisible();
    expect(await top()).toBe(before);
    await select.selectOption(inStockSize(product)!.key);
    await expect(page.getByText(/^(Out Of Stock|Coming Soon)$/)).toHaveCount(0);
    expect(await top()).toBe(before);
  });
});

test.describe("mini bag", () => {
  test("opens from the header, empty at first", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = page.getByRole("link", { name: "Shopping Bag", exact: true });
    await link.click();
    const bag = page.getByRole("dialog", { name: "Shopping Bag" });
    await expect(bag.getByText("Your shopping bag is empty")).toBeVisible();
    await expect(bag.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    await bag.getByRole("button", { name: "Close shopping bag" }).click();
    await expect(bag).toBeHidden();
    await expect(link).toBeFocused();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("stepping through the colours with the arrow keys keeps the focused swatch on screen @phone", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) =>
      p.sizes.some((s) => s.status === 1 && s.colors.length > 1),
    );
    const size = product.sizes.find((s) => s.status === 1 && s.colors.length > 1)!;
    await gotoHydrated(page, `/product/${product.url}`);
    await page.getByRole("combobox", { name: "Size" }).selectOption(size.key);
    const radios = page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio");
    await radios.first().focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    const focused = page.locator("input[type=radio]:focus");
    await expect(focused).toBeChecked();
    await expect(focused).toBeInViewport();
    await page.waitForTimeout(600); // a smooth scroll would have moved by now
    await expect(focused).toBeInViewport();
  });

  test("the product page swipes between pictures and stays accessible @phone", async ({ page, request }) => {
    const product = await findProduct(request, (p) => inStockSize(p) !== undefined);
    await gotoHydrated(page, `/product/${product.url}`);
    const back = page.getByRole("img", {
      name: `${product.title} in ${colorName(product.baseImagesColor)}, back view`,
    });
    await page.getByRole("button", { name: "Show back view" }).click();
    await expect(back).toBeInViewport();
    await expect(page.getByRole("button", { name: "Show back view" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expectNoAxeViolations(page);
  });
});
