import { RETURN_STATUS_LABELS, type ReturnStatus } from "../../../../domain/returns";
import { Pill, type PillTone } from "../pill";

const TONES: Record<ReturnStatus, PillTone> = {
  requested: "accent",
  received: "accent",
  refunded: "success",
  exchanged: "success",
  rejected: "danger",
  expired: "neutral",
};

/** Requested, Received, Refunded, Exchanged, Rejected, Expired. */
export function ReturnStatusPill({ status }: { status: ReturnStatus }) {
  return (
    <Pill tone={TONES[status]} dot>
      {RETURN_STATUS_LABELS[status]}
    </Pill>
  );
}
