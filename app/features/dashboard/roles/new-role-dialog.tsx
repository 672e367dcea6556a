// New role: a key (lower-case, used by accounts) and a name. It starts with no access; the
// editor then opens it to choose its areas.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { Role } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { DialogActions } from "../confirm-dialog";
import dialog from "../confirm-dialog.module.css";
import fields from "../fields.module.css";
import { formText } from "../filter-form";
import { LabelledField } from "../labelled-field";
import { useBusySubmit } from "../use-busy-submit";
import ui from "../ui.module.css";

type Errors = { id?: string; roleName?: string; form?: string };

const FILL_IN = "Please fill this in.";

function readErrors(err: unknown): Errors {
  if (!(err instanceof ApiClientError)) return { form: "The role could not be created. Please try again." };
  if (err.status === 409) return { id: err.message };
  const { id, roleName } = err.fields ?? {};
  return id || roleName ? { id, roleName } : { form: err.message };
}

export function NewRoleDialog({ onCreated }: { onCreated: (role: Role) => void }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, submit } = useBusySubmit(async (form) => {
    setErrors({});
    // Said under the fields, as every other dashboard form does, not by the browser's bubble.
    const missing: Errors = {};
    if (!formText(form, "id").trim()) missing.id = FILL_IN;
    if (!formText(form, "roleName").trim()) missing.roleName = FILL_IN;
    // The first refused field then takes the focus (useBusySubmit).
    if (missing.id || missing.roleName) return setErrors(missing);
    try {
      const id = formText(form, "id").trim().toLowerCase();
      const role = await dashboardApi.createRole({
        id,
        roleName: formText(form, "roleName"),
        permissions: {},
      });
      setOpen(false);
      onCreated(role);
    } catch (err) {
      setErrors(readErrors(err));
    }
  });

  const field = (key: "id" | "roleName", label: string, hint?: string) => (
    <LabelledField
      id={`new-role-${key}`}
      label={label}
      error={errors[key]}
      hint={hint}
      hintUntilError
      errorRole="alert"
    >
      {(aria) => (
        <input
          name={key}
          className={fields.input}
          required
          maxLength={key === "id" ? 31 : 60}
          autoComplete="off"
          {...aria}
        />
      )}
    </LabelledField>
  );

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
          <form className={fields.stacked} onSubmit={submit} noValidate>
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
            <DialogActions busy={busy} dismissLabel="Cancel" tone="primary">
              Create role
            </DialogActions>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
