import { useCallback, useState } from "react";
import { clearErrors, type FieldErrors } from "./check-draft";
import type { ProductDraft } from "./form-model";

export interface DraftApi {
  draft: ProductDraft;
  errors: FieldErrors;
  /** Applies an edit (functional, as uploads finish later) and clears the touched fields' errors. */
  update: (change: (d: ProductDraft) => ProductDraft, touched: readonly string[]) => void;
  setErrors: (change: (e: FieldErrors) => FieldErrors) => void;
}

export function useProductDraft(initial: () => ProductDraft): DraftApi {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useCallback<DraftApi["update"]>((change, touched) => {
    setDraft(change);
    setErrors((e) => clearErrors(e, touched));
  }, []);
  return { draft, errors, update, setErrors };
}
