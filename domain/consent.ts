// Cookie consent (docs/behaviour.md §4, §9): four categories, of which only the optional three are stored,
// under the local key cookieConsent as { preferences, statistics, marketing }.

export const CONSENT_STORAGE_KEY = "cookieConsent";

export const OPTIONAL_CATEGORIES = ["preferences", "statistics", "marketing"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type CookieCategory = "necessary" | OptionalCategory;
export const COOKIE_CATEGORIES: readonly CookieCategory[] = ["necessary", ...OPTIONAL_CATEGORIES];

export type CookieConsent = Record<OptionalCategory, boolean>;

/** Optional categories are off until the visitor says otherwise (docs/behaviour.md §9). */
export const DEFAULT_CHOICES: Readonly<CookieConsent> = Object.freeze({
  preferences: false,
  statistics: false,
  marketing: false,
});

/** What 'OK' and 'Accept All' store. */
export const ACCEPT_ALL: Readonly<CookieConsent> = Object.freeze({
  preferences: true,
  statistics: true,
  marketing: true,
});

export function isCookieCategory(value: string): value is CookieCategory {
  return (COOKIE_CATEGORIES as readonly string[]).includes(value);
}

/** Necessary cookies keep the shop working, so they are on whatever was chosen. */
export function isAllowed(consent: CookieConsent | null, category: CookieCategory): boolean {
  if (category === "necessary") return true;
  return consent?.[category] ?? false;
}

/**
 * Reads what was stored. Storage is written by older versions of the site, extensions and hand
 * edits, so anything that is not an object with three booleans means "no consent yet" and the
 * banner asks again, rather than guessing a yes.
 */
export function parseStoredConsent(raw: string | null): CookieConsent | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const { preferences, statistics, marketing } = record;
  if (typeof preferences !== "boolean" || typeof statistics !== "boolean" || typeof marketing !== "boolean") {
    return null;
  }
  return { preferences, statistics, marketing };
}

/** Exactly the three keys of the spec, whatever else the caller's object holds. */
export function serializeConsent(consent: CookieConsent): string {
  const { preferences, statistics, marketing } = consent;
  return JSON.stringify({ preferences, statistics, marketing });
}

/** 'Confirm My Choices': the toggles as they stand, each optional category defaulting to off. */
export function confirmChoices(choices: Partial<CookieConsent>): CookieConsent {
  return {
    preferences: choices.preferences === true,
    statistics: choices.statistics === true,
    marketing: choices.marketing === true,
  };
}
