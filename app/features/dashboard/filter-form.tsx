// The filters above a dashboard list: applying puts them in the URL, so a filtered list can be
// shared and survives a reload; without JavaScript the form is a plain GET to the same page.
import type { FormEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import fields from "./fields.module.css";
import ui from "./ui.module.css";

interface FilterFormProps {
  /** The list's name in its address and ids ('orders' → /dashboard/orders, 'Filter orders'). */
  list: string;
  /** The search box every list filter starts with: its label and the applied term. */
  search: { label: string; value: string };
  /** The applied filters as a query string ('' when none); Clear shows when it is not empty. */
  applied: string;
  /** The query string for what the form now holds. */
  toQuery: (form: FormData) => string;
  submitLabel?: string;
  /** A refusal of the applied filters, linked from the field it is about (`filterErrorId`). */
  error?: string | null;
  children: ReactNode;
}

/** The id of a list's filter error, for the field it is about. */
export const filterErrorId = (list: string) => `${list}-filter-error`;

export function FilterForm(props: FilterFormProps) {
  const { list, search, applied, toQuery, submitLabel = "Apply", error, children } = props;
  const href = `/dashboard/${list}`;
  const navigate = useNavigate();
  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void navigate({ pathname: href, search: toQuery(new FormData(event.currentTarget)) });
  }
  return (
    // Keyed by the applied filters: Clear or Back puts the fields back to what the URL says.
    <form
      key={applied}
      className={fields.filters}
      method="get"
      action={href}
      role="search"
      aria-label={`Filter ${list}`}
      onSubmit={apply}
    >
      <SearchFilter id={`${list}-q`} label={search.label} value={search.value} />
      {children}
      <div className={fields.buttons}>
        <button type="submit" className={ui.primary}>
          {submitLabel}
        </button>
        {applied ? (
          <Link to={href} className={ui.quiet}>
            Clear filters
          </Link>
        ) : null}
      </div>
      {error ? (
        <p id={filterErrorId(list)} className={fields.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** A form's text value by name, '' when absent. */
export const formText = (form: FormData, name: string): string => String(form.get(name) ?? "");

/** A labelled control of a filter form; `grow` takes the row's spare width (the search box). */
export function FilterField({
  id,
  label,
  grow = false,
  children,
}: {
  id: string;
  label: string;
  grow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={grow ? `${fields.field} ${fields.grow}` : fields.field}>
      <label className={fields.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

function SearchFilter({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <FilterField id={id} label={label} grow>
      <input id={id} className={fields.input} type="search" name="q" defaultValue={value} />
    </FilterField>
  );
}

interface SelectFilterProps {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The form's error this choice caused, by its id; marks the select invalid. */
  errorId?: string | undefined;
}

/** A choice of a filter form ('Status', 'Role'). */
export function SelectFilter({ id, label, name, value, options, errorId }: SelectFilterProps) {
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        className={fields.select}
        name={name}
        defaultValue={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
