import { describe, expect, it } from "vitest";
import { activeAnnouncement, telHref } from "./design";

const base = { enabled: true, text: "Private sale", link: null, startsAt: null, endsAt: null };

describe("announcement window", () => {
  const at = (iso: string) => new Date(iso);
  it("shows an enabled announcement with no window", () => {
    expect(activeAnnouncement({ announcement: base }, at("2026-01-01T00:00:00Z"))?.text).toBe("Private sale");
  });
  it("hides it when switched off or empty", () => {
    expect(activeAnnouncement({ announcement: { ...base, enabled: false } }, new Date())).toBeNull();
    expect(activeAnnouncement({ announcement: { ...base, text: "" } }, new Date())).toBeNull();
  });
  it("shows it from its start (inclusive) until its end (exclusive)", () => {
    const a = { ...base, startsAt: "2026-12-01T09:00:00Z", endsAt: "2026-12-02T09:00:00Z" };
    expect(activeAnnouncement({ announcement: a }, at("2026-12-01T08:59:59Z"))).toBeNull();
    expect(activeAnnouncement({ announcement: a }, at("2026-12-01T09:00:00Z"))).not.toBeNull();
    expect(activeAnnouncement({ announcement: a }, at("2026-12-02T08:59:59Z"))).not.toBeNull();
    expect(activeAnnouncement({ announcement: a }, at("2026-12-02T09:00:00Z"))).toBeNull();
  });
});

describe("telHref", () => {
  it("keeps the digits and a leading +", () => {
    expect(telHref("+1 (212) 555-0190")).toBe("tel:+12125550190");
  });
});
