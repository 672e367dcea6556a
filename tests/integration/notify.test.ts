import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyRequests, products } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

describe.skipIf(legUnavailable())(`notify me and cross-site protection (${dbKind})`, () => {
  let server: TestServer;
  let productId: string;
  let comingSoonSize: string;
  let inStockSize: string;
  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.services.db.select().from(products);
    const p = rows.find((r) => r.sizes.some((s) => s.status === 3) && r.sizes.some((s) => s.status === 1))!;
    productId = p.id;
    comingSoonSize = p.sizes.find((s) => s.status === 3)!.key;
    inStockSize = p.sizes.find((s) => s.status === 1)!.key;
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

  it("stores one request per product, size and e-mail, idempotently", async () => {
    const body = { productId, size: comingSoonSize, email: "  Shopper@Example.com " };
    expect((await post(body)).status).toBe(201);
    expect((await post(body)).status).toBe(201);
    const stored = await server.services.db.select().from(notifyRequests);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ productId, size: comingSoonSize, email: "shopper@example.com" });
  });

  it.each([
    [{ size: "M", email: "a@b.co" }, "productId"],
    [{ productId: "x", size: "M", email: "not-an-email" }, "email"],
    [{ productId: "x", size: "M", email: "a@b.co", extra: 1 }, "extra"],
  ])("refuses bad input %o with 400 naming the field", async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(json.error.fields).join(" ")).toContain(field);
  });

  it("refuses a size that can already be ordered, and an unknown product", async () => {
    expect((await post({ productId, size: inStockSize, email: "a@b.co" })).status).toBe(400);
    expect((await post({ productId: "nope", size: "M", email: "a@b.co" })).status).toBe(404);
  });

  it("refuses a state-changing request from another site", async () => {
    const res = await post(
      { productId, size: comingSoonSize, email: "c@d.co" },
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
});
