// The chosen role: its name, and per area no access, everything or a set of actions, saved with
// one PUT. The administrator role keeps everything (the server refuses less), so it is shown
// locked. Read-only for roles that may view roles but not edit them, and for the role one holds
// or one that opens more than it (decision 123).
import { useState, type FormEvent } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { Role } from "../../../../sdk/dashboard";
import { DASHBOARD_AREAS } from "../../../../domain/types";
import { dashboardApi } from "../api";
import fields from "../fields.module.css";
import { LabelledField } from "../labelled-field";
import { hasChanges, useLeaveGuard } from "../leave-guard";
import { useCan } from "../frame-data";
import panel from "../panel.module.css";
import ui from "../ui.module.css";
import { ADMIN_ROLE_ID } from "../users/role-options";
import { AreaAccessField } from "./area-access-field";
import { DeleteRole } from "./delete-role";
import { fromDraft, setMode, toDraft, toggleAction } from "./permission-draft";
import styles from "./roles.module.css";

/** Decision 123, for a staff member who is not an administrator (the server refuses it anyway). */
export interface RoleLimits {
  /** The role they hold: changed by someone else. */
  ownRole: string | null;
  /** Roles that open more than theirs: neither edited nor removed. */
  beyond: string[];
}

interface RoleEditorProps {
  role: Role;
  limits: RoleLimits;
  onSaved: (message: string) => void;
  onDeleted: (message: string) => void;
}

/** Why the staff member may not change this role, if they may not. */
function outOfReach(role: Role, limits: RoleLimits): string | null {
  if (role.id === limits.ownRole) return "This is your own role: someone else changes it.";
  if (limits.beyond.includes(role.id))
    return "This role opens more than yours, so only someone with wider access can change it.";
  return null;
}

export function RoleEditor({ role, limits, onSaved, onDeleted }: RoleEditorProps) {
  const reach = outOfReach(role, limits);
  const canEdit = useCan("roles", "edit") && reach === null;
  const [name, setName] = useState(role.roleName);
  const [draft, setDraft] = useState(() => toDraft(role.permissions));
  const [initial] = useState(() => ({ name, draft }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locked = role.id === ADMIN_ROLE_ID;
  // Another role, another page or a reload asks first while this one holds unsaved changes
  // (decision 120); choosing another role changes only the query.
  const guard = useLeaveGuard(
    canEdit && hasChanges({ name, draft }, initial),
    undefined,
    (next) => new URLSearchParams(next.search).get("role") !== role.id,
  );

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // The version it opened with: a save over someone else's since is refused, not applied.
      const saved = await dashboardApi.updateRole(role.id, {
        roleName: name,
        permissions: fromDraft(draft),
        version: role.version,
      });
      guard.letThrough();
      onSaved(`“${saved.roleName}” has been saved.`);
    } catch (err) {
      setError(
        err instanceof ApiClientError && err.status < 500
          ? (err.fields?.roleName ?? err.message)
          : "The role could not be saved. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={`${panel.panel} ${styles.editor}`}
      onSubmit={(event) => void save(event)}
      aria-labelledby="role-editor-title"
    >
      <div className={styles.editorHead}>
        <h2 id="role-editor-title" className={styles.editorTitle}>
          {role.roleName}
        </h2>
        <span className={panel.note}>
          Key <code className={styles.key}>{role.id}</code>
        </span>
      </div>
      <LabelledField id="role-name" label="Name" className={styles.nameField}>
        {(control) => (
          <input
            {...control}
            className={fields.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={60}
            readOnly={!canEdit}
          />
        )}
      </LabelledField>
      {locked ? (
        <p className={fields.hint}>
          The administrator role keeps every area, so nobody can lock the house out of itself.
        </p>
      ) : null}
      <div className={styles.areas}>
        <div className={styles.areasHead} aria-hidden="true">
          <span>Area</span>
          <span>Access</span>
          <span>Actions</span>
        </div>
        {DASHBOARD_AREAS.map((area) => (
          <AreaAccessField
            key={area}
            area={area}
            value={draft[area]}
            disabled={!canEdit || locked}
            onMode={(mode) => setDraft((d) => setMode(d, area, mode))}
            onAction={(action, on) => setDraft((d) => toggleAction(d, area, action, on))}
          />
        ))}
      </div>
      {locked ? null : (
        <p className={fields.hint}>
          View comes with any access to an area; with Chosen, tick what else the role may do there.
        </p>
      )}
      {error ? (
        <p className={fields.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.editorFoot}>
        {canEdit ? (
          <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy}>
            {busy ? "Please wait..." : "Save changes"}
          </button>
        ) : (
          <p className={fields.hint}>{reach ?? "Your role may view roles but not change them."}</p>
        )}
        {limits.beyond.includes(role.id) ? null : (
          <DeleteRole
            role={role}
            onDeleted={(message) => {
              guard.letThrough();
              onDeleted(message);
            }}
          />
        )}
      </div>
      {guard.dialog}
    </form>
  );
}
