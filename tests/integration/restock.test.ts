// Restock alerts: when a size someone asked about can be ordered again (a staff save, a cancelled
// order), each waiting 'Notify me' request gets exactly one e-mail in the outbox — also when the
// restock is saved twice, and when two server processes save it at the same time.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_SERVICE } from "../../domain/client-service";
import type { PlacedOrder } from "../../domain/contracts/orders";
import { mailOutbox, notifyRequests, products, stockLevels } from "../../server/db/schema";
import { renderMail } from "../../server/mail/render";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { peerForTests } from "./peer-process";
import { productFormBody, type ProductDetail as Detail } from "./product-form";
import { signIn } from "./sessions";
import { guestOrderBody } from "../fixtures/order-body";

type Fetcher = Pick<TestServer, "fetch">;

describe.skipIf(legUnavailable())(`restock alerts (${dbKind})`, () => {
  let server: TestServer;
  let editor: string;
  /** In-stock sizes of distinct products, each with at least one colour. */
  let targets: { productId: string; url: string; title: string; size: string; colors: string[] }[];

  const db = () => server.services.db;
  const staff = (via: Fetcher, method: string, path: string, payload?: unknown) =>
    via.fetch(`/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json", cookie: editor },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  const detail = async (productId: string) =>
    (await (await staff(server, "GET", `/dashboard/products/${productId}`)).json()) as Detail;
  const formBody = (p: Detail, stock: Detail["stock"], sizes = p.sizes) =>
    productFormBody(p, { stock, sizes });
  /** Saves the product with one size's colours set to `n` each (all others as they are). */
  async function setSize(productId: string, size: string, n: number, via: Fetcher = server) {
    const p = await detail(productId);
    const stock = p.stock.map((c) => (c.size === size ? { ...c, onHand: n } : c));
    const res = await staff(via, "PUT", `/dashboard/products/${productId}`, formBody(p, stock));
    expect(res.status).toBe(200);
  }
  const ask = (productId: string, size: string, color: string, email: string) =>
    server.fetch("/api/v1/notify-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productId, size, color, email }),
    });
  /** Saves the product with one variant set to `n` (all others as they are). */
  async function setVariant(productId: string, size: string, color: string, n: number) {
    const p = await detail(productId);
    const stock = p.stock.map((c) => (c.size === size && c.color === color ? { ...c, onHand: n } : c));
    const res = await staff(server, "PUT", `/dashboard/products/${productId}`, formBody(p, stock));
    expect(res.status).toBe(200);
  }
  const mails = async (email: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, "restock")));

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, "editor@atelier.example", "atelier-editor");
    const rows = await db().select().from(products);
    targets = rows.flatMap((p) => {
      const size = p.sizes.find((s) => s.status === 1 && s.colors.length > 0);
      return size
        ? [{ productId: p.id, url: p.url, title: p.title, size: size.key, colors: size.colors }]
        : [];
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("a sold-out size takes requests; the restock e-mails each one once, saved twice or not", async () => {
    const t = targets[0]!;
    const c = t.colors[0]!;
    // While the variant is on sale it is not 'notify me'.
    expect((await ask(t.productId, t.size, c, "early@example.com")).status).toBe(400);
    await setSize(t.productId, t.size, 0);
    expect((await ask(t.productId, t.size, c, "ann@example.com")).status).toBe(201);
    expect((await ask(t.productId, t.size, c, "bob@example.com")).status).toBe(201);
    expect(await mails("ann@example.com")).toHaveLength(0);

    await setSize(t.productId, t.size, 2);
    await setSize(t.productId, t.size, 2);
    await setSize(t.productId, t.size, 5);
    for (const who of ["ann@example.com", "bob@example.com"]) {
      const sent = await mails(who);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.data).toMatchObject({ title: t.title, url: t.url, size: t.size, colors: [c] });
    }
    const waiting = await db().select().from(notifyRequests).where(eq(notifyRequests.productId, t.productId));
    expect(waiting.filter((r) => r.size === t.size)).toHaveLength(0);

    // The message itself: HTML and text, with the picture, size, colour and a link to the piece.
    const [row] = await mails("ann@example.com");
    const { mail } = await renderMail(row!.template, row!.data, {
      publicUrl: "https://shop.example",
      orderLink: (id) => id,
      loadImage: async () => Buffer.from("jpeg"),
      clientService: async () => CLIENT_SERVICE,
    });
    expect(mail.subject).toContain(t.title);
    expect(mail.text).toContain(`https://shop.example/product/${t.url}`);
    expect(mail.html).toContain(`href="https://shop.example/product/${t.url}"`);
    // The picture travels with the message (cid:), never fetched from the shop.
    expect(mail.html).toMatch(/<img[^>]+src="cid:/);
    expect(mail.html).not.toMatch(/<img[^>]+src="https?:/);
    expect(mail.html).toContain(`Size ${t.size}`);
  });

  it("a request is for its colour: a restock of one colour e-mails its subscriber once, not the other's", async () => {
    const t = targets.slice(4).find((x) => x.colors.length >= 2);
    if (!t) return expect.unreachable("the seed should have a size in two colours");
    const [first, second] = [t.colors[0]!, t.colors[1]!];
    await setSize(t.productId, t.size, 0);
    expect((await ask(t.productId, t.size, first, "first@example.com")).status).toBe(201);
    expect((await ask(t.productId, t.size, second, "second@example.com")).status).toBe(201);
    // The same address may wait for both colours: two requests, one per variant.
    expect((await ask(t.productId, t.size, second, "first@example.com")).status).toBe(201);

    await setVariant(t.productId, t.size, first, 2);
    await setVariant(t.productId, t.size, first, 2);
    const firstMails = await mails("first@example.com");
    expect(firstMails).toHaveLength(1);
    expect(firstMails[0]!.data).toMatchObject({ size: t.size, colors: [first] });
    expect(await mails("second@example.com")).toHaveLength(0);
    const waiting = await db().select().from(notifyRequests).where(eq(notifyRequests.productId, t.productId));
    expect(waiting.map((r) => [r.color, r.email]).sort()).toEqual([
      [second, "first@example.com"],
      [second, "second@example.com"],
    ]);

    await setVariant(t.productId, t.size, second, 1);
    expect(await mails("second@example.com")).toHaveLength(1);
    expect(await mails("first@example.com")).toHaveLength(2);
  });

  it("a request stored before colours (no colour) is answered once, by the first colour back", async () => {
    const t = targets.slice(4).filter((x) => x.colors.length >= 2)[1];
    if (!t) return expect.unreachable("the seed should have two sizes in two colours");
    await setSize(t.productId, t.size, 0);
    await db()
      .insert(notifyRequests)
      .values({ productId: t.productId, size: t.size, email: "legacy@example.com" });
    await setVariant(t.productId, t.size, t.colors[1]!, 3);
    await setVariant(t.productId, t.size, t.colors[0]!, 3);
    const sent = await mails("legacy@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ size: t.size, colors: [t.colors[1]] });
  });

  it("requests for sizes still unavailable wait", async () => {
    const t = targets[1]!;
    const p = await detail(t.productId);
    const other = p.sizes.find((s) => s.key !== t.size && s.status !== 3 && s.colors.length > 0);
    if (!other) return expect.unreachable("the seed should give this product a second size");
    const zero = p.stock.map((c) => (c.size === t.size || c.size === other.key ? { ...c, onHand: 0 } : c));
    expect((await staff(server, "PUT", `/dashboard/products/${t.productId}`, formBody(p, zero))).status).toBe(
      200,
    );
    expect((await ask(t.productId, t.size, t.colors[0]!, "cara@example.com")).status).toBe(201);
    expect((await ask(t.productId, other.key, other.colors[0]!, "dan@example.com")).status).toBe(201);
    await setSize(t.productId, t.size, 1);
    expect(await mails("cara@example.com")).toHaveLength(1);
    expect(await mails("dan@example.com")).toHaveLength(0);
    const waiting = await db()
      .select()
      .from(notifyRequests)
      .where(eq(notifyRequests.email, "dan@example.com"));
    expect(waiting).toHaveLength(1);
  });

  it("a coming-soon size put on sale with stock e-mails its requests", async () => {
    const rows = await db().select().from(products);
    const p = rows.find((r) => r.sizes.some((s) => s.status === 3 && s.colors.length > 0))!;
    const size = p.sizes.find((s) => s.status === 3 && s.colors.length > 0)!;
    expect((await ask(p.id, size.key, size.colors[0]!, "eve@example.com")).status).toBe(201);
    const d = await detail(p.id);
    const sizes = d.sizes.map((s) =>
      s.key === size.key ? { key: s.key, status: 1 as const, colors: s.colors } : s,
    );
    const stock = [...d.stock, ...size.colors.map((color) => ({ size: size.key, color, onHand: 4 }))];
    expect(
      (await staff(server, "PUT", `/dashboard/products/${p.id}`, formBody(d, stock, sizes))).status,
    ).toBe(200);
    const sent = await mails("eve@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ size: size.key, colors: [size.colors[0]] });
  });

  it("a cancelled order that brings the last unit back e-mails the size's requests", async () => {
    const t = targets[2]!;
    const p = await detail(t.productId);
    const stock = p.stock.map((c) =>
      c.size === t.size ? { ...c, onHand: c.color === t.colors[0] ? 1 : 0 } : c,
    );
    expect(
      (await staff(server, "PUT", `/dashboard/products/${t.productId}`, formBody(p, stock))).status,
    ).toBe(200);
    const res = await server.fetch("/api/v1/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        guestOrderBody(
          [{ productId: t.productId, size: t.size, color: t.colors[0]!, quantity: 1 }],
          "buyer@example.com",
        ),
      ),
    });
    expect(res.status).toBe(201);
    const order = (await res.json()) as PlacedOrder;
    expect((await ask(t.productId, t.size, t.colors[0]!, "fay@example.com")).status).toBe(201);
    const cancel = () =>
      server.fetch(`/api/v1/orders/${order.id}/cancel`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ guestToken: order.guestToken }),
      });
    await Promise.all([cancel(), cancel()]);
    const sent = await mails("fay@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ size: t.size, colors: [t.colors[0]] });
  });

  describe.skipIf(dbKind !== "postgres")("over two server processes", () => {
    const peer = peerForTests(() => server);

    it("the same restock saved through both processes at once writes each e-mail once", async () => {
      const t = targets[3]!;
      await setSize(t.productId, t.size, 0);
      const people = ["gus@example.com", "hal@example.com", "ivy@example.com"];
      for (const who of people) expect((await ask(t.productId, t.size, t.colors[0]!, who)).status).toBe(201);
      const p = await detail(t.productId);
      const stock = p.stock.map((c) => (c.size === t.size ? { ...c, onHand: 3 } : c));
      const results = await Promise.all(
        [server, peer, server, peer].map((via) =>
          staff(via, "PUT", `/dashboard/products/${t.productId}`, formBody(p, stock)),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      for (const who of people) expect(await mails(who)).toHaveLength(1);
      const [level] = await db()
        .select()
        .from(stockLevels)
        .where(and(eq(stockLevels.productId, t.productId), eq(stockLevels.size, t.size)));
      expect(level!.onHand).toBe(3);
    });
  });
});
