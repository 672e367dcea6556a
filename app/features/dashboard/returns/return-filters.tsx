// Status and a return or order number, carried in the URL like the Orders filters.
import { FilterForm, filterErrorId, formText, SelectFilter } from "../filter-form";
import { filtersQuery, hasFilters, STATUS_OPTIONS, type ReturnFilterValues } from "./return-filters-model";

const ERROR_ID = filterErrorId("returns");

export function ReturnFilters({ values, error }: { values: ReturnFilterValues; error: string | null }) {
  const toQuery = (form: FormData) =>
    filtersQuery({ q: formText(form, "q"), status: formText(form, "status") });
  return (
    <FilterForm
      list="returns"
      search={{ label: "Return or order number", value: values.q }}
      applied={hasFilters(values) ? filtersQuery(values) : ""}
      toQuery={toQuery}
      error={error}
    >
      <SelectFilter
        id="returns-status"
        label="Status"
        name="status"
        value={values.status}
        options={STATUS_OPTIONS}
        errorId={error ? ERROR_ID : undefined}
      />
    </FilterForm>
  );
}
