// Status and a return or order number, carried in the URL like the Orders filters; without
// JavaScript the form is a plain GET to the same page.
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { RETURNS_HREF } from "../areas";
import fields from "../fields.module.css";
import ui from "../ui.module.css";
import { filtersQuery, hasFilters, STATUS_OPTIONS, type ReturnFilterValues } from "./return-filters-model";

export function ReturnFilters({ values, error }: { values: ReturnFilterValues; error: string | null }) {
  const navigate = useNavigate();
  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { q: String(form.get("q") ?? ""), status: String(form.get("status") ?? "") };
    void navigate({ pathname: RETURNS_HREF, search: filtersQuery(next) });
  }
  const errorId = error ? "returns-filter-error" : undefined;
  return (
    <form
      key={filtersQuery(values)}
      className={fields.filters}
      method="get"
      action={RETURNS_HREF}
      role="search"
      aria-label="Filter returns"
      onSubmit={apply}
    >
      <div className={`${fields.field} ${fields.grow}`}>
        <label className={fields.label} htmlFor="returns-q">
          Return or order number
        </label>
        <input id="returns-q" className={fields.input} type="search" name="q" defaultValue={values.q} />
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor="returns-status">
          Status
        </label>
        <select
          id="returns-status"
          className={fields.select}
          name="status"
          defaultValue={values.status}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={fields.buttons}>
        <button type="submit" className={ui.primary}>
          Apply
        </button>
        {hasFilters(values) ? (
          <Link to={RETURNS_HREF} className={ui.quiet}>
            Clear filters
          </Link>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={fields.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
