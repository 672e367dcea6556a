import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import type { ListingPage } from "../../../domain/catalogue";
import type { SubCategoryLink } from "../../../domain/types";
import { PAGE_LABELS, listingPath } from "./listing-data";
import styles from "./sub-category-bar.module.css";

/** 'All' plus the category record's links; NavLink marks the current one with aria-current. */
export function SubCategoryBar({ page, links }: { page: ListingPage; links: SubCategoryLink[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a phone the row scrolls sideways: bring the current link into view, e.g. 'Accessories'.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (end > row.scrollLeft + row.clientWidth || start < row.scrollLeft) {
      row.scrollLeft = Math.max(0, start - (row.clientWidth - current.offsetWidth) / 2);
    }
  }, [pathname]);

  if (links.length === 0) return null;
  return (
    <nav aria-label={`${PAGE_LABELS[page]} categories`} className={styles.bar}>
      <ul ref={list} className={styles.list}>
        <li>
          <NavLink to={listingPath(page)} end className={styles.link}>
            All
          </NavLink>
        </li>
        {links.map((link) => (
          <li key={link.url}>
            <NavLink to={listingPath(page, link.url)} className={styles.link}>
              {link.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
