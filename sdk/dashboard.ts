// Typed client of the staff dashboard's /api/v1/dashboard endpoints. Kept apart from client.ts so
// the shop's bundle never carries it; the server checks the role on every call (decision 5 in docs/decisions.md).
import type { z } from "zod";
import type { couponPanel, salesPanel, topProductsPanel } from "../domain/contracts/analytics";
import type { ContactMessage, messagePage, subscriberPage } from "../domain/contracts/dashboard-messages";
import type {
  DashboardOrderDetail,
  dashboardOrderPage,
  DashboardOrdersQuery,
  ShipLinesBody,
  CancelLinesBody,
} from "../domain/contracts/dashboard-orders";
import type { Role, userDetail, userPage } from "../domain/contracts/dashboard-people";
import type {
  DashboardReturnDetail,
  dashboardReturnPage,
  DashboardReturnsQuery,
  RejectReturnBody,
} from "../domain/contracts/dashboard-returns";
import type { ProductInput } from "../domain/contracts/dashboard-products";
import type { DesignContent, DesignDetail } from "../domain/contracts/design";
import type { SizeGuide, SizeGuidesContent, SizeGuidesDetail } from "../domain/contracts/size-guides";
import type {
  PageContent,
  PageDetail,
  pageListSchema,
  pageVersionSchema,
  draftInfoSchema,
  RenderedBody,
} from "../domain/contracts/pages";
import type { Product, ProductCard } from "../domain/contracts/products";
import type { RolePermissions } from "../domain/types";
import { type ApiClientOptions, createRequest } from "./client";

/** A dashboard list row: the card plus its sizes, from which the status badge is derived. */
export type DashboardProduct = ProductCard & {
  sizes: Product["sizes"];
  totalStock: number;
  lowStock: boolean;
};
/** The edit form's product, with the units on hand of each size in each colour. */
/**
 * A product as the edit form opens it: its stock, and `version`, which the save sends back so
 * that an edit made meanwhile by someone else is not overwritten unseen.
 */
export type DashboardProductDetail = Product & {
  stock: { size: string; color: string; onHand: number }[];
  version: string;
};

/**
 * What a versioned document's editor started from: the live version, and the draft it opened
 * (its savedAt; null when it opened none). Publishing and saving a draft send both, so neither
 * replaces work someone saved since (domain/contracts/versioned-content.ts).
 */
export interface EditorBase {
  basedOn: number;
  draftSavedAt: string | null;
}

export interface DashboardProductPage {
  items: DashboardProduct[];
  /** Opaque keyset cursor for the next page; null when nothing is left. */
  nextCursor: string | null;
}

export type DashboardOrderPage = z.infer<typeof dashboardOrderPage>;
export type DashboardOrderRow = DashboardOrderPage["items"][number];
/** The list's filters as the URL carries them; paging is the client's business. */
export type OrderFilters = Partial<Omit<DashboardOrdersQuery, "cursor" | "limit">>;
export type { DashboardOrderDetail, ContactMessage, Role };
export type DashboardReturnPage = z.infer<typeof dashboardReturnPage>;
export type DashboardReturnRow = DashboardReturnPage["items"][number];
export type ReturnFilters = Partial<Omit<DashboardReturnsQuery, "cursor" | "limit">>;
export type { DashboardReturnDetail };
export type DashboardUserPage = z.infer<typeof userPage>;
export type DashboardUserRow = DashboardUserPage["items"][number];
export type DashboardUserDetail = z.infer<typeof userDetail>;
export type UserFilters = { q?: string; role?: string };
export type RoleInput = { roleName: string; permissions: RolePermissions; version?: string };
export type SalesPanel = z.infer<typeof salesPanel>;
export type TopProductsPanel = z.infer<typeof topProductsPanel>;
export type CouponPanel = z.infer<typeof couponPanel>;
export type MessagePage = z.infer<typeof messagePage>;
export type SubscriberPage = z.infer<typeof subscriberPage>;
export type PageList = z.infer<typeof pageListSchema>;
export type PageVersion = z.infer<typeof pageVersionSchema>;
export type PageDraft = z.infer<typeof draftInfoSchema>;
export type {
  PageContent,
  PageDetail,
  RenderedBody,
  DesignContent,
  DesignDetail,
  SizeGuide,
  SizeGuidesContent,
  SizeGuidesDetail,
};
export type Subscriber = SubscriberPage["items"][number];

