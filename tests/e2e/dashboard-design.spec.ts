// Design: an editor with 'design' changes the hero's headline and image, previews it at phone
// and desktop widths, publishes, and a shopper's home page shows them; restoring version 1 puts
// the original back. axe at 1280 and 390 px on the dashboard screen. The announcement's times
// are the browser's local time.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { openDashboard, staffPage, staffOnPhone, restoreVersionOne } from "./helpers/staff";

const origin = () => test.info().project.use.baseURL ?? "";

test("an editor with 'design' publishes a new hero and the shopper's home page shows it", async ({
  browser,
}) => {
  const page = await staffPage(browser, origin(), {
    id: "designer",
    roleName: "Designer",
    permissions: { design: ["edit"] },
  });
  await openDashboard(page, "/dashboard/design");
  await expect(page.getByRole("heading", { level: 1, name: "Design" })).toBeVisible();
  await expectNoAxeViolations(page);

  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#6d5a48" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "cashmere.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Uploading...")).toHaveCount(0);
  await page.getByLabel("Image description (alt text)").fill("A folded cashmere sweater on a stone bench.");
  await page.getByLabel("Headline", { exact: true }).fill("The Cashmere Edit");
  await page.getByLabel("Focal point across").fill("30");

  // The preview follows the form at both widths before anything is published.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByText("The Cashmere Edit")).toBeVisible();
  // The desktop frame fills its stage, with no empty strip beside the hero.
  const stage = preview.locator("[data-width]");
  const gap = () =>
    stage.evaluate((el) => el.clientWidth - el.firstElementChild!.getBoundingClientRect().width);
  await expect.poll(gap).toBeLessThan(1.5);
  await expect.poll(gap).toBeGreaterThan(-1.5);
  await preview.getByRole("button", { name: "Phone" }).click();
  await expect(preview.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true");
  await expect(preview.getByText("The Cashmere Edit")).toBeVisible();

  // Leaving with the changes unsaved asks first; staying keeps them.
  await page.getByRole("link", { name: "Size Guides" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByLabel("Headline", { exact: true })).toHaveValue("The Cashmere Edit");

  // A refused social address: its error sits under it, and the link's two inputs stay level.
  const social = page.getByRole("group", { name: "Social Links" });
  const address = social.getByLabel("Link 1 address");
  const original = await address.inputValue();
  await address.fill("not a link");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(social.getByText("Use an https:// address.")).toBeVisible();
  const top = async (label: string) => (await social.getByLabel(label).boundingBox())!.y;
  expect(Math.abs((await top("Link 1 name")) - (await top("Link 1 address")))).toBeLessThan(1);
  await address.fill(original);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 2 is published" })).toBeVisible();

  const shopper = await browser.newPage({ baseURL: origin() });
  await acceptCookies(shopper);
  await shopper.goto("/");
  await expect(shopper.getByRole("heading", { level: 1, name: "The Cashmere Edit" })).toBeVisible();
  const hero = shopper.getByRole("img", { name: "A folded cashmere sweater on a stone bench." });
  await expect(hero).toBeVisible();
  expect(await hero.getAttribute("src")).toMatch(/^\/media\/u\//);
  expect(await hero.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("30% 60%");

  // Restore version 1: the boutique's own photograph and headline are back.
  await restoreVersionOne(page);
  await shopper.reload();
  await expect(shopper.getByRole("heading", { level: 1, name: "The Winter Collection" })).toBeVisible();
  await page.context().close();
  await shopper.close();
});

test("the Design screen is accessible on a phone (390 px)", async ({ browser }) => {
  const page = await staffOnPhone(browser, "Design Viewer", { design: ["view"] }, "design");
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  // One main heading: the preview's headline is a heading inside the Preview panel, not a second h1.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Design"]);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("the announcement's times are the browser's local time, rendered without a hydration error", async ({
  browser,
}) => {
  // The browser in Tokyo, the server in its own zone (UTC in CI): the server's HTML must not
  // carry its zone's times, which React would find differing from the browser's (#418).
  const page = await staffPage(
    browser,
    origin(),
    { id: "announcer", roleName: "Announcer", permissions: { design: ["edit"] } },
    undefined,
    "Asia/Tokyo",
  );
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await openDashboard(page, "/dashboard/design");
  await expect(page.getByText("Times are your own (Asia/Tokyo).")).toBeVisible();

  const starts = page.getByLabel("Starts (optional)");
  await starts.fill("2026-12-01T09:00");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft has been saved." })).toBeVisible();
  try {
    // Nine in the morning in Tokyo is midnight in London: the draft holds the instant.
    const stored = await (await page.request.get("/api/v1/dashboard/design")).text();
    expect(stored).toContain("2026-12-01T00:00:00.000Z");

    await page.reload();
    await page.locator('main[data-hydrated="true"]').waitFor();
    await expect(starts).toHaveValue("2026-12-01T09:00");
    await expect(page.getByText("Times are your own (Asia/Tokyo).")).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    // Other journeys share the Design: the draft goes, whatever happened above.
    await page.getByRole("button", { name: "Discard Draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The draft has been discarded." })).toBeVisible();
  }
  await page.context().close();
});
