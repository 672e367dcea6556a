// One size guide's fields: its title, the size column's heading, the measurement columns, a row
// per size (the size's name and a value per column) and the note under the table.
import type { SizeGuide } from "../../../../sdk/dashboard";
import { TextField } from "../design/text-field";
import design from "../design/design.module.css";
import fields from "../fields.module.css";
import ui from "../ui.module.css";
import styles from "./size-guides.module.css";

interface GuideFieldsProps {
  id: string;
  guide: SizeGuide;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (guide: SizeGuide) => void;
}

export function GuideFields({ id, guide, errors, readOnly, onChange }: GuideFieldsProps) {
  const set = (patch: Partial<SizeGuide>) => onChange({ ...guide, ...patch });
  const err = (path: string) => errors[`${id}.${path}`];
  const rowName = (r: number) => guide.rows[r]?.size.trim() || `row ${r + 1}`;

  const setColumn = (c: number, name: string) =>
    set({ columns: guide.columns.map((x, i) => (i === c ? name : x)) });
  const addColumn = () =>
    set({
      columns: [...guide.columns, ""],
      rows: guide.rows.map((r) => ({ ...r, values: [...r.values, ""] })),
    });
  const removeColumn = (c: number) =>
    set({
      columns: guide.columns.filter((_, i) => i !== c),
      rows: guide.rows.map((r) => ({ ...r, values: r.values.filter((_, i) => i !== c) })),
    });
  const setRow = (r: number, row: SizeGuide["rows"][number]) =>
    set({ rows: guide.rows.map((x, i) => (i === r ? row : x)) });
  const addRow = () => set({ rows: [...guide.rows, { size: "", values: guide.columns.map(() => "") }] });
  const removeRow = (r: number) => set({ rows: guide.rows.filter((_, i) => i !== r) });

  const tableError = err("rows") ?? err("columns");
  return (
    <fieldset className={design.section} disabled={readOnly}>
      <legend className={design.legend}>{guide.title || "Size guide"}</legend>
      <div className={`${design.pair} ${styles.top}`}>
        <TextField
          id={`${id}-title`}
          label="Title"
          value={guide.title}
          error={err("title")}
          maxLength={60}
          onValue={(title) => set({ title })}
        />
        <TextField
          id={`${id}-size-column`}
          label="Size column heading"
          hint="'Size', or 'EU' for shoes."
          value={guide.sizeColumn}
          error={err("sizeColumn")}
          maxLength={20}
          onValue={(sizeColumn) => set({ sizeColumn })}
        />
      </div>
      <p id={`${id}-rows-hint`} className={fields.hint}>
        Rows by size name: the shop matches them to the sizes a product sells (letter sizes, EU numeric sizes,
        EU shoe sizes).
      </p>
      <div className={styles.scroll}>
        <table className={styles.grid} aria-describedby={`${id}-rows-hint`}>
          <caption className={styles.caption}>Rows and columns</caption>
          <thead>
            <tr>
              <th scope="col">{guide.sizeColumn || "Size"}</th>
              {guide.columns.map((column, c) => (
                <th key={c} scope="col">
                  <input
                    className={`${fields.input} ${styles.cell}`}
                    aria-label={`Column ${c + 1} heading`}
                    value={column}
                    maxLength={30}
                    aria-invalid={err(`columns.${c}`) ? true : undefined}
                    onChange={(e) => setColumn(c, e.target.value)}
                  />
                  {guide.columns.length > 1 ? (
                    <button
                      type="button"
                      className={ui.quiet}
                      aria-label={`Remove column ${column || c + 1}`}
                      onClick={() => removeColumn(c)}
                    >
                      Remove
                    </button>
                  ) : null}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Row actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">
                  <input
                    className={`${fields.input} ${styles.cell}`}
                    aria-label={`Size of row ${r + 1}`}
                    value={row.size}
                    maxLength={20}
                    aria-invalid={err(`rows.${r}.size`) ? true : undefined}
                    onChange={(e) => setRow(r, { ...row, size: e.target.value })}
                  />
                </th>
                {guide.columns.map((column, c) => (
                  <td key={c}>
                    <input
                      className={`${fields.input} ${styles.cell}`}
                      aria-label={`${rowName(r)}: ${column || `column ${c + 1}`}`}
                      value={row.values[c] ?? ""}
                      maxLength={20}
                      aria-invalid={err(`rows.${r}.values`) ? true : undefined}
                      onChange={(e) =>
                        setRow(r, {
                          ...row,
                          values: guide.columns.map((_, i) =>
                            i === c ? e.target.value : (row.values[i] ?? ""),
                          ),
                        })
                      }
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className={ui.quiet}
                    aria-label={`Remove ${rowName(r)}`}
                    disabled={guide.rows.length <= 1}
                    onClick={() => removeRow(r)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {Object.entries(errors)
        .filter(([path]) => path.startsWith(`${id}.rows.`) || path.startsWith(`${id}.columns.`))
        .map(([path, message]) => (
          <p key={path} className={fields.error}>
            {describePath(path.slice(id.length + 1), guide)}: {message}
          </p>
        ))}
      {tableError ? <p className={fields.error}>{tableError}</p> : null}
      <div className={fields.buttons}>
        <button type="button" className={ui.button} onClick={addRow}>
          Add a Row
        </button>
        <button type="button" className={ui.button} onClick={addColumn} disabled={guide.columns.length >= 8}>
          Add a Column
        </button>
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${id}-note`}>
          Note
        </label>
        <textarea
          id={`${id}-note`}
          className={`${fields.input} ${styles.note}`}
          value={guide.note}
          maxLength={500}
          rows={3}
          aria-invalid={err("note") ? true : undefined}
          aria-describedby={err("note") ? `${id}-note-error` : undefined}
          onChange={(e) => set({ note: e.target.value })}
        />
        {err("note") ? (
          <p id={`${id}-note-error`} className={fields.error}>
            {err("note")}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** 'rows.3.size' → 'Row 4 (36)'; 'columns.1' → 'Column 2'. */
function describePath(path: string, guide: SizeGuide): string {
  const [kind, index] = path.split(".");
  const n = Number(index);
  if (kind === "columns") return `Column ${n + 1}`;
  const size = guide.rows[n]?.size.trim();
  return size ? `Row ${n + 1} (${size})` : `Row ${n + 1}`;
}
