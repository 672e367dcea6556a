import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The staff dashboard: its own frame, its own chunks (never loaded by shop routes).
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/home.tsx"),
    route("products", "routes/dashboard/products.tsx"),
    route("products/new", "routes/dashboard/product-new.tsx"),
    route("products/:id/edit", "routes/dashboard/product-edit.tsx"),
    route("orders", "routes/dashboard/orders.tsx"),
    route("orders/:id", "routes/dashboard/order.tsx"),
    route("users", "routes/dashboard/users.tsx"),
    route("users/:id", "routes/dashboard/user.tsx"),
    route("roles", "routes/dashboard/roles.tsx"),
    route("analytics", "routes/dashboard/analytics.tsx"),
    route("messages", "routes/dashboard/messages.tsx"),
    route("design", "routes/dashboard/design.tsx"),
    route("pages", "routes/dashboard/pages.tsx"),
    route("pages/:key", "routes/dashboard/page-edit.tsx"),
    route(":section", "routes/dashboard/section.tsx"),
  ]),
  layout("routes/shop-layout.tsx", [
    index("routes/home.tsx"),
    // One module serves the three listing pages; the first path segment names the page.
    route("women/:sub?", "routes/listing.tsx", { id: "listing-women" }),
    route("men/:sub?", "routes/listing.tsx", { id: "listing-men" }),
    route("explore/:sub?", "routes/listing.tsx", { id: "listing-explore" }),
    route("search", "routes/search.tsx"),
    route("product/:url", "routes/product.tsx"),
    route("bag", "routes/bag.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("account", "routes/account.tsx"),
    route("contact", "routes/contact.tsx"),
    route("legal", "routes/legal.tsx"),
    route("faq", "routes/faq.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
