import { useRef, useState, type FormEvent } from "react";
import { replaceItem, type BagItem } from "../../../../domain/bag";
import { bagItemFor, isOrderableSize, type BagProduct } from "../../../../domain/bag-item";
import { sortColors } from "../../../../domain/colors";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import { sizeLabelSuffix } from "../../../../domain/status";
import { ProductImage } from "../../../ui/product-image";
import { SidePanelClose } from "../../../ui/side-panel";
import { COLOR_MISSING, ColorField } from "../../product/color-field";
import buyBox from "../../product/buy-box.module.css";
import { readBag, writeBag } from "../bag-store";
import buttons from "../../../ui/buttons.module.css";
import styles from "./bag-panels.module.css";

// The product page's wording; not imported from its size field, which brings the size guide along.
const SIZE_MISSING = "Please select a size.";

interface BagEditFormProps {
  line: BagItem;
  /** Fresh from the catalogue. */
  product: BagProduct;
  onDone: () => void;
}

/** Size and colour for a bag line (docs/behaviour.md §5 Bag edit); the quantity is kept. */
export default function BagEditForm({ line, product, onDone }: BagEditFormProps) {
  // docs/behaviour.md §5: sizes out of stock (0) or notify-me (3) are not offered.
  const sizes = product.sizes.filter(isOrderableSize);
  const current = sizes.find((s) => s.key === line.size);
  const [sizeKey, setSizeKey] = useState<string | null>(current ? current.key : null);
  const [color, setColor] = useState<string | null>(current?.colors.includes(line.color) ? line.color : null);
  const [missing, setMissing] = useState({ size: false, color: false });
  const sizeRef = useRef<HTMLSelectElement>(null);
  const colorsRef = useRef<HTMLDivElement>(null);

  const size = sizes.find((s) => s.key === sizeKey);
  const colors = sortColors(size ? size.colors : [...new Set(sizes.flatMap((s) => s.colors))]);
  const image = product.images[color ?? line.color]?.[0] ?? line.image;
  const sizeId = `edit-size-${line.productId}`;

  function chooseSize(key: string | null) {
    setSizeKey(key);
    // A colour the new size does not come in has to be chosen again.
    const next = sizes.find((s) => s.key === key);
    if (color !== null && next && !next.colors.includes(color)) setColor(null);
    setMissing((m) => ({ ...m, size: false }));
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fresh = sizeKey !== null && color !== null ? bagItemFor(product, sizeKey, color) : null;
    const next = { size: sizeKey === null, color: color === null || (sizeKey !== null && fresh === null) };
    setMissing(next);
    if (next.size) sizeRef.current?.focus();
    else if (next.color) colorsRef.current?.querySelector("input")?.focus();
    if (!fresh) return;
    writeBag(replaceItem(readBag(), line.productId, fresh));
    onDone();
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <div className={styles.piece}>
        {image ? <ProductImage mediaKey={image} alt="" sizes="6rem" className={styles.thumb} /> : null}
        <div>
          <p className={styles.pieceTitle}>{product.title}</p>
          <p className={styles.quiet}>{formatPrice(product.basePriceCents)}</p>
          <p className={styles.quiet}>Quantity: {line.quantity}</p>
        </div>
      </div>
      <div className={buyBox.field}>
        <label htmlFor={sizeId} className={buyBox.label}>
          Size
        </label>
        <div className={buyBox.selectWrap}>
          <select
            id={sizeId}
            ref={sizeRef}
            className={buyBox.select}
            value={sizeKey ?? ""}
            onChange={(event) => chooseSize(event.target.value === "" ? null : event.target.value)}
            aria-invalid={missing.size}
            aria-describedby={missing.size ? `${sizeId}-error` : undefined}
          >
            <option value="">Select a size</option>
            {sizes.map((s) => (
              <option key={s.key} value={s.key}>
                {`${s.key} ${sizeLabelSuffix(s.status)}`.trim()}
              </option>
            ))}
          </select>
        </div>
        {missing.size ? (
          <p id={`${sizeId}-error`} className={buyBox.error}>
            {SIZE_MISSING}
          </p>
        ) : null}
      </div>
      {size?.preOrderDate ? (
        <p className={styles.preOrder}>Pre Order Date: {formatDate(size.preOrderDate)}</p>
      ) : null}
      {size && size.colors.length === 0 ? (
        <p className={styles.outOfStock} role="status">
          Out of Stock
        </p>
      ) : (
        <ColorField
          productId={`edit-${line.productId}`}
          colors={colors}
          value={color}
          missing={missing.color}
          onChange={(code) => {
            setColor(code);
            setMissing((m) => ({ ...m, color: false }));
          }}
          groupRef={colorsRef}
        />
      )}
      {missing.color && size?.colors.length === 0 ? <p className={buyBox.error}>{COLOR_MISSING}</p> : null}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary}>
          Save Changes
        </button>
        <SidePanelClose className={buttons.secondary}>Cancel</SidePanelClose>
      </div>
    </form>
  );
}
