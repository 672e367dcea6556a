// Who may enter the staff dashboard and what each role sees there: a visitor is sent to Log In
// and back, a customer to the account, the editor to Products only, the admin everywhere.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { openDashboard } from "./helpers/staff";
import { submitSignIn } from "./fixtures/account";
import { ADMIN, CUSTOMER, EDITOR, signIn } from "./fixtures/session";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("dashboard access", () => {
  test("an anonymous visitor is sent to /login, and back to the page asked for once signed in", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/dashboard")}`);
    await page.goto("/dashboard/products/new");
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/dashboard/products/new")}`);
    // The editor signs in there and lands on the page they asked for, not the shop's home.
    const form = page.getByRole("main");
    await form.getByRole("textbox", { name: "E-mail", exact: true }).fill(EDITOR.email);
    await form.getByLabel("Password").fill(EDITOR.password);
    await submitSignIn(page);
    await expect(page).toHaveURL("/dashboard/products/new");
  });

  test("a customer, whose role is not in the roles table, is sent to /account", async ({ page }) => {
    await signIn(page, CUSTOMER);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/account(\?|$)/);
    await page.goto("/dashboard/products");
    await expect(page).toHaveURL(/\/account(\?|$)/);
  });

  test("the editor sees Products only, may add and edit but not remove, and is kept out of Users", async ({
    page,
  }) => {
    await signIn(page, EDITOR);
    await openDashboard(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Julien" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Website", "Products"]);
    for (const hidden of ["Orders", "Analytics", "Users", "Roles", "Design", "Pages"]) {
      await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
    }
    await expect(page.getByRole("banner")).toContainText("Editor");
    await expectNoAxeViolations(page);

    await nav.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    const table = page.getByRole("table", { name: "Products, newest first" });
    await expect(table.getByRole("row")).toHaveCount(11);
    await expect(page.getByRole("link", { name: "ADD A NEW PRODUCT" })).toBeVisible();
    await expect(table.getByRole("link", { name: /^EDIT / })).toHaveCount(10);
    await expect(page.getByRole("button", { name: /REMOVE/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // An area the role does not open sends it home, saying which.
    await page.goto("/dashboard/users");
    await expect(page).toHaveURL(/\/dashboard\?closed=users$/);
    await page.goto("/dashboard/orders");
    await expect(page).toHaveURL(/\/dashboard\?closed=orders$/);
    const closed = page.getByRole("alert").filter({ hasText: "Your role does not open Orders." });
    await expect(closed).toBeVisible();
    await expectNoAxeViolations(page);
    await closed.getByRole("button", { name: "Dismiss message" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(closed).toHaveCount(0);
  });

  test("the admin sees every area and a 404 inside the frame", async ({ page }) => {
    await signIn(page, ADMIN);
    await openDashboard(page, "/dashboard");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link")).toHaveText([
      "Dashboard",
      "Website",
      "Products",
      "Orders",
      // Under Orders for roles with its 'returns' action (decision 75).
      "Returns",
      "Analytics",
      "Users",
      "Roles",
      "Messages",
      "Design",
      "Pages",
    ]);
    await expect(page.getByRole("main").getByRole("link")).toHaveCount(8);
    await expectNoAxeViolations(page);

    // Followed with the keyboard, a link leads to the new page's heading, which is read out.
    await nav.getByRole("link", { name: "Design" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/design$/);
    await expect(page.getByRole("heading", { level: 1, name: "Design" })).toBeFocused();
    await expect(page).toHaveTitle("Design — Dashboard | Atelier");
    await expectNoAxeViolations(page);

    const res = await page.goto("/dashboard/nothing-here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();

    await openDashboard(page, "/dashboard");
    await nav.getByRole("link", { name: "Website" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
