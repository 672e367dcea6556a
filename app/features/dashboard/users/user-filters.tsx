// Search by name or e-mail and a role filter, applied through the URL like the Orders filters.
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import fields from "../fields.module.css";
import ui from "../ui.module.css";
import { roleChoices, type RoleOption } from "./role-options";

export interface UserFilterValues {
  q: string;
  role: string;
}

export function usersSearch(values: UserFilterValues): string {
  const params = new URLSearchParams();
  if (values.q.trim()) params.set("q", values.q.trim());
  if (values.role) params.set("role", values.role);
  return params.size ? `?${params}` : "";
}

export function UserFilters({ values, roles }: { values: UserFilterValues; roles: readonly RoleOption[] }) {
  const navigate = useNavigate();
  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { q: String(form.get("q") ?? ""), role: String(form.get("role") ?? "") };
    void navigate({ pathname: "/dashboard/users", search: usersSearch(next) });
  }
  return (
    <form
      key={usersSearch(values)}
      className={fields.filters}
      method="get"
      action="/dashboard/users"
      role="search"
      aria-label="Filter users"
      onSubmit={apply}
    >
      <div className={`${fields.field} ${fields.grow}`}>
        <label className={fields.label} htmlFor="users-q">
          Name or e-mail
        </label>
        <input id="users-q" className={fields.input} type="search" name="q" defaultValue={values.q} />
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor="users-role">
          Role
        </label>
        <select id="users-role" className={fields.select} name="role" defaultValue={values.role}>
          <option value="">All roles</option>
          {roleChoices(roles).map((role) => (
            <option key={role.id} value={role.id}>
              {role.roleName}
            </option>
          ))}
        </select>
      </div>
      <div className={fields.buttons}>
        <button type="submit" className={ui.primary}>
          Search
        </button>
        {values.q || values.role ? (
          <Link to="/dashboard/users" className={ui.quiet}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
