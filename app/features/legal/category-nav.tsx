import { Link } from "react-router";
import type { Category } from "./categories";
import styles from "./document-page.module.css";

/**
 * docs/behaviour.md §2: the selector that changes the category and the query string. Links rather than a
 * form control: each category has its own address, works before hydration and can be opened in
 * a new tab; the current one is marked for assistive technology.
 */
export function CategoryNav({
  label,
  basePath,
  categories,
  current,
}: {
  label: string;
  basePath: string;
  categories: readonly Category[];
  current: string;
}) {
  return (
    <nav aria-label={label} className={styles.categoryNav}>
      <ul className={styles.categoryList}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`${basePath}?category=${category.id}`}
              className={styles.categoryLink}
              aria-current={category.id === current ? "page" : undefined}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
