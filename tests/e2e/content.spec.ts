// Cookie consent, legal and help pages, the contact form and the newsletter, as a shopper meets
// them. These journeys also look into the database, so they run against the production build
// served from this process over its own PGlite folder (helpers/app-server.ts).
import { expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { contactMessages, mailOutbox, newsletterSubscriptions, pageViews } from "../../server/db/schema";
import { testOnAppServer } from "./helpers/app-server";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { gotoHydrated } from "./fixtures/session";

const CONTACT_SUCCESS =
  "Successfully sent! Our support team will respond within 1-2 working days. Be sure to check out your e-mail.";

const test = testOnAppServer;

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem("cookieConsent") ?? "null") as unknown);

test.describe("cookie banner", () => {
  test("appears on a first visit; Settings → statistics only → Confirm My Choices is stored", async ({
    page,
    app,
  }) => {
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Cookies at Atelier" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "OK" })).toBeVisible();
    await expectNoAxeViolations(page);

    await banner(page).getByRole("button", { name: "Settings" }).click();
    await expect(banner(page).getByRole("heading", { name: "Cookie Settings" })).toBeFocused();
    await expect(banner(page).getByRole("button", { name: "Necessary Always on" })).toBeVisible();
    await banner(page).getByRole("button", { name: "Statistics Off" }).click();
    const toggle = banner(page).getByRole("switch", { name: "Allow statistics cookies" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expectNoAxeViolations(page);
    await banner(page).getByRole("button", { name: "Back to Cookie Settings" }).click();
    await expect(banner(page).getByRole("button", { name: "Statistics On" })).toBeFocused();
    await banner(page).getByRole("button", { name: "Confirm My Choices" }).click();

    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual({ preferences: false, statistics: true, marketing: false });
    await page.reload();
    await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({ preferences: false, statistics: true, marketing: false });
    // Statistics were allowed, so the site's own analytics counted the page.
    await expect
      .poll(
        async () => (await app.services.db.select().from(pageViews).where(eq(pageViews.path, "/"))).length,
      )
      .toBeGreaterThan(0);
  });

  test("is keyboard-operable; OK and Accept All allow every category; necessary cannot be switched", async ({
    page,
  }) => {
    await gotoHydrated(page, "/women");
    // The banner's panel is a lazy chunk mounted after hydration: Tab only once it is there.
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toBeVisible();
    // First in the document: the first Tab reaches it before the page.
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(banner(page).getByRole("heading", { name: "Cookie Settings" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Necessary Always on" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page).getByText("Always on", { exact: true })).toBeVisible();
    await expect(banner(page).getByRole("switch")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(banner(page).getByRole("button", { name: "Necessary Always on" })).toBeFocused();
    await banner(page).getByRole("button", { name: "Accept All" }).press("Enter");
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual({ preferences: true, statistics: true, marketing: true });

    await page.evaluate(() => window.localStorage.removeItem("cookieConsent"));
    await gotoHydrated(page, "/men");
    await banner(page).getByRole("button", { name: "OK" }).click();
    expect(await storedConsent(page)).toEqual({ preferences: true, statistics: true, marketing: true });
  });

  test("overlays the page without moving it and leaves the header usable", async ({ page }) => {
    await gotoHydrated(page, "/legal");
    await expect(banner(page)).toBeVisible();
    const before = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await banner(page).getByRole("button", { name: "OK" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);

    await page.evaluate(() => window.localStorage.removeItem("cookieConsent"));
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Women", exact: true })
      .click();
    await expect(page).toHaveURL(/\/women$/);
  });

  test("Cookie Settings in the cookie policy reopens it and returns focus", async ({ page }) => {
    await acceptCookies(page);
    await gotoHydrated(page, "/legal?category=cookie");
    await expect(banner(page)).toHaveCount(0);
    const reopen = page.getByRole("main").getByRole("button", { name: "Cookie Settings" });
    await reopen.click();
    await expect(banner(page).getByRole("heading", { name: "Cookie Settings" })).toBeFocused();
    await expect(banner(page).getByRole("button", { name: "Marketing On" })).toBeVisible();
    await banner(page).getByRole("button", { name: "Marketing On" }).click();
    await banner(page).getByRole("switch", { name: "Allow marketing cookies" }).click();
    await banner(page).getByRole("button", { name: "Back to Cookie Settings" }).click();
    await banner(page).getByRole("button", { name: "Confirm My Choices" }).click();
    await expect(banner(page)).toBeHidden();
    await expect(reopen).toBeFocused();
    expect(await storedConsent(page)).toEqual({ preferences: true, statistics: true, marketing: false });

    await reopen.click();
    await page.keyboard.press("Escape");
    await expect(banner(page)).toBeHidden();
    await expect(reopen).toBeFocused();
  });
});

test.describe("legal and FAQ pages", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("the legal selector changes the category and the query string", async ({ page }) => {
    await gotoHydrated(page, "/legal");
    const h1 = page.getByRole("heading", { level: 1 });
    const selector = page.getByRole("navigation", { name: "Legal documents" });
    await expect(h1).toContainText("General Terms and Conditions of Sale");
    await expect(page.getByText("Effective from July 1, 2022")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link")).toHaveCount(18);
    await expect(selector.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await selector.getByRole("link", { name: "Returns" }).click();
    await expect(page).toHaveURL(/\/legal\?category=return$/);
    await expect(h1).toContainText("Return Policy");
    await expect(page).toHaveTitle("Return Policy | Atelier");
    await expect(selector.getByRole("link", { name: "Returns" })).toHaveAttribute("aria-current", "page");

    await selector.getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/legal\?category=privacy$/);
    await expect(page.getByRole("heading", { level: 2, name: "Users Under 18" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a deep link opens the right category and section; an unknown one falls back", async ({ page }) => {
    await gotoHydrated(page, "/legal?category=cookie#your-choice");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cookie Policy");
    await expect(page.getByRole("heading", { level: 2, name: "Changing Your Choice" })).toBeInViewport();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/legal?category=nonsense");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "General Terms and Conditions of Sale",
    );
    await gotoHydrated(page, "/faq?category=nonsense");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Shipping");
  });

  test("on a phone the legal selector wraps: every document's link is in view, whichever is open", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const category of ["terms-and-conditions", "privacy"]) {
      await gotoHydrated(page, `/legal?category=${category}`);
      const selector = page.getByRole("navigation", { name: "Legal documents" });
      const links = selector.getByRole("link");
      await expect(links).toHaveCount(4);
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
      // No sideways scroll of the page or of the row.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const list = selector.getByRole("list");
      expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page);
  });

  test("the FAQ selector switches between shipping and payment", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Shipping");
    // Answers are updated, not put into effect like terms of sale.
    await expect(page.getByText("Updated July 1, 2022")).toBeVisible();
    await expect(page.getByText(/Effective from/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page
      .getByRole("navigation", { name: "Questions by topic" })
      .getByRole("link", { name: "Payment" })
      .click();
    await expect(page).toHaveURL(/\/faq\?category=payment$/);
    await expect(page).toHaveTitle("Payment FAQ | Atelier");
    await expect(page.getByRole("main")).toContainText(
      "not available for orders that contain a pre-order piece",
    );

    await gotoHydrated(page, "/faq?category=payment#pre-orders");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Payment");
    await expect(
      page.getByRole("heading", { level: 2, name: "Can I use every payment method for a pre-order?" }),
    ).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});

test.describe("contact", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("refuses empty required fields, then sends and stores the message", async ({ page, app }) => {
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Contact client service" });
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    await expect(form.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute(
      "href",
      "/legal?category=privacy",
    );
    await expectNoAxeViolations(page);

    await field("Subject").fill("   ");
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Asked for less motion: the page goes to the top at once, not in a smooth scroll.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.emulateMedia({ reducedMotion: null });
    for (const label of ["Subject", "First Name", "Last Name", "E-mail", "Message"]) {
      await expect(field(label), label).toHaveAttribute("aria-invalid", "true");
    }
    await expect(field("Order ID (optional)")).not.toHaveAttribute("aria-invalid", "true");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The keyboard continues from the first highlighted field, which says why it is highlighted.
    await expect(field("Subject")).toBeFocused();
    await expect(field("Subject")).toHaveAccessibleDescription(
      /Please check the highlighted fields: Subject/,
    );
    expect(await app.services.db.select().from(contactMessages)).toHaveLength(0);
    await expectNoAxeViolations(page);

    await field("Subject").fill("Sleeve length");
    await expect(field("Subject")).not.toHaveAttribute("aria-invalid", "true");
    const typed = [
      ["First Name", "firstName", "Jane"],
      ["Last Name", "lastName", "Doe"],
      ["E-mail", "email", "jane.doe@example.com"],
      ["Message", "message", "Could the sleeves of the camel coat be shortened?"],
    ] as const;
    for (const [label, , value] of typed) await field(label).fill(value);
    // An address the browser lets through but the server refuses says why, on its field.
    await field("E-mail").fill("jane@example");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(field("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(field("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail address.");
    await expect(field("E-mail")).toBeFocused();
    expect(await app.services.db.select().from(contactMessages)).toHaveLength(0);
    await expectNoAxeViolations(page);
    await field("E-mail").fill("jane.doe@example.com");
    await expect(form.getByText("Enter a valid e-mail address.")).toHaveCount(0);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(CONTACT_SUCCESS, { exact: true })).toBeVisible();
    // The form is gone with its button: the message takes the focus, so it is read out.
    await expect(page.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeFocused();

    // Stored as typed, with no order named.
    const stored = await app.services.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      subject: "Sleeve length",
      orderId: null,
      ...Object.fromEntries(typed.map(([, column, value]) => [column, value])),
    });
    // 'Be sure to check out your e-mail': an acknowledgement is written with it (this server sends
    // nothing; the outbox's sender is checked by the mail tests).
    const acks = await app.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "contact-received"));
    expect(acks.map((m) => m.recipient)).toEqual(["jane.doe@example.com"]);
  });
});

test.describe("newsletter", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("marks a blank address, thanks the subscriber, and a second subscription does not duplicate", async ({
    page,
    app,
  }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    const form = footer.getByRole("form", { name: "Newsletter subscription" });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
    // Said in words too, tied to the field.
    await expect(form.getByLabel("E-mail address")).toHaveAccessibleDescription(
      "Please enter your e-mail address.",
    );
    await form.getByLabel("E-mail address").fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Thank you for subscribing.")).toBeVisible();

    await gotoHydrated(page, "/");
    await footer.getByRole("button", { name: "About the newsletter" }).click();
    const panel = page.getByRole("dialog", { name: "Newsletter" });
    await panel.getByLabel("E-mail address").fill("Reader@Example.com");
    await panel.getByRole("button", { name: "Subscribe" }).click();
    await expect(panel.getByText("Thank you for subscribing.")).toBeVisible();
    await expectNoAxeViolations(page);

    const rows = await app.services.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "reader@example.com"));
    expect(rows).toHaveLength(1);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("legal, FAQ and contact pages fit a phone, with the banner in place @phone", async ({ page }) => {
    for (const path of ["/legal", "/legal?category=cookie", "/faq?category=payment", "/contact"]) {
      await gotoHydrated(page, path);
      await expect(banner(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      const box = await banner(page).boundingBox();
      expect(box?.height, path).toBeLessThan(844 / 2);
    }
    await expectNoAxeViolations(page);
  });
});
