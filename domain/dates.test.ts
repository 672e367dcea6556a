import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate, orderTimeline } from "./dates";

// Run west of UTC so that formatting in local time would show the wrong day.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("formatDate", () => {
  it("runs in a zone west of UTC (guards the tests below)", () => {
    expect(new Date("2025-03-01").getDate()).toBe(28);
  });

  it("formats as 'Mon D, YYYY' without a leading zero", () => {
    expect(formatDate(new Date(Date.UTC(2025, 6, 4)))).toBe("Jul 4, 2025");
    expect(formatDate(new Date(Date.UTC(2022, 11, 31)))).toBe("Dec 31, 2022");
  });

  it("uses every English short month name", () => {
    const names = Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2024, m, 1))));
    expect(names).toEqual([
      "Jan 1, 2024",
      "Feb 1, 2024",
      "Mar 1, 2024",
      "Apr 1, 2024",
      "May 1, 2024",
      "Jun 1, 2024",
      "Jul 1, 2024",
      "Aug 1, 2024",
      "Sep 1, 2024",
      "Oct 1, 2024",
      "Nov 1, 2024",
      "Dec 1, 2024",
    ]);
  });

  it("reads a date-only ISO string as that calendar day", () => {
    expect(formatDate("2025-03-01")).toBe("Mar 1, 2025");
  });

  it("formats in UTC, not in the local zone", () => {
    expect(formatDate("2025-03-01T23:30:00-05:00")).toBe("Mar 2, 2025");
    expect(formatDate("2025-03-01T00:30:00+02:00")).toBe("Feb 28, 2025");
  });

  it("rejects an invalid date", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("orderTimeline", () => {
  it("is Purchased, In Progress +7 days, Arrived +14 days", () => {
    const purchasedAt = new Date("2025-01-28T10:15:00Z");
    expect(orderTimeline(purchasedAt)).toEqual([
      { label: "Purchased", date: new Date("2025-01-28T10:15:00Z") },
      { label: "In Progress", date: new Date("2025-02-04T10:15:00Z") },
      { label: "Arrived", date: new Date("2025-02-11T10:15:00Z") },
    ]);
  });

  it("accepts an ISO string and crosses a year end", () => {
    const steps = orderTimeline("2024-12-25T00:00:00Z").map((s) => formatDate(s.date));
    expect(steps).toEqual(["Dec 25, 2024", "Jan 1, 2025", "Jan 8, 2025"]);
  });

  it("does not mutate the given date", () => {
    const purchasedAt = new Date("2025-01-01T00:00:00Z");
    orderTimeline(purchasedAt)[0]?.date.setUTCFullYear(1999);
    expect(purchasedAt.toISOString()).toBe("2025-01-01T00:00:00.000Z");
  });
});
