// One accessibility gate for every journey: WCAG 2.0 and 2.1, levels A and AA.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * `skipFrames`: frames axe cannot run in (sandboxed previews without scripts), which it would
 * otherwise wait on until the test times out; check their content on a page of its own.
 */
export async function expectNoAxeViolations(page: Page, opts: { skipFrames?: string } = {}): Promise<void> {
  // Judge the settled page: a panel or banner still fading in (lazy parts mount just after
  // hydration) has a passing colour at rest but a low contrast mid-animation. Settled means no
  // animation running now nor 300 ms later; endless animations don't count.
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .some((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity),
    );
  for (let tries = 0; tries < 20; tries++) {
    if (!(await running())) {
      await page.waitForTimeout(300);
      if (!(await running())) break;
    }
    await page.waitForTimeout(100);
  }
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (opts.skipFrames) builder.exclude(opts.skipFrames).options({ iframes: false });
  const results = await builder.analyze();
  // Readable on failure: the rule, its impact and the elements that break it.
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(violations).toEqual([]);
}
