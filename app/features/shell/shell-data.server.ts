import type { RouterContextProvider } from "react-router";
import { cachedCategories } from "../../../server/services/catalogue/cached-reads";
import { activeAnnouncement } from "../../../domain/design";
import { publicDesign } from "../../../server/services/design/design";
import { servicesFrom } from "../../lib/context.server";
import { clientServiceFrom } from "../../../domain/client-service";
import { toJsonText } from "../../lib/json-text";
import { menuFrom, type ShellAnswer } from "./shell-data";

/** The last frame text and what it was made from (the catalogue cache's objects: new after an edit). */
let last: { rows: object; design: object; announced: boolean; frame: ShellAnswer["frame"] } | undefined;

/**
 * The same for every visitor, so public pages can be shared (decision 45): nothing here reads the
 * session or any cookie. Who is visiting is the browser's to fill in (app/features/shell/viewer.ts).
 */
export async function loadShellData(context: Readonly<RouterContextProvider>): Promise<ShellAnswer> {
  const services = servicesFrom(context);
  const { config } = services;
  const [rows, design] = await Promise.all([cachedCategories(services), publicDesign(services)]);
  // Whether the announcement shows is the frame's only part that depends on the time.
  const announcement = activeAnnouncement(design, new Date());
  const announced = announcement !== null;
  if (last?.rows !== rows || last.design !== design || last.announced !== announced) {
    const frame = toJsonText({
      menu: menuFrom(rows),
      service: clientServiceFrom(design.footer),
      social: design.social,
      announcement,
    });
    last = { rows, design, announced, frame };
  }
  return { origin: config.publicUrl, frame: last.frame };
}
