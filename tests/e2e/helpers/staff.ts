// A new member of staff with a role made for the journey: the administrator creates the role
// and gives it to a freshly registered account, all through the API; the page is signed in.
import { expect, type Browser, type Page } from "@playwright/test";
import { origin } from "../fixtures/session";
import { acceptCookies } from "./consent";

const ADMIN = { email: "admin@atelier.example", password: "atelier-admin" };

export async function staffPage(
  browser: Browser,
  baseURL: string,
  role: { id: string; roleName: string; permissions: Record<string, unknown> },
  viewport = { width: 1280, height: 900 },
  /** Where the browser is, for screens that speak local time. */
  timezoneId?: string,
): Promise<Page> {
  const admin = await browser.newContext({ baseURL });
  const headers = { origin: baseURL };
  expect((await admin.request.post("/api/auth/sign-in/email", { data: ADMIN, headers })).ok()).toBe(true);
  const made = await admin.request.post("/api/v1/dashboard/roles", { data: role, headers });
  expect([201, 200, 409]).toContain(made.status());

  const context = await browser.newContext({ baseURL, viewport, ...(timezoneId ? { timezoneId } : {}) });
  const email = `${role.id}-${Date.now()}@example.com`;
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    headers,
    data: {
      email,
      password: "staff-pass-123",
      firstName: "Camille",
      lastName: role.roleName,
      country: "USA",
      civility: "civility4",
      privacyAgreement: true,
      ageConfirmed: true,
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const found = (await (
    await admin.request.get(`/api/v1/dashboard/users?q=${encodeURIComponent(email)}`)
  ).json()) as {
    items: { id: string }[];
  };
  const change = await admin.request.put(`/api/v1/dashboard/users/${found.items[0]!.id}/role`, {
    data: { role: role.id },
    headers,
  });
  expect(change.ok(), await change.text()).toBe(true);
  await admin.close();
  const page = await context.newPage();
  await acceptCookies(page);
  return page;
}

/** The dashboard's sidebar navigation. */
export const dashboardNav = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

/** Opens a dashboard page and waits until React has hydrated it. */
export async function openDashboard(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.locator('main[data-hydrated="true"]').waitFor();
}

/**
 * A member of staff on a phone (390 px), on the dashboard page `/dashboard/<page>`, holding a role
 * named `roleName` (its id the name in kebab case) with `permissions`.
 */
export async function staffOnPhone(
  browser: Browser,
  roleName: string,
  permissions: Record<string, unknown>,
  page: string,
): Promise<Page> {
  const id = roleName.toLowerCase().replaceAll(" ", "-");
  const phone = await staffPage(
    browser,
    origin(),
    { id, roleName, permissions },
    { width: 390, height: 844 },
  );
  await openDashboard(phone, `/dashboard/${page}`);
  return phone;
}

/** Restores version 1 from the screen's version history and waits for the notice that it was. */
export async function restoreVersionOne(page: Page): Promise<void> {
  await page
    .getByRole("region", { name: "Version history" })
    .getByRole("button", { name: "Restore version 1" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Restore and Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 has been restored" })).toBeVisible();
}
