// Users (area 'users'): customers and staff, newest first, searchable by name or e-mail and
// filtered by role; each row opens the user's page.
import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import type { DashboardUserPage } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import styles from "../data-table.module.css";
import { ListFooter, shownCount } from "../list-footer";
import { Pill } from "../pill";
import { useCursorPages } from "../use-cursor-pages";
import ui from "../ui.module.css";
import { roleLabel, type RoleOption } from "./role-options";
import { UserFilters, type UserFilterValues } from "./user-filters";
import { PageHeader } from "../page-header";

interface UsersViewProps {
  values: UserFilterValues;
  page: DashboardUserPage;
  roles: RoleOption[];
}

export const userHref = (id: string) => `/dashboard/users/${encodeURIComponent(id)}`;

export function UsersView({ values, page, roles }: UsersViewProps) {
  const { items, hasMore, loading, failed, loadMore } = useCursorPages(
    page,
    (cursor) => dashboardApi.users({ q: values.q || undefined, role: values.role || undefined, cursor }),
    (user) => user.id,
  );
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow="People"
        title="Users"
        lead="Customers and staff, newest first. Open a user to see their orders or change their role."
      />
      <UserFilters values={values} roles={roles} />
      {items.length === 0 ? (
        <p className={`${ui.card} ${styles.empty}`}>No user matches this search.</p>
      ) : (
        <div className={styles.list}>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <caption className="visually-hidden">Users, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {items.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">
                      <Link to={userHref(user.id)} className={styles.link}>
                        {user.name || user.email}
                      </Link>
                    </th>
                    <td>{user.email}</td>
                    <td>
                      <Pill tone={user.role === "user" ? "neutral" : "accent"} quiet={user.role === "user"}>
                        {roleLabel(user.role, roles)}
                      </Pill>
                    </td>
                    <td className={styles.num}>{formatDate(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListFooter
            count={shownCount(items.length, "user")}
            hasMore={hasMore}
            loading={loading}
            failed={failed}
            onMore={() => void loadMore()}
          />
        </div>
      )}
    </div>
  );
}
