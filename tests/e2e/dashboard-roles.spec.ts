// Roles and staff access: a role made and given to a new member of staff who then sees only what
// it allows, a role deleted by keyboard, a role change followed live, and a people keeper held to
// their own role; two tabs saving one role.
import { expect, test, type Route } from "@playwright/test";
import { STALE_ROLE } from "../../domain/contracts/dashboard-people";
import { expectNoAxeViolations } from "./helpers/axe";
import { ADMIN, newPage, origin, signIn } from "./fixtures/session";
import { acceptCookies } from "./helpers/consent";
import { dashboardNav, openDashboard } from "./helpers/staff";
import { registerViaApi } from "./fixtures/account";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("a 'support' role with orders view + cancel: given to a new user, who sees Orders only and cannot export", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `support-${Date.now().toString(36)}@example.com`;
  const staff = await newPage(browser);
  const signUp = await staff.request.post("/api/auth/sign-up/email", {
    headers: { origin: origin() },
    data: {
      civility: "civility3",
      firstName: "Sasha",
      lastName: "Vidal",
      email,
      password: "support-pass-1",
      country: "FRA",
      subscriptionAgreement: false,
      privacyAgreement: true,
      ageConfirmed: true,
    },
  });
  expect(signUp.ok(), `sign-up: ${signUp.status()}`).toBe(true);

  // The admin creates the role, then opens Orders with View (implied) and Cancel.
  await signIn(page, ADMIN);
  await openDashboard(page, "/dashboard/roles");
  // The seeded roles are listed (other journeys may have added theirs); no Support role yet.
  const roleList = page.getByRole("navigation", { name: "Roles" });
  await expect(roleList.getByRole("link", { name: /Administrator/ })).toBeVisible();
  await expect(roleList.getByRole("link", { name: /Editor/ }).first()).toBeVisible();
  await expect(roleList.getByRole("link", { name: /Support/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "New role" }).click();
  const create = page.getByRole("dialog", { name: "New Role" });
  // Nothing filled in: said under the fields, the first of them focused.
  await create.getByRole("button", { name: "Create role" }).click();
  await expect(create.getByLabel("Key")).toHaveAttribute("aria-invalid", "true");
  await expect(create.getByLabel("Key")).toBeFocused();
  await expect(create.getByRole("alert")).toHaveText(["Please fill this in.", "Please fill this in."]);
  await create.getByLabel("Key").fill("support");
  await create.getByLabel("Name").fill("Support");
  await expectNoAxeViolations(page);
  await create.getByRole("button", { name: "Create role" }).click();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\?role=support$/);
  await expect(page.getByRole("status").filter({ hasText: "“Support” has been created." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Support" })).toBeVisible();

  const orders = page.getByRole("group", { name: "Orders", exact: true });
  await expect(orders.getByRole("radio", { name: "No access" })).toBeChecked();
  await expect(orders.getByRole("checkbox", { name: "Cancel" })).toBeDisabled();
  await orders.getByRole("radio", { name: "Chosen" }).check();
  await expect(orders.getByRole("checkbox", { name: "View" })).toBeChecked();
  await orders.getByRole("checkbox", { name: "Cancel" }).check();
  await expect(orders.getByRole("checkbox", { name: "Export" })).not.toBeChecked();
  // Choosing another role with unsaved changes asks first; Stay keeps them.
  await page
    .getByRole("navigation", { name: "Roles" })
    .getByRole("link", { name: /Administrator/ })
    .click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\?role=support$/);
  await expect(orders.getByRole("checkbox", { name: "Cancel" })).toBeChecked();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Support” has been saved." })).toBeVisible();
  const supportItem = page.getByRole("navigation", { name: "Roles" }).getByRole("link", { name: /Support/ });
  await expect(supportItem).toContainText("Orders");
  await expect(supportItem).toContainText("0 users");
  await expectNoAxeViolations(page);

  // The admin gives it to the new user (found by e-mail), and is told they cannot change their own role.
  await dashboardNav(page).getByRole("link", { name: "Users" }).click();
  const search = page.getByRole("search", { name: "Filter users" });
  await search.getByLabel("Name or e-mail").fill(email);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\?q=/);
  const users = page.getByRole("table", { name: "Users, newest first" });
  await expect(users.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await users.getByRole("link", { name: "Sasha Vidal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sasha Vidal" })).toBeVisible();
  await page.locator('main[data-hydrated="true"]').waitFor();
  const roleSelect = page.getByRole("combobox", { name: "Role" });
  const changeRole = page.getByRole("button", { name: "Change role" });

  // The server's refusals, answered here as it would for another member of staff, read plainly.
  const refuse = (status: number, message: string) => (route: Route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "x", message } }),
    });
  await page.route("**/api/v1/dashboard/users/*/role", refuse(403, "You are not allowed to do this."), {
    times: 1,
  });
  await roleSelect.selectOption({ label: "Administrator" });
  // Granting Administrator is asked again; Cancel sends nothing and keeps the choice to change.
  let roleCalls = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/role") && r.method() === "PUT") roleCalls++;
  });
  await changeRole.click();
  const confirm = page.getByRole("dialog", { name: "Make this user an administrator?" });
  await expect(confirm).toContainText("Administrators can do everything in the dashboard");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(changeRole).toBeFocused();
  expect(roleCalls).toBe(0);
  await changeRole.click();
  await confirm.getByRole("button", { name: "Make administrator" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("alert")).toHaveText("Only an administrator can grant the Administrator role.");
  expect(roleCalls).toBe(1);
  await page.route(
    "**/api/v1/dashboard/users/*/role",
    refuse(409, "The last administrator cannot be demoted."),
    {
      times: 1,
    },
  );
  await roleSelect.selectOption({ label: "Support" });
  await changeRole.click();
  await expect(page.getByRole("alert")).toHaveText("The last administrator cannot be demoted.");
  await expect(roleSelect).toHaveAttribute("aria-invalid", "true");

  await changeRole.click();
  await expect(page.getByRole("status").filter({ hasText: "Sasha Vidal is now Support." })).toBeVisible();
  await expectNoAxeViolations(page);

  await openDashboard(page, "/dashboard/users?q=admin%40atelier.example");
  await page.getByRole("link", { name: "Margaux Delacroix" }).click();
  await expect(page.getByText("You cannot change your own role")).toBeVisible();

  // A held role cannot be deleted: the button is disabled and says why.
  await openDashboard(page, "/dashboard/roles?role=support");
  await expect(page.getByRole("button", { name: "Delete role" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Delete role" })).toHaveAccessibleDescription(
    /1 user holds this role/,
  );

  // The new member of staff: Orders only, Cancel yes, Export no (and the server agrees).
  await openDashboard(staff, "/dashboard");
  await expect(dashboardNav(staff).getByRole("link")).toHaveText(["Dashboard", "Website", "Orders"]);
  await dashboardNav(staff).getByRole("link", { name: "Orders" }).click();
  await expect(staff.getByRole("table", { name: "Orders, newest first" })).toBeVisible();
  await expect(staff.getByRole("link", { name: /Export CSV/ })).toHaveCount(0);
  expect((await staff.request.get("/api/v1/dashboard/orders/export")).status()).toBe(403);
  await staff.getByRole("search", { name: "Filter orders" }).getByLabel("Status").selectOption("placed");
  await staff.getByRole("button", { name: "Apply" }).click();
  await expect(staff).toHaveURL(/status=placed/);
  await staff.getByRole("table").getByRole("row").nth(1).getByRole("link").click();
  await expect(staff.getByRole("heading", { level: 1, name: /^Order No\./ })).toBeVisible();
  await staff.locator('main[data-hydrated="true"]').waitFor();
  await expect(staff.getByRole("region", { name: "Account" }).getByRole("link")).toHaveCount(0);
  await staff.getByRole("button", { name: "Cancel Order" }).click();
  await staff
    .getByRole("dialog", { name: "Cancel Order" })
    .getByRole("button", { name: "Cancel the order" })
    .click();
  await expect(staff.getByRole("region", { name: "Timeline" })).toContainText(`by staff (${email})`);
  await staff.goto("/dashboard/analytics");
  await expect(staff).toHaveURL(/\/dashboard\?closed=analytics$/);
  await staff.context().close();
});

test("a role held by nobody is deleted by keyboard; the focus goes to the roles list, not the page's top", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const roleKey = `spare${Date.now().toString(36)}`;
  const made = await page.request.post("/api/v1/dashboard/roles", {
    data: { id: roleKey, roleName: "Spare Role", permissions: { orders: ["view"] } },
    headers: { origin: origin() },
  });
  expect(made.status()).toBe(201);
  await openDashboard(page, `/dashboard/roles?role=${roleKey}`);
  await page.getByRole("button", { name: "Delete role" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete Role" });
  await dialog.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "“Spare Role” has been deleted." })).toBeVisible();
  const roles = page.getByRole("navigation", { name: "Roles" });
  await expect(roles.getByRole("link", { name: /Spare Role/ })).toHaveCount(0);
  await expect(roles.getByRole("link").first()).toBeFocused();
  // It stays there (nothing later takes it to the page's top).
  await page.waitForTimeout(500);
  await expect(roles.getByRole("link").first()).toBeFocused();
});

