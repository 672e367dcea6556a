// Legal and help documents as data: the page renders them, the texts stay readable as prose.
// Inline links are written [label](/path) inside a paragraph (see rich-text.tsx).

export type Block =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] }
  /** The cookie policy's button that reopens the cookie banner. */
  | { kind: "cookieSettings" };

export interface Section {
  /** The anchor: /legal?category=return#refunds. Unique within its document. */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface LegalDocument {
  /** Tab title and h1. */
  title: string;
  /** One line for search engines and link previews. */
  description: string;
  /** Shown under the title, e.g. 'Version of July 2022'. */
  dated?: string;
  intro: Block[];
  /** Terms of sale number their sections (1. … 18.); FAQs and policies do not. */
  numbered: boolean;
  sections: Section[];
}

export const p = (text: string): Block => ({ kind: "p", text });
export const list = (...items: string[]): Block => ({ kind: "list", items });
