import { openCookieSettings } from "./consent-store";
import styles from "./cookie-settings-button.module.css";

/** docs/behaviour.md §2: reopens the cookie banner on its Settings page; focus moves into the banner. */
export function CookieSettingsButton({ variant = "outline" }: { variant?: "outline" | "link" }) {
  return (
    <button
      type="button"
      className={variant === "link" ? styles.link : styles.outline}
      onClick={openCookieSettings}
    >
      Cookie Settings
    </button>
  );
}
