// Field values, marked fields and the form's message, with the spec's rule that an error clears
// when its field is edited (docs/behaviour.md §5).
import { useCallback, useEffect, useState, type ChangeEvent } from "react";
import { maxLengthOf, type FieldRule } from "../../../domain/form-rules";
import { revealMessage } from "./reveal";

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The names of V whose values are of type T. */
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

export interface Failure<V> {
  message: string;
  errors: FieldErrors<V>;
}

interface Shown<V> {
  message: string | null;
  errors: FieldErrors<V>;
  /** A message about marked fields goes with the last of them; one about no field stays. */
  aboutFields: boolean;
  /** Counts failures, so that each one scrolls to the message, even a repeated one. */
  failures: number;
}

/**
 * `messageId`: the id of the form's FormMessage, revealed (scrolled to, focused) on each failure.
 * `rules`: the form's field rules (domain/form-rules.ts), which set each text field's maxlength.
 */
export function useForm<V extends Record<string, string | boolean>>(
  initial: V | (() => V),
  messageId: string,
  rules: Readonly<Record<string, FieldRule>> = {},
) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Shown<V>>({
    message: null,
    errors: {},
    aboutFields: false,
    failures: 0,
  });

  useEffect(() => {
    if (shown.failures > 0) revealMessage(document.getElementById(messageId));
  }, [shown.failures, messageId]);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setShown((current) => {
      if (!(name in current.errors)) return current;
      const errors = { ...current.errors };
      delete errors[name];
      const message = current.aboutFields && Object.keys(errors).length === 0 ? null : current.message;
      return { ...current, errors, message };
    });
  }, []);

  const fail = useCallback((failure: Failure<V>) => {
    setShown((current) => ({
      ...failure,
      aboutFields: Object.keys(failure.errors).length > 0,
      failures: current.failures + 1,
    }));
  }, []);

  const clear = useCallback(
    () =>
      setShown((current) => ({ message: null, errors: {}, aboutFields: false, failures: current.failures })),
    [],
  );

  /** A text or select field's wiring: its value, its change, its mark and the form's message. */
  // Each control carries its name: password managers and autofill go by it, and so would the
  // form sent without the page's script.
  const field = <K extends KeysOf<V, string>>(name: K, required = true) => ({
    name: String(name),
    value: values[name] as string,
    maxLength: maxLengthOf(rules, String(name)),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, e.target.value as V[K]),
    error: shown.errors[name],
    messageId,
    required,
  });

  /** A checkbox's wiring, as `field` for a text. */
  const box = <K extends KeysOf<V, boolean>>(name: K) => ({
    name: String(name),
    checked: values[name] as boolean,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.checked as V[K]),
    error: shown.errors[name],
    messageId,
  });

  return { values, errors: shown.errors, message: shown.message, set, fail, clear, field, box };
}

/**
 * A refusal the server sent back (a fetcher's data) shows like a failed check: each new answer
 * is shown once, adjusting state while rendering rather than in an effect.
 */
export function useServerFailure<V>(
  data: { failure: Failure<V> } | undefined,
  fail: (failure: Failure<V>) => void,
  /** The answer is there from the first render (a form sent without the script): show it too. */
  showFirst = false,
) {
  const [seen, setSeen] = useState(showFirst ? undefined : data);
  if (data !== seen) {
    setSeen(data);
    if (data) fail(data.failure);
  }
}
