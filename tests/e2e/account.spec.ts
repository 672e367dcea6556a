// The shopper's account as they meet it: registration, sign-in and its errors, remember me,
// password reset by e-mail, the account page (orders, profile, address book, live updates),
// log out and account deletion.
import { expect, test, type APIResponse, type Locator, type Page } from "@playwright/test";
import type { Order } from "../../domain/contracts/orders";
import { formatDate } from "../../domain/dates";
import { orderTimelineSteps } from "../../domain/order-timeline";
import { formatPrice } from "../../domain/money";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";

const CUSTOMER = { email: "customer@atelier.example", password: "atelier-customer" } as const;
const REQUIRED = "Please make sure to fill and check the required fields.";
const USER_NOT_FOUND = "User not found. Please register if you're not already.";
const WRONG_PASSWORD = "Invalid password. Remember that password is case-sensitive. Please try again.";
const GUEST_KEY = "addressBook_guest";

const baseURL = () => test.info().project.use.baseURL ?? "";
let serial = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++serial}@example.com`;

/** Opens a page and waits until React has hydrated it (the bag badge's flag, as in shell.spec). */
async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
}

/** Auth endpoints are rate limited per address: a 429 waits for the window the server names. */
async function postAuth(page: Page, path: string, data: object): Promise<APIResponse> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const res = await page.request.post(`/api/auth${path}`, { data, headers: { origin: baseURL() } });
    if (res.status() !== 429) return res;
    const seconds = Number(res.headers()["x-retry-after"] ?? "5");
    await page.waitForTimeout((Number.isFinite(seconds) ? seconds : 5) * 1000 + 250);
  }
  throw new Error(`${path} stayed rate limited`);
}

/** A new customer, signed in in this page's context (the request context shares its cookies). */
async function registerViaApi(page: Page, firstName = "Ines"): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail(firstName.toLowerCase()), password: "tailored-1" };
  const res = await postAuth(page, "/sign-up/email", {
    civility: "civility2",
    firstName,
    lastName: "Laurent",
    country: "USA",
    subscriptionAgreement: false,
    privacyAgreement: true,
    ageConfirmed: true,
    ...account,
  });
  expect(res.ok(), `sign-up: ${res.status()}`).toBe(true);
  return account;
}

const main = (page: Page) => page.getByRole("main");
const field = (scope: Page | Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

/** Submits the sign-in form; a rate-limited attempt is retried once the window has passed. */
async function submitSignIn(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await main(page).getByRole("button", { name: "Log In" }).click();
    const limited = main(page).getByText(/Too many/);
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname !== "/login").then(() => "left" as const),
      limited.waitFor().then(() => "limited" as const),
      main(page)
        .getByRole("alert")
        .filter({ hasText: /User not found|Invalid password|Please enter/ })
        .waitFor()
        .then(() => "refused" as const),
    ]);
    if (outcome !== "limited") return;
    await page.waitForTimeout(10_500);
  }
}

async function signInThroughForm(page: Page, email: string, password: string, rememberMe = true) {
  await gotoHydrated(page, "/login");
  await field(main(page), "E-mail").fill(email);
  await main(page).getByLabel("Password").fill(password);
  if (!rememberMe) await main(page).getByRole("checkbox", { name: "Remember me" }).uncheck();
  await submitSignIn(page);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("registration", () => {
  test("checks the form, creates the account and lands on / signed in", async ({ page }) => {
    await gotoHydrated(page, "/register");
    await expect(page).toHaveTitle("Create an Account | Atelier");
    const form = main(page);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText(REQUIRED);
    for (const name of ["First Name", "Last Name", "E-mail"]) {
      await expect(field(form, name)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form.getByRole("checkbox", { name: /Privacy Notice/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute(
      "href",
      "/legal?category=privacy",
    );
    // An error clears as its field is edited.
    await field(form, "First Name").fill("  Élodie  ");
    await expect(field(form, "First Name")).not.toHaveAttribute("aria-invalid", "true");

    const email = uniqueEmail("elodie");
    await form.getByRole("combobox", { name: "Title" }).selectOption({ label: "Mx" });
    await field(form, "Last Name").fill("Marchand    Roy");
    await field(form, "E-mail").fill(email);
    await form.getByLabel("Password").fill("12345");
    await form.getByRole("combobox", { name: "Country" }).selectOption({ label: "France" });
    await form.getByRole("checkbox", { name: /Privacy Notice/ }).check();
    await form.getByRole("checkbox", { name: /18 years of age/ }).check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Password must be at least 6 characters long.");
    await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Password").fill("tailored-1");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "My Account" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("isAuth"))).toBe("true");

    await page.getByRole("banner").getByRole("link", { name: "My Account" }).click();
    await expect(page).toHaveURL(/\/account\?q=orders$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, ÉLODIE");
    await expect(main(page).getByText("You haven't ordered anything yet.")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");

    // A signed-in shopper is sent from /login and /register to the account.
    await page.goto("/register");
    await expect(page).toHaveURL(/\/account\?q=orders$/);
  });

  test("marks the one confirmation box left unchecked, in red like the other fields", async ({ page }) => {
    await gotoHydrated(page, "/register");
    const form = main(page);
    await form.getByRole("combobox", { name: "Title" }).selectOption({ label: "Mx" });
    await field(form, "First Name").fill("Iris");
    await field(form, "Last Name").fill("Vale");
    await field(form, "E-mail").fill(uniqueEmail("iris"));
    await form.getByLabel("Password").fill("tailored-1");
    await form.getByRole("combobox", { name: "Country" }).selectOption({ label: "France" });
    const privacy = form.getByRole("checkbox", { name: /Privacy Notice/ });
    const age = form.getByRole("checkbox", { name: /18 years of age/ });
    const danger = await form.evaluate((el) => {
      const probe = el.ownerDocument.createElement("span");
      probe.style.color = "var(--color-danger)";
      el.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    const labelColor = (name: RegExp) =>
      form
        .locator("label")
        .filter({ hasText: name })
        .evaluate((label) => getComputedStyle(label).color);

    for (const [missing, checked, text] of [
      [age, privacy, /18 years of age/],
      [privacy, age, /Privacy Notice/],
    ] as const) {
      await checked.check();
      await missing.uncheck();
      await form.getByRole("button", { name: "Create Account" }).click();
      await expect(form.getByRole("alert")).toHaveText(REQUIRED);
      await expect(missing).toHaveAttribute("aria-invalid", "true");
      await expect(checked).not.toHaveAttribute("aria-invalid", "true");
      expect(await labelColor(text)).toBe(danger);
      // Checking it clears the mark, as editing a text field does.
      await missing.check();
      await expect(missing).not.toHaveAttribute("aria-invalid", "true");
      expect(await labelColor(text)).not.toBe(danger);
    }
    await expectNoAxeViolations(page);
  });

  test("says an e-mail is in use", async ({ page }) => {
    await gotoHydrated(page, "/register");
    const form = main(page);
    await form.getByRole("combobox", { name: "Title" }).selectOption({ label: "Mr." });
    await field(form, "First Name").fill("Claire");
    await field(form, "Last Name").fill("Again");
    await field(form, "E-mail").fill(CUSTOMER.email);
    await form.getByLabel("Password").fill("another-1");
    await form.getByRole("combobox", { name: "Country" }).selectOption({ label: "United States" });
    await form.getByRole("checkbox", { name: /Privacy Notice/ }).check();
    await form.getByRole("checkbox", { name: /18 years of age/ }).check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("E-mail address is in use.");
    await expect(field(form, "E-mail")).toHaveAttribute("aria-invalid", "true");
  });

  test("moves this device's guest addresses into the new account when asked", async ({ page }) => {
    const guest = [
      {
        type: "HOTEL",
        firstName: "Noor",
        lastName: "Haddad",
        fullName: "Noor Haddad",
        addressLine_1: "1 Hotel Row",
        addressLine_2: "Suite 9",
        city: "New York",
        state: "NY",
        postalCode: "10014",
        country: "USA",
        defaultAddress: true,
      },
    ];
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem("seeded")) localStorage.setItem(key, value);
        sessionStorage.setItem("seeded", "1");
      },
      [GUEST_KEY, JSON.stringify(guest)] as const,
    );
    await gotoHydrated(page, "/register");
    const form = main(page);
    await form.getByRole("combobox", { name: "Title" }).selectOption({ label: "Mx" });
    await field(form, "First Name").fill("Noor");
    await field(form, "Last Name").fill("Haddad");
    await field(form, "E-mail").fill(uniqueEmail("noor"));
    await form.getByLabel("Password").fill("tailored-1");
    await form.getByRole("combobox", { name: "Country" }).selectOption({ label: "United States" });
    await form.getByRole("checkbox", { name: /Privacy Notice/ }).check();
    await form.getByRole("checkbox", { name: /18 years of age/ }).check();
    await form.getByRole("checkbox", { name: "Save the addresses from this device to my account" }).check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_KEY)).toBeNull();

    await gotoHydrated(page, "/account?q=profile");
    await main(page).getByRole("button", { name: "Manage Addresses" }).click();
    await expect.poll(() => bookOrder(page)).toEqual(["HOTEL (default)", "HOME"]);
  });
});

/** The Manage Addresses list as 'TYPE' or 'TYPE (default)', top to bottom, read in one go. */
async function bookOrder(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: "Saved addresses" });
  if ((await list.count()) === 0) return [];
  return list.evaluate((ul) =>
    [...ul.querySelectorAll(":scope > li")].map((li) => {
      const type = (li as HTMLElement).innerText.split(/\s/)[0] ?? "";
      const isDefault = [...li.querySelectorAll("span")].some((span) => span.textContent === "Default");
      return isDefault ? `${type} (default)` : type;
    }),
  );
}

test.describe("sign in", () => {
  test("asks for both fields, tells an unknown user from a wrong password, then signs in", async ({
    page,
  }) => {
    await gotoHydrated(page, "/login");
    await expect(page).toHaveTitle("Log In | Atelier");
    const form = main(page);
    await field(form, "E-mail").fill("   ");
    await form.getByRole("button", { name: "Log In" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please enter your email / password.");
    await expect(field(form, "E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("checkbox", { name: "Remember me" })).toBeChecked();

    await field(form, "E-mail").fill(`nobody-${Date.now()}@example.com`);
    await form.getByLabel("Password").fill("whatever-1");
    await submitSignIn(page);
    await expect(form.getByRole("alert")).toHaveText(USER_NOT_FOUND);
    await expect(field(form, "E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");

    await field(form, "E-mail").fill(`  ${CUSTOMER.email}  `);
    await form.getByLabel("Password").fill("Atelier-Customer");
    await submitSignIn(page);
    await expect(form.getByRole("alert")).toHaveText(WRONG_PASSWORD);
    await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(field(form, "E-mail")).not.toHaveAttribute("aria-invalid", "true");

    // Guest addresses on this device are cleared on sign-in unless the shopper keeps them.
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify([{ type: "HOME", country: "USA" }])),
      GUEST_KEY,
    );
    await page.evaluate(() => window.dispatchEvent(new StorageEvent("storage", { key: null })));
    await expect(
      form.getByRole("checkbox", { name: "Save the addresses from this device to my account" }),
    ).toBeVisible();
    await form.getByLabel("Password").fill(CUSTOMER.password);
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_KEY)).toBeNull();
    await expect(page.getByRole("banner").getByRole("link", { name: "My Account" })).toBeVisible();
    await page.goto("/login");
    await expect(page).toHaveURL(/\/account\?q=orders$/);
  });

  test("without remember me the session ends with the browser; with it the cookie persists", async ({
    page,
    browser,
  }) => {
    const account = await registerViaApi(page, "Sacha");
    await postAuth(page, "/sign-out", {});
    for (const rememberMe of [false, true]) {
      await page.context().clearCookies();
      await signInThroughForm(page, account.email, account.password, rememberMe);
      await expect(page).toHaveURL(/\/$/);
      const state = await page.context().storageState();
      const session = state.cookies.find((c) => c.name.endsWith("session_token"));
      expect(session, "session cookie").toBeDefined();
      if (rememberMe) expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 86_400);
      else expect(session?.expires).toBe(-1);
      // A browser restart keeps only cookies with an expiry.
      const restarted = await browser.newContext({
        storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) },
      });
      const again = await restarted.newPage();
      await again.goto("/account");
      if (rememberMe) await expect(again.getByRole("heading", { level: 1 })).toHaveText("WELCOME, SACHA");
      else await expect(again).toHaveURL(/\/login$/);
      await restarted.close();
    }
  });
});

/** The newest message in the dev outbox addressed to `email`, quoted-printable undone. */
async function latestMailTo(page: Page, email: string): Promise<string> {
  const listing = await (await page.request.get("/dev/outbox")).text();
  for (const [, href] of listing.matchAll(/href="(\/dev\/outbox\/[^"]+)"/g)) {
    const raw = await (await page.request.get(href ?? "")).text();
    if (!raw.includes(`To: ${email}`)) continue;
    return raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  throw new Error(`no mail to ${email}`);
}

test.describe("password reset", () => {
  test("sends the e-mail, sets a new password from its link, and the new password signs in", async ({
    page,
  }) => {
    const account = await registerViaApi(page, "Mila");
    await postAuth(page, "/sign-out", {});
    await page.context().clearCookies();
    await gotoHydrated(page, "/login");
    await page.getByRole("button", { name: "Forgot Password" }).click();
    const panel = page.getByRole("dialog", { name: "Forgot Password" });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(field(panel, "E-mail")).toHaveAttribute("aria-invalid", "true");
    await field(panel, "E-mail").fill(account.email);
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(panel.getByRole("status")).toHaveText(
      `Password reset e-mail has been successfully sent to your address ${account.email}. Please check your mailbox.`,
    );
    await expect(panel.getByRole("button", { name: "Send Again" })).toBeVisible();

    let link = "";
    await expect
      .poll(async () => {
        link =
          /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(
            await latestMailTo(page, account.email).catch(() => ""),
          )?.[0] ?? "";
        return link;
      })
      .not.toBe("");
    const path = new URL(link).pathname + new URL(link).search;
    await gotoHydrated(page, path);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const form = main(page);
    await form.getByLabel(/^New Password/).fill("brand-new-2");
    await form.getByLabel(/^Confirm New Password/).fill("brand-new-3");
    await form.getByRole("button", { name: "Save New Password" }).click();
    await expect(form.getByRole("alert")).toHaveText("The two passwords do not match.");
    await form.getByLabel(/^Confirm New Password/).fill("brand-new-2");
    await form.getByRole("button", { name: "Save New Password" }).click();
    await expect(form.getByRole("status")).toContainText("Your password has been changed.");
    await expect(form.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");

    // The link works once; a second visit says so and offers to ask again.
    await gotoHydrated(page, path);
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
    await expect(main(page).getByRole("alert")).toContainText(
      "This link has expired or has already been used.",
    );
    await expect(main(page).getByRole("button", { name: "Send a New Link" })).toBeVisible();

    await signInThroughForm(page, account.email, "brand-new-2");
    await expect(page).toHaveURL(/\/$/);
  });
});

/** Fills the open Add New Address / Edit Address panel. */
async function fillAddress(panel: Locator, type: string, line: string, asDefault: boolean) {
  await panel.getByRole("combobox", { name: "Address Type" }).selectOption({ label: type });
  await field(panel, "First Name").fill("Ines");
  await field(panel, "Last Name").fill("Laurent");
  await field(panel, "Address Line").fill(line);
  await field(panel, "Address Line 2").fill("Floor 2");
  await field(panel, "City").fill("Chicago");
  await panel.getByRole("combobox", { name: "State" }).selectOption({ label: "Illinois" });
  await field(panel, "ZIP Code").fill("60611");
  const box = panel.getByRole("checkbox", { name: "Set as default address" });
  if (asDefault) await box.check();
  else await box.uncheck();
  await panel.getByRole("button", { name: "Save Address" }).click();
  await expect(panel).toBeHidden();
}

function addressItem(page: Page, type: string): Locator {
  return page
    .getByRole("list", { name: "Saved addresses" })
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${type}`) });
}

