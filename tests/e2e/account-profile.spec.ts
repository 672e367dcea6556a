// The shopper's account as they meet it (the account page, profile and address book, the dashboard
// tab, live updates, log out and deletion). Shared sign-in and seeded data: fixtures/account.ts.
import { expect, test } from "@playwright/test";
import { STALE_ADDRESS_BOOK } from "../../domain/address-book-core";
import { expectNoAxeViolations } from "./helpers/axe";
import { LAST_ADMIN_CODE, LAST_ADMIN_DELETED } from "../../domain/last-administrator";
import { acceptCookies } from "./helpers/consent";
import {
  REQUIRED,
  USER_NOT_FOUND,
  baseURL,
  gotoHydrated,
  postAuth,
  registerViaApi,
  main,
  field,
  signInThroughForm,
  bookOrder,
  fillAddress,
  addressItem,
} from "./fixtures/account";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("account page", () => {
  test("redirects: signed out → /login (and back after signing in), no q → orders, unknown q → /account", async ({
    page,
  }) => {
    await page.goto("/account?q=profile");
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/account?q=profile")}`);
    await registerViaApi(page);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\?q=orders$/);
    await page.goto("/account?q=favourites");
    await expect(page).toHaveURL(/\/account\?q=orders$/);
  });

  test("edits the profile, walks every address-book transition, then logs out", async ({ page }) => {
    test.setTimeout(90_000);
    await registerViaApi(page, "Ines");
    await gotoHydrated(page, "/account?q=profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, INES");

    // Edit Profile: required fields, then a saved change.
    await main(page).getByRole("button", { name: "Edit Profile" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Profile" });
    await field(edit, "First Name").fill("   ");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByRole("alert")).toHaveText(REQUIRED);
    await expect(field(edit, "First Name")).toHaveAttribute("aria-invalid", "true");
    await field(edit, "First Name").fill("  Inès   Claire ");
    await expect(edit.getByRole("alert")).toBeEmpty();
    await edit.getByRole("combobox", { name: "Country" }).selectOption({ label: "France" });
    await edit.getByRole("checkbox", { name: /receive news/ }).check();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(
      main(page).getByRole("status").filter({ hasText: "Your profile has been saved." }),
    ).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, INÈS CLAIRE");
    await expect(main(page).getByText("Inès Claire Laurent")).toBeVisible();
    await expect(main(page).getByText("Subscribed", { exact: true })).toBeVisible();

    // Manage Addresses: sign-up's HOME entry, then every transition of docs/behaviour.md §4.
    await main(page).getByRole("button", { name: "Manage Addresses" }).click();
    const manage = page.getByRole("dialog", { name: "Manage Addresses" });
    await expect.poll(() => bookOrder(page)).toEqual(["HOME (default)"]);
    await expect(manage.getByRole("button", { name: "Remove" })).toHaveCount(0);

    await manage.getByRole("button", { name: "Add New Address" }).click();
    const add = page.getByRole("dialog", { name: "Add New Address" });
    await add.getByRole("button", { name: "Save Address" }).click();
    await expect(add.getByRole("alert")).toHaveText(REQUIRED);
    await expect(field(add, "Address Line 2")).toHaveAttribute("aria-invalid", "true");
    // A US delivery address: City, State and ZIP Code are required; the country is shown, not chosen.
    await expect(field(add, "City")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByRole("combobox", { name: "State" })).toHaveAttribute("aria-invalid", "true");
    await expect(field(add, "ZIP Code")).toHaveAttribute("aria-invalid", "true");
    // Side by side, the State and ZIP Code boxes line up, though only the ZIP has a hint under it.
    const [state, zip] = await Promise.all([
      add.getByRole("combobox", { name: "State" }).boundingBox(),
      field(add, "ZIP Code").boundingBox(),
    ]);
    expect(Math.abs((state?.y ?? 0) - (zip?.y ?? 99))).toBeLessThan(1);
    await expect(add.getByRole("textbox", { name: "Country" })).toHaveValue("United States");
    await expect(add.getByRole("textbox", { name: "Country" })).toHaveAttribute("readonly", "");
    await expect(add.getByRole("combobox", { name: "State" }).getByRole("option")).toHaveCount(57);
    for (const place of ["District of Columbia", "Puerto Rico", "Guam", "U.S. Virgin Islands"])
      await expect(
        add.getByRole("combobox", { name: "State" }).getByRole("option", { name: place }),
      ).toHaveCount(1);
    await field(add, "ZIP Code").fill("6061");
    await add.getByRole("button", { name: "Save Address" }).click();
    await expect(field(add, "ZIP Code")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await fillAddress(add, "WORK", "5 Work Street", true); // default checked: first
    await expect.poll(() => bookOrder(page)).toEqual(["WORK (default)", "HOME"]);

    await manage.getByRole("button", { name: "Add New Address" }).click();
    await fillAddress(add, "HOTEL", "9 Hotel Road", false); // unchecked: appended
    await expect.poll(() => bookOrder(page)).toEqual(["WORK (default)", "HOME", "HOTEL"]);

    await addressItem(page, "HOTEL").getByRole("button", { name: "Make Default" }).click();
    await expect.poll(() => bookOrder(page)).toEqual(["HOTEL (default)", "WORK", "HOME"]);

    const editPanel = page.getByRole("dialog", { name: "Edit Address" });
    await addressItem(page, "WORK").getByRole("button", { name: "Edit" }).click();
    await expect(field(editPanel, "Address Line")).toHaveValue("5 Work Street");
    await fillAddress(editPanel, "WORK", "6 Work Street", true); // a non-default made default
    await expect.poll(() => bookOrder(page)).toEqual(["WORK (default)", "HOTEL", "HOME"]);
    await expect(addressItem(page, "WORK")).toContainText("6 Work Street");

    await addressItem(page, "WORK").getByRole("button", { name: "Edit" }).click();
    await fillAddress(editPanel, "WORK", "6 Work Street", false); // the default unchecked
    await expect.poll(() => bookOrder(page)).toEqual(["HOTEL (default)", "WORK", "HOME"]);

    await addressItem(page, "HOME").getByRole("button", { name: "Edit" }).click();
    await fillAddress(editPanel, "VACATION HOUSE", "1 Beach Lane", false); // edited in place
    await expect.poll(() => bookOrder(page)).toEqual(["HOTEL (default)", "WORK", "VACATION"]);

    await addressItem(page, "HOTEL").getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => bookOrder(page)).toEqual(["WORK (default)", "VACATION"]);
    await addressItem(page, "VACATION").getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => bookOrder(page)).toEqual(["WORK (default)"]);
    await expect(manage.getByRole("button", { name: "Remove" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(manage).toBeHidden();
    await expect(main(page).getByText("6 Work Street")).toBeVisible();

    // Log Out → /login, signed out everywhere.
    await main(page).getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("isAuth"))).toBe("false");
    await page.goto("/account");
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/account")}`);
  });
});

