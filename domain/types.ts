// Shapes shared by server, browser and SDK. Input validation lives in the zod schemas beside
// the rules that use them; these are the plain data shapes of docs/behaviour.md §3.

/** 0 out of stock, 1 in stock, 2 pre-order, 3 notify me / coming soon / scheduled. */
export type StatusCode = 0 | 1 | 2 | 3;

export type Audience = "unisex" | "women" | "men";

export type AddressType = "HOME" | "WORK" | "HOTEL" | "VACATION" | "OTHER";

export interface Address {
  type: AddressType;
  firstName: string;
  lastName: string;
  fullName: string;
  addressLine_1: string;
  addressLine_2: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
  /** Present (true) only on the default address. */
  defaultAddress?: true;
  city?: string;
  /** USPS code of the state, DC or territory (US addresses). */
  state?: string;
  postalCode?: string;
}

export interface ProductSize {
  /** Size key shown to the shopper, e.g. 'S', '38', 'One Size'. */
  key: string;
  status: StatusCode;
  /** Colour codes available in this size. */
  colors: string[];
  /** ISO date (YYYY-MM-DD), only for pre-order sizes. */
  preOrderDate?: string;
}

export interface SubCategoryLink {
  title: string;
  url: string;
}

/**
 * The spec's seven areas plus 'messages' (contact messages and newsletter subscribers, which
 * decision 6 stores). The order is the sidebar's order.
 */
export const DASHBOARD_AREAS = [
  "products",
  "orders",
  "analytics",
  "users",
  "roles",
  "messages",
  "design",
  "pages",
] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

/** 'all', a list of actions, or false / absent for no access. */
export type AreaPermission = "all" | string[] | false;
export type RolePermissions = Partial<Record<DashboardArea, AreaPermission>>;
