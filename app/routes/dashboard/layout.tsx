// The staff dashboard's frame (docs/behaviour.md §2, §6). Its loader decides access on every page load and,
// through shouldRevalidate, on every navigation inside the dashboard too.
import { Outlet } from "react-router";
import { frameData, requireStaff } from "../../features/dashboard/access.server";
import { DashboardFrame } from "../../features/dashboard/dashboard-frame";
import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { DashboardErrorView } from "../../features/dashboard/error-view";
import styles from "../../features/dashboard/dashboard-frame.module.css";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  return frameData(await requireStaff(request, context));
}

/** A role changed or revoked meanwhile applies at the next click, not the next full load. */
export const shouldRevalidate = () => true;

export const meta: Route.MetaFunction = () => dashboardMeta();

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardFrame frame={loaderData}>
      <Outlet />
    </DashboardFrame>
  );
}

/** A page that fails (an unknown section or product) still shows inside the frame when it can. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) {
    return (
      <main id="dashboard-main" className={styles.bare}>
        <DashboardErrorView error={error} />
      </main>
    );
  }
  return (
    <DashboardFrame frame={loaderData}>
      <DashboardErrorView error={error} />
    </DashboardFrame>
  );
}
