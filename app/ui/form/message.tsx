import type { ReactNode } from "react";
import styles from "./form.module.css";

interface FormMessageProps {
  id: string;
  message: string | null;
  tone?: "error" | "success";
  /**
   * News the page opens with (e.g. 'Your account has been deleted.'): a new page's focus goes to
   * it rather than to the heading (focus-page-heading.ts), since a live region that is there from
   * the first render is not announced.
   */
  pageFocus?: boolean;
  /** What the message offers next (a link), shown after it while there is a message. */
  children?: ReactNode;
}

/**
 * A form's message. The live region is always in the page, so a message that appears is read
 * out; it takes focus when a submit fails (see reveal.ts), hence tabIndex -1.
 */
export function FormMessage({ id, message, tone = "error", pageFocus, children }: FormMessageProps) {
  return (
    <div
      id={id}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={message ? styles.message : styles.empty}
      data-tone={tone}
      data-page-focus={pageFocus || undefined}
    >
      {message}
      {message && children ? <> {children}</> : null}
    </div>
  );
}
