// Title, description, materials and the details list.
import { addDetail, removeDetail, setDetail } from "./draft-edits";
import { Field, FieldGroup, fieldId } from "./field";
import styles from "./form.module.css";
import type { DraftApi } from "./use-product-draft";
import { focusFirstOf } from "./focus-row";
import { useKeepTyped, type FormControl } from "../../../ui/form/use-keep-typed";

type TypedField = "title" | "description" | "materials";

/** What was typed into a field before the page's script ran is kept (use-keep-typed.ts). */
function useKeepTypedText(form: DraftApi, name: TypedField): void {
  useKeepTyped(
    () => document.getElementById(fieldId(name)) as FormControl | null,
    (el) => form.update((d) => ({ ...d, [name]: el.value }), [name]),
  );
}

const ADD_DETAIL_ID = "product-details-add";

const MAX_DETAILS = 12;

export function TextFields({ form }: { form: DraftApi }) {
  const { draft, errors, update } = form;
  useKeepTypedText(form, "title");
  useKeepTypedText(form, "description");
  useKeepTypedText(form, "materials");
  return (
    <>
      <Field path="title" label="Title" required error={errors.title} wide>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            value={draft.title}
            maxLength={120}
            onChange={(e) => update((d) => ({ ...d, title: e.target.value }), ["title"])}
          />
        )}
      </Field>
      <Field path="description" label="Description" required error={errors.description} wide>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={5}
            value={draft.description}
            maxLength={2000}
            onChange={(e) => update((d) => ({ ...d, description: e.target.value }), ["description"])}
          />
        )}
      </Field>
      <Field path="materials" label="Materials" required error={errors.materials} wide>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={2}
            value={draft.materials}
            maxLength={500}
            onChange={(e) => update((d) => ({ ...d, materials: e.target.value }), ["materials"])}
          />
        )}
      </Field>
      <FieldGroup
        path="details"
        legend="Details"
        hint="One line each, e.g. 'Made in Italy'. Empty lines are left out."
        error={errors.details}
      >
        <ol className={styles.lines}>
          {draft.details.map((line, i) => {
            const path = `details.${i}`;
            const error = errors[path];
            return (
              <li key={line.rowId} className={styles.line} data-invalid={error ? "" : undefined}>
                <label htmlFor={fieldId(path)} className="visually-hidden">
                  Detail {i + 1}
                </label>
                <input
                  id={fieldId(path)}
                  className={styles.input}
                  value={line.text}
                  maxLength={200}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId(path)}-error` : undefined}
                  onChange={(e) => update((d) => setDetail(d, i, e.target.value), [path, "details"])}
                />
                <button
                  type="button"
                  className={styles.rowButton}
                  onClick={() => {
                    update((d) => removeDetail(d, i), ["details"]);
                    // The line below moves up into this place; the last one gives way to the one above.
                    focusFirstOf(fieldId(`details.${i}`), fieldId(`details.${i - 1}`), ADD_DETAIL_ID);
                  }}
                >
                  Remove<span className="visually-hidden"> detail {i + 1}</span>
                </button>
                {error ? (
                  <p id={`${fieldId(path)}-error`} className={styles.error}>
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {draft.details.length < MAX_DETAILS ? (
          <button
            id={ADD_DETAIL_ID}
            type="button"
            className={styles.addButton}
            onClick={() => {
              update(addDetail, ["details"]);
              focusFirstOf(fieldId(`details.${draft.details.length}`));
            }}
          >
            + Add a line
          </button>
        ) : null}
      </FieldGroup>
    </>
  );
}
