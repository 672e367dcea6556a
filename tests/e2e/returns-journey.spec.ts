// The returns journey end to end (docs/behaviour.md §4 Returns, decisions 75, 76): a customer
// with a delivered order asks, in Order Details, for the refund of one piece and the exchange of
// another; staff find the return in the dashboard's Returns, receive it, approve the refund (the
// server's amount), create the replacement shipment and ship it from its order page; the
// customer sees the refund and the exchange, and each e-mail is in the outbox. Staff may instead
// reject a return with a reason, which the customer sees and is e-mailed, or refund an exchange
// instead of sending its replacement. axe runs on the Returns
// screens at 1280 and 390 px and on each confirmation dialog (refund and reject included).
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { openDashboard } from "./helpers/staff";

import {
  ADMIN,
  CUSTOMER,
  deliver,
  deliveredOrder,
  newPage,
  openOrderDetails,
  openReturnForm,
  placeOrder,
  requestExchange,
  requestRefund,
  twoLines,
} from "./fixtures/returns";
import { awaitMail } from "./fixtures/outbox";

async function axeAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Confirms a step in its dialog and waits for the page's notice. */
async function step(page: Page, button: string | RegExp, confirm: string, notice: RegExp): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: confirm }).click();
  await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
}

test("a refund and an exchange, from the customer's request to the staff's refund and replacement parcel", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { staff, page, order } = await deliveredOrder(browser, { account: CUSTOMER });

  // The customer asks: the first piece exchanged, the second refunded.
  const panel = await openOrderDetails(page, order.id);
  const { form, pieces } = await openReturnForm(page, panel);
  await pieces.nth(1).getByRole("checkbox", { name: "Return this piece" }).check();
  await pieces.nth(1).getByLabel("Reason").selectOption({ label: "Changed my mind" });
  await pieces.nth(0).getByRole("checkbox", { name: "Return this piece" }).check();
  await pieces.nth(0).getByLabel("Reason").selectOption({ label: "Too small" });
  await pieces.nth(0).getByRole("radio", { name: "Exchange" }).check();
  await pieces.nth(0).getByLabel("Size and Colour").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Request Return" }).click();
  const requested = panel.getByRole("status").filter({ hasText: "has been requested" });
  await expect(requested).toBeVisible();
  const number = /R-[A-Z0-9]{8}/.exec((await requested.textContent()) ?? "")![0];

  // Staff: the Returns list, searched by the return's number.
  await openDashboard(staff, "/dashboard");
  await staff.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Returns" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Returns" })).toBeVisible();
  await staff.getByLabel("Return or order number").fill(number);
  await staff.getByRole("button", { name: "Apply" }).click();
  const row = staff.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Requested");
  await expect(row).toContainText("Exchange + Refund");
  await axeAtBothWidths(staff);
  await staff.getByLabel("Return or order number").fill("R-00000000");
  await staff.getByRole("button", { name: "Apply" }).click();
  await expect(staff.getByText("No return matches these filters.")).toBeVisible();

  await openDashboard(staff, `/dashboard/returns/${number}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Return ${number}` })).toBeVisible();
  await axeAtBothWidths(staff);
  await step(staff, "Receive", "Mark received", /pieces are back in stock/);

  // The refund shows the server's amount on the button and in its confirmation.
  const refundButton = staff.getByRole("button", { name: /^Approve Refund \(\$ [\d,.]+\)$/ });
  // Receive, which opened the confirmation, is gone: the focus is on the step that took its place.
  await expect(refundButton).toBeFocused();
  const amount = /\$ [\d,.]+/.exec((await refundButton.textContent()) ?? "")![0];
  // A tap that does not focus what it taps (Safari, some touch screens): the button and then the
  // dialog's Refund pressed without the focus on them.
  await staff.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const type of ["pointerdown", "click"]) await refundButton.dispatchEvent(type);
  await expect(staff.getByRole("dialog")).toContainText(`${amount} will be refunded`);
  await expectNoAxeViolations(staff);
  const confirm = staff.getByRole("dialog").getByRole("button", { name: "Refund" });
  for (const type of ["pointerdown", "click"]) await confirm.dispatchEvent(type);
  await expect(staff.getByRole("status").filter({ hasText: "refund is approved" })).toBeVisible();
  // Approve Refund went with the answer: the focus is on the step that took its place, not the page's top.
  await expect(staff.getByRole("button", { name: "Create Replacement Shipment" })).toBeFocused();

  await step(staff, "Create Replacement Shipment", "Create the shipment", /replacement shipment is created/);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Return ${number}`);
  await axeAtBothWidths(staff);

  // The replacement ships like an order, from its order page.
  const replacement = staff.getByRole("region", { name: "Replacement shipment" }).getByRole("link");
  const replacementId = ((await replacement.textContent()) ?? "").replace("Order No. ", "").trim();
  await replacement.click();
  await expect(staff.getByRole("heading", { level: 1, name: `Order No. ${replacementId}` })).toBeVisible();
  await staff.locator('main[data-hydrated="true"]').waitFor();
  await staff.getByLabel("Tracking number").fill("1Z999AA10123456785");
  await staff.getByRole("button", { name: "Mark Shipped" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "is marked shipped" })).toBeVisible();
  await expect(staff.getByText(`This order is the replacement shipment of`)).toBeVisible();
  await expect(staff.getByText("Replacement: nothing to pay")).toBeVisible();
  // In the orders list (found by the first characters of its number) it is no sale either.
  await openDashboard(staff, `/dashboard/orders?q=${replacementId.slice(0, 6)}`);
  const listed = staff.getByRole("row").filter({ hasText: replacementId });
  await expect(listed).toContainText(`Replacement`);
  await expect(listed).toContainText(`Return ${number}`);

  // The customer sees both outcomes: the refund and the exchange.
  const details = await openOrderDetails(page, order.id);
  await expect(details.getByText(`Return No. ${number}`)).toBeVisible();
  await expect(details.getByText("Exchanged", { exact: true })).toBeVisible();
  await expect(details.getByText(`Refunded: ${amount}`)).toBeVisible();
  await expect(details.getByText("Net Paid")).toBeVisible();
  await expect(details.getByText("Returned: 1")).toHaveCount(2);
  await expect(details.getByText(`Replacement: Order No. ${replacementId}`)).toBeVisible();
  await page.keyboard.press("Escape");
  // The replacement is in the list as an exchange, not a purchase: nothing to pay, nothing to cancel.
  const replacementRow = page.getByRole("article", { name: `Order No. ${replacementId}` });
  await expect(replacementRow).toContainText("Exchange");
  const replacementDetails = await openOrderDetails(page, replacementId);
  await expect(replacementDetails.getByText(`The replacement pieces of return ${number}`)).toBeVisible();
  await expect(replacementDetails.getByText("There is nothing to pay.", { exact: false })).toBeVisible();
  await expect(replacementDetails.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  for (const subject of [
    `We have received your return ${number}`,
    `Your refund of ${amount} for return ${number}`,
    `Your exchange ${number} is being prepared`,
    `Your exchange ${number} is on its way`,
  ])
    await awaitMail(page, CUSTOMER.email, subject);
  await staff.context().close();
  await page.context().close();
});

test("staff reject a return with a reason; the customer sees 'Rejected' and is e-mailed why", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const reason = "The label has been removed and the piece has been worn.";
  const staff = await newPage(browser, ADMIN);
  const page = await newPage(browser, CUSTOMER);
  const [, piece] = await twoLines(page.request);
  const order = await placeOrder(page, [piece!]);
  await deliver(staff, order.id, [0]);
  // The request form has its own journeys (above, returns-customer.spec.ts): here the API asks.
  const number = await requestRefund(page, order.id, [0]);

  await openDashboard(staff, `/dashboard/returns/${number}`);
  await staff.getByRole("button", { name: "Reject", exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: "Reject Return" });
  await expect(dialog).toBeVisible();
  // Without a reason the server refuses (400) and the dialog says why, staying open.
  await dialog.getByRole("button", { name: "Reject the return" }).click();
  await expect(dialog.getByText("Say why the return is rejected.")).toBeVisible();
  await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(staff);
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject the return" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "The return is rejected" })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The return's summary says why ('Rejected because'); its history names the reason too.
  await expect(staff.getByText(reason, { exact: true })).toBeVisible();
  await expect(staff.getByRole("button", { name: "Reject", exact: true })).toHaveCount(0);

  const details = await openOrderDetails(page, order.id);
  await expect(details.getByText(`Return No. ${number}`)).toBeVisible();
  await expect(details.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(details.getByText(`Rejected: ${reason}`)).toBeVisible();
  await awaitMail(page, CUSTOMER.email, `About your return ${number}`);
  await staff.context().close();
  await page.context().close();
});

test("staff refund an exchange instead of sending a replacement; the customer sees the refund", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await newPage(browser, ADMIN);
  const page = await newPage(browser, CUSTOMER);
  const [exchangeable] = await twoLines(page.request);
  const order = await placeOrder(page, [exchangeable!]);
  await deliver(staff, order.id, [0]);
  const number = await requestExchange(page, order.id);

  await openDashboard(staff, `/dashboard/returns/${number}`);
  // Before the parcel is in, there is nothing to refund instead.
  await expect(staff.getByRole("button", { name: /^Refund Instead/ })).toHaveCount(0);
  await step(staff, "Receive", "Mark received", /pieces are back in stock/);
  const instead = staff.getByRole("button", { name: /^Refund Instead \(\$ [\d,.]+\)$/ });
  await expect(staff.getByRole("button", { name: "Create Replacement Shipment" })).toBeVisible();
  const amount = /\$ [\d,.]+/.exec((await instead.textContent()) ?? "")![0];
  await instead.click();
  const dialog = staff.getByRole("dialog", { name: "Refund Instead of Exchanging" });
  await expect(dialog).toContainText(`${amount} is refunded to the card of order ${order.id} instead`);
  await expectNoAxeViolations(staff);
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(
    staff.getByRole("status").filter({ hasText: "The exchange is refunded instead" }),
  ).toBeVisible();
  // Settled: no replacement to create, and the history says what had been asked for.
  await expect(staff.getByRole("button", { name: "Create Replacement Shipment" })).toHaveCount(0);
  await expect(staff.getByText("Nothing is left to do.")).toBeVisible();
  await expect(staff.getByText("Refunded instead of exchanging")).toBeVisible();
  await expect(staff.getByText(/^Asked for: Size \S+ · /)).toBeVisible();
  await axeAtBothWidths(staff);

  const details = await openOrderDetails(page, order.id);
  await expect(details.getByText(`Return No. ${number}`)).toBeVisible();
  await expect(details.getByText(`Refunded: ${amount}`)).toBeVisible();
  await expect(details.getByText("Replacement: Order No.", { exact: false })).toHaveCount(0);
  await awaitMail(page, CUSTOMER.email, `Your refund of ${amount} for return ${number}`);
  await staff.context().close();
  await page.context().close();
});
