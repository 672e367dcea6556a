// Design: the hero, announcement bar, footer details and social links. Proves the area is closed
// to roles without 'design', that unsafe links and made-up image keys are refused and change
// nothing, that the hero image goes through the media checks, that restore brings back the
// exact previous Design, that every publish and restore records who and when, and that a publish
// reaches another server process's cache.
import { HERO_MIN_WIDTH } from "../../domain/design";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignContent, DesignDetail } from "../../domain/contracts/design";
import { publicDesign } from "../../server/services/design/design";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { otherProcessServices } from "./other-process";
import { signUpAsStaff, startWithAdmin } from "./sessions";
import { versionedDocumentCalls } from "./versioned-document";

describe.skipIf(legUnavailable())(`design: hero, announcement, footer and social links (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let writer: string;

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    writer = await signUpAsStaff(server, "writer@example.com", {
      id: "writer",
      permissions: { pages: "all" },
    });
  });
  afterAll(() => server?.close());

  const { call, detail, publish, expectOversizedRefused, everyCall, expectPublishReaches } =
    versionedDocumentCalls<DesignDetail>(
      () => server,
      () => admin,
      "/dashboard/design",
    );
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#8a6f55" } })
      .png()
      .toBuffer();
  const upload = async (cookie: string, bytes: Buffer) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "hero.png");
    return server.fetch("/api/v1/dashboard/design/media", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
  };

  it("a role without 'design' gets 403 on every read and write of the area", async () => {
    const answers = [...(await everyCall(writer)), await upload(writer, await image(1280, 1600))];
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 403));
    expect((await detail()).history).toHaveLength(1);
  });

  it("the seeded version 1 is what the shop showed before", async () => {
    const design = await publicDesign(server.services);
    expect(design.hero.headline).toBe("The Winter Collection");
    expect(design.footer.phone).toBe("+1 (212) 555-0190");
    expect(design.announcement.enabled).toBe(false);
  });

  it("publishing a new headline and an uploaded image shows them to the shop, with who and when", async () => {
    const uploaded = await upload(admin, await image(1600, 1200));
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    const before = await detail();
    const content: DesignContent = {
      ...before.published.content,
      hero: {
        ...before.published.content.hero,
        imageKey: key,
        focalX: 30,
        focalY: 40,
        headline: "The Cashmere Edit",
      },
      announcement: {
        enabled: true,
        text: "Private sale: 20% off knitwear",
        link: { label: "Shop now", href: "/women/knitwear" },
        startsAt: "2026-01-01T00:00:00.000Z",
        endsAt: "2036-01-01T00:00:00.000Z",
      },
    };
    const res = await publish(content, before.published.info.number);
    expect(res.status).toBe(200);
    const after = (await res.json()) as DesignDetail;
    expect(after.published.info).toMatchObject({ number: 2, publishedBy: "Margaux Delacroix" });
    const shop = await publicDesign(server.services);
    expect(shop.hero).toMatchObject({ imageKey: key, headline: "The Cashmere Edit", focalX: 30 });
    expect(shop.announcement.text).toBe("Private sale: 20% off knitwear");
    // The image is served by the media routes like any product picture.
    expect((await server.fetch(`/media/${key}/640.webp`)).status).toBe(200);
  });

  it("an image the media checks refuse is a 400 naming the file", async () => {
    const res = await upload(admin, await image(40, 40));
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.file,
    ).toBeTruthy();
    // A body that is not the multipart it says it is: the file field is named too.
    const broken = await server.fetch("/api/v1/dashboard/design/media", {
      method: "POST",
      headers: { cookie: admin, "content-type": "multipart/form-data; boundary=xx" },
      body: "garbage",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      file: "The upload could not be read.",
    });
  });

  it("the home page's image is at least as wide as the Design's hint says; a product picture need not be", async () => {
    const narrow = await image(1000, 600);
    const res = await upload(admin, narrow);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toBe(
      `Images must be at least ${HERO_MIN_WIDTH} px wide.`,
    );
    expect((await upload(admin, await image(HERO_MIN_WIDTH, 800))).status).toBe(201);
    // The same picture is wide enough for a product.
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(narrow)], { type: "image/png" }), "piece.png");
    const product = await server.fetch("/api/v1/dashboard/media", {
      method: "POST",
      headers: { cookie: admin },
      body: form,
    });
    expect(product.status).toBe(201);
  });

  it("a product picture narrower than the hero's minimum cannot be chosen for it afterwards", async () => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await image(600, 750))], { type: "image/png" }), "piece.png");
    const uploaded = await server.fetch("/api/v1/dashboard/media", {
      method: "POST",
      headers: { cookie: admin },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    const before = await detail();
    const content = {
      ...before.published.content,
      hero: { ...before.published.content.hero, imageKey: key },
    };
    for (const res of [
      await call(admin, "PUT", "/dashboard/design/draft", { content, basedOn: before.published.info.number }),
      await publish(content, before.published.info.number),
    ]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        "hero.imageKey": `Images must be at least ${HERO_MIN_WIDTH} px wide.`,
      });
    }
    expect(await detail()).toEqual(before);
  });

  it("a hero uploaded before uploads kept their size is checked by its files, so the Design can still be saved", async () => {
    const key = "u/0a1b2c3d4e5f60718293";
    const webp = await sharp({ create: { width: 320, height: 400, channels: 3, background: "#8a6f55" } })
      .webp()
      .toBuffer();
    await server.services.media.blobs.put(`${key}/320.webp`, webp);
    const before = await detail();
    const content = {
      ...before.published.content,
      hero: { ...before.published.content.hero, imageKey: key },
    };
    const draft = await call(admin, "PUT", "/dashboard/design/draft", {
      content,
      basedOn: before.published.info.number,
    });
    expect(draft.status).toBe(200);
    await call(admin, "DELETE", "/dashboard/design/draft");
  });

  describe("unsafe or wrong input is refused and changes nothing", () => {
    const cases: Record<string, (d: DesignContent) => DesignContent> = {
      "a javascript: hero link": (d) => ({
        ...d,
        hero: { ...d.hero, links: [{ label: "x", href: "javascript:alert(1)" }, d.hero.links[1]] },
      }),
      "a protocol-relative hero link": (d) => ({
        ...d,
        hero: { ...d.hero, links: [d.hero.links[0], { label: "x", href: "//evil.example/" }] },
      }),
      "an http social link": (d) => ({ ...d, social: [{ label: "Blog", href: "http://blog.example/" }] }),
      "a made-up image key": (d) => ({ ...d, hero: { ...d.hero, imageKey: "u/doesnotexist123" } }),
      "a path as image key": (d) => ({ ...d, hero: { ...d.hero, imageKey: "../../etc/passwd" } }),
      "an announcement that ends before it starts": (d) => ({
        ...d,
        announcement: { ...d.announcement, startsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
      }),
      "a phone number with letters": (d) => ({ ...d, footer: { ...d.footer, phone: "call us maybe" } }),
      "an empty alt text": (d) => ({ ...d, hero: { ...d.hero, alt: " " } }),
      "a headline of zero-width characters alone": (d) => ({
        ...d,
        hero: { ...d.hero, headline: "\u200B\u202E" },
      }),
      "a headline over 80 characters": (d) => ({ ...d, hero: { ...d.hero, headline: "x".repeat(81) } }),
    };
    for (const [what, change] of Object.entries(cases)) {
      it(what, async () => {
        const before = await detail();
        const content = change(before.published.content);
        const draft = await call(admin, "PUT", "/dashboard/design/draft", {
          content,
          basedOn: before.published.info.number,
        });
        expect(draft.status).toBe(400);
        expect(
          Object.keys(((await draft.json()) as { error: { fields: object } }).error.fields).length,
        ).toBeGreaterThan(0);
        expect((await publish(content, before.published.info.number)).status).toBe(400);
        expect(await detail()).toEqual(before);
      });
    }
  });

  it("an 800 KB Design is refused before it reaches the database", async () => {
    await expectOversizedRefused((d) => ({
      ...d,
      hero: { ...d.hero, headline: "The Winter Collection ".repeat(40_000) },
    }));
  });

  it("markup in a text is kept as the words typed, never reshaped (the shop prints it as text)", async () => {
    const before = await detail();
    const headline = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const content = { ...before.published.content, hero: { ...before.published.content.hero, headline } };
    expect((await publish(content, before.published.info.number)).status).toBe(200);
    expect((await publicDesign(server.services)).hero.headline).toBe(headline);
    // Back to the text the next tests start from.
    expect((await publish(before.published.content, before.published.info.number + 1)).status).toBe(200);
  });

  it("restore publishes the exact earlier Design again", async () => {
    const first = (await (await call(admin, "GET", "/dashboard/design/versions/1")).json()) as {
      content: DesignContent;
    };
    const res = await call(admin, "POST", "/dashboard/design/versions/1/restore", {});
    expect(res.status).toBe(200);
    const after = (await res.json()) as DesignDetail;
    expect(after.published.content).toEqual(first.content);
    expect(after.published.info.restoredFrom).toBe(1);
    expect(await publicDesign(server.services)).toEqual(first.content);
  });

  it("every publish and restore is recorded with who and when, and earlier entries are never rewritten", async () => {
    const designer = await signUpAsStaff(server, "designer@example.com", {
      id: "designer",
      permissions: { design: "all" },
    });
    const before = await detail();
    const n = before.published.info.number;
    const startedAt = Date.now();
    const content = {
      ...before.published.content,
      hero: { ...before.published.content.hero, eyebrow: "Resort 2027" },
    };
    expect((await call(designer, "POST", "/dashboard/design/publish", { content, basedOn: n })).status).toBe(
      200,
    );
    expect((await call(admin, "POST", `/dashboard/design/versions/${n}/restore`, {})).status).toBe(200);

    const { history } = await detail();
    const [restored, published] = history;
    expect(published).toMatchObject({ number: n + 1, publishedBy: "Test Shopper", restoredFrom: null });
    expect(restored).toMatchObject({ number: n + 2, publishedBy: "Margaux Delacroix", restoredFrom: n });
    // When: stamped by the server as each one happened, in the order they happened.
    const at = [published!, restored!].map((v) => Date.parse(v.publishedAt));
    expect(at[0]).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(at[1]).toBeGreaterThanOrEqual(at[0]!);
    expect(at[1]).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(history.slice(2)).toEqual(before.history);
    // Each version's own page says the same, for the dashboard's history list.
    const version = (await (await call(admin, "GET", `/dashboard/design/versions/${n + 1}`)).json()) as {
      info: unknown;
    };
    expect(version.info).toEqual(published);
  });

  describe.skipIf(dbKind !== "postgres")("across server processes", () => {
    const other = otherProcessServices(() => server);

    it("another process shows the new Design within 1 s of publishing", async () => {
      await expectPublishReaches(
        async () => (await publicDesign(other())).hero.headline,
        (d) => d.hero.headline,
        (d) => ({ ...d, hero: { ...d.hero, headline: "Notified Hero" } }),
      );
    });
  });
});
