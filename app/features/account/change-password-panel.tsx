import { useState, type ReactNode } from "react";
import { CHANGE_PASSWORD_FAILURE, forgotPasswordSuccess } from "../../../domain/messages";
import { SidePanel } from "../../ui/side-panel";
import { accountApi } from "../../lib/account-api";
import { SubmitButton } from "../../ui/form/submit-button";
import { useFocusOnChange } from "../../ui/form/use-focus-on-change";
import formStyles from "../../ui/form/form.module.css";
import panel from "../../ui/form/panel.module.css";

interface ChangePasswordPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel (focus returns to it on close). */
  trigger?: ReactNode;
  email: string;
}

/** docs/behaviour.md §7: the password is changed through a reset e-mail sent to the profile's address. */
export function ChangePasswordPanel({ open, onOpenChange, trigger, email }: ChangePasswordPanelProps) {
  return (
    <SidePanel open={open} onOpenChange={onOpenChange} trigger={trigger} title="Change Password">
      <ChangePassword email={email} />
    </SidePanel>
  );
}

type State = "idle" | "sent" | "failed";

function ChangePassword({ email }: { email: string }) {
  const [state, setState] = useState<State>("idle");
  const [busy, setBusy] = useState(false);
  const outcome = useFocusOnChange<HTMLParagraphElement>(state);

  async function send() {
    if (busy) return;
    setBusy(true);
    try {
      await accountApi.requestPasswordReset(email);
      setState("sent");
    } catch {
      setState("failed");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={panel.body}>
      {state === "idle" ? (
        <p className={formStyles.note}>
          For your security, your password is changed through a link we send to {email}. The link is valid for
          one hour.
        </p>
      ) : (
        <p
          ref={outcome}
          tabIndex={-1}
          role={state === "sent" ? "status" : "alert"}
          className={formStyles.message}
          data-tone={state === "sent" ? "success" : "error"}
        >
          {state === "sent" ? forgotPasswordSuccess(email) : CHANGE_PASSWORD_FAILURE}
        </p>
      )}
      <SubmitButton
        type="button"
        busy={busy}
        variant={state === "sent" ? "secondary" : "primary"}
        onClick={() => void send()}
      >
        {state === "idle" ? "Send Reset E-mail" : state === "sent" ? "Send Again" : "Try Again"}
      </SubmitButton>
    </div>
  );
}
