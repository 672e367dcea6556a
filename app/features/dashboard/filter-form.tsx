// The filters above a dashboard list: applying puts them in the URL, so a filtered list can be
// shared and survives a reload; without JavaScript the form is a plain GET to the same page.
import type { FormEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import fields from "./fields.module.css";
import ui from "./ui.module.css";

interface FilterFormProps {
  /** The list's page, where the form sends its query. */
  href: string;
  /** The search landmark's name, e.g. 'Filter orders'. */
  label: string;
  /** The applied filters as a query string ('' when none); Clear shows when it is not empty. */
  applied: string;
  /** The query string for what the form now holds. */
  toQuery: (form: FormData) => string;
  submitLabel?: string;
  /** A refusal of the applied filters, linked from the field it is about by `errorId`. */
  error?: string | null;
  errorId?: string;
  children: ReactNode;
}

export function FilterForm(props: FilterFormProps) {
  const { href, label, applied, toQuery, submitLabel = "Apply", error, errorId, children } = props;
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
      aria-label={label}
      onSubmit={apply}
    >
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
        <p id={errorId} className={fields.error} role="alert">
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

/** The search box every list filter starts with. */
export function SearchFilter({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <FilterField id={id} label={label} grow>
      <input id={id} className={fields.input} type="search" name="q" defaultValue={value} />
    </FilterField>
  );
}
