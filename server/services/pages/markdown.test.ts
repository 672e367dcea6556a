import { describe, expect, it } from "vitest";
import { PAGE_DOCUMENTS } from "../../../domain/page-documents";
import { DEFAULT_PAGES } from "./default-pages";
import { isSafeHref, markdownProblem, renderMarkdown } from "./markdown";

const html = (body: string) => {
  const r = renderMarkdown(body);
  return [...r.intro, ...r.sections.flatMap((s) => s.parts)]
    .map((p) => (p.kind === "html" ? p.html : "{button}"))
    .join("\n");
};

describe("Markdown check", () => {
  it.each([
    ["<script>alert(1)</script>", "HTML"],
    ["Text <b onclick='x'>bold</b>", "HTML"],
    ['<img src=x onerror="alert(1)">', "HTML"],
    ["[x](javascript:alert(1))", "Links"],
    ["[x](JAVASCRIPT:alert(1))", "Links"],
    ["[x](&#106;avascript:alert(1))", "Links"],
    ["[x](vbscript:msgbox)", "Links"],
    ["[x](data:text/html,hi)", "Links"],
    ["[x](//evil.example/)", "Links"],
    ["![x](https://evil.example/p.png)", "Images"],
  ])("refuses %s", (body, word) => {
    expect(markdownProblem(body)).toContain(word);
  });

  it.each([
    "[a](/legal?category=return#refunds)",
    "[a](https://example.com/x?y=1)",
    "[a](mailto:client@atelier.example)",
    "[a](#section)",
    "Plain words with 5 < 6 and a & b.",
  ])("accepts %s", (body) => {
    expect(markdownProblem(body)).toBeNull();
  });

  it("knows safe links", () => {
    expect(isSafeHref("/contact")).toBe(true);
    expect(isSafeHref("java\tscript:alert(1)")).toBe(false);
    expect(isSafeHref(" https://a.b ")).toBe(true);
  });
});

describe("Markdown rendering", () => {
  it("escapes raw HTML and drops unsafe links even when unchecked", () => {
    const out = html(
      '<script>x</script>\n\n<div onclick="y">z</div>\n\n[a](javascript:b) ![i](http://x/y.png)',
    );
    expect(out).not.toMatch(/<(script|div|img)/);
    expect(out).not.toContain("javascript:");
    expect(out).toContain("&lt;script&gt;");
  });

  it("splits sections at ## headings, keeping explicit anchors and making the others unique", () => {
    const r = renderMarkdown(
      "Intro\n\n## One {#first}\n\nA\n\n## Two & Three\n\n### Sub\n\nB\n\n## Two & Three\n",
    );
    expect(r.intro).toEqual([{ kind: "html", html: "<p>Intro</p>" }]);
    expect(r.sections.map((s) => [s.id, s.heading])).toEqual([
      ["first", "One"],
      ["two-three", "Two & Three"],
      ["two-three-2", "Two & Three"],
    ]);
    expect(r.sections[1]!.parts[0]).toEqual({ kind: "html", html: "<h3>Sub</h3>\n<p>B</p>" });
  });

  it("places the Cookie Settings button where the text says", () => {
    const r = renderMarkdown("## Choice\n\nBefore\n\n{{cookie-settings}}\n\nAfter");
    expect(r.sections[0]!.parts.map((p) => p.kind)).toEqual(["html", "cookieSettings", "html"]);
  });

  it("renders tables with column and row headers", () => {
    expect(html("| Name | Kept |\n| --- | --- |\n| a | b |")).toContain('<th scope="row">a</th><td>b</td>');
  });
});

describe("the original texts", () => {
  const rendered = Object.fromEntries(
    Object.entries(DEFAULT_PAGES).map(([key, page]) => [key, renderMarkdown(page.body)]),
  );

  it.each(Object.entries(DEFAULT_PAGES))("%s passes the check", (_key, page) => {
    expect(markdownProblem(page.body)).toBeNull();
  });

  it("the terms of sale have 18 numbered sections, effective July 2022", () => {
    const terms = rendered["legal-termsAndConditions"]!;
    expect(terms.sections).toHaveLength(18);
    expect(terms.sections.map((s) => s.heading)).toContain("18. " + terms.sections[17]!.heading.slice(4));
    expect(DEFAULT_PAGES["legal-termsAndConditions"].effectiveFrom).toBe("2022-07-01");
  });

  it("links between documents point at categories and anchors that exist", () => {
    for (const r of Object.values(rendered)) {
      const out = [...r.intro, ...r.sections.flatMap((s) => s.parts)]
        .map((p) => (p.kind === "html" ? p.html : ""))
        .join("");
      for (const [, href] of out.matchAll(/href="([^"]+)"/g)) {
        const url = new URL(href!.replace(/&amp;/g, "&"), "http://x");
        if (url.pathname === "/contact" || url.protocol === "mailto:") continue;
        const doc = PAGE_DOCUMENTS.find(
          (d) => `/${d.group}` === url.pathname && d.category === url.searchParams.get("category"),
        );
        expect(doc, href).toBeDefined();
        if (url.hash)
          expect(
            rendered[doc!.key]!.sections.map((s) => `#${s.id}`),
            href,
          ).toContain(url.hash);
      }
    }
  });

  it("the cookie policy has its button; the privacy notice speaks of users under 18", () => {
    expect(
      rendered["legal-cookie"]!.sections.flatMap((s) => s.parts).some((p) => p.kind === "cookieSettings"),
    ).toBe(true);
    expect(rendered["legal-privacy"]!.sections.map((s) => s.heading)).toContain("Users Under 18");
  });

  it("the payment FAQ rules out pay-later and wallet for pre-orders", () => {
    expect(DEFAULT_PAGES["faq-payment"].body).toMatch(
      /buy-now-pay-later service and the digital wallet service are not available/,
    );
  });
});
