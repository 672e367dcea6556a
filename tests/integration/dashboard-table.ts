// Expected answers of every dashboard endpoint for each kind of caller (seeded roles).
// Shared by the dashboard permission test and the authorization matrix.
export type Caller = "anonymous" | "customer" | "editor" | "admin";
type Expect = Record<Caller, number>;

export const OPEN = 200;
export const dashboardTable: Record<string, Expect> = {
  "get /dashboard/products": { anonymous: 401, customer: 403, editor: OPEN, admin: OPEN },
  "get /dashboard/products/{id}": { anonymous: 401, customer: 403, editor: OPEN, admin: OPEN },
  "post /dashboard/products": { anonymous: 401, customer: 403, editor: OPEN, admin: OPEN },
  "put /dashboard/products/{id}": { anonymous: 401, customer: 403, editor: OPEN, admin: OPEN },
  "delete /dashboard/products/{id}": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "post /dashboard/media": { anonymous: 401, customer: 403, editor: OPEN, admin: OPEN },
  "get /dashboard/orders": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/orders/export": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/orders/{id}": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "post /dashboard/orders/{id}/cancel": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/users": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/users/{id}": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "put /dashboard/users/{id}/role": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/roles": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "post /dashboard/roles": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "put /dashboard/roles/{id}": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "delete /dashboard/roles/{id}": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/analytics/sales": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/analytics/top-products": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/analytics/coupons": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/analytics/page-views": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/messages": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "put /dashboard/messages/{id}": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/subscribers": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/subscribers/export": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/pages": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/pages/{key}": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "get /dashboard/pages/{key}/versions/{number}": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "put /dashboard/pages/{key}/draft": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "delete /dashboard/pages/{key}/draft": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "post /dashboard/pages/{key}/publish": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "post /dashboard/pages/{key}/versions/{number}/restore": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
  "post /dashboard/pages/preview": { anonymous: 401, customer: 403, editor: 403, admin: OPEN },
};
