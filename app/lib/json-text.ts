// A value carried in a loader's answer as JSON text instead of as itself.
//
// React Router writes loader data with turbo-stream, which keeps shared references, dates and
// `undefined` but walks every value in JavaScript: the account page's orders (~7 KB of JSON) took
// ~0.4 ms of the page's ~4 ms per request to encode, JSON.stringify a few hundredths of that
// (docs/benchmarks.md §0v). For data that is JSON already — what the API answers with, dates as
// ISO text — nothing is lost: a field that is undefined is left out and reads back undefined.

/** JSON text of a `T`; the type parameter only says what it holds. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

export const fromJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;