test("two tabs on one role: the later save is refused with a reason and keeps what was typed", async ({
  page,
  browser,
}) => {
  const other = await newPage(browser, ADMIN);
  await signIn(page, ADMIN);
  const roleKey = `twice${Date.now().toString(36)}`;
  const made = await page.request.post("/api/v1/dashboard/roles", {
    data: { id: roleKey, roleName: "Fitting Room", permissions: { orders: ["view"] } },
    headers: { origin: origin() },
  });
  expect(made.status()).toBe(201);
  await openDashboard(page, `/dashboard/roles?role=${roleKey}`);
  await openDashboard(other, `/dashboard/roles?role=${roleKey}`);

  await page.getByLabel("Name").fill("Fitting Room Team");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "“Fitting Room Team” has been saved." }),
  ).toBeVisible();

  // The other tab, opened before that save, renames it too: refused, and its text stays.
  await other.getByLabel("Name").fill("Alterations");
  await other.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByRole("alert")).toHaveText(STALE_ROLE);
  await expect(other.getByLabel("Name")).toHaveValue("Alterations");
  await expectNoAxeViolations(other);
  const listed = (await (await page.request.get("/api/v1/dashboard/roles")).json()) as {
    id: string;
    roleName: string;
  }[];
  expect(listed.find((r) => r.id === roleKey)?.roleName).toBe("Fitting Room Team");

  // Reloaded, it shows the saved name and saves from there.
  await openDashboard(other, `/dashboard/roles?role=${roleKey}`);
  await expect(other.getByLabel("Name")).toHaveValue("Fitting Room Team");
  await other.getByLabel("Name").fill("Alterations");
  await other.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByRole("status").filter({ hasText: "“Alterations” has been saved." })).toBeVisible();
  expect(
    (
      await page.request.delete(`/api/v1/dashboard/roles/${roleKey}`, { headers: { origin: origin() } })
    ).status(),
  ).toBe(200);
  await other.context().close();
});

