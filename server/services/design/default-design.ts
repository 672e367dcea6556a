// The boutique's Design as it opened: version 1, and what the shop shows before any publish.
import { CLIENT_SERVICE } from "../../../domain/client-service";
import type { DesignContent } from "../../../domain/contracts/design";

export const DEFAULT_DESIGN: DesignContent = {
  hero: {
    links: [
      { label: "Shop Women", href: "/women" },
      { label: "Shop Men", href: "/men" },
    ],
    imageKey: null,
    focalX: 75,
    focalY: 60,
    alt: "A camel trench coat and a charcoal wool coat hanging in a stone archway, beside a cognac leather handbag.",
    eyebrow: "Autumn – Winter 2026",
    headline: "The Winter Collection",
  },
  announcement: { enabled: false, text: "", link: null, startsAt: null, endsAt: null },
  // The opening details live in one place; Design stores only the three fields staff edit.
  footer: { phone: CLIENT_SERVICE.phone, email: CLIENT_SERVICE.email, hours: CLIENT_SERVICE.hours },
  social: [
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "Pinterest", href: "https://www.pinterest.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
    { label: "TikTok", href: "https://www.tiktok.com/" },
  ],
};
