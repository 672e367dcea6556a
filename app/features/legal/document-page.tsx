import { Link } from "react-router";
import { useClientService } from "../../lib/client-service";
import type { Category } from "./categories";
import { CategoryNav } from "./category-nav";
import type { PublicPage } from "../../../domain/contracts/pages";
import { DocumentBody } from "./document-body";
import { TableOfContents } from "./table-of-contents";
import page from "../../ui/shop-page.module.css";
import styles from "./document-page.module.css";
import { PageHeader } from "../../ui/page-header";

interface DocumentPageProps {
  /** The small label above the title: 'Legal' or 'Frequently Asked Questions'. */
  eyebrow: string;
  navLabel: string;
  basePath: string;
  categories: readonly Category[];
  category: string;
  document: PublicPage;
  /** The line under the title, from the document's effective date. */
  dated: (isoDate: string) => string;
}

/** /legal and /faq: a category selector, then the chosen document with a linkable section each. */
export function DocumentPage({
  eyebrow,
  navLabel,
  basePath,
  categories,
  category,
  document,
  dated,
}: DocumentPageProps) {
  const service = useClientService();
  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={eyebrow}
        title={document.title}
        classes={{
          header: page.masthead,
          titleStack: page.stack,
          eyebrow: page.eyebrow,
          title: styles.title,
        }}
      >
        <p className={styles.dated}>{dated(document.effectiveFrom)}</p>
      </PageHeader>
      <CategoryNav label={navLabel} basePath={basePath} categories={categories} current={category} />

      <div className={styles.layout}>
        <TableOfContents sections={document.body.sections} />
        <article className={styles.article}>
          <div className={styles.intro}>
            <DocumentBody parts={document.body.intro} />
          </div>
          {document.body.sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 className={styles.sectionTitle}>{section.heading}</h2>
                {/* Beside the heading, not inside it, so the heading's name stays the heading. */}
                <a
                  href={`#${section.id}`}
                  className={styles.anchor}
                  aria-label={`Link to this section: ${section.heading}`}
                >
                  #
                </a>
              </div>
              <DocumentBody parts={section.parts} />
            </section>
          ))}
          <aside className={styles.help} aria-labelledby="document-help">
            <h2 id="document-help" className={styles.helpTitle}>
              May we help?
            </h2>
            <p className={styles.helpText}>
              Our client advisors answer at <a href={service.phoneHref}>{service.phone}</a> or{" "}
              <a href={`mailto:${service.email}`}>{service.email}</a>. {service.hours}
            </p>
            <Link to="/contact" className={styles.helpLink}>
              Contact Us
            </Link>
          </aside>
          <p className={styles.demo}>
            Atelier is a demonstration boutique: these texts describe how the house would work, but no order
            placed here is real and no payment is taken.
          </p>
        </article>
      </div>
    </div>
  );
}