test("the dashboard follows a role change made elsewhere without a reload, and leaves when the access goes", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const staff = await newPage(browser);
  const { email } = await registerViaApi(staff, "Livia");
  await signIn(page, ADMIN);
  const asAdmin = (method: "post" | "put", path: string, data: object) =>
    page.request[method](`/api/v1${path}`, { data, headers: { origin: origin() } });
  const found = (await (
    await page.request.get(`/api/v1/dashboard/users?q=${encodeURIComponent(email)}`)
  ).json()) as { items: { id: string }[] };
  const id = found.items[0]!.id;
  const ordersOnly = `orders${Date.now().toString(36)}`;
  expect(
    (
      await asAdmin("post", "/dashboard/roles", {
        id: ordersOnly,
        roleName: "Orders Desk",
        permissions: { orders: ["view"] },
      })
    ).status(),
  ).toBe(201);
  expect((await asAdmin("put", `/dashboard/users/${id}/role`, { role: "editor" })).status()).toBe(200);

  // The page's live stream is open before anything changes (a change before it would be read
  // at the next click instead).
  const live = staff.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/live");
  await openDashboard(staff, "/dashboard/products");
  await expect(staff.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(dashboardNav(staff).getByRole("link", { name: "Products" })).toBeVisible();
  await live;
  await staff.waitForTimeout(300);

  // Another role: the sidebar follows, and the products page, which it does not open, gives way.
  expect((await asAdmin("put", `/dashboard/users/${id}/role`, { role: ordersOnly })).status()).toBe(200);
  await expect(staff).toHaveURL(/\/dashboard(\?closed=products)?$/);
  await expect(dashboardNav(staff).getByRole("link")).toHaveText(["Dashboard", "Website", "Orders"]);
  await expect(staff.getByText("Orders Desk").first()).toBeVisible();

  // No dashboard at all: the page leaves it.
  expect((await asAdmin("put", `/dashboard/users/${id}/role`, { role: "user" })).status()).toBe(200);
  await expect(staff).not.toHaveURL(/\/dashboard/);
  await staff.context().close();
});

