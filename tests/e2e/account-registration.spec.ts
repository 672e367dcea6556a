// The shopper's account as they meet it (registration and its checks, guest addresses moved in).
// Shared sign-in and seeded data: fixtures/account.ts.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import {
  CUSTOMER,
  REQUIRED,
  GUEST_KEY,
  uniqueEmail,
  gotoHydrated,
  main,
  field,
  bookOrder,
} from "./fixtures/account";

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
