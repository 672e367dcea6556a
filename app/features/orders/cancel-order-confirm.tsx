// 'Cancel Order' for a shopper's own order, asked first: 'Cancel this order?' with 'Cancel Order'
// and 'Keep Order'. One control for every place a shopper can cancel (the Purchase Successful
// panel, Order Details in the account, the guest order page). The question opens in place of the
// button, so it works the same inside a side panel and on a page.
import { useEffect, useId, useRef, useState } from "react";
import { SubmitButton } from "../../ui/form/submit-button";
import buttons from "../../ui/buttons.module.css";
import styles from "./cancel-order-confirm.module.css";

export const CANCEL_ORDER = "Cancel Order";
export const KEEP_ORDER = "Keep Order";
export const CANCEL_QUESTION = "Cancel this order?";

interface CancelOrderConfirmProps {
  orderId: string;
  /**
   * Sends the cancellation. Resolves once the server has marked the order (the caller then
   * closes its panel or shows the order as cancelled); a rejection brings the button back,
   * silently, as the spec asks (docs/behaviour.md §8).
   */
  onCancel: () => Promise<void>;
}

type Stage = "idle" | "asking" | "busy";

export function CancelOrderConfirm({ orderId, onCancel }: CancelOrderConfirmProps) {
  const [stage, setStage] = useState<Stage>("idle");
  const id = useId();
  const start = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // Focus follows the question: to 'Keep Order' (the safe answer) when it opens, back to the
  // first button when it closes, so keyboard users never land on the page's start.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    if (stage === "asking") keep.current?.focus();
    if (stage === "idle") start.current?.focus();
  }, [stage]);

  function go(next: Stage) {
    moved.current = true;
    setStage(next);
  }

  async function confirm() {
    if (stage === "busy") return;
    setStage("busy");
    try {
      await onCancel();
    } catch {
      go("idle");
    }
  }

  if (stage === "idle") {
    return (
      <button ref={start} type="button" className={buttons.secondary} onClick={() => go("asking")}>
        {CANCEL_ORDER}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-q`} aria-describedby={`${id}-d`} className={styles.ask}>
      <p id={`${id}-q`} className={styles.question}>
        {CANCEL_QUESTION}
      </p>
      <p id={`${id}-d`} className={styles.detail}>
        Order No. {orderId} will be cancelled and nothing will be sent. This cannot be undone.
      </p>
      <div className={styles.actions}>
        <SubmitButton type="button" busy={stage === "busy"} onClick={() => void confirm()}>
          {CANCEL_ORDER}
        </SubmitButton>
        <button
          ref={keep}
          type="button"
          className={buttons.secondary}
          aria-disabled={stage === "busy" || undefined}
          onClick={() => stage !== "busy" && go("idle")}
        >
          {KEEP_ORDER}
        </button>
      </div>
    </div>
  );
}
