import { useNavigate } from "react-router";
import type { HtmlPart } from "../../../domain/contracts/pages";
import { CookieSettingsButton } from "../consent/cookie-settings-button";
import styles from "./document-body.module.css";

/**
 * Server-rendered, sanitised HTML of a document (server/services/pages/markdown.ts), with the
 * Cookie Settings button where the text places it. Links to the boutique's own pages navigate
 * in the app, as router links would.
 */
export function DocumentBody({ parts }: { parts: HtmlPart[] }) {
  const navigate = useNavigate();
  function followInside(event: MouseEvent) {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || href.startsWith("//")) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  }
  return (
    <>
      {parts.map((part, index) =>
        part.kind === "cookieSettings" ? (
          <p key={index} className={styles.action}>
            <CookieSettingsButton />
          </p>
        ) : (
          <div
            key={index}
            className={styles.prose}
            // Clicks bubble up from the links inside; the div itself is not interactive, so it
            // only listens (React 19 runs the returned cleanup when the element goes).
            ref={(element) => {
              element?.addEventListener("click", followInside);
              return () => element?.removeEventListener("click", followInside);
            }}
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        ),
      )}
    </>
  );
}
