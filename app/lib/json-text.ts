// A value carried in a loader's answer as JSON text instead of as itself.
//
// React Router writes loader data with turbo-stream, which keeps shared references, dates and
// `undefined` but walks every value in JavaScript: the shop frame's data (menus, Design details),
// the same on every page a visitor gets rendered for them, took ~0.1 ms of each such page to
// encode (docs/benchmarks.md §0v). As one string, made once while its parts are unchanged
// (shell-data.server.ts), it is written as it is. For data that is JSON already nothing is lost:
// a field that is undefined is left out and reads back undefined.

/** JSON text of a `T`; the type parameter only says what it holds. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

let lastText: string | undefined;
let lastValue: unknown;

/**
 * The value of a JSON text. The last one read is kept: every part of a page reads the same text,
 * and on the server every request does (it is the same string until its parts change), so it is
 * parsed once. Whoever reads it shares the value, which none may change.
 */
export function readJsonText<T>(text: JsonText<T>): T {
  if (text !== lastText) {
    const value: unknown = JSON.parse(text);
    // In development and tests a part that changes the shared value fails at once.
    lastValue = import.meta.env.DEV ? frozen(value) : value;
    lastText = text;
  }
  return lastValue as T;
}

/** A loader's whole answer carried as one JSON text; read it with readTextAnswer. */
export interface TextAnswer<T> {
  readonly text: JsonText<T>;
}

/**
 * Each answer's value: on the server the loader's own objects, so the page is rendered from them
 * and the text is never parsed back; in the browser parsed once per answer (a revalidation's new
 * answer is parsed again). Held as long as the answer is, no longer.
 */
const answerValues = new WeakMap<object, unknown>();

/**
 * A personal page's loader answer as one string: turbo-stream walks each value of an answer in
 * JavaScript (the account's orders, ~0.1 ms per page), where JSON.stringify writes the same data
 * in a few microseconds (docs/benchmarks.md §0w). For data that is JSON already.
 */
export function textAnswer<T>(value: T): TextAnswer<T> {
  const answer = { text: toJsonText(value) };
  answerValues.set(answer, value);
  return answer;
}

/**
 * The value of a loader answer made by textAnswer; one value per answer, shared by its readers.
 * An answer that is the value itself (a process of the build before, during a rolling deploy) is
 * read as it is.
 */
export function readTextAnswer<T>(answer: TextAnswer<T>): T {
  if (answerValues.has(answer)) return answerValues.get(answer) as T;
  if (typeof answer.text !== "string") return answer as unknown as T;
  const parsed: unknown = JSON.parse(answer.text);
  const value = import.meta.env.DEV ? frozen(parsed) : parsed;
  answerValues.set(answer, value);
  return value as T;
}

function frozen<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    Object.freeze(value);
    for (const part of Object.values(value)) frozen(part);
  }
  return value;
}
