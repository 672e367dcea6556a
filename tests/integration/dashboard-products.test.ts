import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductPage } from "../../domain/contracts/products";
import { orderLines, products } from "../../server/db/schema";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { STALE_PRODUCT } from "../../domain/contracts/dashboard-products";
import { startWithAdmin } from "./sessions";

describe.skipIf(legUnavailable())(`dashboard products (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => ({ server, admin } = await startWithAdmin()));
  afterAll(() => server?.close());

  const send = (method: string, path: string, body?: unknown) =>
    server.fetch(`/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json", cookie: admin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const upload = async (bytes: Uint8Array, type = "image/png") => {
    const form = new FormData();
    form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), "upload");
    return server.fetch("/api/v1/dashboard/media", {
      method: "POST",
      headers: { cookie: admin },
      body: form,
    });
  };
  const productCount = async () => (await server.services.db.select({ n: count() }).from(products))[0]!.n;

  async function uploadedKey(color: string): Promise<string> {
    const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: color } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.status).toBe(201);
    return ((await res.json()) as { key: string }).key;
  }

  const valid = (keys: { black: string; camel: string }) => ({
    title: "  Sculpted   Wool Cape ",
    description: "A cape cut from double-faced wool.",
    materials: "100% virgin wool.",
    details: ["Unlined", "Made in Italy"],
    category: "women",
    subCategories: ["coats", "explorePage"],
    basePriceCents: 289000,
    maxQuantity: 2,
    baseStatus: 1,
    baseImagesColor: "black",
    images: { black: [keys.black], camel: [keys.camel] },
    sizes: [
      { key: "S", status: 1, colors: ["black", "camel"] },
      { key: "M", status: 2, colors: ["black"], preOrderDate: "2027-03-01" },
    ],
  });

  it("adds a product with uploaded images in two colours; the shop lists and finds it at once", async () => {
    const keys = { black: await uploadedKey("#111111"), camel: await uploadedKey("#c19a6b") };
    const res = await send("POST", "/dashboard/products", valid(keys));
    expect(res.status).toBe(201);
    const created = (await res.json()) as Product;
    expect(created.title).toBe("Sculpted Wool Cape");
    expect(created.url).toMatch(/^sculpted-wool-cape-\d{1,7}$/);
    const image = await server.fetch(`/media/${keys.black}/480.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const listing = (await (await server.fetch("/api/v1/products?page=women&limit=1")).json()) as ProductPage;
    expect(listing.items[0]?.id).toBe(created.id);
    const found = (await (
      await server.fetch("/api/v1/products/search?q=sculpted%20cape")
    ).json()) as ProductPage;
    expect(found.items.map((p) => p.id)).toContain(created.id);

    const edited = await send("PUT", `/dashboard/products/${created.id}`, {
      ...valid(keys),
      basePriceCents: 199000,
    });
    expect(edited.status).toBe(200);
    const page = (await (await server.fetch(`/api/v1/products/by-url/${created.url}`)).json()) as Product;
    expect(page.basePriceCents).toBe(199000);
  });

  it("a save over an edit made meanwhile by someone else is refused, and changes nothing", async () => {
    const keys = { black: await uploadedKey("#222222"), camel: await uploadedKey("#b08a5a") };
    const created = (await (await send("POST", "/dashboard/products", valid(keys))).json()) as Product;
    const opened = (await (await send("GET", `/dashboard/products/${created.id}`)).json()) as {
      version: string;
    };
    expect(opened.version).toMatch(/^\d{4}-\d\d-\d\dT/);
    // One member of staff saves from the version both opened…
    const first = await send("PUT", `/dashboard/products/${created.id}?version=${opened.version}`, {
      ...valid(keys),
      materials: "100% cashmere.",
    });
    expect(first.status).toBe(200);
    // …the other, still on that version, is refused instead of putting the old materials back.
    const second = await send("PUT", `/dashboard/products/${created.id}?version=${opened.version}`, {
      ...valid(keys),
      basePriceCents: 77700,
    });
    expect(second.status).toBe(409);
    const error = ((await second.json()) as { error: { code: string; message: string } }).error;
    expect(error).toEqual({ code: "stale_product", message: STALE_PRODUCT });
    const now = (await (await send("GET", `/dashboard/products/${created.id}`)).json()) as Product & {
      version: string;
    };
    expect([now.materials, now.basePriceCents]).toEqual(["100% cashmere.", 289000]);
    // From the version they reload, their save goes through.
    const retried = await send("PUT", `/dashboard/products/${created.id}?version=${now.version}`, {
      ...valid(keys),
      materials: "100% cashmere.",
      basePriceCents: 77700,
    });
    expect(retried.status).toBe(200);
  });

  it.each([
    [{ title: "   " }, "title"],
    [{ basePriceCents: -1 }, "basePriceCents"],
    [{ basePriceCents: 0 }, "basePriceCents"],
    [
      { sizes: [{ key: "S", status: 2, colors: ["black"], preOrderDate: "2020-01-01" }] },
      "sizes.0.preOrderDate",
    ],
    [
      {
        sizes: [
          { key: "S", status: 1, colors: ["black"] },
          { key: "s", status: 1, colors: ["black"] },
        ],
      },
      "sizes",
    ],
    [{ baseStatus: 7 }, "baseStatus"],
    [{ category: "kids" }, "category"],
    [{ subCategories: ["nope"] }, "subCategories"],
    [{ maxQuantity: 5 }, "maxQuantity"],
    [{ sizes: [{ key: "S", status: 2, colors: ["black"] }] }, "sizes.0.preOrderDate"],
    // No shopper could buy an in-stock (or pre-order) size that comes in no colour.
    [
      {
        sizes: [
          { key: "S", status: 0, colors: [] },
          { key: "M", status: 1, colors: [] },
        ],
      },
      "sizes.1.colors",
    ],
    [{ sizes: [{ key: "S", status: 2, colors: [], preOrderDate: "2027-03-01" }] }, "sizes.0.colors"],
    [
      { images: { black: ["../../etc/passwd"] }, sizes: [{ key: "S", status: 1, colors: ["black"] }] },
      "images.black",
    ],
    [{ baseImagesColor: "navy" }, "baseImagesColor"],
    [{ productId: "forged" }, "productId"],
  ])("refuses %o with 400 naming the field and writes nothing", async (patch, field) => {
    const keys = { black: "seed/wool-coat/black/1", camel: "seed/wool-coat/camel/1" };
    const before = await productCount();
    const res = await send("POST", "/dashboard/products", { ...valid(keys), ...patch });
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as { error: { fields?: Record<string, string> } }).error.fields ?? {};
    expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
    expect(await productCount()).toBe(before);
  });

  it("refuses non-image, too small and oversized uploads", async () => {
    const text = await upload(new TextEncoder().encode("not an image at all"));
    expect(text.status).toBe(400);
    const tiny = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await upload(tiny)).status).toBe(400);
    const huge = new Uint8Array(11 * 1024 * 1024);
    expect((await upload(huge)).status).toBe(413);
  });

  it("removes a product and keeps past orders intact", async () => {
    const [line] = await server.services.db.select().from(orderLines).limit(1);
    const res = await server.fetch(`/api/v1/dashboard/products/${line!.productId}`, {
      method: "DELETE",
      headers: { cookie: admin },
    });
    expect(res.status).toBe(200);
    const still = await server.services.db.select().from(orderLines);
    expect(still.some((l) => l.productId === line!.productId && l.title === line!.title)).toBe(true);
    expect((await server.fetch(`/api/v1/products/by-url/${line!.url}`)).status).toBe(404);
  });
});
