// The 'Request a Return' form (docs/behaviour.md §4 Returns): one group per piece that can still
// come back; a chosen piece asks its quantity, a reason and refund or exchange. It offers only
// what the server said is possible; the server checks every rule again on submit.
import { sizeText } from "../../../../domain/status";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { colorName } from "../../../../domain/colors";
import type { Order } from "../../../../domain/contracts/orders";
import type { ReturnRequestBody, ReturnView, ReturnableLineView } from "../../../../domain/contracts/returns";
import { RETURN_REASONS } from "../../../../domain/returns";
import { ApiClientError } from "../../../../sdk/client";
import buttons from "../../../ui/buttons.module.css";
import { CheckboxField, SelectField } from "../../../ui/form/fields";
import { FormMessage } from "../../../ui/form/message";
import formStyles from "../../../ui/form/form.module.css";
import { SubmitButton } from "../../../ui/form/submit-button";
import { checkoutApi } from "../../../lib/checkout-api";
import { fittingOptions, withQuantity, type Choice } from "./piece-choice";
import styles from "./returns.module.css";

export const NOTHING_CHOSEN = "Choose at least one item to return.";
export const REQUIRED_FIELDS = "Please make sure to fill and check the required fields.";
export const REQUEST_FAILED = "The return could not be requested. Please try again.";

interface ReturnFormProps {
  order: Order;
  lines: readonly ReturnableLineView[];
  guestToken?: string | undefined;
  onRequested: (ret: ReturnView) => void;
  onCancel: () => void;
}

const reasonOptions = RETURN_REASONS.map((r) => ({ value: r.code, label: r.label }));

export function ReturnForm({ order, lines, guestToken, onRequested, onCancel }: ReturnFormProps) {
  const messageId = `${useId()}-message`;
  const open = lines.filter((l) => l.returnable > 0);
  const [choices, setChoices] = useState<Record<number, Choice>>(() =>
    Object.fromEntries(
      open.map((l) => [
        l.orderLinePosition,
        { chosen: false, quantity: "1", reason: "", kind: "refund", exchange: "" },
      ]),
    ),
  );
  const [message, setMessage] = useState<string | null>(null);
  const [marked, setMarked] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Focus moves into the form when it opens, to its first control.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const set = (position: number, patch: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [position]: { ...all[position]!, ...patch } }));

  function fail(text: string, mark: boolean) {
    setMessage(text);
    setMarked(mark);
    // The message takes focus so it is read out (FormMessage is focusable for this).
    requestAnimationFrame(() => document.getElementById(messageId)?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const chosen = open.filter((l) => choices[l.orderLinePosition]?.chosen);
    if (chosen.length === 0) return fail(NOTHING_CHOSEN, false);
    const incomplete = chosen.some((l) => {
      const c = choices[l.orderLinePosition]!;
      return !c.reason || (c.kind === "exchange" && c.exchange === "");
    });
    if (incomplete) return fail(REQUIRED_FIELDS, true);
    const body: ReturnRequestBody = {
      lines: chosen.map((l) => {
        const c = choices[l.orderLinePosition]!;
        const option = c.kind === "exchange" ? l.exchangeOptions[Number(c.exchange)] : undefined;
        const exchange = option ? { size: option.size, color: option.color } : undefined;
        return {
          orderLinePosition: l.orderLinePosition,
          quantity: Number(c.quantity),
          kind: c.kind,
          reason: c.reason as ReturnRequestBody["lines"][number]["reason"],
          ...(exchange ? { exchange } : {}),
        };
      }),
      ...(guestToken ? { guestToken } : {}),
    };
    setMessage(null);
    setMarked(false);
    setBusy(true);
    try {
      onRequested(await checkoutApi.requestReturn(order.id, body));
    } catch (error) {
      setBusy(false);
      fail(
        error instanceof ApiClientError && (error.status === 400 || error.status === 409)
          ? error.message
          : REQUEST_FAILED,
        false,
      );
    }
  }

  return (
    <form
      ref={form}
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      aria-label="Request a Return"
    >
      <FormMessage id={messageId} message={message} />
      {open.map((l) => {
        const line = order.lines.find((o) => o.position === l.orderLinePosition)!;
        const c = choices[l.orderLinePosition]!;
        const name = `${line.title}, ${colorName(line.color)}, size ${line.size}`;
        return (
          <fieldset key={l.orderLinePosition} className={styles.piece}>
            <legend className={styles.legend}>{name}</legend>
            <CheckboxField
              label="Return this piece"
              checked={c.chosen}
              onChange={(e) => {
                set(l.orderLinePosition, { chosen: e.target.checked });
                // Ticking a piece answers 'choose at least one'; other messages wait for the next try.
                if (e.target.checked && message === NOTHING_CHOSEN) setMessage(null);
              }}
            />
            {c.chosen ? (
              <PieceFields
                line={l}
                choice={c}
                marked={marked}
                messageId={messageId}
                onChange={(patch) => set(l.orderLinePosition, patch)}
              />
            ) : null}
          </fieldset>
        );
      })}
      <div className={formStyles.actions}>
        <SubmitButton busy={busy}>Request Return</SubmitButton>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface PieceFieldsProps {
  line: ReturnableLineView;
  choice: Choice;
  marked: boolean;
  messageId: string;
  onChange: (patch: Partial<Choice>) => void;
}

function PieceFields({ line, choice, marked, messageId, onChange }: PieceFieldsProps) {
  const group = useId();
  // Only variants with as many units on hand as the quantity chosen (the server checks it again).
  const fitting = fittingOptions(line, choice.quantity);
  const canExchange = line.exchangeable > 0 && fitting.length > 0;
  const quantities = Array.from({ length: line.returnable }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
  return (
    <>
      {line.returnable > 1 ? (
        <SelectField
          label="Quantity"
          placeholder="Select a Quantity"
          options={quantities}
          value={choice.quantity}
          onChange={(e) => onChange(withQuantity(line, choice, e.target.value || "1"))}
          required
        />
      ) : null}
      <SelectField
        label="Reason"
        placeholder="Select a Reason"
        options={reasonOptions}
        value={choice.reason}
        onChange={(e) => onChange({ reason: e.target.value })}
        error={marked && !choice.reason ? "" : undefined}
        messageId={messageId}
        required
      />
      <fieldset className={styles.kinds}>
        <legend>Refund or Exchange</legend>
        <label className={styles.kind}>
          <input
            type="radio"
            name={group}
            checked={choice.kind === "refund"}
            onChange={() => onChange({ kind: "refund", exchange: "" })}
          />
          Refund
        </label>
        {canExchange ? (
          <label className={styles.kind}>
            <input
              type="radio"
              name={group}
              checked={choice.kind === "exchange"}
              onChange={() => onChange({ kind: "exchange" })}
            />
            Exchange
          </label>
        ) : null}
      </fieldset>
      {choice.kind === "exchange" ? (
        <SelectField
          label="Size and Colour"
          placeholder="Select a Size and Colour"
          options={fitting.map(({ option, value }) => ({
            value,
            label: `${sizeText(option.size)} · ${colorName(option.color)}`,
          }))}
          value={choice.exchange}
          onChange={(e) => onChange({ exchange: e.target.value })}
          error={marked && choice.exchange === "" ? "" : undefined}
          messageId={messageId}
          required
        />
      ) : null}
    </>
  );
}
