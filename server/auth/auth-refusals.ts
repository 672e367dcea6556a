// Better Auth answers a refusal as { code, message }; every other endpoint of the shop as
// { error: { code, message, fields? } } (server/http/errors.ts). Its refusals are put in the
// shop's shape on their way out, so an API client reads one shape: its validation messages,
// "[body.newPassword] Expected text.; [body.token] …", become fields.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError, errorBody } from "../http/errors";

/** `{ newPassword: "Expected text." }` from Better Auth's "[body.newPassword] Expected text.; …". */
export function fieldsOfMessage(message: string): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const part of message.split(/;\s*/)) {
    const m = /^\[(?:body|query)\.([\w.]+)\]\s*(.*)$/.exec(part.trim());
    if (m) fields[m[1]!] = m[2]!.trim() || "Invalid value.";
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The response with a refusal of Better Auth's own shape rewritten in the shop's; others as they are. */
export async function inShopShape(res: Response): Promise<Response> {
  if (res.ok || !(res.headers.get("content-type") ?? "").includes("application/json")) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  if (typeof body !== "object" || body === null || "error" in body) return res;
  const { code, message } = body as { code?: unknown; message?: unknown };
  const text = typeof message === "string" && message ? message : res.statusText || "Refused.";
  const refusal = new ApiError(
    res.status as ContentfulStatusCode,
    // Its rate limiter answers { message } alone: named as the SDK names a bare 429.
    typeof code === "string" && code ? code : res.status === 429 ? "TOO_MANY_REQUESTS" : "auth_refused",
    text,
    fieldsOfMessage(text),
  );
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(refusal)), { status: res.status, headers });
}
