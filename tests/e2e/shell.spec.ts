// The shop frame: home, the focus on a new page, the footer, the not-found page, styles and
// fonts, as a shopper meets them (the header is header.spec.ts).
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { gotoHydrated } from "./fixtures/session";

const NOT_FOUND_HEADING = "SORRY, WE COULDN'T FIND THE PAGE YOU ARE LOOKING FOR.";
const NOT_FOUND_TEXT = "The page may have been removed, changed or it is temporarily unavailable.";

test.describe("home", () => {
  test("is server-rendered with its title and headline", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("The Winter Collection");
    expect(html).toContain("<title>Official Online Boutique | Atelier</title>");

    await page.goto("/");
    await expect(page).toHaveTitle("Official Online Boutique | Atelier");
    await expect(page.getByRole("heading", { level: 1, name: "The Winter Collection" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop Women" })).toHaveAttribute("href", "/women");
    await expect(page.getByRole("link", { name: "Shop Men" })).toHaveAttribute("href", "/men");
  });

  test("loads the hero image", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("img", { name: /trench coat and a charcoal wool coat/ });
    await expect(hero).toBeVisible();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("has no detectable accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoAxeViolations(page);
  });
});

test.describe("a new page", () => {
  test("takes the keyboard's focus to its heading, and Tab goes on from there", async ({ page }) => {
    await gotoHydrated(page, "/women");
    const card = page.getByRole("region", { name: "Women products", exact: true }).getByRole("link").first();
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\//);
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("main")!.contains(document.activeElement))).toBe(
      true,
    );

    // The header's search leads to the results, whose heading takes the focus too.
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const input = page.getByRole("combobox", { name: "Search the boutique" });
    await input.fill("coat");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=coat$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();

    // Another search from the results: a new page of results, its heading focused again.
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await input.fill("wool");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=wool$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(/wool/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();

    // A sub-category link, still on screen after it is followed, hands the focus to the new heading.
    await gotoHydrated(page, "/women");
    const bar = page.getByRole("navigation", { name: "Women categories" });
    const sub = bar.getByRole("link").nth(1);
    const name = (await sub.textContent())!.trim();
    await sub.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  });
});

test.describe("not found", () => {
  test("answers 404 with the spec's words, a way home and contact details", async ({ page }) => {
    const response = await page.goto("/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Atelier");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_HEADING);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+1 (212) 555-0190" })).toBeVisible();
    await expect(main.getByRole("link", { name: "client.service@atelier.example" })).toBeVisible();
    await expect(main.getByText("Client advisors are available Mon to Sat, 9am to 9pm.")).toBeVisible();
  });

  test("has no detectable accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/does-not-exist");
    await expectNoAxeViolations(page);
  });
});

test.describe("footer", () => {
  test("lists client services, contact, company, newsletter and social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Client Services", "Contact", "The Company", "Newsletter", "Connect"]) {
      await expect(footer.getByRole("heading", { name })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Returns" })).toHaveAttribute(
      "href",
      "/legal?category=return",
    );
    await expect(footer.getByRole("link", { name: "Instagram (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/",
    );
    await expect(footer).toContainText("no order is real and no payment is taken");
  });

  // The footer is laid out only once it nears the screen; until then it holds an estimated height.
  // A visitor reaches it after hydration (a touch or a key starts it), and on a phone after its
  // code has folded its columns.
  for (const width of [390, 800, 1440]) {
    test(`keeps its height when first drawn, ${width}px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/women");
      const footer = page.locator("footer");
      if (width < 768)
        await expect(
          footer.getByRole("button", { name: "Client Services", includeHidden: true }),
        ).toBeAttached();
      const estimated = await footer.evaluate((el) => el.getBoundingClientRect().height);
      // Scrolled to, then measured once the browser says it has drawn it.
      const drawn = await footer.evaluate(
        (el) =>
          new Promise<number>((resolve) => {
            el.addEventListener("contentvisibilityautostatechange", (event) => {
              if (!(event as Event & { skipped: boolean }).skipped)
                requestAnimationFrame(() => resolve(el.getBoundingClientRect().height));
            });
            el.scrollIntoView();
          }),
      );
      expect(Math.abs(drawn - estimated), `estimated ${estimated}, drawn ${drawn}`).toBeLessThanOrEqual(24);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // React once sent the footer as a hidden segment that an inline script moved into place.
    test("is part of the page as sent", async ({ page }) => {
      await page.goto("/women");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("heading", { name: "Client Services" })).toBeVisible();
      await expect(footer.getByRole("link", { name: "Returns" })).toBeVisible();
      expect(await page.locator("[hidden][id^='S:']").count()).toBe(0);
    });
  });
});

test.describe("styles", () => {
  test("a page inlines only the rules its markup uses; hydration switches the whole stylesheets on first", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/women")).text();
    const inlined = [...html.matchAll(/<style[^>]*data-href="([^"]+)"[^>]*>([^<]*)<\/style>/g)];
    expect(inlined.length).toBeGreaterThan(0);
    let whole = 0;
    let sent = 0;
    for (const [, href, css] of inlined) {
      const sheet = await (await request.get(href!)).text();
      expect(css!.length).toBeLessThanOrEqual(sheet.length);
      whole += sheet.length;
      sent += css!.length;
    }
    expect(sent).toBeLessThan(whole * 0.8);
    expect(html).toMatch(/<link[^>]*rel="stylesheet"[^>]*disabled=""/);

    await gotoHydrated(page, "/women");
    // The stylesheets the page was sent with (not those a lazy panel adds later): switched on and
    // loaded before any module ran, so by hydration they are in.
    const hrefs = inlined.map(([, href]) => href!);
    const sheets = await page.evaluate(
      (wanted) =>
        wanted.map((href) => {
          const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
            (l) => l.getAttribute("href")?.replace(/#.*$/, "") === href,
          );
          return { href, disabled: link?.disabled, loaded: (link?.sheet?.cssRules.length ?? 0) > 0 };
        }),
      hrefs,
    );
    expect(sheets).toEqual(hrefs.map((href) => ({ href, disabled: false, loaded: true })));
  });
});

test.describe("web fonts", () => {
  const fontsFetched = (page: Page) => {
    const names: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") names.push(new URL(r.url()).pathname.split("/").pop()!);
    });
    return names;
  };

  test("shop pages fetch only the small core files of each face", async ({ page }) => {
    const names = fontsFetched(page);
    // /women holds "Silk Crêpe Wrap Dress", set in capitals too: ê and Ê are core.
    for (const path of ["/", "/women", "/faq", "/search?q=coat"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
    }
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.filter((n) => !/-core-[\w-]+\.woff2$/.test(n))).toEqual([]);
  });

  test("a character outside the core still gets the face, from its whole file", async ({ page }) => {
    const names = fontsFetched(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => {
      const p = document.createElement("p");
      p.style.fontFamily = "Jost";
      p.textContent = "Smørrebrød";
      document.querySelector("main")!.append(p);
      return document.fonts.ready.then(() => undefined);
    });
    await expect.poll(() => names.some((n) => /^jost-latin-400-normal-/.test(n))).toBe(true);
  });
});

test.describe("footer on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("footer columns fold on phones @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("contentinfo").getByRole("button", { name: "Client Services" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true })).toBeVisible();
  });
});
