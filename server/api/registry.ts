// Every JSON endpoint is declared once: method, path, access rule, zod schemas and handler.
// From that one list we mount the Hono routes, write the OpenAPI document and (in tests)
// build the authorization matrix — so an endpoint cannot exist without being described.
import type { Context } from "hono";
import { type z } from "zod";
import type { DashboardArea } from "../../domain/types";
import type { SessionUser } from "../auth/guards";
import type { Services } from "../services-type";
import { badRequest, zodFields } from "../http/errors";

/** A permission names its area and the action needed; a list means any one of them suffices. */
export type Access = "public" | "user" | { area: DashboardArea; action: string | string[] };

export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The uploaded file's bytes, for routes declaring `upload`. */
  file?: Buffer;
  c: Context;
  services: Services;
  /** The signed-in user or null; looked up once per request, only when asked for. */
  user: () => Promise<SessionUser | null>;
}

export interface ApiRoute<P = unknown, Q = unknown, B = unknown, R = unknown> {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI-style path under /api/v1, e.g. "/products/{id}". */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  response: z.ZodType<R>;
  successStatus?: 200 | 201 | 202;
  /**
   * Client errors the handler answers beyond those the route's shape implies (400, 401, 403,
   * 404, 413, 415: see clientErrors in openapi.ts), for the API description, e.g.
   * `{ 409: "The last administrator cannot be demoted." }`.
   */
  errors?: Partial<Record<409 | 422 | 429, string>>;
  /** A multipart upload instead of a JSON body: the file field's name and the size limit. */
  upload?: { field: string; maxBytes: number };
  /** Cache-Control for public GETs. */
  cache?: string;
  /** The response body, or a ready Response for non-JSON answers (downloads). */
  handler: (input: HandlerInput<P, Q, B>) => Promise<R | Response>;
}

export type AnyRoute = ApiRoute<unknown, unknown, unknown, unknown>;

/** A dashboard endpoint: listed under the "dashboard" tag, open to roles with `action` on `area`. */
export function staffOnly(area: DashboardArea, action: string | string[]): Pick<ApiRoute, "tag" | "access"> {
  return { tag: "dashboard", access: { area, action } };
}

/**
 * Checks a route against its own schemas (the handler sees the parsed types), then erases
 * them so routes of different shapes fit in one list; the router re-parses every input.
 */
export function defineRoute<P, Q, B, R>(route: ApiRoute<P, Q, B, R>): AnyRoute {
  return route as unknown as AnyRoute;
}

export function honoPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ":$1");
}

export function parseOrThrow<T>(schema: z.ZodType<T> | undefined, value: unknown, what: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`Invalid ${what}.`, zodFields(result.error));
  return result.data;
}
