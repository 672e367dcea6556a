// Size guides (decisions 60–61): closed to roles without 'design'; each product names its guide,
// refused when unknown and carried by the product APIs; publish then restore brings the exact
// guides back; a product page's rows are the sizes it sells; another process sees a publish.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../domain/contracts/products";
import type { SizeGuidesContent, SizeGuidesDetail } from "../../domain/contracts/size-guides";
import { MISSING_MEASUREMENT } from "../../domain/size-guides";
import { products } from "../../server/db/schema";
import { DEFAULT_SIZE_GUIDES } from "../../server/services/size-guides/default-size-guides";
import { productSizeGuide, publicSizeGuides } from "../../server/services/size-guides/size-guides";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { otherProcessServices } from "./other-process";
import { signUpAsStaff, startWithAdmin } from "./sessions";
import { versionedDocumentCalls } from "./versioned-document";

describe.skipIf(legUnavailable())(`size guides (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let writer: string;

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    // Everything but Design: products and pages are no way into the guides.
    writer = await signUpAsStaff(server, "guides-writer@example.com", {
      id: "no-design",
      permissions: {
        pages: "all",
        products: "all",
      },
    });
  });
  afterAll(() => server?.close());

  const { call, detail, publish, saveDraft, expectOversizedRefused, everyCall, expectPublishReaches } =
    versionedDocumentCalls<SizeGuidesDetail>(
      () => server,
      () => admin,
      "/dashboard/design/size-guides",
    );
  const seeded = async (title: string) => {
    const [row] = await server.services.db.select().from(products).where(eq(products.title, title));
    expect(row, title).toBeDefined();
    return row!;
  };
  const shopProduct = async (title: string) => {
    const res = await server.fetch(`/api/v1/products/by-url/${(await seeded(title)).url}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Product;
  };

  it("a role without 'design' gets 403 on every read and write of the guides", async () => {
    const answers = await everyCall(writer);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 403));
    const after = await detail();
    expect(after.history).toHaveLength(1);
    expect(after.draft).toBeNull();
  });

  it("seeds version 1 and gives each seeded product its sub-category's guide", async () => {
    expect((await detail()).published.content).toEqual(DEFAULT_SIZE_GUIDES);
    expect((await shopProduct("Belted Gabardine Trench Coat")).sizeGuide).toBe("coats-tailoring");
    expect((await shopProduct("Calfskin Penny Loafers")).sizeGuide).toBe("shoes");
    expect((await shopProduct("Merino Roll Neck")).sizeGuide).toBe("knitwear");
    expect((await shopProduct("The Atelier Top-Handle Bag")).sizeGuide).toBe("none");
    expect((await shopProduct("Bridle Leather Belt")).sizeGuide).toBe("none");
  });

  it("a product page's guide has the rows of the sizes it sells, and a bag has none", async () => {
    const trench = await productSizeGuide(server.services, await shopProduct("Belted Gabardine Trench Coat"));
    expect(trench?.rows.map((r) => r.size)).toEqual(["36", "38", "40", "42", "44", "46"]);
    const shoes = await productSizeGuide(server.services, await shopProduct("Calfskin Penny Loafers"));
    expect(shoes?.title).toBe("Shoes");
    expect(shoes?.sizeColumn).toBe("EU");
    expect(shoes?.rows.map((r) => r.size)).toEqual(["36", "37", "38", "39", "40", "41"]);
    expect(
      await productSizeGuide(server.services, await shopProduct("The Atelier Top-Handle Bag")),
    ).toBeNull();
  });

  describe("the product API names the guide", () => {
    const body = (patch: Record<string, unknown>) => ({
      title: "Guide Test Boot",
      description: "A boot.",
      materials: "Calf leather.",
      details: [],
      category: "women",
      subCategories: ["shoes"],
      basePriceCents: 90000,
      maxQuantity: 2,
      baseStatus: 1,
      baseImagesColor: "black",
      images: { black: ["seed/wool-coat/black/1"] },
      sizes: [
        { key: "38", status: 1, colors: ["black"] },
        { key: "50", status: 1, colors: ["black"] },
      ],
      ...patch,
    });

    it("refuses an unknown guide with 400 naming sizeGuide and writes nothing", async () => {
      const before = (await server.services.db.select().from(products)).length;
      const res = await call(admin, "POST", "/dashboard/products", body({ sizeGuide: "hats" }));
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(error.fields ?? {})).toContain("sizeGuide");
      expect((await server.services.db.select().from(products)).length).toBe(before);
    });

    it("defaults from the sub-categories, keeps the guide on an edit without one, and changes it on request", async () => {
      const created = await call(admin, "POST", "/dashboard/products", body({}));
      expect(created.status).toBe(201);
      const product = (await created.json()) as Product;
      expect(product.sizeGuide).toBe("shoes");
      // A size the guide has no row for (EU 50) keeps its row, with dashes (decision 61).
      const guide = await productSizeGuide(server.services, product);
      expect(guide?.rows.map((r) => r.size)).toEqual(["38", "50"]);
      expect(guide?.rows[1]?.values.every((v) => v === MISSING_MEASUREMENT)).toBe(true);

      const chosen = await call(
        admin,
        "PUT",
        `/dashboard/products/${product.id}`,
        body({ sizeGuide: "none" }),
      );
      expect(((await chosen.json()) as Product).sizeGuide).toBe("none");
      const kept = await call(
        admin,
        "PUT",
        `/dashboard/products/${product.id}`,
        body({ title: "Guide Boot" }),
      );
      expect(((await kept.json()) as Product).sizeGuide).toBe("none");
      const form = await call(admin, "GET", `/dashboard/products/${product.id}`);
      expect(((await form.json()) as Product).sizeGuide).toBe("none");
      const shop = await server.fetch(`/api/v1/products/by-url/${product.url}`);
      expect(((await shop.json()) as Product).sizeGuide).toBe("none");
    });

    it("is in the OpenAPI document for the product form and the product", async () => {
      const doc = (await (await server.fetch("/api/v1/openapi.json")).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const text = JSON.stringify(doc.paths["/dashboard/products"]?.post);
      expect(text).toContain('"sizeGuide"');
      expect(text).toContain('"coats-tailoring"');
      expect(JSON.stringify(doc.paths["/dashboard/design/size-guides/publish"])).toContain('"sizeColumn"');
    });
  });

  it.each([
    [
      "a row with a value missing",
      (g: SizeGuidesContent) => g.shoes.rows[0]!.values.pop(),
      "content.shoes.rows.0.values",
    ],
    [
      "a size twice",
      (g: SizeGuidesContent) => (g.knitwear.rows[1]!.size = "xs"),
      "content.knitwear.rows.1.size",
    ],
    ["an empty title", (g: SizeGuidesContent) => (g.shoes.title = "  "), "content.shoes.title"],
    [
      "a guide left out",
      (g: SizeGuidesContent) => delete (g as Partial<SizeGuidesContent>).shoes,
      "content.shoes",
    ],
  ])("refuses %s with 400 naming the field and publishes nothing", async (_what, spoil, field) => {
    const before = await detail();
    const content = structuredClone(before.published.content);
    spoil(content);
    const res = await publish(content, before.published.info.number);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields?: Record<string, string> } };
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect((await detail()).history).toHaveLength(before.history.length);
  });

  it("publishes an edited row to the product page, then restore brings back the exact guides", async () => {
    const before = await detail();
    const content = structuredClone(before.published.content);
    const row = content["coats-tailoring"].rows.find((r) => r.size === "38")!;
    row.values[0] = "89";
    const res = await publish(content, before.published.info.number);
    expect(res.status).toBe(200);
    const after = (await res.json()) as SizeGuidesDetail;
    expect(after.published.info.number).toBe(before.published.info.number + 1);
    expect(after.published.info.publishedBy).toBeTruthy();
    const trench = await productSizeGuide(server.services, await shopProduct("Belted Gabardine Trench Coat"));
    expect(trench?.rows.find((r) => r.size === "38")?.values[0]).toBe("89");

    // A stale editor cannot overwrite it.
    expect((await publish(before.published.content, before.published.info.number)).status).toBe(409);

    const restored = await call(admin, "POST", "/dashboard/design/size-guides/versions/1/restore", {});
    expect(restored.status).toBe(200);
    const back = (await restored.json()) as SizeGuidesDetail;
    expect(back.published.content).toEqual(DEFAULT_SIZE_GUIDES);
    expect(back.published.info.restoredFrom).toBe(1);
    expect(await publicSizeGuides(server.services)).toEqual(DEFAULT_SIZE_GUIDES);
  });

  it("an 800 KB guide is refused before it reaches the database", async () => {
    await expectOversizedRefused((g) => ({
      ...g,
      shoes: { ...g.shoes, note: "Measure at the end of the day. ".repeat(27_000) },
    }));
  });

  it("markup in a cell or the note is kept as the words typed (the product page prints it as text)", async () => {
    const before = await detail();
    const content = structuredClone(before.published.content);
    content["coats-tailoring"].rows.find((r) => r.size === "36")!.values[0] = "<script>x</script>";
    content["coats-tailoring"].note = '<img src=x onerror="alert(2)">';
    expect((await publish(content, before.published.info.number)).status).toBe(200);
    const guide = await productSizeGuide(server.services, await shopProduct("Belted Gabardine Trench Coat"));
    expect(guide?.rows[0]?.values[0]).toBe("<script>x</script>");
    expect(guide?.note).toBe('<img src=x onerror="alert(2)">');
    const restored = await call(admin, "POST", "/dashboard/design/size-guides/versions/1/restore", {});
    expect(restored.status).toBe(200);
  });

  it("keeps a draft out of the shop until it is published", async () => {
    const before = await detail();
    const content = structuredClone(before.published.content);
    content.shoes.note = "Draft note.";
    expect((await saveDraft(content, before.published.info.number)).status).toBe(200);
    expect((await detail()).draft?.content.shoes.note).toBe("Draft note.");
    expect((await publicSizeGuides(server.services)).shoes.note).toBe(before.published.content.shoes.note);
    expect((await call(admin, "DELETE", "/dashboard/design/size-guides/draft")).status).toBe(200);
    expect((await detail()).draft).toBeNull();
  });

  describe.skipIf(dbKind !== "postgres")("across server processes", () => {
    const other = otherProcessServices(() => server);

    it("another process shows the new guide within 1 s of publishing", async () => {
      await expectPublishReaches(
        async () => (await publicSizeGuides(other())).shoes.title,
        (g) => g.shoes.title,
        (g) => ({ ...g, shoes: { ...g.shoes, title: "Shoes, Notified" } }),
      );
    });
  });
});
