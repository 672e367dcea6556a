// The document as the shop will show it, rendered by the server's own Markdown renderer.
import { useEffect, useState } from "react";
import type { RenderedBody } from "../../../../sdk/dashboard";
import { DocumentBody } from "../../legal/document-body";
import { dashboardApi } from "../api";
import styles from "./pages.module.css";

export function PagePreview({ title, body }: { title: string; body: string }) {
  // The answer for the body it was made from: a newer body shows as loading until its own answer.
  const [result, setResult] = useState<{ body: string; rendered: RenderedBody | null } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    dashboardApi
      .previewPage(body, abort.signal)
      .then((rendered) => setResult({ body, rendered }))
      .catch(() => !abort.signal.aborted && setResult({ body, rendered: null }));
    return () => abort.abort();
  }, [body]);
  const current = result?.body === body ? result : null;
  const rendered = current?.rendered ?? null;

  return (
    <div className={styles.preview} aria-live="polite" aria-busy={!current}>
      <p className={styles.previewTitle}>{title}</p>
      {current && !rendered ? <p role="alert">The preview could not be made. Please try again.</p> : null}
      {rendered ? (
        <>
          <DocumentBody parts={rendered.intro} />
          {rendered.sections.map((section) => (
            <section key={section.id} aria-label={section.heading}>
              <h2 className={styles.previewTitle}>{section.heading}</h2>
              <DocumentBody parts={section.parts} />
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}
