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

/** The one error every SDK call throws: the HTTP status and the API's code, message and fields. */
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

/** What one call sends besides its method and path. */
export interface SdkRequestInit {
  query?: Query;
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as multipart; the browser sets the boundary header itself. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode, when a call must not take a cached answer (left out otherwise). */
  cache?: RequestCache;
}

type ErrorPayload = {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
  code?: string;
  message?: string;
};

/**
 * Every endpoint answers `{ error: { code, message, fields } }` (the front door rewrites Better
 * Auth's own `{ code, message }` and its rate limiter's `{ message }`, server/auth/auth-refusals.ts);
 * the flat shapes are still read, from a server of an earlier build during a rolling upgrade. A
 * body that is not JSON (a 413 from the body limit) still leaves the status to tell what happened.
 */
export function toApiClientError(status: number, statusText: string, payload: unknown): ApiClientError {
  const body = (payload ?? {}) as ErrorPayload;
  const nested = typeof body.error === "object" && body.error !== null ? body.error : undefined;
  const code = nested?.code ?? body.code ?? (status === 429 ? "TOO_MANY_REQUESTS" : "http_error");
  const message = nested?.message ?? body.message ?? statusText;
  return new ApiClientError(status, code, message, nested?.fields);
}

export type SdkRequest = <T>(method: string, path: string, init?: SdkRequestInit) => Promise<T>;

/** The SDK's one transport: every module sends through the function this returns. */
export function createRequest(opts: ApiClientOptions, prefix: string): SdkRequest {
  const base = `${opts.baseUrl ?? ""}${prefix}`;
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async function request<T>(method: string, path: string, init: SdkRequestInit = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) params.set(k, String(v));
    const qs = params.size ? `?${params}` : "";
    const headers: Record<string, string> = { ...init.headers };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const res = await doFetch(`${base}${path}${qs}`, {
      method,
      credentials: "same-origin",
      headers,
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      signal: init.signal,
      ...(init.cache ? { cache: init.cache } : {}),
    });
    const payload: unknown = await res.json().catch(() => null);
    if (!res.ok) throw toApiClientError(res.status, res.statusText, payload);
    return payload as T;
  };
}

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
  const request = createRequest(opts, "/api/v1");

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
    /**
     * `fresh` goes past the browser's copy (public, max-age 30 s) and stores the new answer: the
     * bag and checkout check stock with it, and a copy from before a sell-out would hide it.
     */
    productByUrl: (url: string, signal?: AbortSignal, { fresh = false } = {}) =>
      request<Product>("GET", `/products/by-url/${encodeURIComponent(url)}`, {
        signal,
        ...(fresh ? { cache: "reload" as const } : {}),
      }),
    requestNotification: (body: NotifyRequestBody) =>
      request<{ ok: true }>("POST", "/notify-requests", { json: body }),
    sendContactMessage: (body: ContactMessageBody) =>
      request<{ ok: true }>("POST", "/contact-messages", { json: body }),
    subscribeNewsletter: (body: NewsletterBody) =>
      request<{ ok: true }>("POST", "/newsletter-subscriptions", { json: body }),
    recordPageView: (body: PageViewBody) => request<PageViewResponse>("POST", "/page-views", { json: body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
