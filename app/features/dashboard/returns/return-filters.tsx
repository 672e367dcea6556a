// Status and a return or order number, carried in the URL like the Orders filters.
import { RETURNS_HREF } from "../areas";
import fields from "../fields.module.css";
import { FilterField, FilterForm, formText, SearchFilter } from "../filter-form";
import { filtersQuery, hasFilters, STATUS_OPTIONS, type ReturnFilterValues } from "./return-filters-model";

const ERROR_ID = "returns-filter-error";

export function ReturnFilters({ values, error }: { values: ReturnFilterValues; error: string | null }) {
  const toQuery = (form: FormData) =>
    filtersQuery({ q: formText(form, "q"), status: formText(form, "status") });
  return (
    <FilterForm
      href={RETURNS_HREF}
      label="Filter returns"
      applied={hasFilters(values) ? filtersQuery(values) : ""}
      toQuery={toQuery}
      error={error}
      errorId={ERROR_ID}
    >
      <SearchFilter id="returns-q" label="Return or order number" value={values.q} />
      <FilterField id="returns-status" label="Status">
        <select
          id="returns-status"
          className={fields.select}
          name="status"
          defaultValue={values.status}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FilterField>
    </FilterForm>
  );
}
