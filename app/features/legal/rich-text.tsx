import { Fragment } from "react";
import { Link } from "react-router";

// [label](href): the only markup the texts use, so they stay plain strings in data files.
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A paragraph's text with its inline links: site paths become router links, the rest plain anchors. */
export function RichText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      href?.startsWith("/") ? (
        <Link key={match.index} to={href} className={linkClassName}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className={linkClassName}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
