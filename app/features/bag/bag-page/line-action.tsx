import { panelTrigger } from "../../../ui/side-panel";
import styles from "./bag-panels.module.css";

/** A bag line's Edit or Remove button, its name carrying the piece it acts on. */
export function lineAction(label: string, title: string) {
  return panelTrigger(
    styles.textButton,
    <>
      {label}
      <span className="visually-hidden"> {title}</span>
    </>,
  );
}
