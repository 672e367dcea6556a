// After the purchase, as staff meet it: every e-mail template previewed and photographed at a
// phone's 390 px; part of an order shipped by keyboard; the line that will not ship cancelled once
// the rest has gone, and the guest's page and e-mail say it was not charged.
import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { openDashboard } from "./helpers/staff";
import { ADMIN, gotoHydrated, newPage, origin, signIn } from "./fixtures/session";
import { awaitMail } from "./fixtures/outbox";
import { placeOrder, twoLines } from "./fixtures/returns";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("staff preview every e-mail template, photographed at a phone's 390 px", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await openDashboard(page, "/dashboard/messages");
  const messagesEntry = page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Messages" });
  const marked = await messagesEntry.getAttribute("class");
  await page.getByRole("link", { name: "E-mail Templates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mail Templates" })).toBeVisible();
  // The templates are Messages' page: its entry in the sidebar stays marked.
  expect(await messagesEntry.getAttribute("class")).toBe(marked);
  const frames = page.locator("iframe");
  await expect(frames).not.toHaveCount(0);
  // The sandboxed frames run no script, so axe checks each message on the phone page below.
  await expectNoAxeViolations(page, { skipFrames: "iframe" });
  // The pictures show (they are refused to a frame of an opaque origin).
  const placed = page.locator('iframe[title^="Your Atelier order"]').first();
  await placed.scrollIntoViewIfNeeded();
  const picture = placed.contentFrame().locator('img[src*="/media/"]').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);

  const phoneContext = await browser.newContext({ baseURL: origin(), viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.goto("/robots.txt");
  const dir = test.info().outputPath("emails");
  mkdirSync(dir, { recursive: true });
  for (const frame of await frames.all()) {
    const name = (await frame.getAttribute("title"))!.replace(/ \(HTML preview\)$/, "");
    // The order and account messages; restock and sign-in alerts are laid out by their own features.
    if (!/^(Your Atelier order|Reset your Atelier password)/.test(name)) continue;
    await phone.setContent((await frame.getAttribute("srcdoc"))!, { waitUntil: "load" });
    // Readable at phone width: nothing wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(phone);
    await phone.screenshot({
      path: `${dir}/${name.replace(/[^\w]+/g, "-").toLowerCase()}.png`,
      fullPage: true,
    });
  }
  await phoneContext.close();
});

test("staff ship part of an order by keyboard and the focus is back on Mark Shipped for the rest", async ({
  page,
  browser,
}) => {
  const order = await placeOrder(page, await twoLines(page.request), `ship.${Date.now()}@example.com`);
  const staff = await newPage(browser, ADMIN);
  await openDashboard(staff, `/dashboard/orders/${order.id}`);
  const fulfilment = staff.getByRole("region", { name: "Fulfilment" });
  await fulfilment.getByRole("checkbox").nth(1).uncheck();
  await fulfilment.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await fulfilment.getByRole("button", { name: "Mark Shipped" }).focus();
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("status").filter({ hasText: "is marked shipped" })).toBeVisible();
  await expect(fulfilment.getByRole("link", { name: "1Z999AA10123456784" })).toBeVisible();
  // The form is drawn afresh for the line still to ship; the keyboard is where it was.
  await expect(fulfilment.getByRole("button", { name: "Mark Shipped" })).toBeFocused();
  await staff.context().close();
});

test("staff cancel the line that will not ship once the rest has gone; the guest's page shows it not charged", async ({
  page,
  browser,
}) => {
  const email = `rest.${Date.now()}@example.com`;
  const order = (await placeOrder(page, await twoLines(page.request), email)) as Awaited<
    ReturnType<typeof placeOrder>
  > & { lines: { title: string }[] };
  const kept = order.lines[1]!.title;
  const staff = await newPage(browser, ADMIN);
  await openDashboard(staff, `/dashboard/orders/${order.id}`);
  const fulfilment = staff.getByRole("region", { name: "Fulfilment" });
  // Nothing has shipped: the whole order is cancelled instead, so there is no line form yet.
  await expect(fulfilment.getByRole("button", { name: "Cancel Items" })).toHaveCount(0);
  await fulfilment.getByRole("checkbox").nth(1).uncheck();
  await fulfilment.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await fulfilment.getByRole("button", { name: "Mark Shipped" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "is marked shipped" })).toBeVisible();

  const form = fulfilment.getByRole("form", { name: "Cancel what will not ship" });
  const lines = form.getByRole("group", { name: "Lines to cancel" });
  const cancelItems = form.getByRole("button", { name: "Cancel Items" });
  // Nothing ticked: the form says so, and no dialog opens.
  await cancelItems.click();
  await expect(form.getByText("Choose at least one line to cancel.")).toBeVisible();
  await expect(staff.getByRole("dialog")).toHaveCount(0);
  await lines.getByRole("checkbox").check();
  await cancelItems.click();
  const dialog = staff.getByRole("dialog", { name: "Cancel Items" });
  await expect(dialog).toContainText(`2. ${kept}`);
  await expectNoAxeViolations(staff);
  await dialog.getByRole("button", { name: "Keep them" }).click();
  await expect(dialog).toBeHidden();
  await cancelItems.click();
  await dialog.getByRole("button", { name: "Cancel the items" }).click();
  await expect(
    staff.getByRole("status").filter({ hasText: "The lines are cancelled and not charged" }),
  ).toBeVisible();
  // Nothing is left to ship: the order reads Shipped, with no form for it.
  await expect(staff.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(staff.getByText("Partially Shipped", { exact: true })).toHaveCount(0);
  await expect(fulfilment.getByRole("button", { name: "Mark Shipped" })).toHaveCount(0);
  await expect(cancelItems).toHaveCount(0);
  const items = staff.getByRole("region", { name: "Items" });
  await expect(items).toContainText("Cancelled before shipping: not charged");
  await expect(items).toContainText("Cancelled Items");
  await expect(items).toContainText("Net Paid");
  await expect(staff.getByRole("region", { name: "Timeline" })).toContainText(
    /Line 2 cancelled, \$ [\d,.]+ not charged/,
  );
  await expectNoAxeViolations(staff);
  await staff.context().close();

  await gotoHydrated(page, `/order-status?order=${order.id}&token=${order.guestToken}`);
  await expect(page.getByText("Cancelled: this piece will not ship and is not charged")).toBeVisible();
  await expect(page.getByText("Cancelled Items")).toBeVisible();
  const mail = await awaitMail(page, email, `Part of your Atelier order ${order.id}`);
  expect(mail).toContain("Some pieces will not ship");
  expect(mail).toContain(kept);
  await expectNoAxeViolations(page);
});
