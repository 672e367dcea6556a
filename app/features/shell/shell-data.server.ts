import type { RouterContextProvider } from "react-router";
import { cachedCategories } from "../../../server/services/catalogue/cached-reads";
import { readSession } from "../../../server/auth/read-session";
import { activeAnnouncement } from "../../../domain/design";
import { publicDesign } from "../../../server/services/design/design";
import { servicesFrom } from "../../lib/context.server";
import { clientServiceFrom } from "./client-service";
import { menuFrom, type ShellData } from "./shell-data";

export async function loadShellData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ShellData> {
  const services = servicesFrom(context);
  const { auth, config } = services;
  const [session, rows, design] = await Promise.all([
    readSession(auth, request.headers),
    cachedCategories(services),
    publicDesign(services),
  ]);
  return {
    signedIn: session !== null,
    origin: config.publicUrl,
    menu: menuFrom(rows),
    service: clientServiceFrom(design.footer),
    social: design.social,
    announcement: activeAnnouncement(design, new Date()),
  };
}
