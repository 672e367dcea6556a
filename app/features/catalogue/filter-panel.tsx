// Filters and sorting for a listing or search page. A plain GET form of checkboxes and a select:
// without JavaScript it submits like any form and the server renders the filtered page; with it,
// React Router navigates (the URL still says everything, so links can be shared and Back works)
// and a change applies at once. Each choice shows how many products it would list; one the page
// offers that the other choices leave empty shows (0) and cannot be ticked.
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import {
  AVAILABILITY_LABELS,
  FILTER_PARAMS,
  hasFilters,
  priceBandLabel,
  SORT_LABELS,
  type Availability,
  type FacetName,
  type SortKey,
} from "../../../domain/catalogue-filters";
import { colorHex, colorName, sortColors } from "../../../domain/colors";
import { DisclosureMark } from "../../ui/disclosure-mark";
import type { BrowseState } from "./browse-data";
import styles from "./filter-panel.module.css";

interface FilterPanelProps {
  state: BrowseState;
  /** The page's path; the form submits to it and 'Clear all' leads back to it. */
  action: string;
  /** Hidden fields the page needs kept (the search term). */
  keep?: Record<string, string>;
  sorts: readonly SortKey[];
  defaultSort: SortKey;
}

const LEGENDS: Record<FacetName, string> = {
  sizes: "Size",
  colors: "Colour",
  prices: "Price",
  availability: "Availability",
};

function choiceLabel(facet: FacetName, value: string): string {
  if (facet === "colors") return colorName(value);
  if (facet === "prices") return priceBandLabel(value);
  if (facet === "availability") return AVAILABILITY_LABELS[value as Availability] ?? value;
  return value;
}

/**
 * The controls are left to the shopper's hand (a ticked box shows ticked at once, and keeps the
 * focus) and brought in line with the page's choices whenever those change: after Back, 'Clear
 * all' or a shared link, the boxes and the sort say what the page lists.
 */
function useControlsFollow(state: BrowseState, sort: SortKey) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const params = Object.entries(FILTER_PARAMS) as [FacetName, string][];
    for (const input of form.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? []) {
      const facet = params.find(([, name]) => name === input.name)?.[0];
      if (facet) input.checked = (state.filters[facet] as string[]).includes(input.value);
    }
    const select = form.current?.querySelector<HTMLSelectElement>("select[name=sort]");
    if (select) select.value = sort;
  }, [state, sort]);
  return form;
}

export function FilterPanel({ state, action, keep = {}, sorts, defaultSort }: FilterPanelProps) {
  const submit = useSubmit();
  const { filters, facets, total } = state;
  const form = useControlsFollow(state, state.sort ?? defaultSort);
  const filtered = hasFilters(filters);
  // 'Clear all' goes with the filters it cleared: the focus stays in the panel, on its summary.
  const summary = useRef<HTMLElement>(null);
  const clearing = useRef(false);
  useEffect(() => {
    if (!clearing.current || filtered) return;
    clearing.current = false;
    summary.current?.focus();
  }, [filtered]);
  const clearHref = `${action}${Object.keys(keep).length ? `?${new URLSearchParams(keep)}` : ""}`;
  const order = (facet: FacetName) =>
    facet === "colors" ? sortColors(facets.colors.map((c) => c.value)) : facets[facet].map((c) => c.value);

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      className={styles.panel}
      aria-label="Filter and sort"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.bar}>
        <p className={styles.total} role="status">
          {total} {total === 1 ? "product" : "products"}
        </p>
        <label className={styles.sort}>
          <span>Sort by</span>
          <span className={styles.selectWrap}>
            <select name="sort" defaultValue={state.sort ?? defaultSort}>
              {sorts.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </span>
        </label>
      </div>
      <details className={styles.details} open={filtered || undefined}>
        <summary ref={summary} className={styles.summary}>
          Filters{filtered ? " (active)" : ""}
          <DisclosureMark />
        </summary>
        <div className={styles.groups}>
          {(Object.keys(LEGENDS) as FacetName[]).map((facet) => {
            const counts = new Map(facets[facet].map((c) => [c.value, c.count]));
            if (counts.size === 0) return null;
            return (
              <fieldset key={facet} className={styles.group} data-facet={facet}>
                <legend className={styles.legend}>{LEGENDS[facet]}</legend>
                <ul className={styles.choices}>
                  {order(facet).map((value) => {
                    const checked = (filters[facet] as string[]).includes(value);
                    const label = choiceLabel(facet, value);
                    // Listed at 0 so the panel keeps its shape; nothing to tick until a filter goes.
                    const none = !checked && counts.get(value) === 0;
                    return (
                      <li key={value} data-wide={(facet === "sizes" && label.length > 4) || undefined}>
                        <label className={styles.choice}>
                          <input
                            type="checkbox"
                            name={FILTER_PARAMS[facet]}
                            value={value}
                            defaultChecked={checked}
                            disabled={none}
                          />
                          {facet === "colors" ? (
                            <span
                              className={styles.swatch}
                              style={{ background: colorHex(value) }}
                              aria-hidden="true"
                            />
                          ) : null}
                          <span>
                            {label} <span className={styles.count}>({counts.get(value)})</span>
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            Apply
          </button>
          {filtered ? (
            <Link
              to={clearHref}
              className={styles.clear}
              preventScrollReset
              onClick={() => (clearing.current = true)}
            >
              Clear all
            </Link>
          ) : null}
        </div>
      </details>
    </Form>
  );
}
