// Mounts the declared routes on Hono with validation, access checks and the error shape.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getSessionUser, requirePermission, type SessionUser } from "../auth/guards";
import { findUnsafeParam } from "../../domain/safe-text";
import { ApiError, badRequest, sendError, unauthorized } from "../http/errors";
import { assertSafeBody, unsafeTextError } from "../http/input-hygiene";
import { MAX_JSON_BODY } from "../http/limits";
import type { Services } from "../services-type";
import { buildOpenApi } from "./openapi";
import { type AnyRoute, honoPath, parseOrThrow } from "./registry";

/** Dashboard endpoints must name a permission: an open one is a programming error. */
export function assertProtected(routes: AnyRoute[]): void {
  for (const r of routes) {
    if (r.path.startsWith("/dashboard") && typeof r.access !== "object") {
      throw new Error(`${r.method.toUpperCase()} ${r.path} is under /dashboard but not permission-protected`);
    }
  }
}

export function createApiRouter(services: Services, routes: AnyRoute[]): Hono {
  assertProtected(routes);
  const api = new Hono();
  const tooLarge = bodyLimit({
    maxSize: MAX_JSON_BODY,
    onError: (c) => tooLargeAnswer(c, "The request body is too large."),
  });
  api.get("/openapi.json", (c) => c.json(buildOpenApi(routes)));

  for (const route of routes) {
    const limit = route.upload
      ? bodyLimit({
          maxSize: route.upload.maxBytes,
          onError: (c) => tooLargeAnswer(c, "The file is too large."),
        })
      : tooLarge;
    // An operation whose body may be left out (a restore) takes a request without one.
    const bodyOptional = route.body?.safeParse(undefined).success ?? false;
    const handle = async (c: Context) => {
      // Query strings were checked at the edge (server/http/input-hygiene.ts); path parameters
      // are checked here, where their names are known, before the session is even looked up.
      const unsafeParam = findUnsafeParam(Object.entries(c.req.param()));
      if (unsafeParam) throw unsafeTextError("path", unsafeParam);
      let session: Promise<SessionUser | null> | undefined;
      const user = () => (session ??= getSessionUser(services, c.req.raw.headers));
      if (route.access === "user" && !(await user())) throw unauthorized();
      if (typeof route.access === "object") {
        await requirePermission(services, await user(), route.access.area, route.access.action);
      }
      // The body is read (and its text checked) before any schema runs, so hostile text is
      // named as such whichever input it came with.
      const rawBody = route.body ? await readJson(c.req.raw, bodyOptional) : undefined;
      const params = parseOrThrow(route.params, c.req.param(), "path");
      const named = knownQuery(c, route.query);
      const query = route.query ? parseOrThrow(route.query, named, "query") : undefined;
      const body = route.body ? parseOrThrow(route.body, rawBody, "body") : undefined;
      const file = route.upload ? await readUpload(c.req.raw, route.upload.field) : undefined;
      const result = await route.handler({ params, query, body, file, c, services, user });
      // A handler may answer with a ready Response (a CSV download, say).
      if (result instanceof Response) return result;
      if (route.cache && route.method === "get") c.header("Cache-Control", route.cache);
      return c.json(result as object, route.successStatus ?? 200);
    };
    // A GET carries no body to limit, and asking for one (c.req.raw.body) made the Node adapter
    // build a whole fetch Request for every catalogue read (3-13 % of a search's CPU).
    if (route.method === "get") api.get(honoPath(route.path), handle);
    else api.on(route.method.toUpperCase(), honoPath(route.path), limit, handle);
  }
  return api;
}

/**
 * The query, once every name in it is one the operation declares; an operation without a query
 * declares none. A mistyped parameter would otherwise be ignored without a word.
 */
function knownQuery(c: Context, schema?: unknown): Record<string, string> {
  const query = c.req.query();
  const shape = schema === undefined ? {} : (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) return query;
  const unknown = Object.keys(query).filter((name) => !Object.hasOwn(shape, name));
  if (unknown.length > 0)
    throw badRequest("Invalid query.", Object.fromEntries(unknown.map((n) => [n, "Unknown field."])));
  return query;
}

/** The unread rest of the body is still on the wire: close the connection rather than reuse it. */
function tooLargeAnswer(c: Context, message: string) {
  c.header("Connection", "close");
  return sendError(c, new ApiError(413, "payload_too_large", message));
}

async function readUpload(req: Request, field: string): Promise<Buffer> {
  if (!(req.headers.get("content-type") ?? "").includes("multipart/form-data")) {
    throw new ApiError(415, "unsupported_media_type", "Send the file as multipart/form-data.");
  }
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new ApiError(400, "bad_request", "The upload could not be read.", {
      [field]: "The upload could not be read.",
    });
  }
  const file = form.get(field);
  if (!(file instanceof File))
    throw new ApiError(400, "bad_request", "Choose a file.", { [field]: "Choose a file." });
  return Buffer.from(await file.arrayBuffer());
}

/** Refuses bytes that are not UTF-8 instead of storing U+FFFD where a character was. */
const utf8 = new TextDecoder("utf-8", { fatal: true });
const lenient = new TextDecoder("utf-8");

async function readJson(req: Request, optional: boolean): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  const bytes = new Uint8Array(await req.arrayBuffer());
  // Blank (or nothing): no body, whatever its type says.
  if (optional && lenient.decode(bytes).trim() === "") return undefined;
  if (!type.includes("application/json")) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as application/json.");
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new ApiError(400, "bad_request", "The body is not valid UTF-8.", {
      _: "The body is not valid UTF-8.",
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "bad_request", "The body is not valid JSON.", {
      _: "The body is not valid JSON.",
    });
  }
  assertSafeBody(body);
  return body;
}
