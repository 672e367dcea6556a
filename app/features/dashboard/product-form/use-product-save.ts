// Sends the product; on success back to the list with a confirmation, on a 400 the server's
// field errors for the form to show, on anything else one sentence for the summary.
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ProductInput } from "../../../../domain/contracts/dashboard-products";
import { ApiClientError } from "../../../../sdk/client";
import { dashboardApi } from "../api";
import { listNoticeState } from "../list-notice";
import { shopHref } from "../product-row";
import { normalizeFields, type FieldErrors } from "./check-draft";

export type SaveOutcome =
  { kind: "saved" } | { kind: "invalid"; fields: FieldErrors } | { kind: "failed"; message: string };

function failureMessage(error: unknown): string {
  if (error instanceof ApiClientError) {
    // Saved by someone else meanwhile: the server's sentence says what to do.
    if (error.status === 409) return error.message;
    if (error.status === 401) return "Your session has ended. Please sign in again, then save.";
    if (error.status === 403) return "Your role may no longer save products here.";
    if (error.status === 404) return "This product no longer exists; it may have been removed meanwhile.";
  }
  return "The product could not be saved. Please try again.";
}

/**
 * `beforeLeaving` runs once the server has taken the product, just before the page moves on: the
 * form's leave guard lets that departure through (and only that one).
 */
export function useProductSave(
  productId: string | undefined,
  beforeLeaving: () => void = () => {},
  /** The version the edit started from: a product saved by someone else since is not overwritten. */
  version?: string,
) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function save(input: ProductInput): Promise<SaveOutcome> {
    setBusy(true);
    try {
      const saved = productId
        ? await dashboardApi.updateProduct(productId, input, version)
        : await dashboardApi.createProduct(input);
      const verb = productId ? "saved" : "added";
      beforeLeaving();
      await navigate("/dashboard/products", {
        state: listNoticeState({
          message: `“${saved.title}” has been ${verb}.`,
          shopHref: shopHref(saved.url),
        }),
      });
      return { kind: "saved" };
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400 && error.fields) {
        return { kind: "invalid", fields: normalizeFields(error.fields) };
      }
      return { kind: "failed", message: failureMessage(error) };
    } finally {
      setBusy(false);
    }
  }

  return { save, busy };
}
