// Typed client of /api/v1, for the browser and for third parties. Response types come from the
// same zod contracts the server validates with; responses are not re-parsed here, to keep
// zod out of the shop's JavaScript.
import type {
  ContactMessageBody,
  NewsletterBody,
  PageViewBody,
  PageViewResponse,
} from "../domain/contracts/content";
import type { Country } from "../domain/contracts/countries";
import type { NotifyRequestBody } from "../domain/contracts/notify";
import type { ListingPage } from "../domain/catalogue";
import type { Product, ProductPage, Suggestions } from "../domain/contracts/products";

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** Origin of the server; empty for same-origin calls from the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | undefined>;

/** Every path the SDK calls, checked against the OpenAPI document in sdk/client.test.ts. */
export const SDK_ENDPOINTS = [
  ["get", "/countries"],
  ["get", "/products"],
  ["get", "/products/search"],
  ["get", "/products/suggestions"],
  ["get", "/products/by-url/{url}"],
  ["post", "/notify-requests"],
  ["post", "/contact-messages"],
  ["post", "/newsletter-subscriptions"],
  ["post", "/page-views"],
] as const;

export function createApiClient(opts: ApiClientOptions = {}) {
  const base = `${opts.baseUrl ?? ""}/api/v1`;
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(
    method: string,
    path: string,
    init: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<T> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) params.set(k, String(v));
    const qs = params.size ? `?${params}` : "";
    const res = await doFetch(`${base}${path}${qs}`, {
      method,
      credentials: "same-origin",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    const payload: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const err = (
        payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null
      )?.error;
      throw new ApiClientError(
        res.status,
        err?.code ?? "http_error",
        err?.message ?? res.statusText,
        err?.fields,
      );
    }
    return payload as T;
  }

  return {
    countries: (signal?: AbortSignal) => request<Country[]>("GET", "/countries", { signal }),
    products: (
      q: { page?: ListingPage; subCategory?: string; cursor?: string; limit?: number } & Query,
      signal?: AbortSignal,
    ) => request<ProductPage>("GET", "/products", { query: q, signal }),
    /** Filters travel as comma-separated choices: { size: "M,L", color: "black", sort: "price-asc" }. */
    searchProducts: (q: { q: string; cursor?: string; limit?: number } & Query, signal?: AbortSignal) =>
      request<ProductPage>("GET", "/products/search", { query: q, signal }),
    suggestions: (q: string, signal?: AbortSignal) =>
      request<Suggestions>("GET", "/products/suggestions", { query: { q }, signal }),
    productByUrl: (url: string, signal?: AbortSignal) =>
      request<Product>("GET", `/products/by-url/${encodeURIComponent(url)}`, { signal }),
    requestNotification: (body: NotifyRequestBody) =>
      request<{ ok: true }>("POST", "/notify-requests", { body }),
    sendContactMessage: (body: ContactMessageBody) =>
      request<{ ok: true }>("POST", "/contact-messages", { body }),
    subscribeNewsletter: (body: NewsletterBody) =>
      request<{ ok: true }>("POST", "/newsletter-subscriptions", { body }),
    recordPageView: (body: PageViewBody) => request<PageViewResponse>("POST", "/page-views", { body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
