// A new page reached inside the app (a product card, the search, a link in the mini bag, the
// sign-in's redirect) takes the focus to its main heading, as a page loaded afresh starts from the
// top: a keyboard user goes on from the new page's start, not from wherever the old page left the
// focus (often the page itself, as the link clicked is gone), and a screen reader reads the heading.
// A change of the query alone (filters, sort, an account tab) is the same page: focus stays; but a
// new search term is a new page of results, as its heading says. The dashboard's frame does the
// same in its own main region (a sidebar link, a row's EDIT or Order No. link).
import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { focusPageHeading } from "../../ui/focus-page-heading";

/** What makes a page another page: its path, and on /search its term. */
export function pageIdentity(pathname: string, search: string): string {
  return pathname === "/search" ? `${pathname}?${new URLSearchParams(search).get("q") ?? ""}` : pathname;
}

/** The link in `main` that leads to `path` (a product card's), if the page shows one. */
function linkTo(main: HTMLElement, path: string): HTMLElement | undefined {
  return [...main.querySelectorAll<HTMLAnchorElement>("a[href]")].find(
    (a) => a.getAttribute("href") === path,
  );
}

/** `mainId`: the frame's main region (the shop's, or the dashboard's). */
export function useFocusOnNewPage(mainId = "main"): void {
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  const page = pageIdentity(pathname, search);
  const shown = useRef({ page, pathname });
  useEffect(() => {
    if (shown.current.page === page) return;
    const left = shown.current.pathname;
    shown.current = { page, pathname };
    const main = document.getElementById(mainId);
    const active = document.activeElement;
    // The page placed the focus itself (a field, a message): leave it there. A link still on
    // screen (the sub-category bar's) is only the way here: the new page's heading takes over.
    if (!main || (active && active !== main && main.contains(active) && active.tagName !== "A")) return;
    // Back (or Forward) to a page with a link to the one just left, a listing's product card:
    // the focus returns to that link, where the keyboard user was, in the scroll restored.
    const back = navigation === "POP" ? linkTo(main, left) : undefined;
    if (back) back.focus({ preventScroll: true });
    else focusPageHeading(main);
  }, [page, pathname, navigation, mainId]);
}
