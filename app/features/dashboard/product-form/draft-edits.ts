// Pure edits of the draft. Colours tie three places together (images, sizes, base colour), so
// removing a colour or its last picture tidies the other two here, in one place.
import { sortColors } from "../../../../domain/colors";
import { emptySize, newRowId, type ProductDraft, type SetAsideColor, type SizeDraft } from "./form-model";

/**
 * Ticking a colour adds it; unticking takes it out of the sizes and the base colour and sets its
 * pictures aside, so a slip of the finger is undone by ticking it again (nothing is lost until
 * the save, which sends only the colours ticked).
 */
export function toggleColor(d: ProductDraft, code: string, on: boolean): ProductDraft {
  const { [code]: aside, ...others } = d.setAside ?? {};
  const setAside = Object.keys(others).length > 0 ? others : undefined;
  if (on) {
    if (d.colors.some((c) => c.code === code)) return d;
    const codes = sortColors([...d.colors.map((c) => c.code), code]);
    const byCode = new Map(d.colors.map((c) => [c.code, c]));
    const added = { code, images: aside?.images ?? [] };
    const next = { ...d, colors: codes.map((c) => byCode.get(c) ?? added), setAside };
    if (!setAside) delete next.setAside;
    return aside && aside.images.length > 0 ? restoreColor(next, code, aside) : next;
  }
  const color = d.colors.find((c) => c.code === code);
  if (!color) return d;
  const put: SetAsideColor = {
    images: color.images,
    sizes: d.sizes.flatMap((s) =>
      s.colors.includes(code) ? [{ rowId: s.rowId, at: s.colors.indexOf(code) }] : [],
    ),
    base: d.baseImagesColor === code,
  };
  const next = {
    ...d,
    colors: d.colors.filter((c) => c.code !== code),
    setAside: { ...others, [code]: put },
  };
  return withoutColor(next, code);
}

/** A colour ticked again goes back where it was: in the sizes that still exist, and as the base if that is free. */
function restoreColor(d: ProductDraft, code: string, aside: SetAsideColor): ProductDraft {
  const places = new Map(aside.sizes.map((s) => [s.rowId, s.at]));
  return {
    ...d,
    baseImagesColor: aside.base && d.baseImagesColor === "" ? code : d.baseImagesColor,
    sizes: d.sizes.map((s) => {
      const at = places.get(s.rowId);
      if (at === undefined || s.colors.includes(code)) return s;
      return { ...s, colors: [...s.colors.slice(0, at), code, ...s.colors.slice(at)] };
    }),
  };
}

/** A colour that can no longer be offered leaves the sizes and the base colour. */
function withoutColor(d: ProductDraft, code: string): ProductDraft {
  return {
    ...d,
    baseImagesColor: d.baseImagesColor === code ? "" : d.baseImagesColor,
    sizes: d.sizes.map((s) =>
      s.colors.includes(code) ? { ...s, colors: s.colors.filter((c) => c !== code) } : s,
    ),
  };
}

export function addImage(d: ProductDraft, code: string, key: string): ProductDraft {
  if (!d.colors.some((c) => c.code === code)) return d;
  return {
    ...d,
    colors: d.colors.map((c) => (c.code === code ? { ...c, images: [...c.images, key] } : c)),
    // The first colour with pictures is the natural default for the shop's first view.
    baseImagesColor: d.baseImagesColor || code,
  };
}

export function removeImage(d: ProductDraft, code: string, key: string): ProductDraft {
  const colors = d.colors.map((c) =>
    c.code === code ? { ...c, images: c.images.filter((k) => k !== key) } : c,
  );
  const next = { ...d, colors };
  return colors.find((c) => c.code === code)?.images.length ? next : withoutColor(next, code);
}

export function setSize(d: ProductDraft, index: number, patch: Partial<SizeDraft>): ProductDraft {
  return { ...d, sizes: d.sizes.map((s, i) => (i === index ? { ...s, ...patch } : s)) };
}

export function addSize(d: ProductDraft): ProductDraft {
  return { ...d, sizes: [...d.sizes, emptySize()] };
}

export function removeSize(d: ProductDraft, index: number): ProductDraft {
  return { ...d, sizes: d.sizes.filter((_, i) => i !== index) };
}

export function setDetail(d: ProductDraft, index: number, text: string): ProductDraft {
  return { ...d, details: d.details.map((line, i) => (i === index ? { ...line, text } : line)) };
}

export function addDetail(d: ProductDraft): ProductDraft {
  return { ...d, details: [...d.details, { rowId: newRowId(), text: "" }] };
}

export function removeDetail(d: ProductDraft, index: number): ProductDraft {
  return { ...d, details: d.details.filter((_, i) => i !== index) };
}

export function toggleSubCategory(d: ProductDraft, url: string, on: boolean): ProductDraft {
  const rest = d.subCategories.filter((s) => s !== url);
  return { ...d, subCategories: on ? [...rest, url] : rest };
}
