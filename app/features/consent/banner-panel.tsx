// The open cookie banner (docs/behaviour.md §2, §4): intro, settings and one category at a time.
// Loaded by cookie-banner.tsx when the banner is to be shown.
import { useEffect, useRef, useState } from "react";
import { ACCEPT_ALL, DEFAULT_CHOICES, confirmChoices, type CookieCategory } from "../../../domain/consent";
import { CategoryView, IntroView, SettingsView } from "./banner-views";
import { closeBanner, saveConsent, storedConsent, takeOpener, type BannerView } from "./consent-store";
import styles from "./cookie-banner.module.css";

type Page = BannerView | CookieCategory;

export default function BannerPanel({ initialView }: { initialView: BannerView }) {
  const [page, setPage] = useState<Page>(initialView);
  const [choices, setChoices] = useState(() => storedConsent() ?? DEFAULT_CHOICES);
  // What to focus after the next render; a reopened banner takes focus at once (the visitor asked for
  // it), a first-visit banner does not (it must not pull the visitor away from the page).
  const [focusTarget, setFocusTarget] = useState<string | null>(
    initialView === "settings" ? '[data-focus="heading"]' : null,
  );
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    panel.current?.querySelector<HTMLElement>(focusTarget)?.focus();
  }, [focusTarget, page]);

  function go(next: Page, focus: string = '[data-focus="heading"]') {
    setPage(next);
    setFocusTarget(focus);
  }

  /** Closing takes focus back where the visitor was, or to the page, never to nowhere. */
  function restoreFocus(hadFocus: boolean) {
    const target = takeOpener() ?? (hadFocus ? document.getElementById("main") : null);
    requestAnimationFrame(() => target?.focus({ preventScroll: true }));
  }

  function save(consent: typeof choices) {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false;
    saveConsent(consent);
    restoreFocus(hadFocus);
  }

  // Escape steps back from a category, and closes a reopened banner. Listened to on the banner
  // itself, so it only acts while focus is inside it.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (page !== "intro" && page !== "settings") {
        setPage("settings");
        setFocusTarget(`[data-category="${page}"]`);
        return;
      }
      // The first-visit banner stays: without a choice it would only come back on the next page.
      if (storedConsent() === null) return;
      closeBanner();
      const target = takeOpener() ?? document.getElementById("main");
      requestAnimationFrame(() => target?.focus({ preventScroll: true }));
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [page]);

  return (
    <section ref={panel} className={styles.banner} aria-label="Cookie consent">
      {page === "intro" ? (
        <IntroView onSettings={() => go("settings")} onOk={() => save(ACCEPT_ALL)} />
      ) : page === "settings" ? (
        <SettingsView
          choices={choices}
          onOpen={(category) => go(category)}
          onConfirm={() => save(confirmChoices(choices))}
          onAcceptAll={() => save(ACCEPT_ALL)}
        />
      ) : (
        <CategoryView
          category={page}
          choices={choices}
          onToggle={(checked) => {
            if (page !== "necessary") setChoices((c) => ({ ...c, [page]: checked }));
          }}
          onBack={() => go("settings", `[data-category="${page}"]`)}
        />
      )}
    </section>
  );
}
