// Returns, customer side (docs/behaviour.md §4 Returns): a signed-in customer with a delivered
// order asks, in Order Details, for the refund of one piece and the exchange of another; the
// order then lists the return with its number and status, and the e-mail is in the outbox. A
// guest's order page offers the same form. axe runs on the open form and on the result.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";

import { CUSTOMER, deliveredOrder, gotoHydrated, openOrderDetails, openReturnForm } from "./fixtures/returns";
import { awaitMail } from "./fixtures/outbox";

test("a customer asks, in Order Details, for the refund of one piece and the exchange of another", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { staff, page, order } = await deliveredOrder(browser, { account: CUSTOMER });

  const panel = await openOrderDetails(page, order.id);
  const { form, pieces } = await openReturnForm(page, panel);
  await expect(form.getByRole("checkbox", { name: "Return this piece" }).first()).toBeFocused();

  // Nothing chosen: the form says so and writes nothing.
  await form.getByRole("button", { name: "Request Return" }).click();
  await expect(form.getByRole("alert")).toHaveText("Choose at least one item to return.");

  const exchangePiece = pieces.nth(0);
  const refundPiece = pieces.nth(1);

  await refundPiece.getByRole("checkbox", { name: "Return this piece" }).check();
  // Ticking a piece answers the message.
  await expect(form.getByRole("alert")).toBeEmpty();
  await refundPiece.getByLabel("Reason").selectOption({ label: "Changed my mind" });

  await exchangePiece.getByRole("checkbox", { name: "Return this piece" }).check();
  await exchangePiece.getByLabel("Reason").selectOption({ label: "Too small" });
  await exchangePiece.getByRole("radio", { name: "Exchange" }).check();
  const target = exchangePiece.getByLabel("Size and Colour");
  // Only other in-stock variants of the same product are offered.
  const offered = await target.locator("option").allTextContents();
  expect(offered.length).toBeGreaterThan(1);
  await target.selectOption({ index: 1 });
  await expectNoAxeViolations(page);

  await form.getByRole("button", { name: "Request Return" }).click();
  const notice = panel.getByRole("status").filter({ hasText: "has been requested" });
  await expect(notice).toContainText(
    /Return No\. R-[A-Z0-9]{8} has been requested\. Your parcel must reach us by/,
  );
  const number = /R-[A-Z0-9]{8}/.exec((await notice.textContent()) ?? "")![0];
  await expect(panel.getByText(`Return No. ${number}`, { exact: true })).toBeVisible();
  await expect(panel.getByText("Requested", { exact: true })).toBeVisible();
  await expect(panel.getByText(/— Refund · Reason: Changed my mind/)).toBeVisible();
  await expect(panel.getByText(/— Exchange for Size .+ · Reason: Too small/)).toBeVisible();
  // Every piece has been asked for: the form is no longer offered.
  await expect(panel.getByRole("button", { name: "Request a Return" })).toBeHidden();
  await expectNoAxeViolations(page);

  await awaitMail(page, CUSTOMER.email, `Your Atelier return ${number}`);
  await staff.context().close();
  await page.context().close();
});

test("the guest order page offers the same request", async ({ browser }) => {
  test.setTimeout(120_000);
  const { staff, page, order } = await deliveredOrder(browser, { email: "returns.guest@example.com" });

  await gotoHydrated(page, `/order-status?order=${order.id}&token=${order.guestToken}`);
  const { form, pieces } = await openReturnForm(page);
  const piece = pieces.nth(1);
  await piece.getByRole("checkbox", { name: "Return this piece" }).check();
  // A chosen piece without a reason is marked.
  await form.getByRole("button", { name: "Request Return" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please make sure to fill and check the required fields.");
  await expect(piece.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await piece.getByLabel("Reason").selectOption({ label: "Too large" });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Request Return" }).click();
  await expect(page.getByRole("status").filter({ hasText: "has been requested" })).toBeVisible();
  await expect(page.getByText(/Return No\. R-[A-Z0-9]{8}$/)).toBeVisible();
  // The other piece can still be asked for.
  await expect(page.getByRole("button", { name: "Request a Return" })).toBeVisible();
  await expectNoAxeViolations(page);
  await staff.context().close();
  await page.context().close();
});
