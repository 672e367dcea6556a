// The shop header as a shopper meets it: its links, search box, bag count and hiding on scroll,
// the phone menu, and touch targets across the frame.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { ADMIN, gotoHydrated, newPage } from "./fixtures/session";

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

test.describe("header", () => {
  test("a member of staff's header fits from 1024 px: no link wraps or meets the wordmark", async ({
    browser,
  }) => {
    const page = await newPage(browser, ADMIN);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/women");
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "Dashboard" })).toBeVisible();
      const fits = await banner.evaluate((header) => {
        const wordmark = header.querySelector("a[href='/']")!.getBoundingClientRect();
        const links = [...header.querySelectorAll<HTMLElement>("a, button")].filter((e) => e.offsetParent);
        const right = links.filter((e) => e.getBoundingClientRect().left > wordmark.right - 1);
        return {
          // One line box per link's text: a wrapped 'Client Service' had two.
          oneLine: links.every((e) => {
            const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
            const tops = new Set<number>();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              // Visible words only (a visually hidden label is a 1 px box).
              if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width < 2)
                continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
            }
            return tops.size <= 1;
          }),
          clear: right.every((e) => e.getBoundingClientRect().left - wordmark.right >= 24),
        };
      });
      expect(fits, `at ${width} px`).toEqual({ oneLine: true, clear: true });
    }
    await page.context().close();
  });

  test("links to the shop's sections", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Women", exact: true })).toHaveAttribute("href", "/women");
    await expect(nav.getByRole("link", { name: "Men", exact: true })).toHaveAttribute("href", "/men");
    await expect(nav.getByRole("link", { name: "Explore", exact: true })).toHaveAttribute("href", "/explore");
    await expect(page.getByRole("link", { name: "Client Service" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Atelier, home" })).toHaveAttribute("href", "/");

    await nav.getByRole("link", { name: "Women", exact: true }).click();
    await expect(page).toHaveURL(/\/women$/);
  });

  test("opens a search box that goes to /search with a tidied term", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const input = page.getByRole("combobox", { name: "Search the boutique" });
    await expect(input).toBeFocused();

    // Only spaces: nothing happens.
    await input.fill("   ");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/$/);

    await input.fill("  wool    coat ");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=wool\+coat$/);
  });

  test("closes the search box with Escape and returns focus to its toggle", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    await toggle.click();
    // The box is a lazy chunk: Escape is heard once it is in and has taken focus.
    const input = page.getByRole("combobox", { name: "Search the boutique" });
    await expect(input).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(input).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("shows the bag count from local storage and follows changes", async ({ page }) => {
    await gotoHydrated(page, "/");
    const bag = page.getByRole("link", { name: /^Shopping Bag/ });
    await expect(bag).toHaveAttribute("href", "/bag");
    await expect(bag).toHaveAccessibleName("Shopping Bag");

    await page.evaluate(() => {
      localStorage.setItem("shoppingBagList", JSON.stringify([{ quantity: 2 }, { quantity: 1 }]));
      window.dispatchEvent(new Event("atelier:bag"));
    });
    await expect(bag).toHaveAccessibleName("Shopping Bag, 3 items");

    await page.reload();
    await expect(page.getByRole("link", { name: "Shopping Bag, 3 items" })).toBeVisible();
  });

  test("hides on scroll down and comes back on scroll up", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    const bottom = () => header.evaluate((el) => el.getBoundingClientRect().bottom);
    await page.mouse.wheel(0, 600);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottom).toBeGreaterThan(0);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, lists sub-categories and closes @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "New Arrivals" })).toHaveAttribute("href", "/explore");
    await expect(menu.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Client Service" })).toHaveAttribute("href", "/contact");

    await menu.getByText("Women", { exact: true }).click();
    const viewAll = menu.getByRole("link", { name: "View All" }).first();
    await expect(viewAll).toHaveAttribute("href", "/women");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("a section chosen in the menu opens with its heading focused, and the header hides on scroll @phone", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByText("Women", { exact: true }).click();
    await menu.getByRole("link", { name: "View All" }).first().click();
    await expect(page).toHaveURL(/\/women$/);
    await expect(menu).toBeHidden();
    // The new page's start, not the menu button left behind in the header.
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
    const header = page.getByRole("banner");
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(0);
  });

  test("the open menu has no detectable accessibility violations @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the widest bag count stays on a narrow phone's screen @phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // A full bag: ten lines of ten pieces.
    await page.addInitScript(() =>
      localStorage.setItem(
        "shoppingBagList",
        JSON.stringify(Array.from({ length: 10 }, () => ({ quantity: 10 }))),
      ),
    );
    await gotoHydrated(page, "/");
    const badge = page.locator('header [data-ready="true"]');
    await expect(badge).toHaveText("99+");
    const edges = await badge.evaluate((el) => ({
      right: el.getBoundingClientRect().right,
      width: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    }));
    expect(edges.right).toBeLessThanOrEqual(edges.width);
    expect(edges.scrollWidth).toBe(edges.width);
  });
});

test.describe("touch targets", () => {
  // WCAG 2.5.8: every control at least 24 × 24 CSS px, except a link inside a sentence and a
  // checkbox, whose label is part of its target. Measured on the pages the shopper moves through
  // most, with the listing's filters open, on a phone and a desktop.
  for (const width of [390, 1440]) {
    test(`controls are at least 24 px on the main pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/login", "/faq", "/legal", "/women?size=M"]) {
        await gotoHydrated(page, path);
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              "a[href], button, select, input:not([type=checkbox]):not([type=radio]):not([type=hidden])",
            ),
          ]
            .filter((el) => {
              const box = el.getBoundingClientRect();
              if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden")
                return false;
              // A link in running text (a sentence of a paragraph or a list item's text).
              if (el.tagName === "A" && el.closest("p, li")?.textContent?.trim() !== el.textContent?.trim())
                return false;
              return box.height < 24 || box.width < 24;
            })
            .map(
              (el) =>
                `${el.tagName} “${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim()}” ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`,
            ),
        );
        expect(small, path).toEqual([]);
      }
    });
  }
});
