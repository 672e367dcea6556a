// Every e-mail the boutique sends, rendered with sample data: the HTML as a phone-width mail client
// shows it (a sandboxed frame: no script, no form, no navigation) and the plain-text part.
import { Link } from "react-router";
import panel from "../panel.module.css";
import ui from "../ui.module.css";
import styles from "./emails.module.css";
import { PageHeader } from "../page-header";

interface MailPreview {
  name: string;
  description: string;
  subject: string;
  html: string;
  text: string;
}

export function EmailsView({ previews }: { previews: MailPreview[] }) {
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={<Link to="/dashboard/messages">Messages</Link>}
        title="E-mail Templates"
        lead={
          <>
            Each message the boutique sends, with sample data. Sent messages carry their pictures as
            attachments, so they read without loading remote images.
          </>
        }
      />
      {previews.map((p) => (
        <section key={p.name} className={panel.panel} aria-labelledby={`mail-${p.name}`}>
          <div className={panel.head}>
            <h2 id={`mail-${p.name}`} className={panel.title}>
              {p.subject}
            </h2>
            <span className={panel.note}>{p.name}</span>
          </div>
          <p className={styles.description}>{p.description}</p>
          <div className={styles.views}>
            <iframe
              className={styles.frame}
              title={`${p.subject} (HTML preview)`}
              srcDoc={p.html}
              // The page's own origin, so the pictures' same-origin resource policy lets them load;
              // still no script, form, pop-up or navigation.
              sandbox="allow-same-origin"
              loading="lazy"
            />
            <details className={styles.text}>
              <summary>Plain text</summary>
              <pre>{p.text}</pre>
            </details>
          </div>
        </section>
      ))}
    </div>
  );
}
