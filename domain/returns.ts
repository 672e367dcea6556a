// Returns and exchanges (docs/behaviour.md §4 Returns): the terms of sale's 30 days from delivery
// to ask, 14 days for the parcel to arrive, one exchange per item for the same product at the same
// price. The rules without I/O are here, for the server (which enforces them) and the browser
// (which offers only what the server would accept). The request rules are in return-request.ts,
// the refund arithmetic in return-refund.ts; both are re-exported from here.
import { colorName } from "./colors";
import { formatDate } from "./dates";
import { newOrderId, type RandomBytes } from "./ids";

export * from "./return-refund";
export * from "./return-request";

/** Days after delivery during which a return may be asked for. */
export const RETURN_WINDOW_DAYS = 30;
/** Days after the request by which the parcel must have arrived; after that it expires. */
export const RETURN_PARCEL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export const RETURN_STATUSES = [
  "requested",
  "received",
  "refunded",
  "exchanged",
  "rejected",
  "expired",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  received: "Received",
  refunded: "Refunded",
  exchanged: "Exchanged",
  rejected: "Rejected",
  expired: "Expired",
};

/** Returns that hold their units: a rejected or expired return gives them back to the customer. */
export const ACTIVE_RETURN_STATUSES: readonly ReturnStatus[] = [
  "requested",
  "received",
  "refunded",
  "exchanged",
];
export function isActiveReturn(status: ReturnStatus): boolean {
  return ACTIVE_RETURN_STATUSES.includes(status);
}

