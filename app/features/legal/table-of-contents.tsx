import { DisclosureMark } from "../../ui/disclosure-mark";
import type { Section } from "./types";
import styles from "./document-page.module.css";

function Entries({ sections, numbered }: { sections: Section[]; numbered: boolean }) {
  return (
    <ol className={styles.tocList}>
      {sections.map((section, index) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={styles.tocLink}>
            {numbered ? <span className={styles.tocNumber}>{index + 1}. </span> : null}
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
export function TableOfContents({ sections, numbered }: { sections: Section[]; numbered: boolean }) {
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <div className={styles.tocWide}>
        <p className={styles.tocTitle} aria-hidden="true">
          On this page
        </p>
        <Entries sections={sections} numbered={numbered} />
      </div>
      <details className={styles.tocNarrow}>
        <summary className={styles.tocSummary}>
          On this page ({sections.length})
          <DisclosureMark />
        </summary>
        <Entries sections={sections} numbered={numbered} />
      </details>
    </nav>
  );
}
