import { Link } from "react-router";
import { CLIENT_SERVICE } from "../shell/client-service";
import type { Category } from "./categories";
import { CategoryNav } from "./category-nav";
import { DocumentBlocks } from "./document-blocks";
import { TableOfContents } from "./table-of-contents";
import type { LegalDocument } from "./types";
import styles from "./document-page.module.css";

interface DocumentPageProps {
  /** The small label above the title: 'Legal' or 'Frequently Asked Questions'. */
  eyebrow: string;
  navLabel: string;
  basePath: string;
  categories: readonly Category[];
  category: string;
  document: LegalDocument;
}

/** /legal and /faq: a category selector, then the chosen document with a linkable section each. */
export function DocumentPage({
  eyebrow,
  navLabel,
  basePath,
  categories,
  category,
  document,
}: DocumentPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.titleStack}>
          <span className={styles.eyebrow}>{eyebrow} </span>
          <span className={styles.title}>{document.title}</span>
        </h1>
        {document.dated ? <p className={styles.dated}>{document.dated}</p> : null}
      </header>
      <CategoryNav label={navLabel} basePath={basePath} categories={categories} current={category} />

      <div className={styles.layout}>
        <TableOfContents sections={document.sections} numbered={document.numbered} />
        <article className={styles.article}>
          <div className={styles.intro}>
            <DocumentBlocks blocks={document.intro} />
          </div>
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 className={styles.sectionTitle}>
                  {document.numbered ? <span className={styles.number}>{index + 1}.</span> : null}
                  {document.numbered ? " " : null}
                  {section.heading}
                </h2>
                {/* Beside the heading, not inside it, so the heading's name stays the heading. */}
                <a
                  href={`#${section.id}`}
                  className={styles.anchor}
                  aria-label={`Link to this section: ${section.heading}`}
                >
                  #
                </a>
              </div>
              <DocumentBlocks blocks={section.blocks} />
            </section>
          ))}
          <aside className={styles.help} aria-labelledby="document-help">
            <h2 id="document-help" className={styles.helpTitle}>
              May we help?
            </h2>
            <p className={styles.helpText}>
              Our client advisors answer at <a href={CLIENT_SERVICE.phoneHref}>{CLIENT_SERVICE.phone}</a> or{" "}
              <a href={`mailto:${CLIENT_SERVICE.email}`}>{CLIENT_SERVICE.email}</a>. {CLIENT_SERVICE.hours}
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
