// The order's lines as checkboxes in a fieldset, for the staff forms that act on some of them
// (ship a parcel, cancel what will not ship); the form adds its error and hint below.
import type { Dispatch, ReactNode, SetStateAction } from "react";
import { colorName } from "../../../../domain/colors";
import type { OrderLine } from "../../../../domain/contracts/orders";
import fields from "../fields.module.css";
import styles from "./order.module.css";

interface LineChecklistProps {
  legend: string;
  lines: readonly OrderLine[];
  chosen: readonly number[];
  onChosen: Dispatch<SetStateAction<number[]>>;
  describedBy?: string;
  children?: ReactNode;
}

/** '2. Cashmere Twill Scarf · Camel · One Size × 1': as the fulfilment forms and dialogs name a line. */
export const lineName = (line: OrderLine) =>
  `${line.title} · ${colorName(line.color)} · ${line.size} × ${line.quantity}`;

export function LineChecklist({
  legend,
  lines,
  chosen,
  onChosen,
  describedBy,
  children,
}: LineChecklistProps) {
  return (
    <fieldset className={styles.shipLines} aria-describedby={describedBy}>
      <legend className={fields.label}>{legend}</legend>
      {lines.map((line) => (
        <label key={line.position} className={styles.shipLine}>
          <input
            type="checkbox"
            checked={chosen.includes(line.position)}
            onChange={(e) =>
              onChosen((now) =>
                e.target.checked ? [...now, line.position] : now.filter((p) => p !== line.position),
              )
            }
          />
          <span>
            {line.position + 1}. {lineName(line)}
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
