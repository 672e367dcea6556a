// Placeholder while the dashboard frame is being built.
import { Outlet } from "react-router";

export default function DashboardLayout() {
  return <Outlet />;
}
