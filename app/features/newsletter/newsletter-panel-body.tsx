// What the open Newsletter panel shows (docs/behaviour.md §2). Loaded by newsletter-panel.tsx on first open.
import { Link } from "react-router";
import { SidePanelClose } from "../../ui/side-panel";
import { NewsletterForm } from "./newsletter-form";
import styles from "./newsletter.module.css";

export default function NewsletterPanelBody() {
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>A letter from the atelier, a few times each season.</p>
      <ul className={styles.promises}>
        <li>New collections, before they reach the boutique.</li>
        <li>Invitations to private sales and appointments.</li>
        <li>The makers, materials and stories behind each piece.</li>
      </ul>
      <NewsletterForm variant="panel" />
      <p className={styles.small}>
        We use your address only to send the newsletter, and every letter lets you unsubscribe. Read our{" "}
        <SidePanelClose asChild>
          <Link to="/legal?category=privacy" className={styles.link}>
            Privacy Notice
          </Link>
        </SidePanelClose>
        .
      </p>
    </div>
  );
}
