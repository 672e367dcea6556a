import { DisclosureMark } from "../../ui/disclosure-mark";
import styles from "./document-page.module.css";

interface Section {
  id: string;
  heading: string;
}

function Entries({ sections }: { sections: Section[] }) {
  return (
    <ol className={styles.tocList}>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={styles.tocLink}>
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * 'On this page': a sticky column beside the text on wide screens, a folded list above it on
 * phones. Both are rendered and CSS shows one, so the page needs no script to lay itself out;
 * they share one navigation landmark, so a screen reader meets a single 'On this page'.
 */
export function TableOfContents({ sections }: { sections: Section[] }) {
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <div className={styles.tocWide}>
        <p className={styles.tocTitle} aria-hidden="true">
          On this page
        </p>
        <Entries sections={sections} />
      </div>
      <details className={styles.tocNarrow}>
        <summary className={styles.tocSummary}>
          On this page ({sections.length})
          <DisclosureMark />
        </summary>
        <Entries sections={sections} />
      </details>
    </nav>
  );
}
