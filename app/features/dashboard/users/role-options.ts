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
