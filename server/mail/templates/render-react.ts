// One React Email tree → the HTML part and the plain-text part (derived from the same HTML, so
// the two never disagree).
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import type { RenderedMail } from "./define";

export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}
