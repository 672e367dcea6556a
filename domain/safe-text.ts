// Text that may reach the database. PostgreSQL refuses the NUL character outright (a 500 if it
// gets that far), other C0 control characters have no place in a name, a search or an address,
// and a lone UTF-16 surrogate is not a character at all. The edge refuses all three, naming the
// field, before any query runs. Tab, line feed and carriage return pass in bodies: text areas
// (a message, a description) send them, and single-line fields collapse them to spaces anyway.

export const UNSAFE_TEXT_MESSAGE = "Control characters are not allowed.";

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const DEL = 0x7f;

/** True when the text holds a C0 control character (line breaks and tab too unless allowed), DEL or a lone surrogate. */
export function isUnsafeText(text: string, opts: { lineBreaks: boolean }): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === DEL) {
      if (opts.lineBreaks && (code === TAB || code === LF || code === CR)) continue;
      return true;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * How deep a request body may nest. The app's deepest body (a product's sizes, their colours and
 * images) is four levels; a few thousand nested brackets in a 16 KB body would otherwise exhaust
 * the stack of any recursive walk (this file's, the schema's) and answer 500.
 */
export const MAX_BODY_DEPTH = 32;

/** True when a parsed JSON value nests arrays or objects more than `max` levels (checked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== "object") continue;
    if (depth >= max) return true;
    for (const inner of Array.isArray(node) ? node : Object.values(node)) {
      if (inner && typeof inner === "object") stack.push([inner, depth + 1]);
    }
  }
  return false;
}

/**
 * The path of the first unsafe string in a parsed JSON value ("lines.0.size", a key's own path
 * for an unsafe key), or null when every string is clean. "_" names the top level. Recursive:
 * callers bound the depth first (nestsDeeperThan).
 */
export function findUnsafeField(value: unknown, path: string[] = []): string | null {
  const here = () => (path.length ? path.join(".") : "_");
  if (typeof value === "string") return isUnsafeText(value, { lineBreaks: true }) ? here() : null;
  if (!value || typeof value !== "object") return null;
  // One path array for the whole walk, pushed and popped: a copy per level cost the square of the depth.
  const entries: Iterable<[string, unknown]> = Array.isArray(value)
    ? value.map((inner, i): [string, unknown] => [String(i), inner])
    : Object.entries(value);
  for (const [key, inner] of entries) {
    if (!Array.isArray(value) && isUnsafeText(key, { lineBreaks: false })) return here();
    path.push(key);
    const found = findUnsafeField(inner, path);
    path.pop();
    if (found) return found;
  }
  return null;
}

/** The first name or value of URL parameters (path or query) that is unsafe; none allows line breaks. */
export function findUnsafeParam(params: Iterable<[string, string]>): string | null {
  for (const [name, value] of params) {
    if (isUnsafeText(name, { lineBreaks: false })) return "_";
    if (isUnsafeText(value, { lineBreaks: false })) return name;
  }
  return null;
}
