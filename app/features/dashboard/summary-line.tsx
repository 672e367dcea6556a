// A page header's summary: a status, then facts separated by '·' (a date · 3 items · $ 3,960).
// The separators are drawn before each fact and clipped where a fact begins a line, so a phone's
// wrapped line never starts or ends with a stray '·'.
import type { ReactNode } from "react";
import ui from "./ui.module.css";

export function SummaryLine({ lead, facts }: { lead: ReactNode; facts: readonly ReactNode[] }) {
  return (
    <p className={ui.summaryLine}>
      <span>{lead}</span>
      {facts.map((fact, i) => (
        <span key={i} data-separated={i > 0 || undefined}>
          {fact}
        </span>
      ))}
    </p>
  );
}
