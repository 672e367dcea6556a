import { PAGE_ANSWER_ID, pageAnswerHtml, type TextAnswer } from "./text-answer";

/**
 * The data block of an in-page loader answer (textAnswer's `inPage`): a JSON
 * `<script type="application/json">`, which the browser never runs and a CSP does not govern.
 * Nothing for an answer that carries its text. In the browser it renders what the page holds
 * already, so hydration finds the element as the server drew it.
 */
export function PageAnswer({ answer }: { answer: TextAnswer<unknown> }) {
  const html = pageAnswerHtml(answer);
  if (html === null) return null;
  return <script type="application/json" id={PAGE_ANSWER_ID} dangerouslySetInnerHTML={{ __html: html }} />;
}
