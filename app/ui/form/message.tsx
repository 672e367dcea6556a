import styles from "./form.module.css";

interface FormMessageProps {
  id: string;
  message: string | null;
  tone?: "error" | "success";
}

/**
 * A form's message. The live region is always in the page, so a message that appears is read
 * out; it takes focus when a submit fails (see reveal.ts), hence tabIndex -1.
 */
export function FormMessage({ id, message, tone = "error" }: FormMessageProps) {
  return (
    <div
      id={id}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={message ? styles.message : styles.empty}
      data-tone={tone}
    >
      {message}
    </div>
  );
}
