// Pages: an editor with 'pages' changes the return policy, previews it, publishes it and the
// shop's /legal?category=return shows the new text and date; restoring the first version
// brings the original back. axe at 1280 and 390 px on the dashboard screens.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { acceptCookies } from "./helpers/consent";
import { openDashboard, staffPage, staffOnPhone } from "./helpers/staff";

const origin = () => test.info().project.use.baseURL ?? "";

test("an editor with 'pages' publishes the return policy, the shop shows it, and a restore brings back the original", async ({
  browser,
}) => {
  const page = await staffPage(browser, origin(), {
    id: "page-writer",
    roleName: "Page Writer",
    permissions: { pages: ["edit"] },
  });
  await openDashboard(page, "/dashboard/pages");
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link", { name: "Pages" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Products" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Return Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Return Policy" })).toBeVisible();
  await page.locator('main[data-hydrated="true"]').waitFor();
  await expectNoAxeViolations(page);

  const body = page.getByLabel("Text (Markdown)");
  const original = await body.inputValue();
  await page.getByLabel("Effective from").fill("2026-12-01");
  await body.fill(
    `${original}\n## Holiday Returns {#holiday}\n\nGifts bought in December may be returned until **January 31**.\n`,
  );

  // A draft stays out of the shop.
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft has been saved" })).toBeVisible();

  // The preview is the shop's own rendering.
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Holiday Returns" })).toContainText("January 31");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 2 is published" })).toBeVisible();
  const history = page.getByRole("region", { name: "Version history" });
  await expect(history.getByRole("listitem").first()).toContainText("Camille Page Writer");

  const shopper = await browser.newPage({ baseURL: origin() });
  await acceptCookies(shopper);
  await shopper.goto("/legal?category=return");
  await expect(shopper.getByText("Effective from December 1, 2026")).toBeVisible();
  await expect(shopper.getByRole("heading", { level: 2, name: "Holiday Returns" })).toBeVisible();
  await expect(shopper.locator("#holiday")).toContainText("January 31");

  // A malicious body is refused with the reason beside the field, and nothing changes.
  await page.getByRole("button", { name: "Write" }).click();
  await body.fill(`${original}\n\n<script>alert(1)</script>`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("HTML is not allowed")).toBeVisible();
  await expect(body).toHaveAttribute("aria-invalid", "true");

  // Opening an earlier version over unsaved changes asks first; keeping them changes nothing.
  await history.getByRole("button", { name: "Open in editor (version 1)" }).click();
  const replace = page.getByRole("dialog", { name: "Replace your changes?" });
  await expect(replace).toContainText("Opening version 1 replaces them.");
  await replace.getByRole("button", { name: "Keep editing" }).click();
  await expect(replace).toBeHidden();
  await expect(body).toHaveValue(/<script>alert\(1\)<\/script>/);

  // Restore version 1: the original text and date are back in the shop.
  await history.getByRole("button", { name: "Restore version 1" }).click();
  await page
    .getByRole("dialog", { name: "Restore This Version" })
    .getByRole("button", { name: "Restore and Publish" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Version 1 has been restored as version 3" }),
  ).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText("Effective from July 1, 2022")).toBeVisible();
  await expect(shopper.getByRole("heading", { level: 2, name: "Holiday Returns" })).toHaveCount(0);
  await page.context().close();
  await shopper.close();
});

