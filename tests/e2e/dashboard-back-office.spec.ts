// The back office beyond products: an order found, read and cancelled (and the customer seeing
// it), a role made and given to a new member of staff who then sees only what it allows, the
// sales charts drawn from the seeded history, and a client's message read and marked.
import { expect, test, type Page, type Route } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { ADMIN, CUSTOMER, newPage, origin, signIn } from "./fixtures/session";
import { acceptCookies } from "./helpers/consent";
import { openDashboard } from "./helpers/staff";
import { placeOrders, registerViaApi } from "./fixtures/account";

const ACCOUNTS = { admin: ADMIN, customer: CUSTOMER } as const;

const nav = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("the admin finds the customer's order by e-mail and cancels it; the customer sees it cancelled", async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await openDashboard(page, "/dashboard");
  await nav(page).getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page).toHaveTitle("Orders — Dashboard | Atelier");
  const table = page.getByRole("table", { name: "Orders, newest first" });
  await expect(table.getByRole("row")).toHaveCount(21);
  await expect(page.getByRole("link", { name: /^Export CSV/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The filters go into the URL; the export link carries the same filters.
  const search = page.getByRole("search", { name: "Filter orders" });
  await search.getByLabel("Order number or e-mail").fill("customer@atelier.example");
  await search.getByLabel("Status").selectOption({ label: "Placed" });
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=placed/);
  await expect(page).toHaveURL(/q=customer%40atelier\.example/);
  // Other journeys may have added or cancelled orders of this customer; at least the seeded ones show.
  await expect(table.getByRole("row").nth(2)).toBeVisible();
  for (const row of await table.getByRole("row").all()) {
    if ((await row.getByRole("columnheader").count()) === 0)
      await expect(row).toContainText("customer@atelier.example");
  }
  await expect(page.getByRole("link", { name: /^Export CSV/ })).toHaveAttribute(
    "href",
    /\/api\/v1\/dashboard\/orders\/export\?status=placed&q=customer%40atelier\.example/,
  );

  // The newest of them, on its own page.
  const first = table.getByRole("row").nth(1).getByRole("link");
  const orderId = (await first.innerText()).replace(/^Order No\.\s*/, "").trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order No. ${orderId}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Items" }).getByRole("img").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Items" })).toContainText("Shipping");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Purchased");
  await expect(timeline).toContainText("In Progress");
  await expect(timeline).toContainText("Arrived");
  await expect(page.getByRole("region", { name: "Contact and addresses" })).toContainText(
    "customer@atelier.example",
  );
  await expect(page.getByRole("region", { name: "Account" }).getByRole("link").first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel, after the confirmation; 'Please wait...' while the server works.
  await page.route("**/api/v1/dashboard/orders/*/cancel", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const cancelButton = page.getByRole("button", { name: "Cancel Order" });
  await cancelButton.click();
  const dialog = page.getByRole("dialog", { name: "Cancel Order" });
  await expect(dialog).toContainText(orderId);
  await expectNoAxeViolations(page);
  // Escape keeps the order, and the focus goes back to the button that opened the dialog.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  await cancelButton.click();
  await dialog.getByRole("button", { name: "Cancel the order" }).click();
  await expect(dialog.getByRole("button", { name: "Please wait..." })).toBeDisabled();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: `Order No. ${orderId} has been cancelled.` }),
  ).toBeVisible();
  await expect(timeline).toContainText("Cancelled");
  await expect(timeline).toContainText("by staff (admin@atelier.example)");
  await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);

  // The account link leads to the customer's user page, where the order shows cancelled too.
  await page.getByRole("region", { name: "Account" }).getByRole("link", { name: "Claire Whitmore" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Claire Whitmore" })).toBeVisible();
  const orders = page.getByRole("table", { name: "Orders of this user, newest first" });
  await expect(orders.getByRole("row").filter({ hasText: orderId })).toContainText("Cancelled");
  await expectNoAxeViolations(page);

  const customer = await newPage(browser);
  await signIn(customer, ACCOUNTS.customer);
  await customer.goto("/account?q=orders");
  await expect(customer.getByRole("article", { name: `Order No. ${orderId}` })).toContainText("Cancelled");
  await customer.context().close();
});

