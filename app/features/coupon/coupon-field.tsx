import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { COUPON_CODE_MAX, ENTER_COUPON_CODE } from "../../../domain/coupon";
import { useKeepTyped } from "../../ui/form/use-keep-typed";
import type { CouponState } from "./use-coupon";
import styles from "./coupon-field.module.css";

interface CouponFieldProps {
  coupon: CouponState;
  /** Checkout's Apply reads 'Loading' while busy (docs/behaviour.md §4); the bag shows the spinner alone. */
  variant: "bag" | "checkout";
}

/**
 * Apply a code, or see the applied one with its percentage and Remove. A form of its own, so on
 * the checkout page it must sit outside the checkout form (forms cannot nest).
 */
export function CouponField({ coupon, variant }: CouponFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // A code typed before the page's script ran is kept.
  useKeepTyped(
    () => inputRef.current,
    (el) => setValue(el.value),
  );
  const { applied, busy, pending, message } = coupon;
  const empty = value.trim() === "";
  // docs/behaviour.md §5: empty after trimming marks the input (once the shopper has typed and cleared it),
  // and a refused code is marked until it is edited.
  const cleared = touched && empty;
  const invalid = cleared || (message?.tone === "error" && !busy && !applied && !touched);
  // A field cleared says why it is marked, in place of an earlier answer about another code.
  const note = cleared && !applied ? { tone: "error" as const, text: ENTER_COUPON_CODE } : message;

  // The form and the applied coupon replace each other; when the shopper did it, focus follows
  // to the outcome instead of falling to the page: to Remove (the message is read out as a live
  // region), so Tab goes on from the coupon rather than skipping back past it. A re-check on load
  // moves nothing.
  const focusNext = useRef<"message" | "input" | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "message" && applied) removeRef.current?.focus();
    if (target === "input" && !applied) inputRef.current?.focus();
  }, [applied]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (empty) {
      setTouched(true);
      return;
    }
    // The typed code stays until it is applied, so a refused one can be corrected.
    if (coupon.apply(value)) {
      setTouched(false);
      focusNext.current = "message";
    }
  }

  return (
    <div className={styles.coupon}>
      {applied ? (
        <div className={styles.applied}>
          <p>
            <span className={styles.label}>Coupon</span> <span className={styles.code}>{applied.code}</span>{" "}
            <span className={styles.percentage}>{applied.percentage}% off</span>
          </p>
          <button
            ref={removeRef}
            type="button"
            className={styles.remove}
            onClick={() => {
              focusNext.current = "input";
              setValue("");
              coupon.remove();
            }}
          >
            Remove<span className="visually-hidden"> coupon {applied.code}</span>
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
          <label htmlFor={`${id}-code`} className={styles.label}>
            Coupon Code
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id={`${id}-code`}
              className={styles.input}
              value={pending ?? value}
              readOnly={busy}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={COUPON_CODE_MAX}
              onChange={(event) => {
                setValue(event.target.value);
                setTouched(true);
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={note ? messageId : undefined}
            />
            <button
              type="submit"
              className={styles.apply}
              disabled={empty && !busy}
              aria-disabled={busy || undefined}
              data-busy={busy || undefined}
            >
              {busy ? (
                <>
                  <span className={styles.spinner} aria-hidden="true" />
                  {variant === "checkout" ? "Loading" : <span className="visually-hidden">Loading</span>}
                </>
              ) : (
                "Apply"
              )}
            </button>
          </div>
        </form>
      )}
      <p id={messageId} role="status" className={styles.message} data-tone={note?.tone}>
        {note?.text}
      </p>
    </div>
  );
}
