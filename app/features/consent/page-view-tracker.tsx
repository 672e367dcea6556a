// First-party statistics (docs/behaviour.md §4): one page view per navigation, sent only while the visitor
// allows statistics. The server records nothing without that flag either.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { countsAsShopView } from "../../../domain/page-views";
import { useConsent } from "./consent-store";

export function PageViewTracker() {
  const { pathname, key } = useLocation();
  const allowed = useConsent()?.statistics === true;
  // One view per navigation: React may run an effect twice for the same one (Strict Mode).
  const counted = useRef<string | null>(null);

  useEffect(() => {
    // The back office's pages are not shop traffic (the server would not count them either).
    if (!allowed || counted.current === key || !countsAsShopView(pathname)) return;
    counted.current = key;
    // Statistics are best effort: a failed count must never disturb the visit. The API client
    // is fetched only here, so a visitor who allows no statistics never loads it.
    import("./api")
      .then(({ api }) => api.recordPageView({ path: pathname, consent: { statistics: true } }))
      .catch(() => {});
  }, [allowed, key, pathname]);

  return null;
}