test("a people keeper reaches no further than their own role: not their role, not wider roles, not administrators", async ({
  page,
  browser,
}) => {
  // Someone to give roles to, and the keeper, made by the administrator through the API.
  const customer = await newPage(browser);
  const someone = await registerViaApi(customer, "Noor");
  await customer.context().close();
  const keeperPage = await newPage(browser);
  const keeper = await registerViaApi(keeperPage, "Keeper");
  await signIn(page, ADMIN);
  const asAdmin = (method: "post" | "put", path: string, data: object) =>
    page.request[method](`/api/v1${path}`, { data, headers: { origin: origin() } });
  const roleKey = `keeper${Date.now().toString(36)}`;
  expect(
    (
      await asAdmin("post", "/dashboard/roles", {
        id: roleKey,
        roleName: "People Keeper",
        permissions: { users: ["view", "edit"], roles: ["view", "edit"] },
      })
    ).status(),
  ).toBe(201);
  await openDashboard(page, `/dashboard/users?q=${encodeURIComponent(keeper.email)}`);
  await page.getByRole("table", { name: "Users, newest first" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Keeper Laurent" })).toBeVisible();
  const keeperId = new URL(page.url()).pathname.split("/").pop()!;
  expect((await asAdmin("put", `/dashboard/users/${keeperId}/role`, { role: roleKey })).status()).toBe(200);

  // Their own role, and the administrator's, are shown but cannot be changed or removed.
  await openDashboard(keeperPage, `/dashboard/roles?role=${roleKey}`);
  await expect(keeperPage.getByRole("heading", { level: 2, name: "People Keeper" })).toBeVisible();
  await expect(keeperPage.getByText("This is your own role: someone else changes it.")).toBeVisible();
  await expect(keeperPage.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(keeperPage.getByLabel("Name")).toHaveAttribute("readonly", "");
  await openDashboard(keeperPage, "/dashboard/roles?role=admin");
  await expect(
    keeperPage.getByText("This role opens more than yours, so only someone with wider access can change it."),
  ).toBeVisible();
  await expect(keeperPage.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expectNoAxeViolations(keeperPage);

  // The administrator keeps their role; a customer can be given no role wider than the keeper's.
  await openDashboard(keeperPage, "/dashboard/users?q=admin%40atelier.example");
  await keeperPage.getByRole("link", { name: "Margaux Delacroix" }).click();
  await expect(
    keeperPage.getByText(
      "Their role opens more than yours, so only someone with wider access can change it.",
    ),
  ).toBeVisible();
  await expect(keeperPage.getByRole("combobox", { name: "Role" })).toHaveCount(0);
  await openDashboard(keeperPage, `/dashboard/users?q=${encodeURIComponent(someone.email)}`);
  await keeperPage.getByRole("table", { name: "Users, newest first" }).getByRole("link").first().click();
  await keeperPage.locator('main[data-hydrated="true"]').waitFor();
  const select = keeperPage.getByRole("combobox", { name: "Role" });
  await expect(select.getByRole("option", { name: "Administrator (administrators only)" })).toBeDisabled();
  await expect(select.getByRole("option", { name: "Editor (beyond your role)" })).toBeDisabled();
  await expect(select.getByRole("option", { name: "People Keeper" })).toBeEnabled();
  await expectNoAxeViolations(keeperPage);
  // And the server says the same to a request the page would not make: a wider role for them.
  const someoneId = new URL(keeperPage.url()).pathname.split("/").pop()!;
  const forced = await keeperPage.request.put(`/api/v1/dashboard/users/${someoneId}/role`, {
    data: { role: "editor" },
    headers: { origin: origin() },
  });
  expect(forced.status()).toBe(403);
  expect(((await forced.json()) as { error: { message: string } }).error.message).toBe(
    "You can only give access your own role has.",
  );
  await keeperPage.context().close();
});

test("on a phone a role chosen in the list opens below it, brought into view with the focus on its title", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await openDashboard(page, "/dashboard/roles");
  const roles = page.getByRole("navigation", { name: "Roles" });
  const last = roles.getByRole("link").last();
  const name = (await last.locator("span").first().locator("span").first().textContent())!;
  await last.click();
  const title = page.getByRole("heading", { level: 2, name });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(last).toHaveAttribute("aria-current", "true");
  await expectNoAxeViolations(page);
});