test.describe("long words", () => {
  test("a name and an address typed without spaces wrap on a phone instead of widening the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaApi(page, "A".repeat(100));
    const address = {
      type: "HOME",
      firstName: "B".repeat(100),
      lastName: "C".repeat(100),
      addressLine_1: "D".repeat(100),
      addressLine_2: "E".repeat(100),
      city: "F".repeat(100),
      state: "NY",
      postalCode: "10014",
      country: "USA",
    };
    const made = await page.request.post("/api/v1/me/addresses", {
      data: { address },
      headers: { origin: baseURL() },
    });
    expect(made.status()).toBe(201);
    const book = (await (await page.request.get("/api/v1/me")).json()) as { addressBook: unknown[] };
    const index = book.addressBook.length - 1;
    const chosen = await page.request.post(`/api/v1/me/addresses/${index}/default`, {
      data: {},
      headers: { origin: baseURL() },
    });
    expect(chosen.status()).toBe(200);
    await gotoHydrated(page, "/account?q=profile");
    await expect(main(page).getByText("D".repeat(100))).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
});

test.describe("dashboard tab", () => {
  test("shows only for a role that opens the dashboard", async ({ page }) => {
    await postAuth(page, "/sign-in/email", { email: "admin@atelier.example", password: "atelier-admin" });
    await gotoHydrated(page, "/account?q=profile");
    const nav = page.getByRole("navigation", { name: "My account" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    await page.context().clearCookies();
    await registerViaApi(page, "Ada");
    await gotoHydrated(page, "/account?q=profile");
    await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });
});

test.describe("live updates", () => {
  test("an edit in another tab shows at once; deletion elsewhere signs this tab out", async ({ page }) => {
    await registerViaApi(page, "Lou");
    await gotoHydrated(page, "/account?q=profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, LOU");
    // Give the stream a moment to connect before the other tab writes.
    await page.waitForTimeout(500);

    const other = await page.context().newPage();
    const res = await other.request.put("/api/v1/me/profile", {
      headers: { origin: baseURL() },
      data: {
        civility: "civility3",
        firstName: "Louise",
        lastName: "Laurent",
        country: "USA",
        subscriptionAgreement: false,
      },
    });
    expect(res.ok()).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, LOUISE");

    expect((await postAuth(other, "/delete-user", {})).ok()).toBe(true);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("isAuth"))).toBe("false");
    await other.close();
  });
});

test.describe("two tabs on one address book", () => {
  test("a tab follows a removal made in another; one that has not seen it is refused rather than remove another address", async ({
    page,
  }) => {
    await registerViaApi(page, "Noor");
    const address = (type: string, line: string) => ({
      address: {
        type,
        firstName: "Noor",
        lastName: "Haddad",
        addressLine_1: line,
        addressLine_2: "Floor 3",
        city: "Chicago",
        state: "IL",
        postalCode: "60601",
        country: "USA",
      },
    });
    for (const [type, line] of [
      ["WORK", "5 Work Street"],
      ["HOTEL", "9 Hotel Road"],
    ] as const) {
      const added = await page.request.post("/api/v1/me/addresses", {
        headers: { origin: baseURL() },
        data: address(type, line),
      });
      expect(added.status()).toBe(201);
    }
    // The second tab's live stream is cut: it keeps showing the book as it first read it.
    const other = await page.context().newPage();
    await other.route("**/api/v1/live", (route) => route.abort());
    await gotoHydrated(page, "/account?q=profile");
    await gotoHydrated(other, "/account?q=profile");
    await page.waitForTimeout(500);
    const manage = (tab: typeof page) => tab.getByRole("button", { name: "Manage Addresses" }).click();
    await manage(other);
    await expect.poll(() => bookOrder(other)).toEqual(["HOME (default)", "WORK", "HOTEL"]);

    // This tab removes WORK…
    await manage(page);
    await addressItem(page, "WORK").getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => bookOrder(page)).toEqual(["HOME (default)", "HOTEL"]);

    // …the other, still showing WORK second, removes HOTEL third: refused, told why, nothing lost.
    await addressItem(other, "HOTEL").getByRole("button", { name: "Remove" }).click();
    const told = other.getByRole("dialog", { name: "Manage Addresses" }).getByRole("status");
    await expect(told).toHaveText(STALE_ADDRESS_BOOK);
    await expectNoAxeViolations(other);
    const book = (await (await page.request.get("/api/v1/me")).json()) as { addressBook: { type: string }[] };
    expect(book.addressBook.map((a) => a.type)).toEqual(["HOME", "HOTEL"]);

    // Reloaded, it shows the book as it is and makes HOTEL the default.
    await gotoHydrated(other, "/account?q=profile");
    await manage(other);
    await addressItem(other, "HOTEL").getByRole("button", { name: "Make Default" }).click();
    await expect.poll(() => bookOrder(other)).toEqual(["HOTEL (default)", "HOME"]);
    // The first tab follows the live profile, and a change from what it now shows is accepted.
    await expect.poll(() => bookOrder(page)).toEqual(["HOTEL (default)", "HOME"]);
    await addressItem(page, "HOME").getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => bookOrder(page)).toEqual(["HOTEL (default)"]);
    await expect(page.getByRole("dialog", { name: "Manage Addresses" }).getByRole("status")).toHaveText(
      "The address has been removed.",
    );

    // An Edit form open while another tab puts a new default first: Save would now change the
    // address that has moved into its place, so it is refused and that address is kept.
    const post = (type: string, line: string, makeDefault: boolean) =>
      other.request.post("/api/v1/me/addresses", {
        headers: { origin: baseURL() },
        data: { ...address(type, line), makeDefault },
      });
    expect((await post("WORK", "5 Work Street", false)).status()).toBe(201);
    await expect.poll(() => bookOrder(page)).toEqual(["HOTEL (default)", "WORK"]);
    await addressItem(page, "WORK").getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Address" });
    await expect(field(edit, "Address Line")).toHaveValue("5 Work Street");
    expect((await post("OTHER", "1 Other Lane", true)).status()).toBe(201);
    // The list behind the form follows the live profile (hidden from the accessibility tree now).
    await expect(page.locator('ul[aria-label="Saved addresses"] > li')).toHaveCount(3);
    await field(edit, "Address Line").fill("6 Work Street");
    await edit.getByRole("button", { name: "Save Address" }).click();
    await expect(edit.getByRole("alert")).toHaveText(STALE_ADDRESS_BOOK);
    const kept = (await (await page.request.get("/api/v1/me")).json()) as {
      addressBook: { type: string; addressLine_1: string }[];
    };
    expect(kept.addressBook.map((a) => `${a.type} ${a.addressLine_1}`)).toEqual([
      "OTHER 1 Other Lane",
      "HOTEL 9 Hotel Road",
      "WORK 5 Work Street",
    ]);
    await other.close();
  });
});

