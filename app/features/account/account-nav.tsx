import { Link, useFetcher } from "react-router";
import { WISHLIST_TITLE } from "../../../domain/wishlist";
import type { AccountIntent } from "./account-action";
import type { AccountTab } from "./account-data";
import styles from "./account-page.module.css";

const TABS: { tab: AccountTab; label: string }[] = [
  { tab: "orders", label: "Orders" },
  { tab: "wishlist", label: WISHLIST_TITLE },
  { tab: "profile", label: "Profile" },
];

/** Orders, Wishlist, Profile, Dashboard for permitted roles, and Log Out (docs/behaviour.md §2). */
export function AccountNav({ tab, dashboard }: { tab: AccountTab; dashboard: boolean }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";

  function logOut() {
    if (busy) return;
    const intent: AccountIntent = { intent: "log-out" };
    void fetcher.submit(intent, { method: "post", action: "/account", encType: "application/json" });
  }

  return (
    <nav aria-label="My account" className={styles.nav}>
      <ul className={styles.tabs}>
        {TABS.map((t) => (
          <li key={t.tab}>
            <Link
              to={`/account?q=${t.tab}`}
              className={styles.tab}
              aria-current={t.tab === tab ? "page" : undefined}
              preventScrollReset
            >
              {t.label}
            </Link>
          </li>
        ))}
        {dashboard ? (
          <li>
            <Link to="/dashboard" className={styles.tab}>
              Dashboard
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className={styles.tab} onClick={logOut} aria-disabled={busy || undefined}>
            Log Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
