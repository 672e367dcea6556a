import { useClientService } from "../../lib/client-service";
import { ContactForm } from "./contact-form";
import page from "../../ui/shop-page.module.css";
import styles from "./contact-page.module.css";
import { MASTHEAD_INSET, PageHeader } from "../../ui/page-header";
import { TitledSection } from "../../ui/titled-section";

/** The classes of this page's titled regions. */
const region = { className: styles.aside, titleClassName: styles.asideTitle };

/** /contact: the ways to reach a client advisor beside the written form. */
export function ContactPage() {
  const service = useClientService();
  return (
    <div className={styles.page}>
      <PageHeader eyebrow="Client Services" title="Contact Us" classes={MASTHEAD_INSET}>
        <p className={page.lead}>Write to us and a client advisor will answer within 1-2 working days.</p>
      </PageHeader>
      <div className={styles.layout}>
        <TitledSection id="contact-advisor" title="Speak with a client advisor" as="aside" {...region}>
          <address className={styles.details}>
            <a href={service.phoneHref}>{service.phone}</a>
            <a href={`mailto:${service.email}`}>{service.email}</a>
          </address>
          <p className={styles.hours}>{service.hours}</p>
        </TitledSection>
        <ContactForm />
      </div>
    </div>
  );
}
