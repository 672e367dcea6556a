import { describe, expect, it } from "vitest";
import { ACTION_LABELS, actionForStatus } from "./product-action";
import { dashboardBadge } from "./status-badge";
import {
  COMING_SOON,
  deriveStatus,
  IN_STOCK,
  isStatusCode,
  OUT_OF_STOCK,
  PRE_ORDER,
  sizeLabelSuffix,
  sizeText,
  STATUS_CODES,
  statusForSize,
  statusLabel,
  statusLine,
} from "./status";
import type { StatusCode } from "./types";

describe("status codes", () => {
  it("are 0 out of stock, 1 in stock, 2 pre-order, 3 coming soon", () => {
    expect([OUT_OF_STOCK, IN_STOCK, PRE_ORDER, COMING_SOON]).toEqual([0, 1, 2, 3]);
    expect(STATUS_CODES).toEqual([0, 1, 2, 3]);
  });

  it("isStatusCode accepts only 0–3", () => {
    expect([0, 1, 2, 3].every(isStatusCode)).toBe(true);
    expect([4, -1, 1.5, "1", null, undefined].some(isStatusCode)).toBe(false);
  });
});

describe("statusLabel", () => {
  it("labels cards and hides in stock", () => {
    expect(statusLabel(0)).toBe("Out of stock");
    expect(statusLabel(1)).toBeNull();
    expect(statusLabel(2)).toBe("Pre-order now");
    expect(statusLabel(3)).toBe("Coming soon");
  });
});

describe("statusLine", () => {
  it("reads 'Out Of Stock', 'Coming Soon' and nothing for in stock", () => {
    expect(statusLine(0)).toBe("Out Of Stock");
    expect(statusLine(3)).toBe("Coming Soon");
    expect(statusLine(1)).toBeNull();
  });

  it("gives the pre-order date as 'Available on: Mon D, YYYY'", () => {
    expect(statusLine(2, "2025-09-05")).toBe("Available on: Sep 5, 2025");
  });

  it("falls back to the card label for a pre-order without a date", () => {
    expect(statusLine(2)).toBe("Pre-order now");
  });
});

describe("sizeLabelSuffix", () => {
  it("marks sizes that cannot simply be added", () => {
    expect(sizeLabelSuffix(0)).toBe("(Out of stock)");
    expect(sizeLabelSuffix(1)).toBe("");
    expect(sizeLabelSuffix(2)).toBe("(Pre-order)");
    expect(sizeLabelSuffix(3)).toBe("(Notify me)");
  });
});

describe("statusForSize", () => {
  it("makes a size with a pre-order date a pre-order", () => {
    expect(statusForSize({ status: 1, preOrderDate: "2025-01-01" })).toBe(2);
  });

  it("otherwise keeps the size's status", () => {
    expect(statusForSize({ status: 0 })).toBe(0);
    expect(statusForSize({ status: 3 })).toBe(3);
  });
});

describe("deriveStatus", () => {
  const sizes = (...codes: StatusCode[]) => codes.map((status) => ({ status }));

  it("applies the status shared by every size", () => {
    expect(deriveStatus(sizes(0, 0, 0))).toBe(0);
    expect(deriveStatus(sizes(2, 2))).toBe(2);
    expect(deriveStatus(sizes(3))).toBe(3);
  });

  it("treats mixed statuses as available", () => {
    expect(deriveStatus(sizes(0, 3))).toBe(1);
    expect(deriveStatus(sizes(0, 0, 2))).toBe(1);
  });

  it("treats a product without sizes as available", () => {
    expect(deriveStatus([])).toBe(1);
  });
});

describe("actionForStatus", () => {
  it("maps each status to its action", () => {
    expect([0, 1, 2, 3].map((c) => actionForStatus(c as StatusCode))).toEqual([
      "contact",
      "add",
      "preorder",
      "notify",
    ]);
  });

  it("has the spec's button labels", () => {
    expect(ACTION_LABELS).toEqual({
      contact: "Contact Us",
      add: "Add To Bag",
      preorder: "Pre-Order",
      notify: "Notify Me",
    });
  });
});

describe("dashboardBadge", () => {
  it("is IN STOCK when any size is in stock", () => {
    expect(
      dashboardBadge({
        baseStatus: 0,
        sizes: [{ status: 0 }, { status: 1 }, { status: 3 }],
      }),
    ).toBe("IN STOCK");
  });

  it("uses the status every size shares", () => {
    expect(dashboardBadge({ baseStatus: 1, sizes: [{ status: 0 }, { status: 0 }] })).toBe("OUT OF STOCK");
    expect(dashboardBadge({ baseStatus: 1, sizes: [{ status: 3 }] })).toBe("SCHEDULED");
  });

  it("shows the earliest pre-order date", () => {
    const sizes = [
      { status: 2, preOrderDate: "2025-11-20" },
      { status: 2, preOrderDate: "2025-10-03" },
      { status: 2 },
    ] as const;
    expect(dashboardBadge({ baseStatus: 2, sizes })).toBe("PRE-ORDER: Oct 3, 2025");
  });

  it("omits the date when no pre-order size has one", () => {
    expect(dashboardBadge({ baseStatus: 2, sizes: [{ status: 2 }] })).toBe("PRE-ORDER");
  });

  it("is NOT OCCURRENT for mixed statuses with nothing in stock", () => {
    expect(dashboardBadge({ baseStatus: 1, sizes: [{ status: 0 }, { status: 3 }] })).toBe("NOT OCCURRENT");
    expect(
      dashboardBadge({
        baseStatus: 2,
        sizes: [{ status: 2, preOrderDate: "2025-01-01" }, { status: 0 }],
      }),
    ).toBe("NOT OCCURRENT");
  });

  it("falls back to baseStatus for a product without sizes", () => {
    expect(dashboardBadge({ baseStatus: 1, sizes: [] })).toBe("IN STOCK");
    expect(dashboardBadge({ baseStatus: 0, sizes: [] })).toBe("OUT OF STOCK");
    expect(dashboardBadge({ baseStatus: 2, sizes: [] })).toBe("PRE-ORDER");
    expect(dashboardBadge({ baseStatus: 3, sizes: [] })).toBe("SCHEDULED");
  });
});

describe("sizeText", () => {
  it("reads 'Size 38' and 'Size M', but 'One Size' as it is", () => {
    expect(sizeText("38")).toBe("Size 38");
    expect(sizeText("M")).toBe("Size M");
    expect(sizeText("One Size")).toBe("One Size");
    expect(sizeText("one size")).toBe("one size");
  });
});
