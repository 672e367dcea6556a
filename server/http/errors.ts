// The API's one error shape: { error: { code, message, fields? } } with a correct status.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type z } from "zod";

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

/** Field path → first message, so a form can mark exactly the failing inputs. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const prefix = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      // Mass assignment is refused by name: the caller learns which field is not accepted.
      for (const k of issue.keys) fields[prefix ? `${prefix}.${k}` : k] ??= "Unknown field.";
      continue;
    }
    fields[prefix || "_"] ??= issue.message;
  }
  return fields;
}

export function errorBody(err: ApiError) {
  return { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
}

export function sendError(c: Context, err: ApiError) {
  return c.json(errorBody(err), err.status);
}
