// Cancel Items, for roles with 'cancel', once part of the order has shipped: the lines still to
// ship that will not ship after all (none ticked to start with; 'Cancel Items' with none says
// so), a confirmation naming them, then
// the page shows the order as the server returned it. The server checks everything again, works
// out what is not charged, and refuses a line that has shipped meanwhile (409).
import { useState, type FormEvent } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { ConfirmDialog } from "../confirm-dialog";
import fields from "../fields.module.css";
import { FieldError } from "../labelled-field";
import ui from "../ui.module.css";
import { LineChecklist, lineName } from "./line-checklist";
import { linesToShip } from "./lines-to-ship";
import styles from "./order.module.css";

const NO_LINE = "Choose at least one line to cancel.";

interface CancelLinesFormProps {
  order: DashboardOrderDetail;
  onCancelled: (order: DashboardOrderDetail) => void;
  onFailed: (message: string) => void;
}

export function CancelLinesForm({ order, onCancelled, onFailed }: CancelLinesFormProps) {
  const open = linesToShip(order);
  const [chosen, setChosen] = useState<number[]>([]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // A line shipped meanwhile (the page is drawn afresh then) is left out rather than refused.
  const named = open.filter((l) => chosen.includes(l.position));

  function ask(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (named.length === 0) setError(NO_LINE);
    else {
      setError(undefined);
      setAsking(true);
    }
  }

  async function confirm(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      onCancelled(await dashboardApi.cancelLines(order.id, { lines: named.map((l) => l.position) }));
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 400 && e.fields?.lines) setError(e.fields.lines);
      else if (e instanceof ApiClientError && (e.status === 409 || e.status === 403))
        onFailed(e.status === 403 ? "Your role may not cancel orders." : e.message);
      else onFailed("The lines could not be cancelled. Please try again.");
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <form className={fields.stacked} onSubmit={ask} noValidate aria-labelledby="cancel-lines-title">
      <h3 id="cancel-lines-title" className={styles.historyTitle}>
        Cancel what will not ship
      </h3>
      <LineChecklist
        legend="Lines to cancel"
        lines={open}
        chosen={chosen}
        onChosen={setChosen}
        describedBy={error ? "cancel-lines-error" : "cancel-lines-hint"}
      >
        <FieldError id="cancel-lines" error={error} />
        <p id="cancel-lines-hint" className={fields.hint}>
          The customer is not charged for them and is e-mailed; their units go back into stock.
        </p>
      </LineChecklist>
      <div className={fields.buttons}>
        <button type="submit" className={ui.button} disabled={busy}>
          Cancel Items
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Cancel Items"
        confirmLabel="Cancel the items"
        dismissLabel="Keep them"
        busy={busy}
        onConfirm={() => void confirm()}
        onOpenChange={setAsking}
      >
        <p>
          These pieces of order <strong>No. {order.id}</strong> will not ship:
        </p>
        <ul>
          {named.map((line) => (
            <li key={line.position}>
              {line.position + 1}. {lineName(line)}
            </li>
          ))}
        </ul>
        <p>{order.email} is e-mailed, and this cannot be undone here.</p>
      </ConfirmDialog>
    </form>
  );
}