test("a user's page shows their newest 20 orders and the count, and leads to the rest in Orders", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shopper = await newPage(browser);
  const { email } = await registerViaApi(shopper, "Margaux");
  const placed = (await placeOrders(shopper, 21, "pre-order")).reverse();

  await signIn(page, ADMIN);
  const found = (await (
    await page.request.get(`/api/v1/dashboard/users?q=${encodeURIComponent(email)}`)
  ).json()) as {
    items: { id: string }[];
  };
  await openDashboard(page, `/dashboard/users/${found.items[0]!.id}`);
  const orders = page.getByRole("region", { name: "Orders" });
  await expect(orders).toContainText("21 orders");
  const rows = orders.getByRole("table", { name: "Orders of this user, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(1 + 20);
  await expect(rows.nth(1)).toContainText(placed[0]!);
  await expect(orders).toContainText("The latest 20 shown.");
  await expectNoAxeViolations(page);
  await orders.getByRole("link", { name: `Orders placed with ${email}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?q=/);
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(placed[0]!);
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
  await signIn(page, ACCOUNTS.admin);
  await openDashboard(page, "/dashboard/roles");
  await expect(page.getByRole("navigation", { name: "Roles" }).getByRole("link")).toHaveCount(2);
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
  await nav(page).getByRole("link", { name: "Users" }).click();
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
  await changeRole.click();
  await expect(page.getByRole("alert")).toHaveText("Only an administrator can grant the Administrator role.");
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
  await expect(nav(staff).getByRole("link")).toHaveText(["Dashboard", "Website", "Orders"]);
  await nav(staff).getByRole("link", { name: "Orders" }).click();
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
  await expect(staff).toHaveURL(/\/dashboard$/);
  await staff.context().close();
});

test("a role held by nobody is deleted by keyboard; the focus goes to the roles list, not the page's top", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
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
  await expect(nav(staff).getByRole("link", { name: "Products" })).toBeVisible();
  await live;
  await staff.waitForTimeout(300);

  // Another role: the sidebar follows, and the products page, which it does not open, gives way.
  expect((await asAdmin("put", `/dashboard/users/${id}/role`, { role: ordersOnly })).status()).toBe(200);
  await expect(staff).toHaveURL(/\/dashboard$/);
  await expect(nav(staff).getByRole("link")).toHaveText(["Dashboard", "Website", "Orders"]);
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
  await signIn(page, ACCOUNTS.admin);
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

test("analytics draws revenue and orders per day from the seeded history, for 7, 30 and 90 days", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await openDashboard(page, "/dashboard/analytics");
  await expect(page).toHaveTitle("Analytics — Dashboard | Atelier");
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  const revenue = page.getByRole("img", { name: "Revenue per day, last 30 days" });
  const orders = page.getByRole("img", { name: "Orders per day, last 30 days" });
  await expect(revenue.locator("rect[data-day]")).toHaveCount(30);
  await expect(orders.locator("circle[data-day]")).toHaveCount(30);
  await expect(revenue).toHaveAccessibleDescription(/^From .+ revenue in all; the best day was /);
  // The seeded history has sales: some bars have height, and the hidden table says the same.
  const heights = await revenue
    .locator("rect[data-day]")
    .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute("height"))));
  expect(heights.filter((h) => h > 0).length).toBeGreaterThan(10);
  await expect(
    page.getByRole("table", { name: "Revenue per day, last 30 days" }).getByRole("row"),
  ).toHaveCount(31);
  const figures = page.getByRole("definition");
  await expect(figures.first()).toHaveText(/^\$ [\d,]+/);
  await expect(page.getByRole("table", { name: "Top products by revenue" }).getByRole("row")).toHaveCount(6);
  await expect(page.getByRole("table", { name: "Top products by units" }).getByRole("row")).toHaveCount(6);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\?days=7$/);
  await expect(
    page.getByRole("img", { name: "Revenue per day, last 7 days" }).locator("rect[data-day]"),
  ).toHaveCount(7);
  await page.getByRole("link", { name: "90 days" }).click();
  await expect(
    page.getByRole("img", { name: "Orders per day, last 90 days" }).locator("circle[data-day]"),
  ).toHaveCount(90);
});

test("a contact message shows unread in Messages and is marked read; subscribers are counted and exported", async ({
  page,
}) => {
  const subject = `Alteration request ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/v1/contact-messages", {
    headers: { origin: origin() },
    data: {
      subject,
      firstName: "Inès",
      lastName: "Moreau",
      email: "ines.moreau@example.com",
      // A long link with nowhere to break: it wraps inside the message, also on a phone.
      message: `Could the sleeves of my coat be shortened by two centimetres?\nThank you.\nhttps://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784&requester=WT/trackdetails&${"x".repeat(120)}`,
    },
  });
  expect(sent.ok(), `contact message: ${sent.status()}`).toBe(true);
  const subscribed = await page.request.post("/api/v1/newsletter-subscriptions", {
    headers: { origin: origin() },
    data: { email: "letters@example.com" },
  });
  expect(subscribed.ok(), `newsletter: ${subscribed.status()}`).toBe(true);

  await signIn(page, ACCOUNTS.admin);
  await openDashboard(page, "/dashboard");
  await nav(page).getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  const message = page.getByRole("article", { name: `Unread: ${subject}` });
  await expect(message).toContainText("Inès Moreau");
  await expect(message).toContainText("Unread");
  await expect(page.getByRole("region", { name: "Contact messages" }).getByRole("status").first()).toHaveText(
    /\d+ unread/,
  );
  await expect(message.getByText("Could the sleeves")).toBeHidden();
  await message.getByRole("button", { name: "Read message" }).click();
  await expect(message.getByText("Could the sleeves")).toBeVisible();
  await expectNoAxeViolations(page);
  // The long link wraps: the page never scrolls sideways, on a phone either.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await message.getByRole("button", { name: "Mark as read" }).click();
  const read = page.getByRole("article", { name: subject, exact: true });
  await expect(read.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await expect(read).not.toContainText("Unread");

  // Unread only: the message has gone from that list.
  await page.getByRole("link", { name: "Unread only" }).click();
  await expect(page).toHaveURL(/\?unread=true$/);
  await expect(page.getByRole("article", { name: new RegExp(subject) })).toHaveCount(0);

  const subscribers = page.getByRole("region", { name: "Newsletter subscribers" });
  await expect(subscribers).toContainText("letters@example.com");
  const csvLink = subscribers.getByRole("link", { name: /^Export CSV/ });
  const csv = await page.request.get((await csvLink.getAttribute("href")) ?? "");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("letters@example.com");
  await expectNoAxeViolations(page);
});

test("on a phone, wide tables scroll inside their frame and never widen the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.admin);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const path of ["/dashboard/products", "/dashboard/orders", "/dashboard/users", "/dashboard/pages"]) {
    await openDashboard(page, path);
    await expect(page.getByRole("table").first()).toBeVisible();
    expect(await pageWidth(), path).toBeLessThanOrEqual(390);
  }
  // The size guide's measurement table scrolls within its frame, its visually hidden headings too.
  await openDashboard(page, "/dashboard/design/size-guides");
  await expect(page.getByRole("table").first()).toBeVisible();
  expect(await pageWidth(), "/dashboard/design/size-guides").toBeLessThanOrEqual(390);
  // The products' table is wider than the phone: it scrolls sideways within its frame.
  await openDashboard(page, "/dashboard/products");
  const frame = page.getByRole("table", { name: "Products, newest first" }).locator("xpath=..");
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Its actions stay at the frame's right edge: tabbing to a row's EDIT scrolls nothing, so the
  // product's name stays in view beside it.
  const firstRow = page.getByRole("table", { name: "Products, newest first" }).getByRole("row").nth(1);
  const edit = firstRow.getByRole("link", { name: /^EDIT/ });
  await edit.focus();
  await expect(edit).toBeFocused();
  expect(await frame.evaluate((el) => el.scrollLeft)).toBe(0);
  const inView = async (element: typeof edit) => {
    const [box, frameBox] = [await element.boundingBox(), await frame.boundingBox()];
    return (
      !!box && !!frameBox && box.x >= frameBox.x && box.x + box.width <= frameBox.x + frameBox.width + 0.5
    );
  };
  expect(await inView(edit)).toBe(true);
  expect(await inView(firstRow.locator("td").first().locator("span").first())).toBe(true);

  // A customer's page: their orders' table stays within its card.
  await openDashboard(page, `/dashboard/users?q=${encodeURIComponent(ACCOUNTS.customer.email)}`);
  await page.getByRole("table", { name: "Users, newest first" }).getByRole("link").first().click();
  await expect(page.getByRole("table", { name: "Orders of this user, newest first" })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
