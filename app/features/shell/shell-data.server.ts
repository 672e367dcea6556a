import type { RouterContextProvider } from "react-router";
import { cachedCategories } from "../../../server/services/catalogue/cached-reads";
import { readSession } from "../../../server/auth/read-session";
import { servicesFrom } from "../../lib/context.server";
import { menuFrom, type ShellData } from "./shell-data";

export async function loadShellData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ShellData> {
  const services = servicesFrom(context);
  const { auth, config } = services;
  const [session, rows] = await Promise.all([readSession(auth, request.headers), cachedCategories(services)]);
  return { signedIn: session !== null, origin: config.publicUrl, menu: menuFrom(rows) };
}
