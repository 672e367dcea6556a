// Design: the hero, announcement bar, footer details and social links. The shop reads the live
// version from the process cache (cleared everywhere on publish); the dashboard edits drafts
// and versions through site-content/versioned-document.ts.
import { designContentSchema, type DesignContent } from "../../../domain/contracts/design";
import { invalid } from "../errors";
import type { Services } from "../../services-type";
import { versionedDocument } from "../site-content/versioned-document";
import { DEFAULT_DESIGN } from "./default-design";

/** A hero image must be one the media service holds: an upload that failed or a made-up key is refused. */
async function checkImage(services: Services, content: DesignContent): Promise<DesignContent> {
  const key = content.hero.imageKey;
  if (key && !(await services.media.get(key, 320)))
    throw invalid("The hero image cannot be found.", { "hero.imageKey": "Upload the image again." });
  return content;
}

/** The Design's dashboard reads and writes (server/api/routes/dashboard-design.ts). */
export const designDocument = versionedDocument({
  key: "design",
  schema: designContentSchema,
  initial: DEFAULT_DESIGN,
  check: checkImage,
});

/** The live Design for every shop page, read once per process until the next publish. */
export const publicDesign = designDocument.live;
export const designDetail = designDocument.detail;
export const seedDesign = designDocument.seed;
