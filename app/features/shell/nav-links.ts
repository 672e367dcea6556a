import type { ViewerKind } from "../../../domain/contracts/viewer";

// The shop's top-level destinations, shared by the header, the mobile menu and the footer.
export const SHOP_LINKS = [
  { label: "Women", to: "/women" },
  { label: "Men", to: "/men" },
  { label: "Explore", to: "/explore" },
] as const;

export const CLIENT_SERVICE_LINK = { label: "Client Service", to: "/contact" } as const;

// docs/behaviour.md §9: 'Log In' for a guest, 'My Account' once signed in, and 'Dashboard' for a
// role that opens the dashboard; which shows is the browser's to say (decision 45).
export const LOG_IN_LINK = { label: "Log In", to: "/login" } as const;
export const MY_ACCOUNT_LINK = { label: "My Account", to: "/account" } as const;
export const DASHBOARD_LINK = { label: "Dashboard", to: "/dashboard" } as const;

export function accountLink(kind: ViewerKind) {
  return kind === "guest" ? LOG_IN_LINK : MY_ACCOUNT_LINK;
}
