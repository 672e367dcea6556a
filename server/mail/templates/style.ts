// The boutique's look in e-mail terms: inline styles only (mail clients drop most stylesheets),
// system serif and sans fallbacks for the brand fonts (no remote fonts), colours from
// app/styles/tokens.css with the same ≥ 4.5:1 contrast on white and paper.
import type { CSSProperties } from "react";

export const color = {
  ink: "#1c1a17",
  inkSoft: "#4a4640",
  muted: "#6b655c",
  line: "#dcd5cb",
  paper: "#faf8f4",
  white: "#ffffff",
  cream: "#f3eee6",
  accent: "#7a5c3e",
};

export const font = {
  display: '"Cormorant Garamond", Georgia, "Times New Roman", serif',
  sans: '"Jost", "Helvetica Neue", Helvetica, Arial, sans-serif',
};

export const text: CSSProperties = {
  fontFamily: font.sans,
  fontSize: "15px",
  lineHeight: "24px",
  color: color.inkSoft,
  margin: "0 0 16px",
};

/** An order or return number: never broken at its hyphen (a customer copies it onto a note). */
export const reference: CSSProperties = { color: color.ink, letterSpacing: "0.06em", whiteSpace: "nowrap" };

export const label: CSSProperties = {
  fontFamily: font.sans,
  fontSize: "11px",
  lineHeight: "16px",
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: color.muted,
  margin: "0 0 6px",
};

export const heading: CSSProperties = {
  fontFamily: font.display,
  fontWeight: 400,
  fontSize: "30px",
  lineHeight: "36px",
  color: color.ink,
  margin: "0 0 16px",
};

export const button: CSSProperties = {
  display: "inline-block",
  backgroundColor: color.ink,
  color: color.white,
  fontFamily: font.sans,
  fontSize: "12px",
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  textDecoration: "none",
  padding: "14px 28px",
};