test("an editor with unsaved changes asks before leaving, in the dashboard and from the browser", async ({
  browser,
}) => {
  const page = await staffPage(browser, origin(), {
    id: "page-leaver",
    roleName: "Page Leaver",
    permissions: { pages: ["edit"] },
  });
  await openDashboard(page, "/dashboard/pages/faq-payment");
  await page.locator('main[data-hydrated="true"]').waitFor();
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  const title = page.getByLabel("Title", { exact: true });

  // Nothing changed yet: the sidebar leaves at once.
  await sidebar.getByRole("link", { name: "Pages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await page.goBack();
  await expect(title).toBeVisible();

  await title.fill("Payment, rewritten");
  await sidebar.getByRole("link", { name: "Pages" }).click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/pages\/faq-payment$/);
  await expect(title).toHaveValue("Payment, rewritten");

  // Closing or reloading the tab gets the browser's own question.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  void page.reload().catch(() => undefined);
  expect(await asked).toBe("beforeunload");
  await expect(title).toHaveValue("Payment, rewritten");

  await sidebar.getByRole("link", { name: "Pages" }).click();
  await question.getByRole("button", { name: "Leave" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();

  // An edit taken back leaves nothing unsaved: the sidebar leaves at once.
  await page.goBack();
  const original = await title.inputValue();
  await title.fill(`${original}, and more`);
  await title.fill(original);
  await sidebar.getByRole("link", { name: "Pages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expect(question).toHaveCount(0);
  await page.context().close();
});

test("the Pages screens are accessible on a phone (390 px)", async ({ browser }) => {
  const page = await staffOnPhone(browser, "Page Reader", { pages: ["view"] }, "pages");
  await expectNoAxeViolations(page);
  await openDashboard(page, "/dashboard/pages/faq-payment");
  // 'view' only: the text can be read but there is nothing to publish.
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await expect(page.getByLabel("Text (Markdown)")).toHaveAttribute("readonly", "");
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("a text pasted past the limit says so instead of being cut without a word", async ({ browser }) => {
  const page = await staffPage(browser, origin(), {
    id: "page-paster",
    roleName: "Page Paster",
    permissions: { pages: ["edit"] },
  });
  await openDashboard(page, "/dashboard/pages/faq-payment");
  const text = page.getByLabel("Text (Markdown)");
  await text.fill("a".repeat(18_500));
  await expect(page.getByText("18,500 of 20,000 characters.")).toBeVisible();
  await text.fill("b".repeat(20_500));
  await expect(text).toHaveValue("b".repeat(20_000));
  await expect(
    page.getByText(
      "The text has reached its limit of 20,000 characters: anything typed or pasted beyond it was left out.",
    ),
  ).toBeVisible();
  await page.context().close();
});

test("after Discard Draft by keyboard the focus stays among the page's actions, not the page's top", async ({
  browser,
}) => {
  const page = await staffPage(browser, origin(), {
    id: "page-discarder",
    roleName: "Page Discarder",
    permissions: { pages: ["edit"] },
  });
  await openDashboard(page, "/dashboard/pages/faq-shipping");
  const text = page.getByLabel("Text (Markdown)");
  await text.fill(`${await text.inputValue()}\n\nA line to throw away.`);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft has been saved." })).toBeVisible();
  await page.getByRole("button", { name: "Discard Draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The draft has been discarded." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Discard Draft" })).toHaveCount(0);
  // The button gave way with the form it was in, drawn anew: the focus is on the action that
  // followed it (or preceded it), not the form's first field or the page's top.
  await expect(page.locator(":focus")).toHaveText(/^(Publish|Save Draft)$/);
  await page.context().close();
});

test("two tabs on one text: the later one keeps its work as a draft and publishes over the other only once it says so", async ({
  browser,
}) => {
  const a = await staffPage(browser, origin(), {
    id: "page-two-tabs",
    roleName: "Page Two Tabs",
    permissions: { pages: ["edit"] },
  });
  const b = await a.context().newPage();
  for (const tab of [a, b]) await openDashboard(tab, "/dashboard/pages/legal-cookie");
  const lead = await a.getByText(/^Version \d+ is live/).textContent();
  const v = Number(/Version (\d+) is live/.exec(lead ?? "")![1]);
  const add = async (tab: typeof a, line: string) => {
    const text = tab.getByLabel("Text (Markdown)");
    await text.fill(`${await text.inputValue()}\n\n${line}`);
  };

  await add(a, "A line from tab A.");
  await a.getByRole("button", { name: "Publish" }).click();
  await expect(a.getByRole("status").filter({ hasText: `Version ${v + 1} is published` })).toBeVisible();

  await add(b, "A line from tab B.");
  await b.getByRole("button", { name: "Publish" }).click();
  await expect(b.getByRole("alert")).toHaveText(
    `Version ${v + 1} was published since you opened version ${v}. Save your text as a draft, then compare it with version ${v + 1} before publishing.`,
  );
  await b.getByRole("button", { name: "Save Draft" }).click();
  await expect(b.getByRole("status").filter({ hasText: "The draft has been saved." })).toBeVisible();
  const warning = b.getByText(/^This draft was started from version/);
  await expect(warning).toContainText(
    `This draft was started from version ${v}. Version ${v + 1} was published since`,
  );
  await expect(b.getByLabel("Text (Markdown)")).toHaveValue(/A line from tab B\./);
  await expectNoAxeViolations(b);

  // Publishing the draft as it stands is still refused: tab A's line is not lost.
  await b.getByRole("button", { name: "Publish" }).click();
  await expect(b.getByRole("alert")).toContainText(`Version ${v + 1} was published since`);
  const shopper = await browser.newPage({ baseURL: origin() });
  await acceptCookies(shopper);
  await shopper.goto("/legal?category=cookie");
  await expect(shopper.getByText("A line from tab A.")).toBeVisible();

  // Having compared, tab B says its draft may replace version v + 1, and publishes.
  await b.getByRole("button", { name: `Replace Version ${v + 1}` }).click();
  await expect(b.getByText(`Publishing this draft will replace version ${v + 1}.`)).toBeVisible();
  await b.getByRole("button", { name: "Publish" }).click();
  await expect(b.getByRole("status").filter({ hasText: `Version ${v + 2} is published` })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await shopper.reload();
  await expect(shopper.getByText("A line from tab B.")).toBeVisible();
  await a.context().close();
  await shopper.close();
});

test("two tabs on one text: a Save Draft never replaces the draft the other tab saved since", async ({
  browser,
}) => {
  const a = await staffPage(browser, origin(), {
    id: "page-two-drafts",
    roleName: "Page Two Drafts",
    permissions: { pages: ["edit"] },
  });
  const b = await a.context().newPage();
  for (const tab of [a, b]) await openDashboard(tab, "/dashboard/pages/legal-privacy");
  const text = (tab: typeof a) => tab.getByLabel("Text (Markdown)");
  await text(a).fill(`${await text(a).inputValue()}\n\nTab A's draft line.`);
  await a.getByRole("button", { name: "Save Draft" }).click();
  await expect(a.getByRole("status").filter({ hasText: "The draft has been saved." })).toBeVisible();

  // Tab B opened the text before that draft existed: its Save Draft is refused, its text kept.
  await text(b).fill(`${await text(b).inputValue()}\n\nTab B's draft line.`);
  await b.getByRole("button", { name: "Save Draft" }).click();
  await expect(b.getByRole("alert")).toHaveText(
    /^Another draft was saved by .+ since you opened this page\. Copy your text, then reload the page to compare the two before saving\.$/,
  );
  await expect(text(b)).toHaveValue(/Tab B's draft line\./);
  await expectNoAxeViolations(b);

  // After a reload (leaving its unsaved text, as the browser asks) tab B sees tab A's draft.
  b.once("dialog", (dialog) => void dialog.accept());
  await b.reload();
  await expect(text(b)).toHaveValue(/Tab A's draft line\./);
  // The text is in the server's HTML: Discard Draft answers once the page has hydrated.
  await b.locator('main[data-hydrated="true"]').waitFor();
  await b.getByRole("button", { name: "Discard Draft" }).click();
  await expect(b.getByRole("status").filter({ hasText: "The draft has been discarded." })).toBeVisible();
  await expect(text(b)).not.toHaveValue(/Tab A's draft line\./);
  await a.context().close();
});
