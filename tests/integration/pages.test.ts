// Pages: legal and FAQ documents with drafts, versions and restore. Proves the area is closed
// to roles without 'pages' on every read and write, that hostile bodies are refused or made
// inert (never stored raw, never served as HTML), that restore brings back the exact text, and
// that a publish reaches a second server process's cache by notification.
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageContent, PageDetail, PublicPage } from "../../domain/contracts/pages";
import { createApp } from "../../server/app";
import { createServices } from "../../server/bootstrap";
import { siteContent, siteContentVersions } from "../../server/db/schema";
import type { Services } from "../../server/services-type";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { readUntil } from "./other-process";
import { apiCall, type ApiCallArgs, signUpAsStaff, startWithAdmin } from "./sessions";

const PAGE_ENDPOINTS: [string, string, unknown?][] = [
  ["GET", "/dashboard/pages"],
  ["GET", "/dashboard/pages/legal-return"],
  ["GET", "/dashboard/pages/legal-return/versions/1"],
  [
    "PUT",
    "/dashboard/pages/legal-return/draft",
    { content: { title: "T", summary: "", effectiveFrom: "2026-01-01", body: "x" }, basedOn: 1 },
  ],
  ["DELETE", "/dashboard/pages/legal-return/draft"],
  [
    "POST",
    "/dashboard/pages/legal-return/publish",
    { content: { title: "T", summary: "", effectiveFrom: "2026-01-01", body: "x" }, basedOn: null },
  ],
  ["POST", "/dashboard/pages/legal-return/versions/1/restore", {}],
  ["POST", "/dashboard/pages/preview", { body: "# x" }],
];

