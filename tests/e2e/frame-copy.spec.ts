// Personal pages drawn from the server's copy of the shop frame (decision 110): a page's first
// render keeps its frame, and every later one is drawn from it. In the browser it is the same page:
// it hydrates without an error (React reports a mismatch on the console), and its header, search
// and footer work as on any page.
import { expect, test, type Page } from "@playwright/test";
import { REQUIRED, gotoHydrated, main, registerViaApi } from "./fixtures/account";
import { anyInStock, lineFor, seedBag } from "./fixtures/checkout";
import { acceptCookies } from "./helpers/consent";
import { expectNoAxeViolations } from "./helpers/axe";

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The second visit is drawn from the copy the first one kept, as the server's answer says. */
async function visitTwice(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  const second = await page.goto(path);
  expect(second?.headers()["server-timing"] ?? "", `${path} drawn from the kept frame`).toContain("frame");
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("a personal page drawn from the kept shop frame", () => {
  test("a customer's checkout hydrates without an error; search and the frame's links work", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    await registerViaApi(page, "Margaux");
    await seedBag(page, [lineFor(await anyInStock(request))]);
    await visitTwice(page, "/checkout");
    // With a bag the checkout stays (an empty one sends the shopper back to /bag).
    await expect(page.getByRole("combobox", { name: "Shipping Address" })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    await toggle.click();
    await expect(page.getByRole("combobox", { name: "Search the boutique" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    await expectNoAxeViolations(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Women", exact: true })
      .click();
    await expect(page).toHaveURL(/\/women$/);
    expect(errors).toEqual([]);
  });

  test("a page drawn from the copy inlines the CSS a whole render of it does", async ({ request }) => {
    // The inlined rules are those the page's classes use; the frame's classes come with the copy.
    const styles = async (path: string) => {
      const answer = await request.get(path);
      const html = await answer.text();
      return {
        kept: (answer.headers()["server-timing"] ?? "").includes("frame"),
        // Only a page whose hydration is deferred inlines a subset of its stylesheets.
        deferred: html.includes('type="application/x-deferred-module"'),
        css: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]),
      };
    };
    await styles("/login");
    const kept = await styles("/login");
    // Another spelling of the address is rendered whole every time.
    const whole = await styles("/login/");
    expect([kept.kept, whole.kept, kept.deferred, whole.deferred]).toEqual([true, false, true, true]);
    expect(kept.css.join("")).toMatch(/\.[\w-]+\{/);
    expect(kept.css).toEqual(whole.css);
  });

  test("a guest's sign-up page hydrates without an error and its form answers @phone", async ({ page }) => {
    const errors = consoleErrors(page);
    await visitTwice(page, "/register");
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("contentinfo").getByText("Client Services", { exact: true })).toBeVisible();
    const form = main(page);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText(REQUIRED);
    expect(errors).toEqual([]);
  });
});
