import type { CookieCategory } from "../../../domain/consent";

/** What each category means, in the banner's words (the cookie policy says the same at length). */
export const CATEGORY_TEXTS: Record<CookieCategory, { label: string; description: string }> = {
  necessary: {
    label: "Necessary",
    description:
      "These keep the boutique working: signing in, your shopping bag, saved addresses, coupons and this choice itself. They are always on.",
  },
  preferences: {
    label: "Preferences",
    description: "These remember choices that make your next visits more comfortable.",
  },
  statistics: {
    label: "Statistics",
    description:
      "These let us count which pages are visited, on our own server and without identifying you, so we know what to improve.",
  },
  marketing: {
    label: "Marketing",
    description: "These would let us tailor our communications to you and measure our campaigns.",
  },
};