type Query = Record<string, string | number | boolean | undefined>;

/** '?a=1&b=2' from the defined values, '' when none; shared by calls and download links. */
export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  return params.size ? `?${params}` : "";
}

/** Every path this module calls, checked against the OpenAPI document in dashboard.test.ts. */
export const DASHBOARD_ENDPOINTS = [
  ["get", "/dashboard/products"],
  ["get", "/dashboard/products/{id}"],
  ["post", "/dashboard/products"],
  ["put", "/dashboard/products/{id}"],
  ["delete", "/dashboard/products/{id}"],
  ["post", "/dashboard/media"],
  ["get", "/dashboard/orders"],
  ["get", "/dashboard/orders/export"],
  ["get", "/dashboard/orders/{id}"],
  ["post", "/dashboard/orders/{id}/cancel"],
  ["post", "/dashboard/orders/{id}/shipments"],
  ["post", "/dashboard/orders/{id}/shipments/{shipment}/delivered"],
  ["get", "/dashboard/returns"],
  ["get", "/dashboard/returns/{id}"],
  ["post", "/dashboard/returns/{id}/receive"],
  ["post", "/dashboard/returns/{id}/refund"],
  ["post", "/dashboard/returns/{id}/reject"],
  ["post", "/dashboard/returns/{id}/replacement"],
  ["get", "/dashboard/users"],
  ["get", "/dashboard/users/{id}"],
  ["put", "/dashboard/users/{id}/role"],
  ["get", "/dashboard/roles"],
  ["post", "/dashboard/roles"],
  ["put", "/dashboard/roles/{id}"],
  ["delete", "/dashboard/roles/{id}"],
  ["get", "/dashboard/analytics/sales"],
  ["get", "/dashboard/analytics/top-products"],
  ["get", "/dashboard/analytics/coupons"],
  ["get", "/dashboard/messages"],
  ["put", "/dashboard/messages/{id}"],
  ["get", "/dashboard/subscribers"],
  ["get", "/dashboard/subscribers/export"],
  ["get", "/dashboard/pages"],
  ["get", "/dashboard/pages/{key}"],
  ["get", "/dashboard/pages/{key}/versions/{number}"],
  ["put", "/dashboard/pages/{key}/draft"],
  ["delete", "/dashboard/pages/{key}/draft"],
  ["post", "/dashboard/pages/{key}/publish"],
  ["post", "/dashboard/pages/{key}/versions/{number}/restore"],
  ["post", "/dashboard/pages/preview"],
  ["get", "/dashboard/design"],
  ["get", "/dashboard/design/versions/{number}"],
  ["put", "/dashboard/design/draft"],
  ["delete", "/dashboard/design/draft"],
  ["post", "/dashboard/design/publish"],
  ["post", "/dashboard/design/versions/{number}/restore"],
  ["post", "/dashboard/design/media"],
  ["get", "/dashboard/design/size-guides"],
  ["get", "/dashboard/design/size-guides/versions/{number}"],
  ["put", "/dashboard/design/size-guides/draft"],
  ["delete", "/dashboard/design/size-guides/draft"],
  ["post", "/dashboard/design/size-guides/publish"],
  ["post", "/dashboard/design/size-guides/versions/{number}/restore"],
] as const;

