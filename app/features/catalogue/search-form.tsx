import { Form } from "react-router";
import { ArrowIcon } from "../../ui/icons";
import styles from "./search-form.module.css";

/**
 * The prompt shown on /search without a term. A plain GET form, so it works before hydration;
 * the loader collapses whatever arrives.
 */
export function SearchForm() {
  return (
    <search className={styles.search}>
      <Form method="get" action="/search" className={styles.form}>
        <label htmlFor="search-page-input" className={styles.label}>
          Search
        </label>
        <div className={styles.field}>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            placeholder="Coats, cashmere, a colour…"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            required
          />
          <button type="submit" className={styles.submit}>
            <ArrowIcon width={24} height={24} />
            <span className="visually-hidden">Submit search</span>
          </button>
        </div>
      </Form>
    </search>
  );
}
