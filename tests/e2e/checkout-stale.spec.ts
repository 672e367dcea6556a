// The bag and checkout as shoppers meet them: stale lines are refreshed with a notice, and a pre-
// order size shows its date. Shared fixtures: fixtures/checkout.ts.
import { expect, test } from "@playwright/test";
import type { BagItem } from "../../domain/bag";
import { colorName } from "../../domain/colors";
import { formatDate } from "../../domain/dates";
import { formatPrice } from "../../domain/money";
import { acceptCookies } from "./helpers/consent";
import { inStock, findProducts, lineFor, seedBag, gotoHydrated, stored } from "./fixtures/checkout";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("bag and checkout", () => {
  test("stale lines are refreshed with a notice, and a pre-order size shows its date", async ({
    page,
    request,
  }) => {
    const [product] = await findProducts(
      request,
      (p) =>
        inStock(p).length > 0 && p.sizes.some((s) => s.status === 2 && s.preOrderDate && s.colors.length > 0),
    );
    const current = lineFor(product!);
    const gone = {
      ...current,
      productId: "no-such-product",
      url: "no-such-product-1",
      title: "Vanished Piece",
    };
    await seedBag(page, [{ ...current, basePriceCents: current.basePriceCents + 1000 }, gone]);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("coupon-seeded")) localStorage.setItem("couponCode", "SUMMER22");
      sessionStorage.setItem("coupon-seeded", "1");
    });
    await gotoHydrated(page, "/bag");
    // A stored coupon is checked again on load: an expired one is cleared with the message.
    await expect(page.getByText('Coupon code "SUMMER22" is expired.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("couponCode"))).toBeNull();
    const from = formatPrice(current.basePriceCents + 1000);
    await expect(
      page.getByText(
        `The price of ${product!.title} changed from ${from} to ${formatPrice(current.basePriceCents)}.`,
      ),
    ).toBeVisible();
    await expect(page.getByText("Vanished Piece is no longer available and was removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Vanished Piece" })).toHaveCount(0);

    const pre = product!.sizes.find((s) => s.status === 2 && s.preOrderDate && s.colors.length > 0)!;
    await page.getByRole("button", { name: `Edit ${product!.title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit" });
    await edit.getByLabel("Size", { exact: true }).selectOption(pre.key);
    await expect(edit.getByText(`Pre Order Date: ${formatDate(pre.preOrderDate!)}`)).toBeVisible();
    await edit.getByRole("radio", { name: colorName(pre.colors[0]!) }).check();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    const items = page.getByRole("region", { name: "Items" });
    await expect(items.getByText(`Pre Order Date: ${formatDate(pre.preOrderDate!)}`)).toBeVisible();
    expect((await stored<BagItem[]>(page, "shoppingBagList"))![0]).toMatchObject({
      size: pre.key,
      status: 2,
    });
  });
});
