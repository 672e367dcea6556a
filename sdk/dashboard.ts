// Typed client of the staff dashboard's /api/v1/dashboard endpoints. Kept apart from client.ts so
// the shop's bundle never carries it; the server checks the role on every call (DESIGN.md, 5).
import type { ProductInput } from "../domain/contracts/dashboard-products";
import type { Product, ProductCard } from "../domain/contracts/products";
import { ApiClientError, type ApiClientOptions } from "./client";

/** A dashboard list row: the card plus its sizes, from which the status badge is derived. */
export type DashboardProduct = ProductCard & { sizes: Product["sizes"] };

export interface DashboardProductPage {
  items: DashboardProduct[];
  /** Opaque keyset cursor for the next page; null when nothing is left. */
  nextCursor: string | null;
}

/** Every path this module calls, checked against the OpenAPI document in dashboard.test.ts. */
export const DASHBOARD_ENDPOINTS = [
  ["get", "/dashboard/products"],
  ["get", "/dashboard/products/{id}"],
  ["post", "/dashboard/products"],
  ["put", "/dashboard/products/{id}"],
  ["delete", "/dashboard/products/{id}"],
  ["post", "/dashboard/media"],
] as const;

type ErrorPayload = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

export function createDashboardClient(opts: ApiClientOptions = {}) {
  const base = `${opts.baseUrl ?? ""}/api/v1/dashboard`;
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send<T>(
    method: string,
    path: string,
    init: { json?: unknown; form?: FormData; signal?: AbortSignal } = {},
  ): Promise<T> {
    const res = await doFetch(`${base}${path}`, {
      method,
      credentials: "same-origin",
      // A FormData body sets its own multipart boundary header; only JSON needs one here.
      headers: init.json === undefined ? undefined : { "content-type": "application/json" },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      signal: init.signal,
    });
    // A 413 from the body limit may not be JSON; the status still tells the caller what happened.
    const payload: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const err = (payload as ErrorPayload | null)?.error;
      throw new ApiClientError(
        res.status,
        err?.code ?? "http_error",
        err?.message ?? res.statusText,
        err?.fields,
      );
    }
    return payload as T;
  }
  const id = (value: string) => `/products/${encodeURIComponent(value)}`;

  return {
    products: (q: { cursor?: string; limit?: number } = {}, signal?: AbortSignal) => {
      const params = new URLSearchParams();
      if (q.cursor !== undefined) params.set("cursor", q.cursor);
      if (q.limit !== undefined) params.set("limit", String(q.limit));
      const qs = params.size ? `?${params}` : "";
      return send<DashboardProductPage>("GET", `/products${qs}`, { signal });
    },
    product: (productId: string, signal?: AbortSignal) => send<Product>("GET", id(productId), { signal }),
    createProduct: (body: ProductInput) => send<Product>("POST", "/products", { json: body }),
    updateProduct: (productId: string, body: ProductInput) =>
      send<Product>("PUT", id(productId), { json: body }),
    removeProduct: (productId: string) => send<{ ok: true }>("DELETE", id(productId)),
    /** Uploads one picture; the key it returns goes into the product's images. */
    uploadImage: (file: Blob, signal?: AbortSignal) => {
      const form = new FormData();
      form.set("file", file);
      return send<{ key: string }>("POST", "/media", { form, signal });
    },
  };
}

export type DashboardClient = ReturnType<typeof createDashboardClient>;
