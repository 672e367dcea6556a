// The shopper's account as they meet it (sign-in and its errors, remember me, password reset by
// e-mail). Shared sign-in and seeded data: fixtures/account.ts.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import {
  CUSTOMER,
  USER_NOT_FOUND,
  WRONG_PASSWORD,
  GUEST_KEY,
  gotoHydrated,
  postAuth,
  registerViaApi,
  main,
  field,
  submitSignIn,
  signInThroughForm,
} from "./fixtures/account";
import { mailTo } from "./fixtures/outbox";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("sign in", () => {
  test("asks for both fields, tells an unknown user from a wrong password, then signs in", async ({
    page,
  }) => {
    await gotoHydrated(page, "/login");
    await expect(page).toHaveTitle("Log In | Atelier");
    // The side column is a landmark with a name, not an anonymous one.
    await expect(page.getByRole("complementary", { name: "New to Atelier?" })).toBeVisible();
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
      else await expect(again).toHaveURL(`/login?next=${encodeURIComponent("/account")}`);
      await restarted.close();
    }
  });
});

/** The newest message in the dev outbox addressed to `email`, quoted-printable undone. */

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
    // Focus goes to the field, so its message is read out; so does a second empty try.
    await expect(field(panel, "E-mail")).toBeFocused();
    await panel.getByRole("button", { name: "Send" }).focus();
    await page.keyboard.press("Enter");
    await expect(field(panel, "E-mail")).toBeFocused();
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
          /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(await mailTo(page, account.email))?.[0] ?? "";
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
