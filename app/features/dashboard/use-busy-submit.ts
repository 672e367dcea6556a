import { useState, type FormEvent } from "react";
import { useFocusAfterBusy } from "./use-focus-after-busy";

/**
 * A form that sends one request at a time: a second submit while the first runs is ignored, and
 * `busy` disables its buttons meanwhile. `work` reads the form's values and handles its errors.
 */
export function useBusySubmit(work: (form: FormData) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const rememberSender = useFocusAfterBusy(busy);
  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    rememberSender();
    setBusy(true);
    try {
      await work(form);
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
