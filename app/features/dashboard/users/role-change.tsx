// Changing a user's role, for roles allowed to edit users. What the server would refuse is
// explained before trying (one's own role, granting Administrator without being one), and
// its answers are shown plainly when it refuses anyway (the last administrator, say).
import { useState, type FormEvent } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardUserDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import fields from "../fields.module.css";
import panel from "../panel.module.css";
import ui from "../ui.module.css";
import { ADMIN_ROLE_ID, roleChoices, roleLabel, type RoleOption } from "./role-options";

export interface RoleChangeRules {
  allowed: boolean;
  self: boolean;
  grantsAdmin: boolean;
}

interface RoleChangeProps {
  userId: string;
  current: string;
  roles: RoleOption[];
  rules: RoleChangeRules;
  onChanged: (detail: DashboardUserDetail) => void;
}

function refusal(error: unknown, chosen: string): string {
  if (!(error instanceof ApiClientError)) return "The role could not be changed. Please try again.";
  if (error.status === 409) return error.message;
  if (error.status === 400) return "This role no longer exists. Reload the page to see the current roles.";
  if (error.status === 403 && chosen === ADMIN_ROLE_ID)
    return "Only an administrator can grant the Administrator role.";
  if (error.status === 403) return "Your role may not change this user's role.";
  return "The role could not be changed. Please try again.";
}

export function RoleChange({ userId, current, roles, rules, onChanged }: RoleChangeProps) {
  const [chosen, setChosen] = useState(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (rules.self) {
    return <p className={panel.text}>You cannot change your own role: ask another administrator.</p>;
  }

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || chosen === current) return;
    setBusy(true);
    setError(null);
    try {
      onChanged(await dashboardApi.changeRole(userId, chosen));
    } catch (err) {
      setError(refusal(err, chosen));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={fields.stacked} onSubmit={(event) => void save(event)}>
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
            <option key={role.id} value={role.id} disabled={role.id === ADMIN_ROLE_ID && !rules.grantsAdmin}>
              {role.roleName}
              {role.id === ADMIN_ROLE_ID && !rules.grantsAdmin ? " (administrators only)" : ""}
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
    </form>
  );
}
