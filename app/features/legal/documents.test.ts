import { describe, expect, it } from "vitest";
import { FAQ_DOCUMENTS, LEGAL_DOCUMENTS } from "./documents.server";
import type { Block } from "./types";

const ALL = { ...LEGAL_DOCUMENTS, ...FAQ_DOCUMENTS };
const texts = (blocks: Block[]) =>
  blocks.flatMap((b) =>
    b.kind === "p" ? [b.text] : b.kind === "list" ? b.items : b.kind === "table" ? b.rows.flat() : [],
  );

describe("legal and help documents", () => {
  it("the terms of sale are dated July 2022 and have 18 numbered sections", () => {
    expect(LEGAL_DOCUMENTS.termsAndConditions.dated).toContain("July 2022");
    expect(LEGAL_DOCUMENTS.termsAndConditions.numbered).toBe(true);
    expect(LEGAL_DOCUMENTS.termsAndConditions.sections).toHaveLength(18);
  });

  it.each(Object.entries(ALL))("%s has unique, URL-safe anchors", (_name, doc) => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("links between documents point at categories and anchors that exist", () => {
    const docs: Record<string, typeof ALL.return> = ALL;
    for (const doc of Object.values(ALL)) {
      for (const text of doc.sections.flatMap((s) => texts(s.blocks))) {
        for (const [, href] of text.matchAll(/\]\(([^)]+)\)/g)) {
          const url = new URL(href!, "http://x");
          if (url.pathname === "/contact") continue;
          const target = docs[url.searchParams.get("category") ?? ""];
          expect(target, href).toBeDefined();
          if (url.hash)
            expect(
              target!.sections.map((s) => `#${s.id}`),
              href,
            ).toContain(url.hash);
        }
      }
    }
  });

  it("the cookie policy offers the Cookie Settings button; the privacy notice speaks of users under 18", () => {
    const blocks = LEGAL_DOCUMENTS.cookie.sections.flatMap((s) => s.blocks);
    expect(blocks.some((b) => b.kind === "cookieSettings")).toBe(true);
    expect(LEGAL_DOCUMENTS.privacy.sections.map((s) => s.heading)).toContain("Users Under 18");
  });

  it("the payment FAQ rules out pay-later and wallet for pre-orders", () => {
    const text = FAQ_DOCUMENTS.payment.sections.flatMap((s) => texts(s.blocks)).join(" ");
    expect(text).toMatch(/buy-now-pay-later service and the digital wallet service are not available/);
    expect(text).toMatch(/Cryptocurrency/);
  });
});
