// Search-as-you-type: asks the API once typing pauses, from 2 characters on; a newer keystroke
// cancels the request still on its way, so an old answer never replaces a newer one.
import { useEffect, useState } from "react";
import type { Suggestions } from "../../../domain/contracts/products";
import { searchTerm } from "../../../domain/search-term";
import { createApiClient } from "../../../sdk/client";

export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 200;

const api = createApiClient();

export interface SuggestionOption {
  id: string;
  label: string;
  href: string;
  group: "Products" | "Categories";
}

export function suggestionOptions(s: Suggestions): SuggestionOption[] {
  return [
    ...s.products.map((p, i) => ({
      id: `suggestion-p${i}`,
      label: p.title,
      href: `/product/${encodeURIComponent(p.url)}`,
      group: "Products" as const,
    })),
    ...s.categories.map((c, i) => ({
      id: `suggestion-c${i}`,
      label: c.title,
      href: c.path,
      group: "Categories" as const,
    })),
  ];
}

/** The suggestions for `term`, or null while it is too short (or nothing has arrived yet). */
export function useSuggestions(term: string): SuggestionOption[] | null {
  // What the search would look for: the API refuses a longer term (400).
  const q = searchTerm(term);
  const [found, setFound] = useState<{ q: string; options: SuggestionOption[] } | null>(null);
  useEffect(() => {
    if (q.length < SUGGEST_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .suggestions(q, controller.signal)
        .then((s) => setFound({ q, options: suggestionOptions(s) }))
        // Aborted or offline: the box still searches on Enter.
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  // The previous answer stays up while the next one is on its way, so the list does not flicker.
  return q.length >= SUGGEST_MIN_CHARS && found ? found.options : null;
}
