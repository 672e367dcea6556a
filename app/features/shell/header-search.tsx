import { useEffect, useEffectEvent, useRef, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { collapse } from "../../../domain/text";
import { ArrowIcon } from "../../ui/icons";
import styles from "./header-search.module.css";

export const SEARCH_PANEL_ID = "header-search";

interface HeaderSearchProps {
  open: boolean;
  onClose: (options?: { restoreFocus?: boolean }) => void;
}

/** The search box under the header bar; a plain GET form to /search that JS tidies first. */
export function HeaderSearch({ open, onClose }: HeaderSearchProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);

  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Escape") onClose({ restoreFocus: true });
  });

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => onEscape(event);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    const term = collapse(input?.value ?? "");
    // An empty term does nothing (SPEC §5): the box stays open for typing.
    if (!term) {
      if (input) input.value = "";
      input?.focus();
      return;
    }
    navigate(`/search?${new URLSearchParams({ q: term })}`);
    if (input) input.value = "";
    onClose();
  }

  return (
    <div id={SEARCH_PANEL_ID} className={styles.panel} hidden={!open}>
      <search className={styles.inner}>
        <form method="get" action="/search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor="header-search-input" className="visually-hidden">
            Search the boutique
          </label>
          <input
            ref={inputRef}
            id="header-search-input"
            className={styles.input}
            type="search"
            name="q"
            placeholder="What are you looking for?"
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            <ArrowIcon width={24} height={24} />
            <span className="visually-hidden">Submit search</span>
          </button>
        </form>
      </search>
    </div>
  );
}
