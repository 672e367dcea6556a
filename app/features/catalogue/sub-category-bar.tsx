import { useRef } from "react";
import { NavLink, useLocation } from "react-router";
import type { ListingPage } from "../../../domain/catalogue";
import type { SubCategoryLink } from "../../../domain/types";
import { PAGE_LABELS, listingPath } from "./listing-data";
import { useCurrentInView } from "../../ui/use-current-in-view";
import styles from "./sub-category-bar.module.css";

/** 'All' plus the category record's links; NavLink marks the current one with aria-current. */
export function SubCategoryBar({ page, links }: { page: ListingPage; links: SubCategoryLink[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useCurrentInView(list, pathname);

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
