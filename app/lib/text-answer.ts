// A loader's whole answer carried as one JSON text (the account's), apart from json-text.ts:
// a module goes whole into the chunk of the first page that loads it, and the shop frame of every
// page reads its own JSON text through that one.
import { frozen, toJsonText, type JsonText } from "./json-text";

/**
 * A loader's whole answer carried as one JSON text; read it with readTextAnswer. In a whole page
 * the text is not in the answer but in the page itself (`inPage`, rendered by `PageAnswer`).
 */
export type TextAnswer<T> = { readonly text: JsonText<T> } | { readonly inPage: true; readonly __of?: T };

/**
 * Each answer's value: on the server the loader's own objects, so the page is rendered from them
 * and the text is never parsed back; in the browser parsed once per answer (a revalidation's new
 * answer is parsed again). Held as long as the answer is, no longer.
 */
const answerValues = new WeakMap<object, unknown>();
/** On the server, an in-page answer's JSON text as the page carries it (see pageAnswerHtml). */
const pageTexts = new WeakMap<object, string>();

/**
 * The id of the element that carries a page's in-page answer. One id, so one route of a page may
 * answer `inPage` (today the account's); a second would need an id of its own.
 */
export const PAGE_ANSWER_ID = "page-answer";

/**
 * A personal page's loader answer as one string: turbo-stream walks each value of an answer in
 * JavaScript (the account's orders, ~0.1 ms per page), where JSON.stringify writes the same data
 * in a few microseconds (docs/benchmarks.md §0w).
 *
 * `inPage` (a request for the whole page, which this build's own code reads): the text goes into
 * the page as a JSON data block instead of into the answer, which turbo-stream would quote as a
 * string and React Router's script would quote again (three backslashes before each of its
 * quotes): the page reads it from there (docs/benchmarks.md §0y). A `*.data` request (a browser
 * that may be running the previous build, during a rolling deploy) always gets the text itself.
 * For data that is JSON already.
 */
export function textAnswer<T>(value: T): { readonly text: JsonText<T> };
export function textAnswer<T>(value: T, opts: { inPage?: boolean }): TextAnswer<T>;
export function textAnswer<T>(value: T, opts: { inPage?: boolean } = {}): TextAnswer<T> {
  const text = toJsonText(value);
  const answer: TextAnswer<T> = opts.inPage ? { inPage: true } : { text };
  if (opts.inPage) pageTexts.set(answer, inDataBlock(text));
  answerValues.set(answer, value);
  return answer;
}

/**
 * JSON text as the content of a `<script type="application/json">`: every `<` written as its
 * JSON escape, so no `</script` or `<!--` in the data can end or change the element; the HTML
 * parser takes the rest as it is, and JSON.parse reads the escape back.
 */
export function inDataBlock(text: string): string {
  return text.includes("<") ? text.replaceAll("<", "\\u003c") : text;
}

/**
 * The content of an in-page answer's data block: on the server its text, in the browser what the
 * page holds already (so hydration finds the element as the server drew it); null for an answer
 * that carries its text.
 */
export function pageAnswerHtml(answer: TextAnswer<unknown>): string | null {
  if (!("inPage" in answer) || answer.inPage !== true) return null;
  const text = pageTexts.get(answer);
  if (text !== undefined) return text;
  return typeof document === "undefined"
    ? null
    : (document.getElementById(PAGE_ANSWER_ID)?.textContent ?? null);
}

/**
 * The value of a loader answer made by textAnswer; one value per answer, shared by its readers.
 * An answer that is the value itself (a process of the build before, during a rolling deploy) is
 * read as it is.
 */
export function readTextAnswer<T>(answer: TextAnswer<T>): T {
  if (answerValues.has(answer)) return answerValues.get(answer) as T;
  let text: unknown = (answer as { text?: unknown }).text;
  if ("inPage" in answer && answer.inPage === true) {
    text = pageAnswerHtml(answer);
    if (typeof text !== "string") throw new Error(`the page carries no #${PAGE_ANSWER_ID} for its answer`);
  }
  if (typeof text !== "string") return answer as unknown as T;
  const parsed: unknown = JSON.parse(text);
  const value = import.meta.env.DEV ? frozen(parsed) : parsed;
  answerValues.set(answer, value);
  return value as T;
}
