import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from "react";
import { useNavigate } from "react-router";
import { SEARCH_TERM_MAX, searchHref } from "../../../domain/search-term";
import { ArrowIcon } from "../../ui/icons";
import styles from "./header-search.module.css";
import { SEARCH_PANEL_ID } from "./search-panel-id";
import { useSuggestions, type SuggestionOption } from "./use-suggestions";

const LISTBOX_ID = "header-suggestions";

export { SEARCH_PANEL_ID };

interface HeaderSearchProps {
  open: boolean;
  onClose: (options?: { restoreFocus?: boolean }) => void;
}

/**
 * The search box under the header bar; a plain GET form to /search that JS tidies first. With
 * JavaScript it is a combobox (WAI-ARIA 1.2 pattern): suggestions from 2 characters, arrows move
 * through them, Enter opens the one chosen (or searches), Escape closes the list, then the box.
 */
export function HeaderSearch({ open, onClose }: HeaderSearchProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState("");
  const [listOpen, setListOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const options = useSuggestions(term);
  const shown = open && listOpen && options !== null && options.length > 0 ? options : null;
  const activeOption = shown && active >= 0 ? shown[active] : undefined;

  function reset() {
    if (inputRef.current) inputRef.current.value = "";
    setTerm("");
    setActive(-1);
  }

  function go(option: SuggestionOption) {
    navigate(option.href);
    reset();
    onClose();
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLInputElement>) {
    const n = options?.length ?? 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (n === 0) return;
      event.preventDefault();
      setListOpen(true);
      const down = event.key === "ArrowDown";
      setActive((i) => (down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === "Enter" && activeOption) {
      event.preventDefault();
      go(activeOption);
    } else if (event.key === "Escape" && shown) {
      // The list closes first; the next Escape closes the box (the document listener).
      event.preventDefault();
      setListOpen(false);
      setActive(-1);
    }
  }

  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    // Handled already when it closed the suggestions (React listens on the document too).
    if (event.key === "Escape" && !event.defaultPrevented) onClose({ restoreFocus: true });
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
    const href = searchHref(input?.value ?? "");
    // An empty term does nothing (docs/behaviour.md §5): the box stays open for typing.
    if (!href) {
      if (input) input.value = "";
      input?.focus();
      return;
    }
    navigate(href);
    reset();
    onClose();
  }

  /**
   * Focus gone past the box (Tab from its last control, or a click on another control) closes it:
   * the panel lies over the page, so it would hide what now has focus. Not on a click that
   * focuses nothing (focus would leave for <body>), nor on the header's toggle, which closes it.
   */
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Element) || event.currentTarget.contains(next)) return;
    if (next.closest(`[aria-controls="${SEARCH_PANEL_ID}"]`)) return;
    setListOpen(false);
    setActive(-1);
    onClose();
  }

  return (
    <div id={SEARCH_PANEL_ID} className={styles.panel} hidden={!open} onBlur={onBlur}>
      <search className={styles.inner}>
        <form method="get" action="/search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor="header-search-input" className="visually-hidden">
            Search the boutique
          </label>
          <input
            ref={inputRef}
            id="header-search-input"
            className={styles.input}
            // A text input: the combobox role is not allowed on type="search" (HTML's ARIA rules).
            type="text"
            inputMode="search"
            name="q"
            maxLength={SEARCH_TERM_MAX}
            placeholder="What are you looking for?"
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-controls={LISTBOX_ID}
            aria-expanded={shown !== null}
            aria-activedescendant={activeOption?.id}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit}>
            <ArrowIcon width={24} height={24} />
            <span className="visually-hidden">Submit search</span>
          </button>
        </form>
        <div
          id={LISTBOX_ID}
          role="listbox"
          aria-label="Suggestions"
          className={styles.listbox}
          hidden={!shown}
        >
          {(["Products", "Categories"] as const).map((group) => {
            const inGroup = shown?.filter((o) => o.group === group) ?? [];
            if (inGroup.length === 0) return null;
            return (
              <div
                key={group}
                role="group"
                aria-labelledby={`${LISTBOX_ID}-${group}`}
                className={styles.group}
              >
                <p id={`${LISTBOX_ID}-${group}`} role="presentation" className={styles.groupLabel}>
                  {group}
                </p>
                {inGroup.map((option) => (
                  // The keyboard works through the combobox (aria-activedescendant), as the
                  // pattern asks: options take no focus and need no key handler of their own,
                  // so a pointer press is what picks one.
                  <div
                    key={option.id}
                    tabIndex={-1}
                    id={option.id}
                    role="option"
                    aria-selected={option === activeOption}
                    className={styles.option}
                    // Keeps focus in the box, so the list does not close before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    ref={(element) => {
                      const pick = () => go(option);
                      element?.addEventListener("click", pick);
                      return () => element?.removeEventListener("click", pick);
                    }}
                  >
                    {option.label}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        <p className="visually-hidden" role="status">
          {shown ? `${shown.length} ${shown.length === 1 ? "suggestion" : "suggestions"}` : ""}
        </p>
      </search>
    </div>
  );
}
