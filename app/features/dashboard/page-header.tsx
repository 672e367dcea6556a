// The head of every dashboard page: where it sits (a word, or a link back), its title, a lead
// or a summary line, and the page's own actions on the right.
import type { ReactNode, Ref } from "react";
import ui from "./ui.module.css";

interface PageHeaderProps {
  eyebrow: ReactNode;
  title: ReactNode;
  /** A sentence under the title; a page with a summary line of its own passes `summary` instead. */
  lead?: ReactNode;
  summary?: ReactNode;
  titleClassName?: string;
  /** For a page that moves focus to its title after an action. */
  titleRef?: Ref<HTMLHeadingElement>;
  actions?: ReactNode;
}

export function PageHeader({
  eyebrow,
  title,
  lead,
  summary,
  titleClassName,
  titleRef,
  actions,
}: PageHeaderProps) {
  return (
    <div className={ui.header}>
      <div className={ui.headerText}>
        <p className={ui.eyebrow}>{eyebrow}</p>
        <h1
          className={titleClassName ? `${ui.title} ${titleClassName}` : ui.title}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
        >
          {title}
        </h1>
        {lead ? <p className={ui.lead}>{lead}</p> : null}
        {summary}
      </div>
      {actions}
    </div>
  );
}
