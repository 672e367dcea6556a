// The OpenAPI 3.1 document, written from the same route list that is mounted.
import { z } from "zod";
import type { AnyRoute } from "./registry";

const errorSchema = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
      required: ["code", "message"],
    },
  },
  required: ["error"],
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

export function buildOpenApi(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const security = route.access === "public" ? [] : [{ session: [] }];
    (paths[route.path] ??= {})[route.method] = {
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
        default: { description: "Error", content: { "application/json": { schema: errorSchema } } },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Atelier API", version: "1" },
    servers: [{ url: "/api/v1" }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } },
    },
    paths,
  };
}
