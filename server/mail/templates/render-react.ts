// One React Email tree → the HTML part and the plain-text part (derived from the same HTML, so
// the two never disagree).
import { plainTextSelectors, render } from "@react-email/render";
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import type { RenderedMail } from "./define";

/**
 * React Email's own `toPlainText`, with its options compiled once: it calls html-to-text's
 * `convert`, which builds the selector tree from the options on every call — about 60 % of the
 * conversion's cost, and the conversion was as costly as rendering the mail (an order
 * confirmation: 0.83 → 0.32 ms; docs/benchmarks.md §0r). The output is the same (tested).
 */
export const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}
