import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyRequests, products } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

describe.skipIf(legUnavailable())(`notify me and cross-site protection (${dbKind})`, () => {
  let server: TestServer;
  let productId: string;
  let comingSoonSize: string;
  let comingSoonColor: string;
  let inStockSize: string;
  let inStockColor: string;
  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.services.db.select().from(products);
    const p = rows.find(
      (r) =>
        r.sizes.some((s) => s.status === 3 && s.colors.length > 0) &&
        r.sizes.some((s) => s.status === 1 && s.colors.length > 0),
    )!;
    productId = p.id;
    const soon = p.sizes.find((s) => s.status === 3 && s.colors.length > 0)!;
    comingSoonSize = soon.key;
    comingSoonColor = soon.colors[0]!;
    const inStock = p.sizes.find((s) => s.status === 1 && s.colors.length > 0)!;
    inStockSize = inStock.key;
    inStockColor = inStock.colors[0]!;
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    server.fetch("/api/v1/notify-requests", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("stores one request per variant and e-mail, idempotently", async () => {
    const body = { productId, size: comingSoonSize, color: comingSoonColor, email: "  Shopper@Example.com " };
    expect((await post(body)).status).toBe(201);
    expect((await post(body)).status).toBe(201);
    const stored = await server.services.db.select().from(notifyRequests);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      productId,
      size: comingSoonSize,
      color: comingSoonColor,
      email: "shopper@example.com",
    });
  });

  it.each([
    [{ size: "M", color: "black", email: "a@b.co" }, "productId"],
    [{ productId: "x", size: "M", email: "a@b.co" }, "color"],
    [{ productId: "x", size: "M", color: "black", email: "not-an-email" }, "email"],
    [{ productId: "x", size: "M", color: "black", email: "a@b.co", extra: 1 }, "extra"],
  ])("refuses bad input %o with 400 naming the field", async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(json.error.fields).join(" ")).toContain(field);
  });

  it("refuses a variant that can already be ordered, an unknown colour, and an unknown product", async () => {
    expect((await post({ productId, size: inStockSize, color: inStockColor, email: "a@b.co" })).status).toBe(
      400,
    );
    const unknown = await post({ productId, size: comingSoonSize, color: "no-such-colour", email: "a@b.co" });
    expect(unknown.status).toBe(400);
    expect(
      ((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty("color");
    expect((await post({ productId: "nope", size: "M", color: "black", email: "a@b.co" })).status).toBe(404);
  });

  it("documents the colour as a required field of the request in the OpenAPI document", async () => {
    type Doc = {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } } }
      >;
    };
    const doc = (await (await server.fetch("/api/v1/openapi.json")).json()) as Doc;
    const schema = doc.paths["/notify-requests"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(["productId", "size", "color", "email"]));
  });

  it("refuses a state-changing request from another site", async () => {
    const res = await post(
      { productId, size: comingSoonSize, color: comingSoonColor, email: "c@d.co" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    const stored = await server.services.db.select().from(notifyRequests);
    expect(stored.some((r) => r.email === "c@d.co")).toBe(false);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await server.fetch("/api/v1/notify-requests", { method: "POST", body: "email=a@b.co" });
    expect(res.status).toBe(415);
  });

  it("takes 20 requests per 10 minutes from one sender (each may e-mail an address), then answers 429", async () => {
    // The requests above took 5 of them: the two kept and the three the service refused (bad
    // input and another site's posts are refused before they count).
    const ask = (n: number) =>
      post({ productId, size: comingSoonSize, color: comingSoonColor, email: `waiting-${n}@example.com` });
    const statuses: number[] = [];
    for (let n = 0; n < 15; n++) statuses.push((await ask(n)).status);
    expect(statuses).toEqual(Array<number>(15).fill(201));
    const refused = await ask(15);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again later." },
    });
    const stored = await server.services.db.select().from(notifyRequests);
    expect(stored.some((r) => r.email === "waiting-15@example.com")).toBe(false);
  });
});
