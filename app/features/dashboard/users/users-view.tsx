// Users (area 'users'): customers and staff, newest first, searchable by name or e-mail and
// filtered by role; each row opens the user's page.
import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import type { DashboardUserPage, DashboardUserRow } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import styles from "../data-table.module.css";
import { PagedTable } from "../paged-table";
import { Pill } from "../pill";
import type { Column } from "../table-columns";
import { useCursorPages } from "../../../lib/use-cursor-pages";
import { roleLabel, type RoleOption } from "./role-options";
import { UserFilters, type UserFilterValues } from "./user-filters";
import { AreaPage } from "../area-page";

interface UsersViewProps {
  values: UserFilterValues;
  page: DashboardUserPage;
  roles: RoleOption[];
}

export const userHref = (id: string) => `/dashboard/users/${encodeURIComponent(id)}`;

const columns = (roles: RoleOption[]): Column<DashboardUserRow>[] => [
  {
    label: "Name",
    cell: (user) => (
      <Link to={userHref(user.id)} className={styles.link}>
        {user.name || user.email}
      </Link>
    ),
  },
  { label: "E-mail", cell: (user) => user.email },
  {
    label: "Role",
    cell: (user) => (
      <Pill tone={user.role === "user" ? "neutral" : "accent"} quiet={user.role === "user"}>
        {roleLabel(user.role, roles)}
      </Pill>
    ),
  },
  { label: "Joined", className: styles.num, cell: (user) => formatDate(user.createdAt) },
];

export function UsersView({ values, page, roles }: UsersViewProps) {
  const pages = useCursorPages(
    page,
    (cursor) => dashboardApi.users({ q: values.q || undefined, role: values.role || undefined, cursor }),
    (user) => user.id,
  );
  return (
    <AreaPage
      area="users"
      lead="Customers and staff, newest first. Open a user to see their orders or change their role."
    >
      <UserFilters values={values} roles={roles} />
      <PagedTable
        pages={pages}
        columns={columns(roles)}
        rowKey={(user) => user.id}
        caption="Users, newest first"
        empty="No user matches this search."
        noun="user"
      />
    </AreaPage>
  );
}
