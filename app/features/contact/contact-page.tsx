import { CLIENT_SERVICE } from "../shell/client-service";
import { ContactForm } from "./contact-form";
import styles from "./contact-page.module.css";

/** /contact: the ways to reach a client advisor beside the written form. */
export function ContactPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.titleStack}>
          <span className={styles.eyebrow}>Client Services </span>
          <span className={styles.title}>Contact Us</span>
        </h1>
        <p className={styles.lead}>Write to us and a client advisor will answer within 1-2 working days.</p>
      </header>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-labelledby="contact-advisor">
          <h2 id="contact-advisor" className={styles.asideTitle}>
            Speak with a client advisor
          </h2>
          <address className={styles.details}>
            <a href={CLIENT_SERVICE.phoneHref}>{CLIENT_SERVICE.phone}</a>
            <a href={`mailto:${CLIENT_SERVICE.email}`}>{CLIENT_SERVICE.email}</a>
          </address>
          <p className={styles.hours}>{CLIENT_SERVICE.hours}</p>
        </aside>
        <ContactForm />
      </div>
    </div>
  );
}
