// Specs that are not about cookies can skip the banner: a stored choice before the first page
// loads means the banner never appears.
import type { Page } from "@playwright/test";

export const COOKIE_CONSENT_KEY = "cookieConsent";

/** Stores 'Accept All' (or the given choice) before every navigation of this page. */
export async function acceptCookies(
  page: Page,
  consent: { preferences: boolean; statistics: boolean; marketing: boolean } = {
    preferences: true,
    statistics: true,
    marketing: true,
  },
): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Only when nothing is stored yet, so a choice the test makes later survives reloads.
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [COOKIE_CONSENT_KEY, JSON.stringify(consent)] as const,
  );
}
