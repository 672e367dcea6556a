// Delete a role nobody holds (the server refuses otherwise), after a confirmation. While users
// hold it the button stays disabled and says why.
import { useState } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { Role } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { ConfirmDialog } from "../confirm-dialog";
import fields from "../fields.module.css";
import { countOf } from "../format";
import { useCan } from "../frame-data";
import ui from "../ui.module.css";
import { ADMIN_ROLE_ID } from "../users/role-options";
import styles from "./roles.module.css";

export function DeleteRole({ role, onDeleted }: { role: Role; onDeleted: (message: string) => void }) {
  const canRemove = useCan("roles", "remove");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!canRemove || role.id === ADMIN_ROLE_ID) return null;
  const held = role.userCount > 0;

  async function confirm(): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      await dashboardApi.removeRole(role.id);
      onDeleted(`“${role.roleName}” has been deleted.`);
    } catch (err) {
      setError(
        err instanceof ApiClientError && err.status === 409
          ? err.message
          : "The role could not be deleted. Please try again.",
      );
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <div className={styles.delete}>
      {held ? (
        <p id="role-delete-why" className={fields.hint}>
          {countOf(role.userCount, "user")} {role.userCount === 1 ? "holds" : "hold"} this role: give them
          another one before deleting it.
        </p>
      ) : null}
      {error ? (
        <p className={fields.error} role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={`${ui.quiet} ${styles.deleteButton}`}
        onClick={() => setOpen(true)}
        disabled={held}
        aria-describedby={held ? "role-delete-why" : undefined}
      >
        Delete role
      </button>
      <ConfirmDialog
        open={open}
        title="Delete Role"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirm()}
        onOpenChange={setOpen}
      >
        <p>
          The role <strong>{role.roleName}</strong> ({role.id}) will be deleted. Nobody holds it.
        </p>
      </ConfirmDialog>
    </div>
  );
}
