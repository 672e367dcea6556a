// A new page reached inside the app (a product card, the search, a link in the mini bag, the
// sign-in's redirect) takes the focus to its main heading, as a page loaded afresh starts from the
// top: a keyboard user goes on from the new page's start, not from wherever the old page left the
// focus (often the page itself, as the link clicked is gone), and a screen reader reads the heading.
// A change of the query alone (filters, sort, an account tab) is the same page: focus stays.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { focusPageHeading } from "../../ui/focus-page-heading";

export function useFocusOnNewPage(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById("main");
    const active = document.activeElement;
    // The page placed the focus itself (a field, a message): leave it there.
    if (!main || (active && active !== main && main.contains(active))) return;
    focusPageHeading(main);
  }, [pathname]);
}
