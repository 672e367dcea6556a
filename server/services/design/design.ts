// Design: the hero, announcement bar, footer details and social links. The shop reads the live
// version from the process cache (cleared everywhere on publish); the dashboard edits drafts
// and versions through site-content/versions.ts.
import { designContentSchema, type DesignContent } from "../../../domain/contracts/design";
import type { SessionUser } from "../../auth/guards";
import { invalid } from "../errors";
import { catalogueChanged } from "../catalogue/cached-reads";
import type { Services } from "../../services-type";
import * as versions from "../site-content/versions";
import { DEFAULT_DESIGN } from "./default-design";

const KEY = "design";

function contentOf(stored: unknown): DesignContent {
  const parsed = designContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_DESIGN;
}

const author = (user: SessionUser): versions.Author => ({ id: user.id, name: user.name });
const ensure = (services: Pick<Services, "db">) =>
  versions.ensureContent(services.db, KEY, () => DEFAULT_DESIGN);

/** The live Design for every shop page, read once per process until the next publish. */
export const publicDesign = (services: Pick<Services, "db" | "catalogue">) =>
  services.catalogue.get("design", async () => {
    const latest = await versions.latestVersion(services.db, KEY);
    return latest ? contentOf(latest.content) : DEFAULT_DESIGN;
  });

export async function designDetail(services: Services) {
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

export async function designVersion(services: Services, number: number) {
  const row = await versions.getVersion(services.db, KEY, number);
  return { info: versions.versionInfo(row), content: contentOf(row.content) };
}

/** A hero image must be one the media service holds: an upload that failed or a made-up key is refused. */
async function checkImage(services: Services, content: DesignContent): Promise<DesignContent> {
  const key = content.hero.imageKey;
  if (key && !(await services.media.get(key, 320)))
    throw invalid("The hero image cannot be found.", { "hero.imageKey": "Upload the image again." });
  return content;
}

export async function saveDesignDraft(services: Services, content: DesignContent, user: SessionUser) {
  await ensure(services);
  await checkImage(services, content);
  const saved = await versions.saveDraft(services.db, KEY, content, author(user));
  return { ...saved, content };
}

export async function discardDesignDraft(services: Services) {
  await versions.discardDraft(services.db, KEY);
  return designDetail(services);
}

export async function publishDesign(
  services: Services,
  input: { content: DesignContent; basedOn: number | null },
  user: SessionUser,
) {
  await ensure(services);
  await checkImage(services, input.content);
  await versions.publish(services, KEY, input.content, { basedOn: input.basedOn, author: author(user) });
  await catalogueChanged(services);
  return designDetail(services);
}

export async function restoreDesign(services: Services, number: number, user: SessionUser) {
  await versions.restore(services, KEY, number, author(user));
  await catalogueChanged(services);
  return designDetail(services);
}

export const seedDesign = (services: Pick<Services, "db">) => ensure(services);
