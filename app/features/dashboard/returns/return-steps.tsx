// The staff's steps on one return, each behind a confirmation (ConfirmDialog), 'Please wait...'
// while the server works: Receive, Approve Refund (showing the amount the server computed),
// Create Replacement, Refund Instead (when no replacement will be sent), Reject. Only the steps the rules allow now are offered; the server checks
// again and answers 409 otherwise.
import { useState } from "react";
import { formatPrice } from "../../../../domain/money";
import { refuseReturnStep, type ReturnState, type ReturnStep } from "../../../../domain/returns";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardReturnDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { ConfirmDialog } from "../confirm-dialog";
import ui from "../ui.module.css";
import { RejectReturn } from "./reject-return";
import styles from "../orders/order.module.css";
import own from "./returns.module.css";

type ApiStep = "receive" | "refund" | "replacement" | "refund-instead";

interface ReturnStepsProps {
  ret: DashboardReturnDetail;
  onDone: (ret: DashboardReturnDetail, step: ApiStep | "reject") => void;
  onFailed: (message: string) => void;
}

export function stateOf(ret: DashboardReturnDetail): ReturnState {
  return {
    status: ret.status,
    hasRefundLines: ret.lines.some((l) => l.kind === "refund"),
    hasExchangeLines: ret.lines.some((l) => l.kind === "exchange"),
    refundedAt: ret.refundedAt,
    exchangedAt: ret.exchangedAt,
    deadlineAt: ret.deadlineAt,
  };
}

interface StepChoice {
  step: ApiStep;
  rule: ReturnStep;
  label: string;
  title: string;
  confirm: string;
  /** A way out rather than the way forward: drawn like Reject, not filled. */
  secondary?: true;
}

const STEPS: StepChoice[] = [
  { step: "receive", rule: "receive", label: "Receive", title: "Receive Return", confirm: "Mark received" },
  { step: "refund", rule: "refund", label: "Approve Refund", title: "Approve Refund", confirm: "Refund" },
  {
    step: "replacement",
    rule: "exchange",
    label: "Create Replacement Shipment",
    title: "Create Replacement Shipment",
    confirm: "Create the shipment",
  },
  {
    step: "refund-instead",
    rule: "refund-instead",
    label: "Refund Instead",
    title: "Refund Instead of Exchanging",
    confirm: "Refund",
    secondary: true,
  },
];

/** The amount a refund step would pay, as the server computed it for this return. */
function dueFor(step: ApiStep, ret: DashboardReturnDetail): number | null {
  if (step === "refund") return ret.refundDueCents;
  if (step === "refund-instead") return ret.refundInsteadDueCents;
  return null;
}

const couponShare = (ret: DashboardReturnDetail) =>
  ret.couponCode ? `, less the ${ret.couponCode} coupon’s share` : "";

function Explain({ step, ret }: { step: ApiStep; ret: DashboardReturnDetail }) {
  if (step === "receive")
    return (
      <p>
        The parcel of return <strong>{ret.id}</strong> has arrived: its pieces go back into stock and the
        customer is e-mailed.
      </p>
    );
  if (step === "refund")
    return (
      <p>
        <strong>{formatPrice(ret.refundDueCents ?? 0)}</strong> will be refunded to the card of order{" "}
        {ret.orderId} (the pieces’ paid prices{couponShare(ret)}). This cannot be undone here.
      </p>
    );
  if (step === "refund-instead")
    return (
      <p>
        No replacement is sent for the pieces returned for an exchange:{" "}
        <strong>{formatPrice(ret.refundInsteadDueCents ?? 0)}</strong> is refunded to the card of order{" "}
        {ret.orderId} instead (the pieces’ paid prices{couponShare(ret)}), and the customer is e-mailed. This
        cannot be undone here.
      </p>
    );
  return (
    <p>
      The new sizes and colours are set aside from stock as a replacement order, shipped from its order page
      like any other; the customer is e-mailed.
    </p>
  );
}

export function ReturnSteps({ ret, onDone, onFailed }: ReturnStepsProps) {
  const [open, setOpen] = useState<ApiStep | null>(null);
  const [busy, setBusy] = useState(false);
  const state = stateOf(ret);
  const allowed = STEPS.filter((s) => !refuseReturnStep(state, s.rule));
  const canReject = !refuseReturnStep(state, "reject");

  async function run(step: ApiStep) {
    if (busy) return;
    setBusy(true);
    try {
      onDone(await dashboardApi.returnStep(ret.id, step), step);
    } catch (error) {
      onFailed(
        error instanceof ApiClientError && (error.status === 409 || error.status === 403)
          ? error.status === 403
            ? "Your role may not handle returns."
            : error.message
          : "This step could not be recorded. Please try again.",
      );
    } finally {
      setBusy(false);
      setOpen(null);
    }
  }

  if (allowed.length === 0 && !canReject) return <p className={styles.muted}>Nothing is left to do.</p>;
  const current = STEPS.find((s) => s.step === open);
  return (
    <div className={own.actions}>
      {allowed.map((s) => (
        <button
          key={s.step}
          type="button"
          className={s.secondary ? ui.button : ui.primary}
          onClick={() => setOpen(s.step)}
        >
          {s.label}
          {dueFor(s.step, ret) !== null ? ` (${formatPrice(dueFor(s.step, ret)!)})` : ""}
        </button>
      ))}
      {canReject ? (
        <RejectReturn ret={ret} onDone={(next) => onDone(next, "reject")} onFailed={onFailed} />
      ) : null}
      <ConfirmDialog
        open={current !== undefined}
        title={current?.title ?? ""}
        confirmLabel={current?.confirm ?? ""}
        dismissLabel="Not now"
        busy={busy}
        onConfirm={() => current && void run(current.step)}
        onOpenChange={(next) => !next && setOpen(null)}
      >
        {current ? <Explain step={current.step} ret={ret} /> : null}
      </ConfirmDialog>
    </div>
  );
}
