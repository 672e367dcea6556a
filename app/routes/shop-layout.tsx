import { Outlet } from "react-router";
import { loadShellData } from "../features/shell/shell-data.server";
import { shellFromAnswer } from "../features/shell/shell-data";
import { ShopFrame } from "../features/shell/shop-frame";
import { RouteErrorView, errorPageMeta } from "../features/shell/route-error-view";
import { DEFAULT_DESCRIPTION } from "../lib/seo";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/shop-layout";

export const loader = ({ context }: Route.LoaderArgs) => loadShellData(context);

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [{ title: pageTitle() }, { name: "description", content: DEFAULT_DESCRIPTION }];

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShopFrame shell={shellFromAnswer(loaderData)}>
      <Outlet />
    </ShopFrame>
  );
}

/** A page that throws (a 404 for an unknown product, say) still shows inside the shop frame. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <ShopFrame shell={shellFromAnswer(loaderData)}>
      <RouteErrorView error={error} />
    </ShopFrame>
  );
}
