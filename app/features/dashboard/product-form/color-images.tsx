// One colour's pictures: thumbnails and a file input for more.
import { colorHex, colorName } from "../../../../domain/colors";
import { imageUrl } from "../../../../domain/images";
import { removeImage } from "./draft-edits";
import { fieldId } from "./field";
import { focusFirstOf } from "./focus-row";
import type { ColorDraft } from "./form-model";
import fields from "../fields.module.css";
import media from "./colors.module.css";
import styles from "./form.module.css";
import type { ImageUploads } from "./use-image-uploads";
import type { DraftApi } from "./use-product-draft";

export function ColorImages({
  color,
  form,
  uploads,
}: {
  color: ColorDraft;
  form: DraftApi;
  uploads: ImageUploads;
}) {
  const path = `images.${color.code}`;
  const id = fieldId(path);
  const name = colorName(color.code);
  const error = form.errors[path];
  const pending = uploads.pending[color.code] ?? 0;
  return (
    <div className={media.colorCard} data-invalid={error ? "" : undefined}>
      <div className={media.colorHead}>
        <span className={media.swatch} style={{ background: colorHex(color.code) }} aria-hidden="true" />
        <span className={media.colorName}>{name}</span>
        <span className={media.colorCount}>
          {color.images.length === 1 ? "1 picture" : `${color.images.length} pictures`}
          {pending > 0 ? ` · uploading ${pending}…` : ""}
        </span>
      </div>
      {color.images.length > 0 ? (
        <ul className={media.thumbs}>
          {color.images.map((key, i) => (
            <li key={key} className={media.thumb}>
              <img src={imageUrl(key, 320)} width={320} height={400} alt={`${name}, view ${i + 1}`} />
              <button
                id={`${id}-remove-${i}`}
                type="button"
                className={media.thumbRemove}
                onClick={() => {
                  form.update((d) => removeImage(d, color.code, key), [path]);
                  focusFirstOf(`${id}-remove-${i}`, `${id}-remove-${i - 1}`, id);
                }}
              >
                Remove
                <span className="visually-hidden">
                  {" "}
                  {name} picture {i + 1}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={id} className={styles.label}>
        Add pictures of {name}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        className={fields.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Emptied so choosing the same file again (after an error) still uploads it.
          e.target.value = "";
          void uploads.upload(color.code, files);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        JPEG, PNG, WebP or AVIF, at least 400 px wide and at most 10 MB. Portrait 4:5 looks best.
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