test.describe("account page", () => {
  test("redirects: signed out → /login, no q → orders, unknown q → /account", async ({ page }) => {
    await page.goto("/account?q=profile");
    await expect(page).toHaveURL(/\/login$/);
    await registerViaApi(page);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\?q=orders$/);
    await page.goto("/account?q=wishlist");
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
    await expect(page).toHaveURL(/\/login$/);
  });
});

interface ProductSize {
  key: string;
  status: number;
  colors: string[];
}

/** Places an order for the signed-in shopper of this page through the API (two pieces, a coupon). */
async function placeOrder(page: Page): Promise<string> {
  const list = (await (await page.request.get("/api/v1/products?page=women&limit=25")).json()) as {
    items: { url: string }[];
  };
  const lines: { productId: string; size: string; color: string; quantity: number }[] = [];
  for (const { url } of list.items) {
    const product = (await (await page.request.get(`/api/v1/products/by-url/${url}`)).json()) as {
      id: string;
      sizes: ProductSize[];
    };
    const size = product.sizes.find((s) => s.status === 1 && s.colors.length > 0);
    if (size?.colors[0])
      lines.push({ productId: product.id, size: size.key, color: size.colors[0], quantity: 1 });
    if (lines.length === 2) break;
  }
  const address = {
    type: "HOME",
    firstName: "Ines",
    lastName: "Laurent",
    addressLine_1: "12 Rue Cler",
    addressLine_2: "Floor 3",
    city: "New York",
    state: "NY",
    postalCode: "10014",
    country: "USA",
  };
  const res = await page.request.post("/api/v1/orders", {
    headers: { origin: baseURL() },
    data: {
      lines,
      shippingTo: address,
      billingTo: address,
      phoneNumber: "+1 212 555 0101",
      card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
      couponCode: "WELCOME10",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

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

test.describe("orders", () => {
  test("lists the demo customer's orders newest first with at most 4 thumbnails", async ({ page }) => {
    await postAuth(page, "/sign-in/email", CUSTOMER);
    const orders = (await (await page.request.get("/api/v1/me/orders")).json()) as {
      id: string;
      purchasedAt: string;
      lines: unknown[];
    }[];
    await gotoHydrated(page, "/account?q=orders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, CLAIRE");
    const rows = main(page).getByRole("list", { name: "Orders" }).getByRole("article");
    await expect(rows).toHaveCount(orders.length);
    const titles = await rows.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(titles.map((t) => t.replace(/^ORDER NO\.\s*/i, ""))).toEqual(orders.map((o) => o.id));
    const times = orders.map((o) => Date.parse(o.purchasedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const [i, order] of orders.entries()) {
      await expect(rows.nth(i).getByRole("img")).toHaveCount(Math.min(order.lines.length, 4));
      await expect(rows.nth(i)).toContainText(formatDate(order.purchasedAt));
    }
    await expectNoAxeViolations(page);
  });

  test("shows an order's details and cancels it", async ({ page }) => {
    await registerViaApi(page, "Ines");
    const id = await placeOrder(page);
    const order = (await (await page.request.get(`/api/v1/orders/${id}`)).json()) as Order;
    await gotoHydrated(page, "/account");
    const row = main(page).getByRole("article", { name: `Order No. ${id}` });
    await expect(row).toContainText("Status: Placed");
    await expect(row).toContainText(formatPrice(order.totalCents));
    await row.getByRole("button", { name: "View Details" }).click();
    const panel = page.getByRole("dialog", { name: "Order Details" });
    const timeline = panel.getByRole("list", { name: "Delivery timeline" });
    for (const step of orderTimelineSteps(order)) {
      await expect(timeline).toContainText(
        `${step.label}${step.estimated ? "Estimated" : ""}${formatDate(step.date)}`,
      );
    }
    await expect(panel).toContainText("Coupon WELCOME10 (10%)");
    await expect(panel).toContainText(formatPrice(-order.discountCents));
    await expect(panel).toContainText("Shipping$ 0.00");
    await expect(panel).toContainText("12 Rue Cler");
    await expectNoAxeViolations(page);

    // Asked first: 'Keep Order' changes nothing and gives the button back.
    await panel.getByRole("button", { name: "Cancel Order" }).click();
    const ask = panel.getByRole("group", { name: "Cancel this order?" });
    await expect(ask).toContainText(`Order No. ${id} will be cancelled`);
    await expect(ask.getByRole("button", { name: "Keep Order" })).toBeFocused();
    await expectNoAxeViolations(page);
    await ask.getByRole("button", { name: "Keep Order" }).click();
    await expect(ask).toBeHidden();
    await expect(panel.getByRole("button", { name: "Cancel Order" })).toBeFocused();
    expect(
      ((await (await page.request.get(`/api/v1/orders/${id}`)).json()) as { status: string }).status,
    ).toBe("placed");

    await panel.getByRole("button", { name: "Cancel Order" }).click();
    await ask.getByRole("button", { name: "Cancel Order" }).click();
    await expect(panel).toBeHidden();
    await expect(row).toContainText("Cancelled");
    await page.reload();
    await expect(main(page).getByRole("article", { name: `Order No. ${id}` })).toContainText("Cancelled");
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
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("isAuth"))).toBe("false");

    await signInThroughForm(page, account.email, account.password);
    await expect(main(page).getByRole("alert")).toHaveText(USER_NOT_FOUND);
  });
});

test.describe("accessibility", () => {
  test("sign-in and registration have no detectable violations, errors shown or not", async ({ page }) => {
    for (const path of ["/login", "/register"]) {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
      await main(page)
        .getByRole("button", { name: path === "/login" ? "Log In" : "Create Account" })
        .click();
      await expect(main(page).getByRole("alert")).not.toBeEmpty();
      await expectNoAxeViolations(page);
    }
  });

  test("the account's profile tab and its panels have no detectable violations", async ({ page }) => {
    const account = await registerViaApi(page, "Ada");
    await gotoHydrated(page, "/account?q=orders");
    await expectNoAxeViolations(page);
    await gotoHydrated(page, "/account?q=profile");
    await expectNoAxeViolations(page);
    for (const [button, title] of [
      ["Edit Profile", "Edit Profile"],
      ["Change Password", "Change Password"],
      ["Delete Account", "Account Removal"],
    ] as const) {
      await main(page).getByRole("button", { name: button }).click();
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      await expectNoAxeViolations(page);
      if (title === "Change Password") {
        // The change goes through a reset e-mail to the profile's address.
        await page.getByRole("button", { name: "Send Reset E-mail" }).click();
        await expect(page.getByRole("dialog", { name: title }).getByRole("status")).toHaveText(
          `Password reset e-mail has been successfully sent to your address ${account.email}. Please check your mailbox.`,
        );
      }
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: title })).toBeHidden();
      // Focus returns to the button that opened the panel.
      await expect(main(page).getByRole("button", { name: button })).toBeFocused();
    }
  });
});

test.describe("on a phone", () => {
  test("signs in and opens an order's details @phone", async ({ page }) => {
    await signInThroughForm(page, CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL(/\/$/);
    await gotoHydrated(page, "/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME, CLAIRE");
    await main(page).getByRole("button", { name: "View Details" }).first().click();
    await expect(page.getByRole("dialog", { name: "Order Details" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog", { name: "Order Details" })).toBeHidden();
  });
});
