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

/** Deep-frozen, so a reader that changes a shared value fails at once (development and tests). */
export function frozen<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    Object.freeze(value);
    for (const part of Object.values(value)) frozen(part);
  }
  return value;
}
