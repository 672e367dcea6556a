import { Link } from "react-router";
import { NOT_FOUND_HEADING, NOT_FOUND_TEXT } from "../../../domain/frame-messages";
import { useClientService } from "../../lib/client-service";
import styles from "./not-found-view.module.css";

/** docs/behaviour.md §8: the not-found page, also shown for unknown products and any thrown 404. */
export function NotFoundView() {
  return <MessageView heading={NOT_FOUND_HEADING} text={NOT_FOUND_TEXT} />;
}

/** The not-found layout, reused for unexpected errors with their own wording. */
export function MessageView({ heading, text }: { heading: string; text: string }) {
  const service = useClientService();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.text}>{text}</p>
      <Link to="/" className={styles.home}>
        Return to Home
      </Link>
      <section className={styles.help} aria-labelledby="not-found-help">
        <h2 id="not-found-help" className={styles.helpTitle}>
          May we help?
        </h2>
        <p className={styles.helpText}>Our client advisors will be delighted to assist you.</p>
        <address className={styles.contact}>
          <a href={service.phoneHref}>{service.phone}</a>
          <span aria-hidden="true" className={styles.dot} />
          <a href={`mailto:${service.email}`}>{service.email}</a>
        </address>
        <p className={styles.hours}>{service.hours}</p>
      </section>
    </div>
  );
}
