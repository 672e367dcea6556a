import type { RouterContextProvider } from "react-router";
import { listCategories } from "../../../server/services/categories";
import { servicesFrom } from "../../lib/context.server";
import { menuFrom, type ShellData } from "./shell-data";

export async function loadShellData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ShellData> {
  const { auth, db, config } = servicesFrom(context);
  const [session, rows] = await Promise.all([
    auth.api.getSession({ headers: request.headers }),
    listCategories(db),
  ]);
  return { signedIn: session !== null, origin: config.publicUrl, menu: menuFrom(rows) };
}
