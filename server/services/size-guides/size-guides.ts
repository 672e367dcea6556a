// Size guides (decision 60): edited in Design, published and restored as the rest of it through
// site-content/versioned-document.ts. The shop reads the live version from the process cache,
// cleared in every process on publish, and each product page shows the guide its product names.
import {
  sizeGuidesContentSchema,
  type SizeGuide,
  type SizeGuidesContent,
} from "../../../domain/contracts/size-guides";
import { guideForSizes, isSizeGuideId, type SizeGuideTable } from "../../../domain/size-guides";
import type { Services } from "../services";
import { versionedDocument } from "../site-content/versioned-document";
import { DEFAULT_SIZE_GUIDES } from "./default-size-guides";

/** The guides' dashboard reads and writes (server/api/routes/dashboard-size-guides.ts). */
export const sizeGuidesDocument = versionedDocument({
  key: "size-guides",
  schema: sizeGuidesContentSchema,
  initial: DEFAULT_SIZE_GUIDES,
});

/** The live guides for every product page, read once per process until the next publish. */
export const publicSizeGuides = sizeGuidesDocument.live;

/** The guides' names for the product form's select (public text: no 'design' needed). */
export async function sizeGuideTitles(services: Pick<Services, "db" | "catalogue">) {
  const guides = await publicSizeGuides(services);
  return Object.fromEntries(Object.entries(guides).map(([id, g]) => [id, g.title])) as Record<
    keyof SizeGuidesContent,
    string
  >;
}

/** The guide a product page shows: the product's guide, its rows the sizes it sells; or none. */
export async function productSizeGuide(
  services: Pick<Services, "db" | "catalogue">,
  product: { sizeGuide: string; sizes: readonly { key: string }[] },
): Promise<SizeGuideTable | null> {
  if (!isSizeGuideId(product.sizeGuide)) return null;
  const guide: SizeGuide = (await publicSizeGuides(services))[product.sizeGuide];
  return guideForSizes(
    guide,
    product.sizes.map((s) => s.key),
  );
}

export const sizeGuidesDetail = sizeGuidesDocument.detail;
export const seedSizeGuides = sizeGuidesDocument.seed;
