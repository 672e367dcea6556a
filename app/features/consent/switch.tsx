import { useId } from "react";
import styles from "./switch.module.css";

/** An on/off switch: a native button with the switch role, so Space and Enter both toggle it. */
export function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <span id={id} className={styles.switchLabel}>
        {label}
      </span>
      <span className={styles.switchState} aria-hidden="true">
        {checked ? "On" : "Off"}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
    </div>
  );
}
