import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, formatDate, orderTimeline, shopDay, shopDayStart, shopTime } from "./dates";

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
    expect(formatDate(new Date("2025-07-04T16:00:00Z"))).toBe("Jul 4, 2025");
    expect(formatDate(new Date("2022-12-31T16:00:00Z"))).toBe("Dec 31, 2022");
  });

  it("uses every English short month name", () => {
    const names = Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2024, m, 1, 12))));
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

  it("reads a date-only ISO string as that calendar day, in any zone", () => {
    expect(formatDate("2025-03-01")).toBe("Mar 1, 2025");
    expect(formatDate("2024-12-31")).toBe("Dec 31, 2024");
  });

  it("dates a moment by the boutique's day in New York, not UTC's nor the local zone's", () => {
    // 9 pm in New York on March 1 is already March 2 in UTC (winter: UTC-5).
    expect(formatDate("2025-03-02T02:00:00Z")).toBe("Mar 1, 2025");
    // 11:30 pm in New York on July 4 (summer: UTC-4).
    expect(formatDate(new Date("2025-07-05T03:30:00Z"))).toBe("Jul 4, 2025");
    // Just after midnight in New York, still the evening before in Los Angeles (this process).
    expect(formatDate("2025-03-01T05:30:00Z")).toBe("Mar 1, 2025");
    expect(new Date("2025-03-01T05:30:00Z").getDate()).toBe(28);
  });

  it("reads the boutique's clock with its zone's name across daylight saving", () => {
    expect(shopTime("2025-01-15T17:05:00Z")).toEqual({
      year: 2025,
      month: 0,
      day: 15,
      hours: 12,
      minutes: 5,
      zone: "EST",
    });
    expect(shopTime("2025-07-15T04:00:00Z")).toMatchObject({ day: 15, hours: 0, minutes: 0, zone: "EDT" });
  });

  it("reads the clock as Intl does at every moment, though it asks Intl once per hour", () => {
    const direct = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
      timeZoneName: "short",
    });
    const read = (ms: number) => {
      const p = Object.fromEntries(direct.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
      return {
        year: Number(p.year),
        month: Number(p.month) - 1,
        day: Number(p.day),
        hours: Number(p.hour),
        minutes: Number(p.minute),
        zone: p.timeZoneName,
      };
    };
    // Around each change of the clocks (2 am local), minute by minute, and anywhere in 1970-2100.
    for (const change of ["2025-03-09T07:00:00Z", "2025-11-02T06:00:00Z", "2026-03-08T07:00:00Z"]) {
      const at = Date.parse(change);
      for (let m = -90; m <= 90; m++)
        expect(shopTime(new Date(at + m * 60_000))).toEqual(read(at + m * 60_000));
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(shopTime(new Date(ms))).toEqual(read(ms));
      }),
      { numRuns: 2000 },
    );
    // Years below 100, which Date.UTC would read as 1900-1999.
    for (const at of ["0050-06-15T12:00:00Z", "0099-12-31T23:30:00Z", "0100-01-01T02:00:00Z"])
      expect(shopTime(at)).toEqual(read(Date.parse(at)));
    expect(shopDay(shopDayStart("0050-06-15"))).toBe("0050-06-15");
  });

  it("rejects an invalid date", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("the boutique's days", () => {
  it("dates a moment by New York's calendar day", () => {
    // 9 pm in New York on March 1 (winter, UTC-5) is March 2 in UTC.
    expect(shopDay("2025-03-02T02:00:00Z")).toBe("2025-03-01");
    expect(shopDay(new Date("2025-07-05T03:59:59.999Z"))).toBe("2025-07-04");
    expect(shopDay(new Date("2025-07-05T04:00:00Z"))).toBe("2025-07-05");
    expect(shopDay("0999-06-01T12:00:00Z")).toBe("0999-06-01");
  });

  it("adds calendar days across month, year and daylight-saving changes", () => {
    expect(addDays("2025-03-08", 1)).toBe("2025-03-09");
    expect(addDays("2025-03-09", 1)).toBe("2025-03-10");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2025-11-02", -89)).toBe("2025-08-05");
    expect(() => addDays("2025-3-1", 1)).toThrow(RangeError);
  });

  it("begins a day at midnight in New York, in winter and in summer", () => {
    expect(shopDayStart("2025-01-15").toISOString()).toBe("2025-01-15T05:00:00.000Z");
    expect(shopDayStart("2025-07-15").toISOString()).toBe("2025-07-15T04:00:00.000Z");
    // The days the clocks change (at 2 am): their midnight is still on the old offset.
    expect(shopDayStart("2025-03-09").toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(shopDayStart("2025-03-10").toISOString()).toBe("2025-03-10T04:00:00.000Z");
    expect(shopDayStart("2025-11-02").toISOString()).toBe("2025-11-02T04:00:00.000Z");
    expect(shopDayStart("2025-11-03").toISOString()).toBe("2025-11-03T05:00:00.000Z");
    expect(() => shopDayStart("tomorrow")).toThrow(RangeError);
  });

  it("puts every moment in the day that begins at or before it and ends after it", () => {
    const from = Date.UTC(2020, 0, 1);
    const to = Date.UTC(2030, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const day = shopDay(new Date(ms));
        expect(shopDayStart(day).getTime()).toBeLessThanOrEqual(ms);
        expect(shopDayStart(addDays(day, 1)).getTime()).toBeGreaterThan(ms);
        expect(shopDay(shopDayStart(day))).toBe(day);
      }),
      { numRuns: 500 },
    );
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
    const steps = orderTimeline("2024-12-25T15:00:00Z").map((s) => formatDate(s.date));
    expect(steps).toEqual(["Dec 25, 2024", "Jan 1, 2025", "Jan 8, 2025"]);
  });

  it("does not mutate the given date", () => {
    const purchasedAt = new Date("2025-01-01T00:00:00Z");
    orderTimeline(purchasedAt)[0]?.date.setUTCFullYear(1999);
    expect(purchasedAt.toISOString()).toBe("2025-01-01T00:00:00.000Z");
  });
});
