// The published API description, linted with Redocly's recommended rules as a generated-client
// author would: every operation named, its errors described, its tags listed.
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApi } from "./openapi";
import { defineRoute, type AnyRoute } from "./registry";
import { apiRoutes } from "./routes/index";

type Operation = {
  operationId?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Doc = ReturnType<typeof buildOpenApi> & { paths: Record<string, Record<string, Operation>> };

async function lint(doc: object) {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "openapi.json", config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ""}`);
}

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe("the OpenAPI document", () => {
  const doc = buildOpenApi(apiRoutes) as Doc;

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    expect(await lint(doc)).toEqual([]);
  });

  it("names every operation once", () => {
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/orders/{id}/cancel"]?.post?.operationId).toBe("postOrdersByIdCancel");
    expect(doc.paths["/products/by-url/{url}"]?.get?.operationId).toBe("getProductsByUrl");
  });

  it("documents each operation's client errors with the error schema", () => {
    for (const { key, op } of operations(doc)) {
      const clientErrors = Object.keys(op.responses).filter((s) => /^4\d\d$/.test(s));
      expect(clientErrors.length, key).toBeGreaterThan(0);
      for (const status of clientErrors) {
        expect(op.responses[status]?.content?.["application/json"]?.schema, `${key} ${status}`).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
    }
    const cancel = doc.paths["/dashboard/orders/{id}/cancel"]?.post;
    expect(Object.keys(cancel?.responses ?? {})).toEqual(
      expect.arrayContaining(["400", "401", "403", "404", "413", "415"]),
    );
    expect(Object.keys(doc.paths["/countries"]?.get?.responses ?? {})).toContain("400");
  });

  it("lists every tag it uses, with a description", () => {
    const listed = doc.tags.map((t) => t.name);
    const used = new Set(operations(doc).flatMap(({ op }) => op.tags ?? []));
    expect([...used].every((t) => listed.includes(t))).toBe(true);
    expect(doc.tags.every((t) => t.description.length > 0)).toBe(true);
  });

  it("describes a route added later without any extra work", async () => {
    const extra = defineRoute({
      method: "post",
      path: "/gift-cards/{code}/redeem",
      summary: "Redeem a gift card",
      tag: "gift-cards",
      access: "user",
      params: z.object({ code: z.string() }),
      body: z.object({ amount: z.number() }),
      response: z.object({ ok: z.boolean() }),
      handler: async () => ({ ok: true }),
    });
    const more = buildOpenApi([...apiRoutes, extra] as AnyRoute[]);
    expect(await lint(more)).toEqual([]);
  });
});
