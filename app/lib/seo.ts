// Per-page SEO: title, description, canonical URL and Open Graph / Twitter tags in one call.
import type { MetaDescriptor } from "react-router";
import { pageTitle } from "./page-title";

export interface SeoInput {
  /** Page title without the brand; omitted → brand only. */
  title?: string;
  description: string;
  /** Path of the canonical URL, e.g. '/women/knitwear' (no query string). */
  path: string;
  origin: string;
  /** Absolute path of the share image. */
  image?: string;
  type?: "website" | "product";
  /** Search results and similar pages are not for indexes. */
  noindex?: boolean;
}

export const DEFAULT_DESCRIPTION =
  "Atelier, the official online boutique: coats, knitwear, tailoring and leather goods for women and men, delivered across the United States.";

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = `${input.origin}${input.path}`;
  const title = pageTitle(input.title);
  const image = `${input.origin}${input.image ?? "/images/og-default.webp"}`;
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: "Atelier" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    ...(input.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
