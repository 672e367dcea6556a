// Status, date range and search (an order number or part of an e-mail). Applying puts them in
// the URL, so a filtered list can be shared and survives a reload; without JavaScript the form
// is a plain GET to the same page.
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import fields from "../fields.module.css";
import ui from "../ui.module.css";
import { filtersQuery, hasFilters, STATUS_OPTIONS, type OrderFilterValues } from "./order-filters-model";

interface OrderFiltersProps {
  values: OrderFilterValues;
  error: string | null;
}

export function OrderFilters({ values, error }: OrderFiltersProps) {
  const navigate = useNavigate();
  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (key: keyof OrderFilterValues) => String(form.get(key) ?? "");
    const next = { q: read("q"), status: read("status"), from: read("from"), to: read("to") };
    void navigate({ pathname: "/dashboard/orders", search: filtersQuery(next) });
  }
  const errorId = error ? "orders-filter-error" : undefined;
  return (
    // Keyed by the applied filters: Clear or Back puts the fields back to what the URL says.
    <form
      key={filtersQuery(values)}
      className={fields.filters}
      method="get"
      action="/dashboard/orders"
      role="search"
      aria-label="Filter orders"
      onSubmit={apply}
    >
      <div className={`${fields.field} ${fields.grow}`}>
        <label className={fields.label} htmlFor="orders-q">
          Order number or e-mail
        </label>
        <input id="orders-q" className={fields.input} type="search" name="q" defaultValue={values.q} />
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor="orders-status">
          Status
        </label>
        <select id="orders-status" className={fields.select} name="status" defaultValue={values.status}>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor="orders-from">
          From
        </label>
        <input
          id="orders-from"
          className={fields.input}
          type="date"
          name="from"
          defaultValue={values.from}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor="orders-to">
          To
        </label>
        <input id="orders-to" className={fields.input} type="date" name="to" defaultValue={values.to} />
      </div>
      <div className={fields.buttons}>
        <button type="submit" className={ui.primary}>
          Apply
        </button>
        {hasFilters(values) ? (
          <Link to="/dashboard/orders" className={ui.quiet}>
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
