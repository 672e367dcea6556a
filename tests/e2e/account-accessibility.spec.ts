// The shopper's account as they meet it (accessibility of sign-in, registration and the profile
// tab). Shared sign-in and seeded data: fixtures/account.ts.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { gotoHydrated, registerViaApi, main } from "./fixtures/account";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
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
