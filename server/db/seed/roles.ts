import type { RolePermissions } from "../../../domain/types";

export const seedRoles: { id: string; roleName: string; permissions: RolePermissions }[] = [
  {
    id: "admin",
    roleName: "Administrator",
    permissions: {
      products: "all",
      orders: "all",
      analytics: "all",
      users: "all",
      roles: "all",
      messages: "all",
      design: "all",
      pages: "all",
    },
  },
  { id: "editor", roleName: "Editor", permissions: { products: ["add", "edit"] } },
];
