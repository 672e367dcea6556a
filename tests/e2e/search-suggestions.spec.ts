// Search-as-you-type in the header: a combobox a shopper can drive with the keyboard alone.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";

async function openSearch(page: Page) {
  await acceptCookies(page);
  await page.goto("/");
  await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  return page.getByRole("combobox", { name: "Search the boutique" });
}

test("typing 'cam' suggests products and the keyboard picks one", async ({ page }) => {
  const box = await openSearch(page);
  await box.pressSequentially("c");
  // One character is not enough to ask.
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.pressSequentially("am", { delay: 50 });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const products = list.getByRole("group", { name: "Products" }).getByRole("option");
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(6);
  await expectNoAxeViolations(page);

  await box.press("ArrowDown");
  await box.press("ArrowDown");
  const chosen = list.getByRole("option", { selected: true });
  await expect(chosen).toHaveCount(1);
  await expect(box).toHaveAttribute("aria-activedescendant", (await chosen.getAttribute("id"))!);
  const title = (await chosen.textContent())!;
  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"),
  );
});

test("categories are suggested too; Escape closes the list, then the box; Enter alone searches", async ({
  page,
}) => {
  const box = await openSearch(page);
  await box.pressSequentially("knit", { delay: 50 });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(
    list
      .getByRole("group", { name: "Categories" })
      .getByRole("option", { name: "Women's Knitwear", exact: true }),
  ).toBeVisible();
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=knit$/);
});

test("Tab past the box closes it, so it never lies over the control that has focus", async ({ page }) => {
  const box = await openSearch(page);
  await box.pressSequentially("coa", { delay: 50 });
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
  await box.press("Tab");
  await expect(page.getByRole("button", { name: "Submit search" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(box).toBeHidden();
  await expect(page.getByRole("button", { name: "Search", exact: true })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  // What has focus now is on top where it stands.
  const covered = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const r = focused.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !(top && (focused === top || focused.contains(top)));
  });
  expect(covered).toBe(false);
  // The toggle opens it again, with what was typed.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(box).toHaveValue("coa");
});

test("a pointer picks a suggestion: the press keeps the box open until the click lands", async ({ page }) => {
  const box = await openSearch(page);
  await box.pressSequentially("cam", { delay: 50 });
  const option = page
    .getByRole("listbox", { name: "Suggestions" })
    .getByRole("group", { name: "Products" })
    .getByRole("option")
    .first();
  const title = (await option.textContent())!;
  await option.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"),
  );
});
