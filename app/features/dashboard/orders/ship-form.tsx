// Ship a parcel: which lines (those not shipped yet, all ticked to start with), the carrier and
// the tracking number. The server checks everything again and refuses a step backwards (409).
import { useState } from "react";
import { CARRIER_CODES, carrierName } from "../../../../domain/carriers";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { LineChecklist } from "./line-checklist";
import { linesToShip } from "./lines-to-ship";
import fields from "../fields.module.css";
import { formText } from "../filter-form";
import { FieldError, LabelledField } from "../labelled-field";
import { useBusySubmit } from "../use-busy-submit";
import ui from "../ui.module.css";
import styles from "./order.module.css";

interface ShipFormProps {
  order: DashboardOrderDetail;
  onShipped: (order: DashboardOrderDetail) => void;
  onFailed: (message: string) => void;
}

export function ShipForm({ order, onShipped, onFailed }: ShipFormProps) {
  const open = linesToShip(order);
  const [chosen, setChosen] = useState<number[]>(open.map((l) => l.position));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, submit } = useBusySubmit(async (form) => {
    setErrors({});
    try {
      onShipped(
        await dashboardApi.shipLines(order.id, {
          carrier: formText(form, "carrier"),
          trackingNumber: formText(form, "trackingNumber"),
          // Only lines still to ship: one cancelled since the form was drawn is left out.
          lines: chosen.filter((p) => open.some((l) => l.position === p)),
        }),
      );
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400 && error.fields) setErrors(error.fields);
      else if (error instanceof ApiClientError && (error.status === 409 || error.status === 403))
        onFailed(error.status === 403 ? "Your role may not ship orders." : error.message);
      else onFailed("The shipment could not be recorded. Please try again.");
    }
  });

  return (
    <form className={fields.stacked} onSubmit={submit} noValidate aria-labelledby="ship-title">
      <h3 id="ship-title" className={styles.historyTitle}>
        Ship a parcel
      </h3>
      <LineChecklist
        legend="Lines in this parcel"
        lines={open}
        chosen={chosen}
        onChosen={setChosen}
        describedBy={errors.lines ? "ship-lines-error" : undefined}
      >
        <FieldError id="ship-lines" error={errors.lines} />
        {chosen.length === 0 && !errors.lines ? (
          <p id="ship-lines-hint" className={fields.hint}>
            Tick the lines that go in this parcel.
          </p>
        ) : null}
      </LineChecklist>
      <LabelledField id="ship-carrier" label="Carrier" error={errors.carrier}>
        {(aria) => (
          <select name="carrier" className={fields.select} defaultValue="ups" {...aria}>
            {CARRIER_CODES.map((code) => (
              <option key={code} value={code}>
                {carrierName(code)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField id="ship-trackingNumber" label="Tracking number" error={errors.trackingNumber}>
        {(aria) => (
          <input
            name="trackingNumber"
            className={fields.input}
            autoComplete="off"
            spellCheck={false}
            required
            {...aria}
          />
        )}
      </LabelledField>
      <div className={fields.buttons}>
        <button
          type="submit"
          className={ui.primary}
          disabled={busy || chosen.length === 0}
          aria-describedby={chosen.length === 0 ? "ship-lines-hint" : undefined}
        >
          {busy ? "Please wait..." : "Mark Shipped"}
        </button>
      </div>
    </form>
  );
}
