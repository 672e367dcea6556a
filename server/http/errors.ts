// The API's one error shape: { error: { code, message, fields? } } with a correct status.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type z } from "zod";
// Side effect: the shop's words for refusals a schema does not word itself.
import "./zod-messages";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, "bad_request", message, fields);
export const unauthorized = () => new ApiError(401, "unauthorized", "Please sign in.");
export const forbidden = () => new ApiError(403, "forbidden", "You are not allowed to do this.");
export const notFound = (what = "Not found.") => new ApiError(404, "not_found", what);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const unavailable = () =>
  new ApiError(503, "unavailable", "The boutique is briefly unavailable. Please try again in a moment.");

/** Field path → first message, so a form can mark exactly the failing inputs. */
export function zodFields(error: z.ZodError): Record<string, string> {
  // A Map, then own properties: a refused key named like an Object member ('__proto__',
  // 'constructor') is named too, where `fields[k] ??=` on a plain object saw the inherited one.
  const fields = new Map<string, string>();
  const name = (key: string, message: string) => {
    if (!fields.has(key)) fields.set(key, message);
  };
  for (const issue of error.issues) {
    const prefix = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      // Mass assignment is refused by name: the caller learns which field is not accepted.
      for (const k of issue.keys) name(prefix ? `${prefix}.${k}` : k, "Unknown field.");
      continue;
    }
    name(prefix || "_", issue.message);
  }
  return Object.fromEntries(fields);
}

export function errorBody(err: ApiError) {
  return { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
}

export function sendError(c: Context, err: ApiError) {
  return c.json(errorBody(err), err.status);
}

/** 503 with Retry-After: a page for a browser asking for one, JSON for the API and the router. */
export function sendUnavailable(c: Context) {
  const err = unavailable();
  c.header("Retry-After", "5");
  const wantsPage = !c.req.path.startsWith("/api/") && (c.req.header("accept") ?? "").includes("text/html");
  if (!wantsPage) return sendError(c, err);
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Atelier</title></head><body style="font-family:Georgia,serif;text-align:center;padding:20vh 1.5rem;color:#1a1a1a">` +
      `<h1 style="font-weight:400;letter-spacing:.2em">ATELIER</h1><p>${err.message}</p></body></html>`,
    503,
  );
}
