import { useClientService } from "../../lib/client-service";
import { ContactForm } from "./contact-form";
import page from "../../ui/shop-page.module.css";
import styles from "./contact-page.module.css";

/** /contact: the ways to reach a client advisor beside the written form. */
export function ContactPage() {
  const service = useClientService();
  return (
    <div className={styles.page}>
      <header className={page.mastheadInset}>
        <h1 className={page.stack}>
          <span className={page.eyebrow}>Client Services </span>
          <span className={page.title}>Contact Us</span>
        </h1>
        <p className={page.lead}>Write to us and a client advisor will answer within 1-2 working days.</p>
      </header>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-labelledby="contact-advisor">
          <h2 id="contact-advisor" className={styles.asideTitle}>
            Speak with a client advisor
          </h2>
          <address className={styles.details}>
            <a href={service.phoneHref}>{service.phone}</a>
            <a href={`mailto:${service.email}`}>{service.email}</a>
          </address>
          <p className={styles.hours}>{service.hours}</p>
        </aside>
        <ContactForm />
      </div>
    </div>
  );
}
