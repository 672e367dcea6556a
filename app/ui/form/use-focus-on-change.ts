import { useEffect, useRef } from "react";

/**
 * Focuses the element when `key` changes (an outcome replacing a form), so that it is read out
 * where the form was. Not on the first render when `initial` is false: a page that opens with
 * a message leaves focus where the browser puts it.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown, initial = true) {
  const ref = useRef<T>(null);
  const first = useRef(!initial);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
