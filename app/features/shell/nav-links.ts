// The shop's top-level destinations, shared by the header, the mobile menu and the footer.
export const SHOP_LINKS = [
  { label: "Women", to: "/women" },
  { label: "Men", to: "/men" },
  { label: "Explore", to: "/explore" },
] as const;

export const CLIENT_SERVICE_LINK = { label: "Client Service", to: "/contact" } as const;

export function accountLink(signedIn: boolean) {
  return signedIn ? { label: "My Account", to: "/account" } : { label: "Log In", to: "/login" };
}
