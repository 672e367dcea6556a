// A card of a dashboard page: a titled section (named by its heading for screen readers), with
// an optional note or actions beside the title.
import type { ReactNode } from "react";
import panel from "./panel.module.css";

interface PanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** A short figure beside the title ('3 lines'). */
  note?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Panel({ id, title, note, actions, className, children }: PanelProps) {
  const heading = (
    <h2 id={id} className={panel.title}>
      {title}
    </h2>
  );
  return (
    <section className={className ? `${panel.panel} ${className}` : panel.panel} aria-labelledby={id}>
      {note !== undefined || actions !== undefined ? (
        <div className={panel.head}>
          {heading}
          {note !== undefined ? <span className={panel.note}>{note}</span> : null}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
