// The wishlist as a shopper meets it (decision 128): a guest is told how to keep one; a customer
// keeps a piece from its page, finds it kept on the next visit (the label never guessing before
// the server has answered), sees it in the account's Wishlist tab and lets it go from there.
import { expect, test, type Page } from "@playwright/test";
import {
  ADD_TO_WISHLIST,
  REMOVE_FROM_WISHLIST,
  REMOVED_FROM_WISHLIST,
  SAVED_TO_WISHLIST,
  WISHLIST_EMPTY,
  WISHLIST_SIGN_IN,
} from "../../domain/wishlist";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { field, main, registerViaApi, submitSignIn } from "./fixtures/account";
import { gotoHydrated } from "./fixtures/session";

/** The first piece of the women's page. */
async function firstPiece(page: Page): Promise<{ id: string; title: string; url: string }> {
  const list = (await (await page.request.get("/api/v1/products?page=women&limit=1")).json()) as {
    items: { id: string; title: string; url: string }[];
  };
  return list.items[0]!;
}

const wishlistButton = (page: Page) => page.getByRole("button", { name: /wishlist/i });

test.describe("wishlist", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("a guest's tap says how to keep a wishlist; signing in from it brings them back with the piece kept", async ({
    page,
  }) => {
    // An account of their own, then signed out: the guest who taps is that customer-to-be.
    const account = await registerViaApi(page, "Maud");
    await page.context().clearCookies();
    const piece = await firstPiece(page);
    await gotoHydrated(page, `/product/${piece.url}`);
    await wishlistButton(page).click();
    const status = page.getByRole("status").filter({ hasText: WISHLIST_SIGN_IN });
    await expect(status).toBeVisible();
    await status.getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/product/${piece.url}`)}`);
    // Creating an account instead would come back here too (decision 129).
    await expect(main(page).getByRole("link", { name: "Create an Account" })).toHaveAttribute(
      "href",
      `/register?next=${encodeURIComponent(`/product/${piece.url}`)}`,
    );
    await field(main(page), "E-mail").fill(account.email);
    await main(page).getByLabel("Password").fill(account.password);
    await submitSignIn(page);
    // Back on the piece, signed in: the tap made as a guest is kept without a second one.
    await expect(page).toHaveURL(`/product/${piece.url}`);
    await expect(wishlistButton(page)).toHaveText(REMOVE_FROM_WISHLIST);
    await expect(page.getByRole("status").filter({ hasText: SAVED_TO_WISHLIST })).toBeVisible();
    // Only once: let it go elsewhere (another tab, say), and the next visit saves nothing again.
    const removed = await page.request.delete(`/api/v1/me/wishlist/${piece.id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(removed.ok()).toBe(true);
    await gotoHydrated(page, `/product/${piece.url}`);
    await expect(wishlistButton(page)).toHaveText(ADD_TO_WISHLIST);
    await expect(page.getByRole("status").filter({ hasText: SAVED_TO_WISHLIST })).toHaveCount(0);
  });

  test("a tap made once the read has kept it waiting too long wins over that read's late answer", async ({
    page,
  }) => {
    await registerViaApi(page, "Odile");
    const piece = await firstPiece(page);
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // The read is answered by the server before the tap, and reaches the page after it.
    await page.route("**/api/v1/me/wishlist/*", async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const before = await route.fetch();
      await held;
      await route.fulfill({ response: before });
    });
    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().includes("/api/v1/me/wishlist/")) saves.push(r.url());
    });
    await gotoHydrated(page, `/product/${piece.url}`);
    // After 4 s without an answer the button offers to add, and takes the tap.
    await expect(wishlistButton(page)).toHaveText(ADD_TO_WISHLIST, { timeout: 10_000 });
    await wishlistButton(page).click();
    await expect(wishlistButton(page)).toHaveText(REMOVE_FROM_WISHLIST);
    // The read answers late, with the state from before the tap: the tap's answer stands.
    answer!();
    await page.waitForTimeout(500);
    await expect(wishlistButton(page)).toHaveText(REMOVE_FROM_WISHLIST);
    expect(saves).toHaveLength(1);
    await expect(page.getByRole("status").filter({ hasText: SAVED_TO_WISHLIST })).toHaveCount(1);
  });

  test("a customer keeps a piece, finds it kept on the next visit and lets it go from the account", async ({
    page,
  }) => {
    await registerViaApi(page, "Wren");
    const piece = await firstPiece(page);
    await gotoHydrated(page, `/product/${piece.url}`);
    await expect(wishlistButton(page)).toHaveText(ADD_TO_WISHLIST);
    await wishlistButton(page).click();
    await expect(wishlistButton(page)).toHaveText(REMOVE_FROM_WISHLIST);
    await expect(page.getByRole("status").filter({ hasText: SAVED_TO_WISHLIST })).toBeVisible();

    // The next visit: until the server says the piece is kept, the button shows no label at all.
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/v1/me/wishlist/*", async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, `/product/${piece.url}`);
    // Still a named button, marked busy, its label not drawn.
    const waiting = page.getByRole("button", { name: "Wishlist", exact: true });
    await expect(waiting).toHaveAttribute("aria-busy", "true");
    await expect(waiting).not.toHaveAttribute("data-known");
    await expect(waiting.locator("span")).toBeHidden();
    answer!();
    await expect(wishlistButton(page)).toHaveText(REMOVE_FROM_WISHLIST);
    await expect(wishlistButton(page).locator("span")).toBeVisible();
    await page.unroute("**/api/v1/me/wishlist/*");

    await gotoHydrated(page, "/account?q=wishlist");
    await expect(page.getByRole("link", { name: "Wishlist" })).toHaveAttribute("aria-current", "page");
    const card = page.getByRole("heading", { level: 3, name: piece.title });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard: Remove is announced, and focus lands on what is left (Continue Shopping).
    await page.getByRole("button", { name: `Remove ${piece.title} from your wishlist` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: REMOVED_FROM_WISHLIST })).toBeVisible();
    await expect(page.getByText(WISHLIST_EMPTY)).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toBeFocused();
    await expectNoAxeViolations(page);

    // The page agrees after a reload, and so does the product.
    await page.reload();
    await expect(page.getByText(WISHLIST_EMPTY)).toBeVisible();
    await gotoHydrated(page, `/product/${piece.url}`);
    await expect(wishlistButton(page)).toHaveText(ADD_TO_WISHLIST);
  });
});