export function createDashboardClient(opts: ApiClientOptions = {}) {
  const base = `${opts.baseUrl ?? ""}/api/v1/dashboard`;
  const send = createRequest(opts, "/api/v1/dashboard");
  const id = (value: string) => `/products/${encodeURIComponent(value)}`;
  const at = (collection: string, value: string | number) =>
    `/${collection}/${encodeURIComponent(String(value))}`;
  const get = <T>(path: string, query: Query = {}, signal?: AbortSignal) =>
    send<T>("GET", `${path}${queryString(query)}`, { signal });

  return {
    products: (q: { cursor?: string; limit?: number; stock?: "low" } = {}, signal?: AbortSignal) =>
      get<DashboardProductPage>("/products", q, signal),
    product: (productId: string, signal?: AbortSignal) =>
      send<DashboardProductDetail>("GET", id(productId), { signal }),
    createProduct: (body: ProductInput) => send<Product>("POST", "/products", { json: body }),
    /** `version`: the one the form was opened with; a product changed since is refused (409). */
    updateProduct: (productId: string, body: ProductInput, version?: string) =>
      send<Product>("PUT", `${id(productId)}${queryString({ version })}`, { json: body }),
    removeProduct: (productId: string) => send<{ ok: true }>("DELETE", id(productId)),
    /** Uploads one picture; the key it returns goes into the product's images. */
    uploadImage: (file: Blob, signal?: AbortSignal) => {
      const form = new FormData();
      form.set("file", file);
      return send<{ key: string }>("POST", "/media", { form, signal });
    },

    orders: (q: OrderFilters & { cursor?: string; limit?: number } = {}, signal?: AbortSignal) =>
      get<DashboardOrderPage>("/orders", q, signal),
    /** A same-origin link for the browser to download: the session cookie goes with it. */
    ordersExportUrl: (q: OrderFilters = {}) => `${base}/orders/export${queryString(q)}`,
    order: (orderId: string, signal?: AbortSignal) =>
      get<DashboardOrderDetail>(at("orders", orderId), {}, signal),
    cancelOrder: (orderId: string) =>
      send<DashboardOrderDetail>("POST", `${at("orders", orderId)}/cancel`, { json: {} }),
    /** Ships some lines as one parcel; 409 when a line has shipped or the order is cancelled. */
    shipLines: (orderId: string, body: ShipLinesBody) =>
      send<DashboardOrderDetail>("POST", `${at("orders", orderId)}/shipments`, { json: body }),
    /** Cancels lines still to ship of a partly shipped order; 409 when a line has shipped. */
    cancelLines: (orderId: string, body: CancelLinesBody) =>
      send<DashboardOrderDetail>("POST", `${at("orders", orderId)}/cancelled-lines`, { json: body }),
    markDelivered: (orderId: string, shipmentId: number) =>
      send<DashboardOrderDetail>("POST", `${at("orders", orderId)}/shipments/${shipmentId}/delivered`, {
        json: {},
      }),

    returns: (q: ReturnFilters & { cursor?: string; limit?: number } = {}, signal?: AbortSignal) =>
      get<DashboardReturnPage>("/returns", q, signal),
    returnDetail: (returnId: string, signal?: AbortSignal) =>
      get<DashboardReturnDetail>(at("returns", returnId), {}, signal),
    /** One staff step on a return; 409 when the return's state does not allow it. */
    returnStep: (returnId: string, step: "receive" | "refund" | "replacement" | "refund-instead") =>
      send<DashboardReturnDetail>("POST", `${at("returns", returnId)}/${step}`, { json: {} }),
    rejectReturn: (returnId: string, body: RejectReturnBody) =>
      send<DashboardReturnDetail>("POST", `${at("returns", returnId)}/reject`, { json: body }),

    users: (q: UserFilters & { cursor?: string; limit?: number } = {}, signal?: AbortSignal) =>
      get<DashboardUserPage>("/users", q, signal),
    user: (userId: string, signal?: AbortSignal) => get<DashboardUserDetail>(at("users", userId), {}, signal),
    changeRole: (userId: string, role: string) =>
      send<DashboardUserDetail>("PUT", `${at("users", userId)}/role`, { json: { role } }),

    roles: (signal?: AbortSignal) => get<Role[]>("/roles", {}, signal),
    createRole: (body: Omit<RoleInput, "version"> & { id: string }) =>
      send<Role>("POST", "/roles", { json: body }),
    updateRole: (roleId: string, body: RoleInput) => send<Role>("PUT", at("roles", roleId), { json: body }),
    removeRole: (roleId: string) => send<{ ok: true }>("DELETE", at("roles", roleId)),

    sales: (days: number, signal?: AbortSignal) => get<SalesPanel>("/analytics/sales", { days }, signal),
    topProducts: (days: number, signal?: AbortSignal) =>
      get<TopProductsPanel>("/analytics/top-products", { days }, signal),
    coupons: (days: number, signal?: AbortSignal) => get<CouponPanel>("/analytics/coupons", { days }, signal),

    messages: (q: { unread?: boolean; cursor?: string; limit?: number } = {}, signal?: AbortSignal) =>
      get<MessagePage>("/messages", { ...q, unread: q.unread ? "true" : undefined }, signal),
    markMessage: (messageId: number, read: boolean) =>
      send<ContactMessage>("PUT", at("messages", messageId), { json: { read } }),
    subscribers: (q: { cursor?: string; limit?: number } = {}, signal?: AbortSignal) =>
      get<SubscriberPage>("/subscribers", q, signal),
    subscribersExportUrl: () => `${base}/subscribers/export`,

    pages: (signal?: AbortSignal) => get<PageList>("/pages", {}, signal),
    page: (key: string, signal?: AbortSignal) => get<PageDetail>(at("pages", key), {}, signal),
    pageVersion: (key: string, number: number, signal?: AbortSignal) =>
      get<PageVersion>(`${at("pages", key)}/versions/${number}`, {}, signal),
    savePageDraft: (key: string, content: PageContent, base: EditorBase) =>
      send<PageDraft>("PUT", `${at("pages", key)}/draft`, { json: { content, ...base } }),
    discardPageDraft: (key: string, draftSavedAt: string) =>
      send<PageDetail>("DELETE", `${at("pages", key)}/draft`, { query: { draftSavedAt } }),
    publishPage: (key: string, content: PageContent, base: EditorBase) =>
      send<PageDetail>("POST", `${at("pages", key)}/publish`, { json: { content, ...base } }),
    restorePage: (key: string, number: number, basedOn: number) =>
      send<PageDetail>("POST", `${at("pages", key)}/versions/${number}/restore`, { json: { basedOn } }),
    previewPage: (body: string, signal?: AbortSignal) =>
      send<RenderedBody>("POST", "/pages/preview", { json: { body }, signal }),

    design: (signal?: AbortSignal) => get<DesignDetail>("/design", {}, signal),
    designVersion: (number: number, signal?: AbortSignal) =>
      get<{ info: DesignDetail["history"][number]; content: DesignContent }>(
        `/design/versions/${number}`,
        {},
        signal,
      ),
    saveDesignDraft: (content: DesignContent, base: EditorBase) =>
      send<{ savedAt: string }>("PUT", "/design/draft", { json: { content, ...base } }),
    discardDesignDraft: (draftSavedAt: string) =>
      send<DesignDetail>("DELETE", "/design/draft", { query: { draftSavedAt } }),
    publishDesign: (content: DesignContent, base: EditorBase) =>
      send<DesignDetail>("POST", "/design/publish", { json: { content, ...base } }),
    restoreDesign: (number: number, basedOn: number) =>
      send<DesignDetail>("POST", `/design/versions/${number}/restore`, { json: { basedOn } }),
    sizeGuidesVersion: (number: number, signal?: AbortSignal) =>
      get<{ info: SizeGuidesDetail["history"][number]; content: SizeGuidesContent }>(
        `/design/size-guides/versions/${number}`,
        {},
        signal,
      ),
    saveSizeGuidesDraft: (content: SizeGuidesContent, base: EditorBase) =>
      send<{ savedAt: string }>("PUT", "/design/size-guides/draft", { json: { content, ...base } }),
    discardSizeGuidesDraft: (draftSavedAt: string) =>
      send<SizeGuidesDetail>("DELETE", "/design/size-guides/draft", { query: { draftSavedAt } }),
    publishSizeGuides: (content: SizeGuidesContent, base: EditorBase) =>
      send<SizeGuidesDetail>("POST", "/design/size-guides/publish", { json: { content, ...base } }),
    restoreSizeGuides: (number: number, basedOn: number) =>
      send<SizeGuidesDetail>("POST", `/design/size-guides/versions/${number}/restore`, { json: { basedOn } }),
    /** Uploads the hero image through the media checks; the key goes into the Design. */
    uploadDesignImage: (file: Blob, signal?: AbortSignal) => {
      const form = new FormData();
      form.set("file", file);
      return send<{ key: string }>("POST", "/design/media", { form, signal });
    },
  };
}

export type DashboardClient = ReturnType<typeof createDashboardClient>;
