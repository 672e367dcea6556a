// The first check every request meets, before any route, session look-up or query: URL text
// with NUL, another control character or a broken percent-encoding never goes further.
// API callers get 400 naming the parameter; a page gets the shop's not-found page, as any
// address that names nothing would. Named path parameters of /api/v1 are checked by the API
// router itself (it knows their names); JSON bodies by the router and the auth front door.
import type { Context, MiddlewareHandler } from "hono";
import {
  findUnsafeField,
  findUnsafeParam,
  MAX_BODY_DEPTH,
  nestsDeeperThan,
  UNSAFE_TEXT_MESSAGE,
} from "../../domain/safe-text";
import { badRequest, sendError } from "./errors";

/** Every path segment decoded; null when a segment is not valid percent-encoded UTF-8. */
function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** Query names and values, decoded strictly (URLSearchParams would turn broken bytes into U+FFFD). */
function decodedQuery(search: string): [string, string][] | null {
  const pairs: [string, string][] = [];
  try {
    for (const part of search.replace(/^\?/, "").split("&")) {
      if (!part) continue;
      const eq = part.indexOf("=");
      const [name, value] = eq < 0 ? [part, ""] : [part.slice(0, eq), part.slice(eq + 1)];
      pairs.push([
        decodeURIComponent(name.replace(/\+/g, " ")),
        decodeURIComponent(value.replace(/\+/g, " ")),
      ]);
    }
  } catch {
    return null;
  }
  return pairs;
}

/** The offending field ("path", a query parameter's name, or "_"), or null for a clean URL. */
export function unsafeUrlField(url: URL, opts: { checkPath: boolean }): string | null {
  const query = decodedQuery(url.search);
  if (!query) return "query";
  const inQuery = findUnsafeParam(query);
  if (inQuery) return inQuery;
  if (!opts.checkPath) return null;
  const segments = decodedSegments(url.pathname);
  if (!segments || findUnsafeParam(segments.map((s) => ["path", s]))) return "path";
  return null;
}

export function unsafeTextError(what: string, field: string) {
  return badRequest(`Invalid ${what}.`, { [field]: UNSAFE_TEXT_MESSAGE });
}

/** Throws 400 for a body nested past MAX_BODY_DEPTH, or naming the first unsafe string of a parsed JSON body. */
export function assertSafeBody(body: unknown): void {
  if (nestsDeeperThan(body, MAX_BODY_DEPTH))
    throw badRequest("Invalid body.", { _: `Nested more than ${MAX_BODY_DEPTH} levels deep.` });
  const field = findUnsafeField(body);
  if (field) throw unsafeTextError("body", field);
}

export function inputHygiene(notFoundPage: (c: Context) => Promise<Response> | Response): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
    // /api/v1 path parameters are checked by name in the router.
    const field = unsafeUrlField(url, { checkPath: !url.pathname.startsWith("/api/v1/") });
    if (!field) return next();
    if (isApi) return sendError(c, unsafeTextError(field === "path" ? "path" : "query", field));
    return notFoundPage(c);
  };
}
