import type { FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { ArrowIcon } from "../../ui/icons";
import { SEARCH_TERM_MAX, searchHref } from "../../../domain/search-term";
import styles from "./search-form.module.css";

/**
 * The prompt shown on /search without a term. A plain GET form, so it works before hydration
 * (the loader collapses whatever arrives); once hydrated it goes to the trimmed term's address,
 * as the header's box does, and a blank term does nothing.
 */
export function SearchForm() {
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement | null;
    const href = searchHref(input?.value ?? "");
    if (href) void navigate(href);
    else if (input) {
      input.value = "";
      input.focus();
    }
  }
  return (
    <search className={styles.search}>
      <Form method="get" action="/search" className={styles.form} onSubmit={submit}>
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
            maxLength={SEARCH_TERM_MAX}
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
