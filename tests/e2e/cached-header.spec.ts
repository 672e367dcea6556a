// One cached page for everyone (decision 45): the server sends every visitor the same /women,
// and the header is made personal in the browser — 'My Account' and the bag count for a signed-in
// customer, 'Dashboard' for staff — from the session flag before the first paint, so 'Log In' is
// never drawn for them and nothing moves (the summed layout-shift entries stay 0).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { layoutShifted, watchLayoutShifts } from "./helpers/layout-shift";
import { ADMIN, CUSTOMER, newPage } from "./fixtures/session";

interface Watch {
  /** Frames drawn while the header's 'Log In' link was visible. */
  logInFrames: number;
  frames: number;
}

/** Sums layout shifts and, on every frame from the very first, notes whether 'Log In' shows. */
async function watchFirstPaint(page: Page): Promise<void> {
  await watchLayoutShifts(page);
  await page.addInitScript(() => {
    const w = { logInFrames: 0, frames: 0 };
    (window as unknown as { __watch: typeof w }).__watch = w;
    const frame = () => {
      w.frames++;
      const logIn = document.querySelector<HTMLElement>('header a[href="/login"]');
      if (logIn && logIn.checkVisibility({ visibilityProperty: true })) w.logInFrames++;
      if (w.frames < 120) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function signedIn(browser: Browser, baseURL: string, account: typeof ADMIN): Promise<Page> {
  const page = await newPage(browser, account, baseURL);
  await watchFirstPaint(page);
  return page;
}

/**
 * Opens a shared page and waits for hydration and the personal call to settle. The page is
 * visited once before, so its web fonts are in the cache, as for a returning customer: the swap
 * of a font arriving late moves text whoever visits, and is not what this measures.
 */
async function openShared(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const summary = page.waitForResponse((r) => r.url().endsWith("/api/v1/me/summary"));
  const res = await page.goto(path);
  expect(res?.headers()["cache-control"]).toMatch(/^public, /);
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
  await summary;
  // Two more frames after the last change, for any late shift to be recorded.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const watch = (page: Page) => page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);

test("a signed-in customer sees My Account and their bag count on a cached page, with nothing moving", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, baseURL!, CUSTOMER);
  // A bag of two pieces, as the product page would have stored it.
  await page.addInitScript(() => {
    if (window.localStorage.getItem("shoppingBagList")) return;
    window.localStorage.setItem(
      "shoppingBagList",
      JSON.stringify([
        {
          productId: "any-piece",
          title: "A Piece",
          url: "a-piece",
          maxQuantity: 2,
          image: "",
          quantity: 2,
          basePriceCents: 10_000,
          size: "M",
          color: "black",
          status: 1,
        },
      ]),
    );
  });
  await openShared(page, "/women");

  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Log In" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Shopping Bag, 2 items" })).toBeVisible();
  const w = await watch(page);
  expect(w.frames).toBeGreaterThan(0);
  expect(w.logInFrames).toBe(0);
  expect(await layoutShifted(page)).toBe(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("staff see Dashboard on a cached page, from the first paint", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, baseURL!, ADMIN);
  await openShared(page, "/men");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
  const w = await watch(page);
  expect(w.logInFrames).toBe(0);
  expect(await layoutShifted(page)).toBe(0);
  await expectNoAxeViolations(page);
  // The same page for a guest: 'Log In', no Dashboard, and no personal call at all.
  const guest = await browser.newPage({ baseURL: baseURL!, viewport: { width: 1440, height: 900 } });
  await acceptCookies(guest);
  const calls: string[] = [];
  guest.on("request", (r) => {
    if (r.url().includes("/api/v1/me/summary")) calls.push(r.url());
  });
  await guest.goto("/men");
  await guest.locator('header [data-ready="true"]').waitFor({ state: "attached" });
  await expect(guest.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(guest.getByRole("banner").getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  expect(calls).toEqual([]);
  // 'Log In' stands as far from 'Client Service' as that does from 'Search': no room is kept for
  // the 'My Account' a guest never sees.
  const [before, after] = await guest.getByRole("banner").evaluate((header) => {
    const box = (name: string) =>
      [...header.querySelectorAll("a, button")]
        .find((e) => e.textContent?.trim() === name)!
        .getBoundingClientRect();
    const [search, service, logIn] = [box("Search"), box("Client Service"), box("Log In")];
    return [service.left - search.right, logIn.left - service.right];
  });
  expect(Math.abs(after! - before!)).toBeLessThanOrEqual(1);
  await guest.close();
  await page.context().close();
});
