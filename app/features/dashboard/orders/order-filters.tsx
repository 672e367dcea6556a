// Status, date range and search (an order number or part of an e-mail), in the URL.
import fields from "../fields.module.css";
import { FilterField, FilterForm, filterErrorId, formText, SelectFilter } from "../filter-form";
import { filtersQuery, hasFilters, STATUS_OPTIONS, type OrderFilterValues } from "./order-filters-model";

interface OrderFiltersProps {
  values: OrderFilterValues;
  error: string | null;
}

const ERROR_ID = filterErrorId("orders");

export function OrderFilters({ values, error }: OrderFiltersProps) {
  const toQuery = (form: FormData) =>
    filtersQuery({
      q: formText(form, "q"),
      status: formText(form, "status"),
      from: formText(form, "from"),
      to: formText(form, "to"),
    });
  return (
    <FilterForm
      list="orders"
      search={{ label: "Order number or e-mail", value: values.q }}
      applied={hasFilters(values) ? filtersQuery(values) : ""}
      toQuery={toQuery}
      error={error}
    >
      <SelectFilter
        id="orders-status"
        label="Status"
        name="status"
        value={values.status}
        options={STATUS_OPTIONS}
      />
      <FilterField id="orders-from" label="From">
        <input
          id="orders-from"
          className={fields.input}
          type="date"
          name="from"
          defaultValue={values.from}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
        />
      </FilterField>
      <FilterField id="orders-to" label="To">
        <input id="orders-to" className={fields.input} type="date" name="to" defaultValue={values.to} />
      </FilterField>
    </FilterForm>
  );
}
