// One area of the role editor: no access, everything, or chosen actions (from AREA_ACTIONS).
import { AREA_ACTIONS } from "../../../../domain/role-actions";
import type { DashboardArea } from "../../../../domain/types";
import { AREAS } from "../areas";
import { actionLabel, type AccessMode, type AreaDraft } from "./permission-draft";
import styles from "./roles.module.css";

const MODES: { mode: AccessMode; label: string }[] = [
  { mode: "off", label: "No access" },
  { mode: "all", label: "Everything" },
  { mode: "some", label: "Chosen" },
];

interface AreaAccessFieldProps {
  area: DashboardArea;
  value: AreaDraft;
  disabled: boolean;
  onMode: (mode: AccessMode) => void;
  onAction: (action: string, on: boolean) => void;
}

export function AreaAccessField({ area, value, disabled, onMode, onAction }: AreaAccessFieldProps) {
  const info = AREAS[area];
  const name = `access-${area}`;
  const actions = AREA_ACTIONS[area];
  return (
    <fieldset className={styles.area} data-mode={value.mode}>
      <legend className="visually-hidden">{info.label}</legend>
      <div className={styles.areaText} aria-hidden="true">
        <span className={styles.areaName}>{info.label}</span>
        <span className={styles.areaGroup}>{info.group}</span>
      </div>
      <div className={styles.modes}>
        {MODES.map(({ mode, label }) => (
          <label key={mode} className={styles.mode} data-mode={mode}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value.mode === mode}
              disabled={disabled}
              onChange={() => onMode(mode)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        {actions.map((action) => {
          const isView = action === "view";
          const checked =
            value.mode === "all" || (value.mode === "some" && (isView || value.actions.includes(action)));
          return (
            <label key={action} className={styles.action}>
              <input
                type="checkbox"
                checked={checked}
                // View comes with any access; the others are chosen only in 'Chosen actions'.
                disabled={disabled || value.mode !== "some" || isView}
                onChange={(event) => onAction(action, event.target.checked)}
              />
              <span>{actionLabel(action)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
