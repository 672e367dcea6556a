// Changing a user's role, for roles allowed to edit users. What the server would refuse is
// explained before trying (one's own role, granting Administrator without being one, a role
// beyond one's own: decision 123), and its answers are shown plainly when it refuses anyway (the
// last administrator, say).
import { useState, type FormEvent } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardUserDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { ConfirmDialog } from "../confirm-dialog";
import fields from "../fields.module.css";
import panel from "../panel.module.css";
import ui from "../ui.module.css";
import { adminChangeQuestion, ADMIN_ROLE_ID, roleChoices, roleLabel, type RoleOption } from "./role-options";

export interface RoleChangeRules {
  allowed: boolean;
  self: boolean;
  grantsAdmin: boolean;
  /** Roles whose access goes beyond the editor's own (decision 123): not given, not taken away. */
  beyond: string[];
}

interface RoleChangeProps {
  userId: string;
  current: string;
  roles: RoleOption[];
  rules: RoleChangeRules;
  onChanged: (detail: DashboardUserDetail) => void;
}

/** The API's answer to a call the role may not make at all. */
const NOT_ALLOWED = "You are not allowed to do this.";

function refusal(error: unknown, chosen: string): string {
  if (!(error instanceof ApiClientError)) return "The role could not be changed. Please try again.";
  if (error.status === 409) return error.message;
  if (error.status === 400) return "This role no longer exists. Reload the page to see the current roles.";
  if (error.status === 403 && chosen === ADMIN_ROLE_ID)
    return "Only an administrator can grant the Administrator role.";
  // The server's own reason when it gives one (a role beyond the editor's, decision 123).
  if (error.status === 403 && error.message !== NOT_ALLOWED) return error.message;
  if (error.status === 403) return "Your role may not change this user's role.";
  return "The role could not be changed. Please try again.";
}

/** Why an option cannot be chosen, after its name. */
function optionNote(id: string, rules: RoleChangeRules): string {
  if (id === ADMIN_ROLE_ID && !rules.grantsAdmin) return " (administrators only)";
  return rules.beyond.includes(id) ? " (beyond your role)" : "";
}

export function RoleChange({ userId, current, roles, rules, onChanged }: RoleChangeProps) {
  const [chosen, setChosen] = useState(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Granting or taking away Administrator is asked again in a dialog before it is sent.
  const [confirming, setConfirming] = useState(false);
  if (rules.self) {
    return <p className={panel.text}>You cannot change your own role: ask another administrator.</p>;
  }
  if (rules.beyond.includes(current)) {
    return (
      <p className={panel.text}>
        Their role opens more than yours, so only someone with wider access can change it.
      </p>
    );
  }

  const ask = adminChangeQuestion(current, chosen, roles);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (busy || chosen === current) return;
    if (ask) setConfirming(true);
    else void save();
  }

  async function save(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      onChanged(await dashboardApi.changeRole(userId, chosen));
    } catch (err) {
      setError(refusal(err, chosen));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <form className={fields.stacked} onSubmit={submit}>
      <div className={fields.field}>
        {/* Named by the panel's own 'Role' heading above; the label stays for assistive tech. */}
        <label className="visually-hidden" htmlFor="user-role">
          Role
        </label>
        <select
          id="user-role"
          className={fields.select}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          aria-describedby={error ? "user-role-error" : "user-role-hint"}
          aria-invalid={error ? true : undefined}
        >
          {roleChoices(roles).map((role) => (
            <option key={role.id} value={role.id} disabled={optionNote(role.id, rules) !== ""}>
              {role.roleName}
              {optionNote(role.id, rules)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id="user-role-error" className={fields.error} role="alert">
          {error}
        </p>
      ) : (
        <p id="user-role-hint" className={fields.hint}>
          Now {roleLabel(current, roles)}. The change applies to their open pages at once.
        </p>
      )}
      <div>
        <button type="submit" className={ui.button} disabled={busy || chosen === current} aria-busy={busy}>
          {busy ? "Please wait..." : "Change role"}
        </button>
      </div>
      {ask ? (
        <ConfirmDialog
          open={confirming}
          title={ask.title}
          confirmLabel={ask.confirm}
          busy={busy}
          onConfirm={() => void save()}
          onOpenChange={setConfirming}
        >
          <p>{ask.question}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
