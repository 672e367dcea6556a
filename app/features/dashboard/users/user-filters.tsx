// Search by name or e-mail and a role filter, applied through the URL like the Orders filters.
import fields from "../fields.module.css";
import { FilterField, FilterForm, formText, SearchFilter } from "../filter-form";
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
  const toQuery = (form: FormData) => usersSearch({ q: formText(form, "q"), role: formText(form, "role") });
  return (
    <FilterForm
      href="/dashboard/users"
      label="Filter users"
      // Clear shows for any typed search, even one of spaces, as before.
      applied={values.q || values.role ? usersSearch(values) || "?" : ""}
      toQuery={toQuery}
      submitLabel="Search"
    >
      <SearchFilter id="users-q" label="Name or e-mail" value={values.q} />
      <FilterField id="users-role" label="Role">
        <select id="users-role" className={fields.select} name="role" defaultValue={values.role}>
          <option value="">All roles</option>
          {roleChoices(roles).map((role) => (
            <option key={role.id} value={role.id}>
              {role.roleName}
            </option>
          ))}
        </select>
      </FilterField>
    </FilterForm>
  );
}
