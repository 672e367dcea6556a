// Size guides (decision 60): edited in Design, published and restored as the rest of it through
// site-content/versions.ts. The shop reads the live version from the process cache, cleared in
// every process on publish, and each product page shows the guide its product names.
import {
  sizeGuidesContentSchema,
  type SizeGuide,
  type SizeGuidesContent,
} from "../../../domain/contracts/size-guides";
import { guideForSizes, isSizeGuideId, type SizeGuideTable } from "../../../domain/size-guides";
import type { SessionUser } from "../../auth/guards";
import { catalogueChanged } from "../catalogue/cached-reads";
import type { Services } from "../services";
import * as versions from "../site-content/versions";
import { DEFAULT_SIZE_GUIDES } from "./default-size-guides";

const KEY = "size-guides";

function contentOf(stored: unknown): SizeGuidesContent {
  const parsed = sizeGuidesContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SIZE_GUIDES;
}

const author = (user: SessionUser): versions.Author => ({ id: user.id, name: user.name });
const ensure = (services: Pick<Services, "db">) =>
  versions.ensureContent(services.db, KEY, () => DEFAULT_SIZE_GUIDES);

/** The live guides for every product page, read once per process until the next publish. */
export const publicSizeGuides = (services: Pick<Services, "db" | "catalogue">) =>
  services.catalogue.get("size-guides", async () => {
    const latest = await versions.latestVersion(services.db, KEY);
    return latest ? contentOf(latest.content) : DEFAULT_SIZE_GUIDES;
  });

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

export async function sizeGuidesDetail(services: Services) {
  await ensure(services);
  const [rows, draft] = await Promise.all([
    versions.history(services.db, KEY),
    versions.getDraft(services.db, KEY),
  ]);
  const latest = rows[0]!;
  return {
    published: { info: versions.versionInfo(latest), content: contentOf(latest.content) },
    draft: draft ? { ...draft, content: contentOf(draft.content) } : null,
    history: rows.map(versions.versionInfo),
  };
}

export async function sizeGuidesVersion(services: Services, number: number) {
  const row = await versions.getVersion(services.db, KEY, number);
  return { info: versions.versionInfo(row), content: contentOf(row.content) };
}

export async function saveSizeGuidesDraft(services: Services, content: SizeGuidesContent, user: SessionUser) {
  await ensure(services);
  const saved = await versions.saveDraft(services.db, KEY, content, author(user));
  return { ...saved, content };
}

export async function discardSizeGuidesDraft(services: Services) {
  await versions.discardDraft(services.db, KEY);
  return sizeGuidesDetail(services);
}

export async function publishSizeGuides(
  services: Services,
  input: { content: SizeGuidesContent; basedOn: number | null },
  user: SessionUser,
) {
  await ensure(services);
  await versions.publish(services, KEY, input.content, { basedOn: input.basedOn, author: author(user) });
  await catalogueChanged(services);
  return sizeGuidesDetail(services);
}

export async function restoreSizeGuides(services: Services, number: number, user: SessionUser) {
  await versions.restore(services, KEY, number, author(user));
  await catalogueChanged(services);
  return sizeGuidesDetail(services);
}

export const seedSizeGuides = (services: Pick<Services, "db">) => ensure(services);
