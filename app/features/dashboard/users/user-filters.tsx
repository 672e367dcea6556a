// Search by name or e-mail and a role filter, applied through the URL like the Orders filters.
import { FilterForm, formText, SelectFilter } from "../filter-form";
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
      list="users"
      search={{ label: "Name or e-mail", value: values.q }}
      // Clear shows for any typed search, even one of spaces, as before.
      applied={values.q || values.role ? usersSearch(values) || "?" : ""}
      toQuery={toQuery}
      submitLabel="Search"
    >
      <SelectFilter
        id="users-role"
        label="Role"
        name="role"
        value={values.role}
        options={[
          { value: "", label: "All roles" },
          ...roleChoices(roles).map((role) => ({ value: role.id, label: role.roleName })),
        ]}
      />
    </FilterForm>
  );
}
