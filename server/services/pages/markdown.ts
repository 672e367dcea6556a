// Markdown → safe HTML for the legal and FAQ documents, on the server only. Two locks: the
// check refuses what a writer cannot mean in a policy (raw HTML, script links, images), and the
// renderer escapes raw HTML and runs everything through sanitize-html's allow-list anyway, so
// even a body that slipped past the check (an old version, a direct database edit) is inert.
import { Marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import type { HtmlPart, RenderedBody } from "../../../domain/contracts/pages";
import { COOKIE_SETTINGS_MARK } from "../../../domain/page-documents";
import { isUnsafeText } from "../../../domain/safe-text";

const SAFE_SCHEMES = ["http", "https", "mailto"];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "br",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title"], th: ["scope"], ol: ["start"] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const marked = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in the source is shown as the text it is, never interpreted.
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    // Images are not part of a policy; their text stays.
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    // Section headings (# and ##) are cut out by renderMarkdown; ### and deeper stay in the text.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 3), 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // Tables as the shop's own: column headers, and the first cell of each row names the row.
    table(token: Tokens.Table) {
      const cell = (c: Tokens.TableCell) => this.parser.parseInline(c.tokens);
      const head = token.header.map((c) => `<th scope="col">${cell(c)}</th>`).join("");
      const rows = token.rows
        .map(
          (row) =>
            `<tr>${row.map((c, i) => (i === 0 ? `<th scope="row">${cell(c)}</th>` : `<td>${cell(c)}</td>`)).join("")}</tr>`,
        )
        .join("\n");
      return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>${rows}</tbody>\n</table>\n`;
    },
  },
});

/**
 * A link's target is allowed when it is http(s) or mailto, or relative (/path, #anchor, ?query,
 * page) with no colon before its path: an allow-list, so encoded or split schemes
 * ('&#106;avascript:', 'java\\0script:') are refused rather than decoded and judged.
 */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  if (/^(https?:\/\/[^\s]|mailto:[^\s])/i.test(trimmed)) return true;
  if (trimmed.startsWith("//")) return false;
  const beforePath = trimmed.split(/[/?#]/, 1)[0] ?? "";
  // Control characters are exactly what some browsers strip from a scheme: refuse them here.
  return (
    !beforePath.includes(":") && !/[&\\]/.test(beforePath) && !isUnsafeText(beforePath, { lineBreaks: false })
  );
}

/** What is wrong with a body, in words for the editor; null when it may be published. */
export function markdownProblem(body: string): string | null {
  let problem: string | null = null;
  marked.walkTokens(marked.lexer(body), (token: Token) => {
    if (problem) return;
    if (token.type === "html" || token.type === "tag")
      problem = "HTML is not allowed: use Markdown for headings, lists and links.";
    else if (token.type === "image") problem = "Images are not allowed in a document.";
    else if (token.type === "link" && !isSafeHref((token as Tokens.Link).href))
      problem = "Links must start with https://, http://, mailto: or / (a page of the boutique).";
  });
  return problem;
}

const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/^\d+\.\s*/, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "section"
  );
}

/** Plain text of a heading's inline tokens (emphasis and links keep only their words). */
function plainText(tokens: Token[]): string {
  return tokens
    .map((t) => ("tokens" in t && t.tokens ? plainText(t.tokens) : "text" in t ? String(t.text) : ""))
    .join("")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

function renderParts(tokens: Token[]): HtmlPart[] {
  const parts: HtmlPart[] = [];
  let run: Token[] = [];
  const flush = () => {
    const html = sanitizeHtml(marked.parser(run), SANITIZE).trim();
    if (html) parts.push({ kind: "html", html });
    run = [];
  };
  for (const token of tokens) {
    if (token.type === "paragraph" && token.text.trim() === COOKIE_SETTINGS_MARK) {
      flush();
      parts.push({ kind: "cookieSettings" });
    } else run.push(token);
  }
  flush();
  return parts;
}

/**
 * The body as the page shows it: the text before the first '##' heading, then one section per
 * '##' heading. '## Refunds {#refunds}' keeps a stable anchor; without one the anchor is made
 * from the words.
 */
export function renderMarkdown(body: string): RenderedBody {
  const tokens = marked.lexer(body);
  const intro: Token[] = [];
  const sections: { id: string; heading: string; tokens: Token[] }[] = [];
  const used = new Set<string>();
  for (const token of tokens) {
    if (token.type === "heading" && (token as Tokens.Heading).depth <= 2) {
      const heading = token as Tokens.Heading;
      const raw = plainText(heading.tokens);
      const explicit = HEADING_ID.exec(raw);
      const text = raw.replace(HEADING_ID, "").trim();
      let id = explicit?.[1] ?? slug(text);
      for (let n = 2; used.has(id); n++) id = `${explicit?.[1] ?? slug(text)}-${n}`;
      used.add(id);
      sections.push({ id, heading: text, tokens: [] });
    } else (sections.at(-1)?.tokens ?? intro).push(token);
  }
  return {
    intro: renderParts(intro),
    sections: sections.map((s) => ({ id: s.id, heading: s.heading, parts: renderParts(s.tokens) })),
  };
}
