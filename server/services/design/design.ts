// Design: the hero, announcement bar, footer details and social links. The shop reads the live
// version from the process cache (cleared everywhere on publish); the dashboard edits drafts
// and versions through site-content/versioned-document.ts.
import { designContentSchema, type DesignContent } from "../../../domain/contracts/design";
import { HERO_MIN_WIDTH } from "../../../domain/design";
import { tooNarrow } from "../../media/save-upload";
import { invalid } from "../errors";
import type { Services } from "../../services-type";
import { versionedDocument } from "../site-content/versioned-document";
import { DEFAULT_DESIGN } from "./default-design";

/**
 * A hero image must be an upload the media service holds, wide enough for the home page: a key
 * made up, one whose upload failed, or a product picture under 1,280 px (uploaded through the
 * products' route, whose minimum is lower) is refused as the hero's own upload route would.
 */
async function checkImage(services: Services, content: DesignContent): Promise<DesignContent> {
  const key = content.hero.imageKey;
  if (!key) return content;
  const size = await services.media.sourceSize(key);
  if (!size) {
    // An upload saved before uploads kept their size: its files are what can be checked (every
    // save checks the hero, so refusing it would block the announcement's edits too).
    if (await services.media.get(key, 320)) return content;
    throw invalid("The hero image cannot be found.", { "hero.imageKey": "Upload the image again." });
  }
  if (size.width < HERO_MIN_WIDTH) {
    throw invalid(tooNarrow(HERO_MIN_WIDTH), { "hero.imageKey": tooNarrow(HERO_MIN_WIDTH) });
  }
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
