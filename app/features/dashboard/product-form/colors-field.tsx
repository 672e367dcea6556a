// Colours from the palette, their pictures, and the base colour the shop shows first. Only a
// colour with pictures can be the base colour or be offered in a size.
import { COLORS, colorHex, colorName, type ColorCode } from "../../../../domain/colors";
import { ColorImages } from "./color-images";
import { toggleColor } from "./draft-edits";
import { FieldGroup } from "./field";
import { colorsWithImages } from "./form-model";
import media from "./colors.module.css";
import styles from "./form.module.css";
import type { ImageUploads } from "./use-image-uploads";
import type { DraftApi } from "./use-product-draft";

const PALETTE = Object.keys(COLORS) as ColorCode[];

export function ColorsField({ form, uploads }: { form: DraftApi; uploads: ImageUploads }) {
  const { draft, errors, update } = form;
  const chosen = new Set(draft.colors.map((c) => c.code));
  const withImages = colorsWithImages(draft);
  return (
    <>
      <FieldGroup
        path="images"
        legend="Colours"
        required
        hint="Tick each colour the product comes in, then add its pictures; a colour unticked by mistake keeps them until you save."
        error={errors.images}
      >
        <div className={media.palette}>
          {PALETTE.map((code) => (
            <label key={code} className={media.chip}>
              <input
                type="checkbox"
                checked={chosen.has(code)}
                onChange={(e) =>
                  update((d) => toggleColor(d, code, e.target.checked), ["images", `images.${code}`, "sizes"])
                }
              />
              <span className={media.swatch} style={{ background: colorHex(code) }} aria-hidden="true" />
              {colorName(code)}
            </label>
          ))}
        </div>
      </FieldGroup>
      {draft.colors.map((color) => (
        <ColorImages key={color.code} color={color} form={form} uploads={uploads} />
      ))}
      <p className="visually-hidden" role="status">
        {uploads.status}
      </p>
      <FieldGroup
        path="baseImagesColor"
        legend="Base colour"
        required
        hint="The colour the shop shows first."
        error={errors.baseImagesColor}
      >
        {withImages.length === 0 ? (
          <p className={styles.hint}>Add pictures to a colour to choose it here.</p>
        ) : (
          <div className={styles.choices}>
            {withImages.map((code) => (
              <label key={code} className={styles.choice}>
                <input
                  type="radio"
                  name="baseImagesColor"
                  value={code}
                  checked={draft.baseImagesColor === code}
                  onChange={() => update((d) => ({ ...d, baseImagesColor: code }), ["baseImagesColor"])}
                />
                {colorName(code)}
              </label>
            ))}
          </div>
        )}
      </FieldGroup>
    </>
  );
}
