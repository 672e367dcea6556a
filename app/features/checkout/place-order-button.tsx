import { PLEASE_WAIT } from "../../../domain/messages";
import buttons from "../../ui/buttons.module.css";
import form from "../../ui/form/form.module.css";

/**
 * 'Place Order', reading 'Please wait...' while the order is being placed (docs/behaviour.md §2). It submits
 * the checkout form from outside it (the `form` attribute), next to the total. While busy it
 * stays focusable (aria-disabled) and the form ignores further presses.
 */
export function PlaceOrderButton({ busy, formId }: { busy: boolean; formId: string }) {
  return (
    <button
      type="submit"
      form={formId}
      className={buttons.primary}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className={form.spinner} aria-hidden="true" />
          {PLEASE_WAIT}
        </>
      ) : (
        "Place Order"
      )}
    </button>
  );
}
