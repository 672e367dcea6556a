// The product page's main button for a status: a module of its own, so the pages that only name
// a status (the bag, checkout) do not carry it.
import type { StatusCode } from "./types";
import { COMING_SOON, IN_STOCK, OUT_OF_STOCK, PRE_ORDER } from "./status";

/** What the product page's main button does for a status (docs/behaviour.md §4, Bag). */
export type ProductAction = "contact" | "add" | "preorder" | "notify";

export const ACTION_LABELS: Record<ProductAction, string> = {
  contact: "Contact Us",
  add: "Add To Bag",
  preorder: "Pre-Order",
  notify: "Notify Me",
};

/** Out of stock shows a link to the contact form instead of a button. */
export const CONTACT_HREF = "/contact";

export function actionForStatus(code: StatusCode): ProductAction {
  switch (code) {
    case OUT_OF_STOCK:
      return "contact";
    case IN_STOCK:
      return "add";
    case PRE_ORDER:
      return "preorder";
    case COMING_SOON:
      return "notify";
  }
}