export const RETURN_KINDS = ["refund", "exchange"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_LABELS: Record<ReturnKind, string> = { refund: "Refund", exchange: "Exchange" };

/** The short list of reasons a customer picks from (docs/behaviour.md §4 Returns). */
export const RETURN_REASONS = [
  { code: "too_small", label: "Too small" },
  { code: "too_large", label: "Too large" },
  { code: "not_as_expected", label: "Not as expected" },
  { code: "damaged", label: "Arrived damaged" },
  { code: "changed_mind", label: "Changed my mind" },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]["code"];
export const RETURN_REASON_CODES = RETURN_REASONS.map((r) => r.code) as [ReturnReason, ...ReturnReason[]];
export function returnReasonLabel(code: string): string {
  return RETURN_REASONS.find((r) => r.code === code)?.label ?? code;
}

/** What an exchanged piece is to become, in the page's and every e-mail's words: 'Exchange for Size L · Navy'. */
export function exchangeLabel(size: string, color: string): string {
  return `Exchange for Size ${size} · ${colorName(color)}`;
}

// ── Numbers and dates ──────────────────────────────────────────────────────────────────────
export const RETURN_ID_PATTERN = /^R-[A-Z0-9]{8}$/;
/** 'R-' and 8 characters A–Z0–9, from the same unbiased sampling as order ids. */
export function newReturnId(randomBytes?: RandomBytes): string {
  return `R-${newOrderId(randomBytes).slice(0, 8)}`;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The last moment a return may be asked for a line delivered at `deliveredAt`. */
export function returnWindowEnd(deliveredAt: Date | string): Date {
  return new Date(toDate(deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

export function isWithinReturnWindow(deliveredAt: Date | string, now: Date): boolean {
  return now.getTime() <= returnWindowEnd(deliveredAt).getTime();
}

/** The refusal of docs/behaviour.md §8: 'The 30-day return period for this order ended on Mar 3, 2026.' */
export function returnWindowEnded(deliveredAt: Date | string): string {
  return `The ${RETURN_WINDOW_DAYS}-day return period for this order ended on ${formatDate(returnWindowEnd(deliveredAt))}.`;
}

/** The date by which the parcel must arrive: the request + 14 days. */
export function returnDeadline(requestedAt: Date | string): Date {
  return new Date(toDate(requestedAt).getTime() + RETURN_PARCEL_DAYS * DAY_MS);
}

/** A request whose parcel has not arrived by its deadline expires. */
export function isReturnExpired(r: { status: ReturnStatus; deadlineAt: Date | string }, now: Date): boolean {
  return r.status === "requested" && toDate(r.deadlineAt).getTime() < now.getTime();
}

// ── Events ─────────────────────────────────────────────────────────────────────────────────
export const RETURN_EVENT_TYPES = RETURN_STATUSES;
export type ReturnEventType = ReturnStatus;
/**
 * What an event carries: a rejection its reason, a refund its amount, an exchange its
 * replacement order; the request, a receipt and an expiry nothing.
 */
export type ReturnEventData =
  | { reason: string }
  | { refundedCents: number; insteadOfExchange?: ExchangeRefundedInstead[] }
  | { replacementOrderId: string }
  | Record<string, never>;

/** An exchange line refunded instead: the variant the customer had asked for, kept for the record. */
export interface ExchangeRefundedInstead {
  position: number;
  size: string;
  color: string;
}

// ── Transitions ────────────────────────────────────────────────────────────────────────────
/**
 * The steps of a return. `refund` pays back the refund lines, `exchange` creates the
 * replacement shipment of the exchange lines; a return with both kinds takes both steps, in
 * either order, after it was received. `refund-instead` settles the exchange lines with a refund
 * when no replacement is sent (the variant asked for sold out meanwhile, or the customer changed
 * their mind): they become refund lines, paid back with whatever refund is still due.
 */
export type ReturnStep = "receive" | "refund" | "exchange" | "refund-instead" | "reject" | "expire";

export interface ReturnState {
  status: ReturnStatus;
  hasRefundLines: boolean;
  hasExchangeLines: boolean;
  refundedAt: Date | string | null;
  exchangedAt: Date | string | null;
  deadlineAt: Date | string;
}

/** Which step may follow which status (before the per-return checks of refuseReturnStep). */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStep[]> = {
  requested: ["receive", "reject", "expire"],
  received: ["refund", "exchange", "refund-instead", "reject"],
  // A return with both kinds stays open for the other step after the first.
  refunded: ["exchange", "refund-instead"],
  exchanged: ["refund"],
  rejected: [],
  expired: [],
};

const FINAL_MESSAGES: Partial<Record<ReturnStatus, string>> = {
  rejected: "This return has been rejected.",
  expired: "This return has expired: its parcel did not arrive within 14 days.",
};

/** Why this step cannot happen now (a message for a 409), or null when it may. */
export function refuseReturnStep(
  state: ReturnState,
  step: ReturnStep,
  now: Date = new Date(),
): string | null {
  const final = FINAL_MESSAGES[state.status];
  if (final) return final;
  switch (step) {
    case "receive":
      return state.status === "requested" ? null : "This return has already been received.";
    case "expire":
      if (state.status !== "requested") return "Only a return waiting for its parcel can expire.";
      return isReturnExpired(state, now) ? null : "This return's parcel is not overdue yet.";
    case "reject":
      if (state.refundedAt || state.exchangedAt) return "This return has already been settled.";
      return null;
    case "refund":
      if (state.status === "requested") return "A return is refunded after its parcel has been received.";
      if (!state.hasRefundLines) return "This return has nothing to refund: its items are exchanged.";
      return state.refundedAt ? "This return has already been refunded." : null;
    case "exchange":
      if (state.status === "requested")
        return "An exchange is sent after the returned parcel has been received.";
      if (!state.hasExchangeLines) return "This return has nothing to exchange.";
      return state.exchangedAt ? "The replacement for this return has already been created." : null;
    case "refund-instead":
      if (state.status === "requested") return "A return is refunded after its parcel has been received.";
      if (!state.hasExchangeLines) return "This return has nothing to exchange.";
      return state.exchangedAt ? "The replacement for this return has already been created." : null;
  }
}

/**
 * The status after a step that refuseReturnStep allowed. A return with both kinds shows the
 * first settled part until the second is done, then 'exchanged' (its refund stays in
 * refundedCents).
 */
export function statusAfterStep(state: ReturnState, step: ReturnStep): ReturnStatus {
  switch (step) {
    case "receive":
      return "received";
    case "reject":
      return "rejected";
    case "expire":
      return "expired";
    case "refund":
      return state.hasExchangeLines && state.exchangedAt ? "exchanged" : "refunded";
    case "exchange":
      return "exchanged";
    case "refund-instead":
      // Every line is now a refund line, and every one of them is paid.
      return "refunded";
  }
}

/** Whether the return still waits for a step (for a list's 'open' filter and the customer's view). */
export function isReturnSettled(state: ReturnState): boolean {
  if (state.status === "rejected" || state.status === "expired") return true;
  return (!state.hasRefundLines || !!state.refundedAt) && (!state.hasExchangeLines || !!state.exchangedAt);
}

/** Where a return parcel goes (docs/behaviour.md §4 Returns); the e-mails and the order page show it. */
export const RETURN_ADDRESS = [
  "Atelier Returns",
  "450 West 33rd Street",
  "New York, NY 10001",
  "United States",
] as const;
