// The part of a built stylesheet that a page's server-rendered markup can use.
//
// A page's inlined CSS (inline-css.server.ts) was every rule of its stylesheets: ~30–47 KB of the
// first response, most of it for panels, dialogs and states that only exist once the page has
// hydrated. A rule is kept here when one of its selectors names only classes that occur in the
// page's markup; everything else waits for the full stylesheet, which the hydration loader
// switches on and waits for before any module runs (deferred-hydration.server.ts), so no
// JavaScript-made state is ever drawn with the subset alone.
//
// Conservative by construction: a rule is dropped only when it surely cannot match. Whatever the
// parser is unsure of — a selector without classes, an escaped or non-ASCII name, an at-rule it
// does not look inside — is kept. Order is preserved, so the cascade of the kept rules is the
// cascade of the whole sheet, and the whole sheet loaded after them changes nothing they drew.

/** A top-level piece of a stylesheet: a style rule, a conditional group, or anything else kept. */
export type CssNode =
  | { kind: "rule"; text: string; needs: readonly (readonly string[])[] | null }
  | { kind: "group"; open: string; children: CssNode[] }
  | { kind: "keep"; text: string };

/** At-rules whose body is a list of rules to look into; any other at-rule is kept whole. */
const GROUPS = /^@(?:media|supports|container|layer)\b/i;

/**
 * Index just past the quoted string, comment or escaped character starting at `i`, or `i` when
 * none starts there: none of them opens or closes a block, a bracket or a selector.
 */
function skipQuoted(css: string, i: number): number {
  const c = css[i];
  if (c === "\\") return Math.min(i + 2, css.length);
  if (c === '"' || c === "'") {
    for (let j = i + 1; j < css.length; j++) {
      if (css[j] === "\\") j++;
      else if (css[j] === c) return j + 1;
    }
    return css.length;
  }
  if (c === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end < 0 ? css.length : end + 2;
  }
  return i;
}

/** Index of the first `stop` character at depth 0 from `i` (outside strings, comments, brackets). */
function findTopLevel(css: string, i: number, stops: string): number {
  let depth = 0;
  while (i < css.length) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = css[i]!;
    if (depth === 0 && stops.includes(c)) return i;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    i++;
  }
  return -1;
}

/** Index just past the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length;) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i + 1;
    i++;
  }
  return css.length;
}

/**
 * `text` without bracketed parts (attribute selectors, pseudo-class arguments). Strings, comments
 * and escapes outside brackets stay, so that PLAIN_SELECTOR refuses the selector.
 */
function withoutBrackets(text: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < text.length;) {
    const skipped = skipQuoted(text, i);
    if (skipped !== i) {
      if (depth === 0) out += text.slice(i, skipped);
      i = skipped;
      continue;
    }
    const c = text[i]!;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (depth === 0) out += c;
    i++;
  }
  return out;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
// CSS's own whitespace only: JavaScript's \s also takes characters CSS reads as part of a name.
const PLAIN_SELECTOR = /^[\w \t\n\r\f.#:>+~*&|-]*$/;
const CSS_SPACE = /[ \t\n\r\f]+/;

/**
 * For each selector of a rule's selector list, the classes it needs; null when some selector
 * needs none, or cannot be read with certainty (the rule is then always kept). Classes inside
 * `:not()`, `:is()`, `:where()`, `:has()` and attribute selectors are not required.
 */
export function selectorNeeds(prelude: string): string[][] | null {
  const needs: string[][] = [];
  let from = 0;
  for (;;) {
    const comma = findTopLevel(prelude, from, ",");
    const selector = withoutBrackets(prelude.slice(from, comma < 0 ? prelude.length : comma));
    if (!PLAIN_SELECTOR.test(selector)) return null;
    const classes = Array.from(selector.matchAll(CLASS), (m) => m[1]!);
    if (classes.length === 0) return null;
    needs.push(classes);
    if (comma < 0) return needs;
    from = comma + 1;
  }
}

/** A stylesheet's pieces, in order. */
export function parseStylesheet(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i || /\s/.test(css[i]!)) {
      i = skipped !== i ? skipped : i + 1;
      continue;
    }
    const stop = findTopLevel(css, i, "{;}");
    if (stop < 0) {
      nodes.push({ kind: "keep", text: css.slice(i) });
      break;
    }
    if (css[stop] !== "{") {
      // A statement (`@import …;`, `@layer a, b;`) or a stray `}`: kept as written.
      nodes.push({ kind: "keep", text: css.slice(i, stop + 1) });
      i = stop + 1;
      continue;
    }
    const prelude = css.slice(i, stop);
    const end = blockEnd(css, stop);
    if (prelude.startsWith("@")) {
      nodes.push(
        GROUPS.test(prelude)
          ? { kind: "group", open: `${prelude}{`, children: parseStylesheet(css.slice(stop + 1, end - 1)) }
          : { kind: "keep", text: css.slice(i, end) },
      );
    } else {
      nodes.push({ kind: "rule", text: css.slice(i, end), needs: selectorNeeds(prelude) });
    }
    i = end;
  }
  return nodes;
}

/** The CSS of the nodes a page with these classes can use; empty groups are left out. */
export function subsetCss(nodes: readonly CssNode[], has: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "keep") out += node.text;
    else if (node.kind === "group") {
      const inner = subsetCss(node.children, has);
      // An empty @layer block still fixes where its layer stands in the layer order.
      if (inner || node.open.startsWith("@layer")) out += `${node.open}${inner}}`;
    } else if (node.needs === null || node.needs.some((classes) => classes.every((c) => has.has(c)))) {
      out += node.text;
    }
  }
  return out;
}

const CLASS_MARK = ' class="';

/**
 * Every class named in a document's `class` attributes, and a key for that set (its names
 * sorted), found with string searches in one latin1 copy of the document (class names are ASCII;
 * a search and a decode per attribute on the bytes took twice as long): a page repeats a few dozen
 * attribute values hundreds of times. `known`: classes of markup the page holds but `html` does
 * not (a kept shop frame, scanned once).
 */
export function classesIn(html: Buffer, known?: ReadonlySet<string>): { classes: Set<string>; key: string } {
  const classes = new Set<string>(known);
  const values = new Set<string>();
  const text = html.toString("latin1");
  for (let at = text.indexOf(CLASS_MARK); at >= 0; at = text.indexOf(CLASS_MARK, at)) {
    const from = at + CLASS_MARK.length;
    const to = text.indexOf('"', from);
    if (to < 0) break;
    const value = text.slice(from, to);
    if (!values.has(value)) {
      values.add(value);
      for (const name of value.split(CSS_SPACE)) if (name) classes.add(name);
    }
    at = to;
  }
  return { classes, key: [...classes].sort().join(" ") };
}
