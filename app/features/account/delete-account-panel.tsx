import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { SidePanel, SidePanelClose } from "../../ui/side-panel";
import buttons from "../../ui/buttons.module.css";
import { SubmitButton } from "../../ui/form/submit-button";
import type { AccountFailure, AccountIntent } from "./account-action";
import formStyles from "../../ui/form/form.module.css";
import panel from "../../ui/form/panel.module.css";

interface DeleteAccountPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel (focus returns to it on close). */
  trigger?: ReactNode;
}

/** The 'Account Removal' confirmation (docs/behaviour.md §4); deleting goes to /register. */
export function DeleteAccountPanel({ open, onOpenChange, trigger }: DeleteAccountPanelProps) {
  // A fetcher per opening: a refusal said once is not shown again when the panel reopens.
  const [opening, setOpening] = useState(0);
  const fetcher = useFetcher<AccountFailure>({ key: `delete-account-${opening}` });
  const busy = fetcher.state !== "idle";
  const refusal = !busy ? fetcher.data?.message : undefined;

  function remove() {
    if (busy) return;
    const intent: AccountIntent = { intent: "delete-account" };
    void fetcher.submit(intent, { method: "post", action: "/account", encType: "application/json" });
  }

  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) setOpening((n) => n + 1);
        onOpenChange(next);
      }}
      trigger={trigger}
      title="Account Removal"
    >
      <div className={panel.body}>
        <p className={formStyles.note}>
          Your account, profile and saved addresses will be deleted and you will be signed out. This cannot be
          undone. Orders already placed are kept for our records, without your personal details.
        </p>
        {refusal ? (
          <p role="alert" className={formStyles.error}>
            {refusal}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <SubmitButton type="button" variant="danger" busy={busy} onClick={remove}>
            Delete My Account
          </SubmitButton>
          <SidePanelClose className={buttons.secondary}>Cancel</SidePanelClose>
        </div>
      </div>
    </SidePanel>
  );
}