test.describe("account deletion", () => {
  test("asks to confirm, deletes, goes to /register, and the old credentials no longer work", async ({
    page,
  }) => {
    const account = await registerViaApi(page, "Rosa");
    await gotoHydrated(page, "/account?q=profile");
    await main(page).getByRole("button", { name: "Delete Account" }).click();
    const confirm = page.getByRole("dialog", { name: "Account Removal" });
    await expect(confirm.getByRole("button", { name: "Delete My Account" })).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/account\?q=profile$/);

    await main(page).getByRole("button", { name: "Delete Account" }).click();
    await confirm.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page).toHaveURL(/\/register\?account=deleted$/);
    const deleted = main(page).getByRole("status");
    await expect(deleted).toHaveText("Your account has been deleted.");
    // Said where the focus is: the keyboard and a screen reader start from the news.
    await expect(deleted).toBeFocused();
    // Once the form has something of its own to say, the news gives way to it.
    await main(page).getByRole("button", { name: "Create Account" }).click();
    await expect(main(page).getByRole("alert")).toBeVisible();
    await expect(deleted).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("isAuth"))).toBe("false");

    await signInThroughForm(page, account.email, account.password);
    await expect(main(page).getByRole("alert")).toHaveText(USER_NOT_FOUND);
  });

  test("the shop's last administrator is told why their account stays (the server's refusal, shown in the panel)", async ({
    page,
  }) => {
    await registerViaApi(page, "Alba");
    // The server's answer to the last administrator (tests/integration: dashboard back office);
    // answered here so the suite's own administrator is never at risk.
    await page.route("**/api/auth/delete-user", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: LAST_ADMIN_CODE, message: LAST_ADMIN_DELETED } }),
      }),
    );
    await gotoHydrated(page, "/account?q=profile");
    await main(page).getByRole("button", { name: "Delete Account" }).click();
    const confirm = page.getByRole("dialog", { name: "Account Removal" });
    await confirm.getByRole("button", { name: "Delete My Account" }).click();
    await expect(confirm.getByRole("alert")).toHaveText(LAST_ADMIN_DELETED);
    await expect(page).toHaveURL(/\/account\?q=profile$/);
    await expectNoAxeViolations(page);
    // Said once: the panel opened again starts afresh.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await main(page).getByRole("button", { name: "Delete Account" }).click();
    await expect(confirm.getByRole("button", { name: "Delete My Account" })).toBeVisible();
    await expect(confirm.getByRole("alert")).toHaveCount(0);
  });
});
