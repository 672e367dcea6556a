// Pages (area 'pages'): the legal texts and the FAQ, each with its live version and any draft.
import { Link } from "react-router";
import type { PageList } from "../../../../sdk/dashboard";
import { PAGE_DOCUMENTS, PAGE_GROUPS } from "../../../../domain/page-documents";
import table from "../data-table.module.css";
import { formatDate } from "../../../../domain/dates";
import { formatDateTime } from "../format";
import ui from "../ui.module.css";
import { GROUP_LABELS, editorPath, shopPath } from "./page-links";
import styles from "./pages.module.css";
import { PageHeader } from "../page-header";

export function PagesView({ items }: PageList) {
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow="Website"
        title="Pages"
        lead={
          <>
            The legal texts and the answers of the FAQ. Write in Markdown, keep a draft, publish when it is
            ready; every published version is kept and can be restored.
          </>
        }
      />
      {PAGE_GROUPS.map((group) => (
        <section key={group} className={styles.group} aria-labelledby={`pages-${group}`}>
          <h2 id={`pages-${group}`} className={styles.groupTitle}>
            {GROUP_LABELS[group]}
          </h2>
          <div className={table.scroller}>
            <table className={`${table.table} ${styles.documents}`}>
              <thead>
                <tr>
                  <th scope="col">Document</th>
                  <th scope="col">Live version</th>
                  <th scope="col">Effective from</th>
                  <th scope="col">Draft</th>
                  <th scope="col">In the shop</th>
                </tr>
              </thead>
              <tbody>
                {PAGE_DOCUMENTS.filter((d) => d.group === group).map((doc) => {
                  const item = items.find((i) => i.key === doc.key);
                  return (
                    <tr key={doc.key}>
                      <th scope="row">
                        <Link to={editorPath(doc.key)} className={styles.docLink}>
                          {item?.title ?? doc.label}
                        </Link>
                      </th>
                      <td>
                        {item?.published
                          ? `Version ${item.published.number}, ${formatDateTime(item.published.publishedAt)}`
                          : "—"}
                      </td>
                      <td>{item?.published ? formatDate(item.published.effectiveFrom) : "—"}</td>
                      <td>
                        {item?.draft ? (
                          `Saved ${formatDateTime(item.draft.savedAt)}`
                        ) : (
                          <span className={styles.muted}>None</span>
                        )}
                      </td>
                      <td>
                        <a href={shopPath(doc.key)} className={styles.docLink}>
                          {shopPath(doc.key)}
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
