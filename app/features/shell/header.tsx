import { Suspense, lazy, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CloseIcon, SearchIcon } from "../../ui/icons";
import { BagLink } from "./bag-link";
import { MobileMenu } from "./mobile-menu";
import { CLIENT_SERVICE_LINK, DASHBOARD_LINK, LOG_IN_LINK, MY_ACCOUNT_LINK, SHOP_LINKS } from "./nav-links";
import { SEARCH_PANEL_ID } from "./search-panel-id";
import type { ShellData } from "./shell-data";
import { useHideOnScroll } from "./use-hide-on-scroll";
import { Wordmark } from "./wordmark";
import styles from "./header.module.css";

/** docs/behaviour.md §9: the header hides after 45 px of scroll down. */
const HIDE_AFTER_PX = 45;

/** Server-rendered with the page; its code (the combobox) is fetched after hydration starts (decision 51). */
const HeaderSearch = lazy(() => import("./header-search").then((m) => ({ default: m.HeaderSearch })));

export function Header({ menu }: Pick<ShellData, "menu">) {
  const [searchOpen, setSearchOpen] = useState(false);
  // A new page closes the search box (adjusting state while rendering, not in an effect).
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setSearchOpen(false);
  }
  const searchToggle = useRef<HTMLButtonElement>(null);
  const scrolledAway = useHideOnScroll(HIDE_AFTER_PX);

  function closeSearch(options?: { restoreFocus?: boolean }) {
    setSearchOpen(false);
    if (options?.restoreFocus) searchToggle.current?.focus();
  }

  return (
    <header className={styles.header} data-hidden={scrolledAway && !searchOpen}>
      <div className={styles.bar}>
        <div className={styles.start}>
          <MobileMenu menu={menu} className={styles.compactOnly} />
          <nav aria-label="Main" className={styles.wideOnly}>
            <ul className={styles.links}>
              {SHOP_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.link}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <Link to="/" className={styles.wordmark} aria-label="Atelier, home">
          <Wordmark />
        </Link>

        <div className={styles.end}>
          {/* Without the script (or before it), the toggle goes to the search page, whose box
              works as a plain form; with it, it opens the box in the header. */}
          <form method="get" action="/search" className={styles.toggleForm}>
            <button
              ref={searchToggle}
              type="submit"
              className={`${styles.link} ${styles.iconLink}`}
              aria-expanded={searchOpen}
              aria-controls={SEARCH_PANEL_ID}
              onClick={(event) => {
                event.preventDefault();
                setSearchOpen((open) => !open);
              }}
            >
              {searchOpen ? <CloseIcon /> : <SearchIcon />}
              <span className={styles.iconLabel}>Search</span>
            </button>
          </form>
          <NavLink
            to={CLIENT_SERVICE_LINK.to}
            className={`${styles.link} ${styles.wideOnly} ${styles.service}`}
          >
            {CLIENT_SERVICE_LINK.label}
          </NavLink>
          {/* The same HTML for every visitor (decision 45): <html data-viewer> picks what shows,
              before the first paint. */}
          <NavLink to={DASHBOARD_LINK.to} className={`${styles.link} ${styles.wideOnly} ${styles.staffOnly}`}>
            {DASHBOARD_LINK.label}
          </NavLink>
          <span className={`${styles.account} ${styles.wideOnly}`}>
            <NavLink to={LOG_IN_LINK.to} className={`${styles.link} ${styles.guestOnly}`}>
              {LOG_IN_LINK.label}
            </NavLink>
            <NavLink to={MY_ACCOUNT_LINK.to} className={`${styles.link} ${styles.memberOnly}`}>
              {MY_ACCOUNT_LINK.label}
            </NavLink>
          </span>
          <BagLink className={`${styles.link} ${styles.iconLink}`} />
        </div>
      </div>
      <Suspense fallback={null}>
        <HeaderSearch open={searchOpen} onClose={closeSearch} />
      </Suspense>
    </header>
  );
}
