// New role: a key (lower-case, used by accounts) and a name. It starts with no access; the
// editor then opens it to choose its areas.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { Role } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import dialog from "../confirm-dialog.module.css";
import fields from "../fields.module.css";
import ui from "../ui.module.css";

type Errors = { id?: string; roleName?: string; form?: string };

function readErrors(err: unknown): Errors {
  if (!(err instanceof ApiClientError)) return { form: "The role could not be created. Please try again." };
  if (err.status === 409) return { id: err.message };
  const { id, roleName } = err.fields ?? {};
  return id || roleName ? { id, roleName } : { form: err.message };
}

export function NewRoleDialog({ onCreated }: { onCreated: (role: Role) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  async function create(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const id = String(form.get("id") ?? "")
        .trim()
        .toLowerCase();
      const roleName = String(form.get("roleName") ?? "");
      const role = await dashboardApi.createRole({ id, roleName, permissions: {} });
      setOpen(false);
      onCreated(role);
    } catch (err) {
      setErrors(readErrors(err));
    } finally {
      setBusy(false);
    }
  }

  const field = (key: "id" | "roleName", label: string, hint?: string) => {
    const error = errors[key];
    const describedBy = error ? `new-role-${key}-error` : hint ? `new-role-${key}-hint` : undefined;
    return (
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`new-role-${key}`}>
          {label}
        </label>
        <input
          id={`new-role-${key}`}
          name={key}
          className={fields.input}
          required
          maxLength={key === "id" ? 31 : 60}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error ? (
          <p id={`new-role-${key}-error`} className={fields.error} role="alert">
            {error}
          </p>
        ) : hint ? (
          <p id={`new-role-${key}-hint`} className={fields.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setErrors({});
      }}
    >
      <Dialog.Trigger className={ui.primary}>New role</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} aria-describedby="new-role-text">
          <Dialog.Title className={dialog.title}>New Role</Dialog.Title>
          <p id="new-role-text" className={dialog.body}>
            It starts with no access: choose its areas in the editor next.
          </p>
          <form className={fields.stacked} onSubmit={(event) => void create(event)}>
            {field(
              "id",
              "Key",
              "Lower-case letters, digits or hyphens, e.g. support. It cannot change later.",
            )}
            {field("roleName", "Name")}
            {errors.form ? (
              <p className={fields.error} role="alert">
                {errors.form}
              </p>
            ) : null}
            <div className={dialog.actions}>
              <Dialog.Close className={ui.button} disabled={busy}>
                Cancel
              </Dialog.Close>
              <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy}>
                {busy ? "Please wait..." : "Create role"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
