// Expected answers of every dashboard endpoint for each kind of caller (seeded roles).
// Shared by the dashboard permission test and the authorization matrix.
export type Caller = "anonymous" | "customer" | "editor" | "admin";
type Expect = Record<Caller, number>;

export const OPEN = 200;
/** Signed-out callers must sign in; a customer is refused; the seeded editor's role opens it. */
const EDITORS: Expect = { anonymous: 401, customer: 403, editor: OPEN, admin: OPEN };
/** Only the administrator's role opens it. */
const ADMIN_ONLY: Expect = { anonymous: 401, customer: 403, editor: 403, admin: OPEN };

export const dashboardTable: Record<string, Expect> = {
  "get /dashboard/products": EDITORS,
  "get /dashboard/products/{id}": EDITORS,
  "post /dashboard/products": EDITORS,
  "put /dashboard/products/{id}": EDITORS,
  "delete /dashboard/products/{id}": ADMIN_ONLY,
  "post /dashboard/media": EDITORS,
  "get /dashboard/orders": ADMIN_ONLY,
  "get /dashboard/orders/export": ADMIN_ONLY,
  "get /dashboard/orders/{id}": ADMIN_ONLY,
  "post /dashboard/orders/{id}/cancel": ADMIN_ONLY,
  "post /dashboard/orders/{id}/cancelled-lines": ADMIN_ONLY,
  "post /dashboard/orders/{id}/shipments": ADMIN_ONLY,
  "post /dashboard/orders/{id}/shipments/{shipment}/delivered": ADMIN_ONLY,
  "get /dashboard/returns": ADMIN_ONLY,
  "get /dashboard/returns/{id}": ADMIN_ONLY,
  "post /dashboard/returns/{id}/receive": ADMIN_ONLY,
  "post /dashboard/returns/{id}/refund": ADMIN_ONLY,
  "post /dashboard/returns/{id}/reject": ADMIN_ONLY,
  "post /dashboard/returns/{id}/replacement": ADMIN_ONLY,
  "post /dashboard/returns/{id}/refund-instead": ADMIN_ONLY,
  "get /dashboard/users": ADMIN_ONLY,
  "get /dashboard/users/{id}": ADMIN_ONLY,
  "put /dashboard/users/{id}/role": ADMIN_ONLY,
  "get /dashboard/roles": ADMIN_ONLY,
  "post /dashboard/roles": ADMIN_ONLY,
  "put /dashboard/roles/{id}": ADMIN_ONLY,
  "delete /dashboard/roles/{id}": ADMIN_ONLY,
  "get /dashboard/analytics/sales": ADMIN_ONLY,
  "get /dashboard/analytics/top-products": ADMIN_ONLY,
  "get /dashboard/analytics/coupons": ADMIN_ONLY,
  "get /dashboard/analytics/page-views": ADMIN_ONLY,
  "get /dashboard/messages": ADMIN_ONLY,
  "put /dashboard/messages/{id}": ADMIN_ONLY,
  "get /dashboard/subscribers": ADMIN_ONLY,
  "get /dashboard/subscribers/export": ADMIN_ONLY,
  "get /dashboard/pages": ADMIN_ONLY,
  "get /dashboard/pages/{key}": ADMIN_ONLY,
  "get /dashboard/pages/{key}/versions/{number}": ADMIN_ONLY,
  "put /dashboard/pages/{key}/draft": ADMIN_ONLY,
  "delete /dashboard/pages/{key}/draft": ADMIN_ONLY,
  "post /dashboard/pages/{key}/publish": ADMIN_ONLY,
  "post /dashboard/pages/{key}/versions/{number}/restore": ADMIN_ONLY,
  "post /dashboard/pages/preview": ADMIN_ONLY,
  "get /dashboard/design": ADMIN_ONLY,
  "get /dashboard/design/versions/{number}": ADMIN_ONLY,
  "put /dashboard/design/draft": ADMIN_ONLY,
  "delete /dashboard/design/draft": ADMIN_ONLY,
  "post /dashboard/design/publish": ADMIN_ONLY,
  "post /dashboard/design/versions/{number}/restore": ADMIN_ONLY,
  "post /dashboard/design/media": ADMIN_ONLY,
  "get /dashboard/design/size-guides": ADMIN_ONLY,
  "get /dashboard/design/size-guides/versions/{number}": ADMIN_ONLY,
  "put /dashboard/design/size-guides/draft": ADMIN_ONLY,
  "delete /dashboard/design/size-guides/draft": ADMIN_ONLY,
  "post /dashboard/design/size-guides/publish": ADMIN_ONLY,
  "post /dashboard/design/size-guides/versions/{number}/restore": ADMIN_ONLY,
};
