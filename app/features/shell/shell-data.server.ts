import type { RouterContextProvider } from "react-router";
import { cachedCategories } from "../../../server/services/catalogue/cached-reads";
import { activeAnnouncement } from "../../../domain/design";
import { publicDesign } from "../../../server/services/design/design";
import { servicesFrom } from "../../lib/context.server";
import { clientServiceFrom } from "../../../domain/client-service";
import { menuFrom, type ShellData } from "./shell-data";

/**
 * The same for every visitor, so public pages can be shared (decision 45): nothing here reads the
 * session or any cookie. Who is visiting is the browser's to fill in (app/features/shell/viewer.ts).
 */
export async function loadShellData(context: Readonly<RouterContextProvider>): Promise<ShellData> {
  const services = servicesFrom(context);
  const { config } = services;
  const [rows, design] = await Promise.all([cachedCategories(services), publicDesign(services)]);
  return {
    origin: config.publicUrl,
    menu: menuFrom(rows),
    service: clientServiceFrom(design.footer),
    social: design.social,
    announcement: activeAnnouncement(design, new Date()),
  };
}
