// Role names as staff read them: 'user' is the customers' role and reads 'Customer'.

export interface RoleOption {
  id: string;
  roleName: string;
}

export const CUSTOMER_ROLE: RoleOption = { id: "user", roleName: "Customer" };
export const ADMIN_ROLE_ID = "admin";

/** Customer first, then the roles table in its own order. */
export function roleChoices(roles: readonly RoleOption[]): RoleOption[] {
  return [CUSTOMER_ROLE, ...roles.filter((r) => r.id !== CUSTOMER_ROLE.id)];
}

/** A role's name; a key no longer in the table shows as itself. */
export function roleLabel(id: string, roles: readonly RoleOption[]): string {
  if (id === CUSTOMER_ROLE.id) return CUSTOMER_ROLE.roleName;
  return roles.find((r) => r.id === id)?.roleName ?? id;
}

/**
 * What to ask before a change that gives or takes away the Administrator role (everything in the
 * dashboard, roles and users included), or null when the change needs no second thought.
 */
export function adminChangeQuestion(
  current: string,
  chosen: string,
  roles: readonly RoleOption[],
): { title: string; question: string; confirm: string } | null {
  if (chosen === current) return null;
  if (chosen === ADMIN_ROLE_ID)
    return {
      title: "Make this user an administrator?",
      question:
        "Administrators can do everything in the dashboard, including changing anyone's role and deleting roles.",
      confirm: "Make administrator",
    };
  if (current === ADMIN_ROLE_ID)
    return {
      title: `Change this administrator to ${roleLabel(chosen, roles)}?`,
      question: "They lose the administrator's access at once, on every page they have open.",
      confirm: "Change role",
    };
  return null;
}
