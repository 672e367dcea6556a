// The OpenAPI 3.1 document, written from the same route list that is mounted. Everything a
// client generator needs is derived from each route's definition (method, path, access rule,
// schemas), so a new route is fully described without extra work: its operationId, its error
// responses and its tag.
import { z } from "zod";
import type { AnyRoute } from "./registry";
import { compareNames } from "../../domain/names";

const ERROR_REF = { $ref: "#/components/schemas/Error" };

const errorSchema = {
  type: "object",
  description: "Every error answer: a stable code, a sentence to show, and the failing fields by name.",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string", examples: ["bad_request"] },
        message: { type: "string", examples: ["Invalid body."] },
        fields: {
          type: "object",
          description: "Field path → what is wrong with it (400 only).",
          additionalProperties: { type: "string" },
        },
      },
      required: ["code", "message"],
    },
  },
  required: ["error"],
};

/** Descriptions of the tags routes use; a tag missing here still gets a generic one. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  reference: "Reference data shared by every form (countries).",
  catalogue: "Listing pages, search, product pages and notify-me requests.",
  checkout: "Coupons and placing an order.",
  orders: "A shopper's own orders: reading and cancelling them.",
  account: "The signed-in shopper's profile and address book.",
  content: "Contact messages, newsletter subscriptions and consented page views.",
  dashboard: "The staff back office; each operation needs its area's permission.",
};

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: "any", io: "input" });

function parameters(route: AnyRoute) {
  const out: object[] = [];
  for (const [where, schema] of [
    ["path", route.params],
    ["query", route.query],
  ] as const) {
    if (!schema) continue;
    const s = json(schema) as { properties?: Record<string, object>; required?: string[] };
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === "path" || (s.required ?? []).includes(name),
        schema: prop,
      });
    }
  }
  return out;
}

const pascal = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/**
 * The method followed by the path, each parameter read as 'By<Name>':
 * `POST /orders/{id}/cancel` → `postOrdersByIdCancel`. A static `by-x` segment followed by its
 * parameter reads once: `GET /products/by-url/{url}` → `getProductsByUrl`. Unique because a
 * method and path are; buildOpenApi still refuses a collision.
 */
export function operationId(method: string, path: string): string {
  const segments = path.split("/").filter(Boolean);
  const words = segments.map((segment, i) => {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (param) return segments[i - 1] === `by-${param}` ? "" : `By${pascal(param)}`;
    return pascal(segment);
  });
  return method.toLowerCase() + words.join("");
}

/**
 * The client errors a route can answer, read from its shape: the router validates every declared
 * input (400), refuses what is too large (413) or of the wrong type (415), checks sign-in (401)
 * and permissions (403, also the same-origin check on every write), and a path naming a record
 * may find none (404). The route adds its own (409, 429) in `errors`.
 */
export function clientErrors(route: AnyRoute): Record<string, string> {
  const takesBody = Boolean(route.body || route.upload);
  const errors: Record<string, string> = {
    // An operation without a query schema refuses unknown query parameters, so 400 always applies.
    "400": "Invalid input: `fields` names each failing parameter or body field.",
  };
  if (route.access !== "public") errors["401"] = "Not signed in.";
  const writes = route.method !== "get";
  if (typeof route.access === "object" || writes) {
    errors["403"] =
      typeof route.access === "object"
        ? `Not allowed: the role lacks '${[route.access.action].flat().join("' or '")}' on ${route.access.area}${writes ? ", or a cross-site request" : ""}.`
        : "A cross-site request.";
  }
  if (route.path.includes("{")) errors["404"] = "No such record.";
  if (takesBody) {
    errors["413"] = route.upload ? "The file is too large." : "The request body is too large.";
    errors["415"] = route.upload ? "Not multipart/form-data." : "Not application/json.";
  }
  for (const [status, description] of Object.entries(route.errors ?? {})) errors[status] = description;
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => compareNames(a, b)));
}

export function buildOpenApi(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, object>> = {};
  const ids = new Set<string>();
  for (const route of routes) {
    const id = operationId(route.method, route.path);
    if (ids.has(id)) throw new Error(`Two operations would be named ${id}: rename one path`);
    ids.add(id);
    const security = route.access === "public" ? [] : [{ session: [] }];
    const errors = Object.entries(clientErrors(route)).map(([status, description]) => [
      status,
      { description, content: { "application/json": { schema: ERROR_REF } } },
    ]);
    (paths[route.path] ??= {})[route.method] = {
      operationId: id,
      summary: route.summary,
      tags: [route.tag],
      security,
      "x-access": route.access,
      parameters: parameters(route),
      ...(route.body
        ? { requestBody: { required: true, content: { "application/json": { schema: json(route.body) } } } }
        : {}),
      responses: {
        [String(route.successStatus ?? 200)]: {
          description: "Success",
          content: {
            "application/json": { schema: z.toJSONSchema(route.response, { unrepresentable: "any" }) },
          },
        },
        ...Object.fromEntries(errors),
        default: {
          description: "Server error (500) or briefly unavailable (503).",
          content: { "application/json": { schema: ERROR_REF } },
        },
      },
    };
  }
  const tags = [...new Set(routes.map((r) => r.tag))].sort().map((name) => ({
    name,
    description: TAG_DESCRIPTIONS[name] ?? `Operations on ${name.replace(/-/g, " ")}.`,
  }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Atelier API",
      version: "1",
      description:
        "The JSON API of the Atelier boutique: catalogue, checkout, a shopper's orders and account, and the staff back office. Errors share one shape (`Error`).",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/api/v1" }],
    tags,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } },
    },
    paths,
  };
}