describe.skipIf(legUnavailable())(`pages: legal and FAQ documents (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let designer: string;
  let reader: string;

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    designer = await signUpAsStaff(server, "designer@example.com", {
      id: "designer",
      permissions: { design: "all" },
    });
    reader = await signUpAsStaff(server, "reader@example.com", {
      id: "reader",
      permissions: { pages: ["view"] },
    });
  });
  afterAll(() => server?.close());

  const call = (...args: ApiCallArgs) => apiCall(server, ...args);
  const detail = async (key = "legal-return") => {
    const res = await call(admin, "GET", `/dashboard/pages/${key}`);
    expect(res.status).toBe(200);
    return (await res.json()) as PageDetail;
  };
  const shop = async (key = "legal-return") => {
    const res = await server.fetch(`/api/v1/pages/${key}`);
    expect(res.status).toBe(200);
    return (await res.json()) as PublicPage;
  };
  const shopHtml = (page: PublicPage) =>
    [...page.body.intro, ...page.body.sections.flatMap((s) => s.parts)]
      .map((p) => (p.kind === "html" ? p.html : "[cookie settings]"))
      .join("\n");

  it("a role without 'pages' gets 403 on every read and write of the area", async () => {
    for (const [method, path, body] of PAGE_ENDPOINTS) {
      const res = await call(designer, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("'view' alone reads but may not write", async () => {
    for (const [method, path, body] of PAGE_ENDPOINTS) {
      const res = await call(reader, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(method === "GET" ? 200 : 403);
    }
  });

  it("the seed's version 1 is today's text, and the shop renders it with its anchors", async () => {
    const page = await shop("legal-cookie");
    expect(page.version).toBe(1);
    expect(page.title).toBe("Cookie Policy");
    expect(page.effectiveFrom).toBe("2022-07-01");
    expect(page.body.sections.map((s) => s.id)).toContain("your-choice");
    // The Cookie Settings button keeps its place in the policy.
    expect(shopHtml(page)).toContain("[cookie settings]");
    const terms = await shop("legal-termsAndConditions");
    expect(terms.body.sections).toHaveLength(18);
    expect(terms.body.sections[0]!.heading).toBe("1. Scope");
  });

  it("a draft is not shown in the shop; publishing shows it and records who and when", async () => {
    const before = await detail();
    const content: PageContent = {
      ...before.published.content,
      effectiveFrom: "2026-12-01",
      body: `${before.published.content.body}\n## Holiday Returns {#holiday}\n\nGifts bought in December may be returned until **January 31**.\n`,
    };
    const saved = await call(admin, "PUT", "/dashboard/pages/legal-return/draft", {
      content,
      basedOn: before.published.info.number,
    });
    expect(saved.status).toBe(200);
    expect((await detail()).draft?.content.body).toBe(content.body);
    expect((await shop()).body.sections.map((s) => s.id)).not.toContain("holiday");

    const published = await call(admin, "POST", "/dashboard/pages/legal-return/publish", {
      content,
      basedOn: before.published.info.number,
    });
    expect(published.status).toBe(200);
    const after = (await published.json()) as PageDetail;
    expect(after.draft).toBeNull();
    expect(after.published.info.number).toBe(before.published.info.number + 1);
    expect(after.published.info.publishedBy).toBe("Margaux Delacroix");
    expect(Date.now() - Date.parse(after.published.info.publishedAt)).toBeLessThan(60_000);
    const page = await shop();
    expect(page.effectiveFrom).toBe("2026-12-01");
    expect(page.body.sections.at(-1)).toMatchObject({ id: "holiday", heading: "Holiday Returns" });
    expect(shopHtml(page)).toContain("<strong>January 31</strong>");
  });

  it("a publish based on an older version is refused (409) and changes nothing", async () => {
    const before = await detail();
    const res = await call(admin, "POST", "/dashboard/pages/legal-return/publish", {
      content: { ...before.published.content, title: "Stale" },
      basedOn: before.published.info.number - 1,
    });
    expect(res.status).toBe(409);
    expect((await detail()).published.info.number).toBe(before.published.info.number);
    // A publish that names no version is refused too: it used to skip the check.
    const blind = await call(admin, "POST", "/dashboard/pages/legal-return/publish", {
      content: { ...before.published.content, title: "Blind" },
      basedOn: null,
    });
    expect(blind.status).toBe(400);
    expect(((await blind.json()) as { error: { fields: object } }).error.fields).toHaveProperty("basedOn");
    expect((await detail()).published.info.number).toBe(before.published.info.number);
  });

  it("restore publishes the exact earlier text again, as a new version", async () => {
    const original = (await call(admin, "GET", "/dashboard/pages/legal-return/versions/1").then((r) =>
      r.json(),
    )) as { content: PageContent };
    const before = await detail();
    expect(before.published.content.body).not.toBe(original.content.body);
    const res = await call(admin, "POST", "/dashboard/pages/legal-return/versions/1/restore", {});
    expect(res.status).toBe(200);
    const after = (await res.json()) as PageDetail;
    expect(after.published.content).toEqual(original.content);
    expect(after.published.info).toMatchObject({ number: before.published.info.number + 1, restoredFrom: 1 });
    expect(after.history.map((h) => h.number)).toEqual([3, 2, 1]);
    expect((await shop()).effectiveFrom).toBe(original.content.effectiveFrom);
    // The body may be left out, as its contract says: no body at all, or an empty one.
    const bare = await call(admin, "POST", "/dashboard/pages/legal-return/versions/2/restore");
    expect(bare.status).toBe(200);
    const empty = await server.fetch("/api/v1/dashboard/pages/legal-return/versions/1/restore", {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/json" },
      body: "",
    });
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as PageDetail).history.map((h) => h.number)).toEqual([5, 4, 3, 2, 1]);
  });

  describe("hostile bodies", () => {
    const hostile: Record<string, string> = {
      "a script tag": "Fine words.\n\n<script>alert(document.cookie)</script>",
      "an inline script tag": "Text <script>alert(1)</script> more",
      "a javascript: link": "[Read more](javascript:alert(1))",
      "an encoded javascript: link": "[Read more](&#106;avascript:alert(1))",
      "an event handler": '<img src="x" onerror="alert(1)">',
      "an event handler on a block": '<div onmouseover="alert(1)">Hover</div>',
      "a data: link": "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "an image": "![tracker](https://evil.example/pixel.png)",
    };
    for (const [what, body] of Object.entries(hostile)) {
      it(`${what} is refused with a 400 naming the body; nothing is stored`, async () => {
        const before = await detail("faq-shipping");
        const content = { ...before.published.content, body };
        const draft = await call(admin, "PUT", "/dashboard/pages/faq-shipping/draft", {
          content,
          basedOn: before.published.info.number,
        });
        expect(draft.status).toBe(400);
        const error = (await draft.json()) as { error: { fields?: Record<string, string> } };
        expect(error.error.fields?.body).toBeTruthy();
        const pub = await call(admin, "POST", "/dashboard/pages/faq-shipping/publish", {
          content,
          basedOn: before.published.info.number,
        });
        expect(pub.status).toBe(400);
        expect(await detail("faq-shipping")).toEqual(before);
      });
    }

    it("an 800 KB body is refused before it reaches the database", async () => {
      const before = await detail("faq-shipping");
      const body = "A long line of policy text. ".repeat(30_000);
      expect(body.length).toBeGreaterThan(800_000);
      for (const [method, path, payload] of [
        [
          "PUT",
          "/dashboard/pages/faq-shipping/draft",
          { content: { ...before.published.content, body }, basedOn: 1 },
        ],
        [
          "POST",
          "/dashboard/pages/faq-shipping/publish",
          { content: { ...before.published.content, body }, basedOn: 1 },
        ],
        ["POST", "/dashboard/pages/preview", { body }],
      ] as const) {
        const res = await call(admin, method, path, payload);
        expect([400, 413], `${method} ${path}`).toContain(res.status);
      }
      expect(await detail("faq-shipping")).toEqual(before);
    });

    it("broken Markdown is published as text, never as markup", async () => {
      const before = await detail("faq-shipping");
      const body =
        '## Unclosed **bold and *em\n\n[dangling](\n\n| a | b\n|---\n\n```\nno end\n\n> quote < > & "';
      const res = await call(admin, "POST", "/dashboard/pages/faq-shipping/publish", {
        content: { ...before.published.content, body },
        basedOn: before.published.info.number,
      });
      expect(res.status).toBe(200);
      const html = shopHtml(await shop("faq-shipping"));
      expect(html).not.toMatch(
        /<(?!\/?(p|h3|h4|ul|ol|li|a|strong|em|del|code|pre|blockquote|table|thead|tbody|tr|th|td|br|hr)[\s>/])/,
      );
    });

    it("a hostile version written straight into the database is served inert", async () => {
      const [latest] = await server.services.db
        .select()
        .from(siteContentVersions)
        .where(eq(siteContentVersions.key, "faq-payment"));
      const content = latest!.content as PageContent;
      await server.services.db.insert(siteContentVersions).values({
        key: "faq-payment",
        number: 99,
        content: {
          ...content,
          body: 'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> [x](javascript:alert(1)) <a href="javascript:alert(2)" onclick="alert(3)">y</a>',
        },
      });
      server.services.catalogue.invalidate();
      const html = shopHtml(await shop("faq-payment"));
      // No element but the allowed ones, no event attribute, no script link: the words stay as text.
      expect(html).not.toMatch(/<(script|img)/i);
      expect(html).not.toMatch(/<[^>]*\s(on\w+=|href="\s*javascript)/i);
      expect(html).toContain("&lt;script&gt;");
    });

    it("what the database holds never contains raw markup from a refused body", async () => {
      const rows = await server.services.db.select().from(siteContent);
      expect(JSON.stringify(rows)).not.toMatch(/<script|onerror|javascript:/i);
    });
  });

  it("preview renders without saving", async () => {
    const before = await detail("faq-payment");
    const res = await call(admin, "POST", "/dashboard/pages/preview", {
      body: "Intro\n\n## Cards\n\n- Visa\n- Amex",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      intro: [{ kind: "html", html: "<p>Intro</p>" }],
      sections: [
        {
          id: "cards",
          heading: "Cards",
          parts: [{ kind: "html", html: "<ul>\n<li>Visa</li>\n<li>Amex</li>\n</ul>" }],
        },
      ],
    });
    expect(await detail("faq-payment")).toEqual(before);
  });

  describe.skipIf(dbKind !== "postgres")("across server processes", () => {
    let other: Services;
    let otherUrl = "";
    let close: () => void = () => {};
    beforeAll(async () => {
      // A second server process on the same database: its own caches, its own LISTEN.
      other = await createServices(server.services.config);
      const app = createApp({ services: other, strictCsp: true });
      const http = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise<void>((resolve) => http.once("listening", () => resolve()));
      otherUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      close = () => http.close();
    });
    afterAll(async () => {
      close();
      await other?.live.close();
      await other?.database.close();
    });

    it("both processes serve the new version within 1 s of publishing", async () => {
      const fromOther = async () =>
        ((await (await fetch(`${otherUrl}/api/v1/pages/faq-shipping`)).json()) as PublicPage).title;
      const before = await detail("faq-shipping");
      // Both caches hold the old version first.
      expect(await fromOther()).toBe(before.published.content.title);
      expect((await shop("faq-shipping")).title).toBe(before.published.content.title);
      const res = await call(admin, "POST", "/dashboard/pages/faq-shipping/publish", {
        content: { ...before.published.content, title: "Shipping, Newly Published" },
        basedOn: before.published.info.number,
      });
      expect(res.status).toBe(200);
      const publishedAt = Date.now();
      expect((await shop("faq-shipping")).title).toBe("Shipping, Newly Published");
      const seen = await readUntil(fromOther, (title) => title === "Shipping, Newly Published", {
        within: 1_000,
        every: 20,
        since: publishedAt,
      });
      expect(seen).toBe("Shipping, Newly Published");
    });
  });
});
