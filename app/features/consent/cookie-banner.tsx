// docs/behaviour.md §2, §4: the cookie banner, shown on every page while no choice is stored or after Cookie
// Settings reopened it. A fixed overlay drawn after hydration, so it never moves the page. The panel
// itself (banner-panel.tsx) is a lazy chunk: no visitor pays for it on a page where it stays shut.
import { Suspense, lazy } from "react";
import { useBannerView } from "./consent-store";

const BannerPanel = lazy(() => import("./banner-panel"));

const ANNOUNCEMENT = "Cookie choices: the cookie banner asks whether Atelier may use optional cookies.";

export function CookieBanner() {
  const view = useBannerView();
  return (
    <>
      {/* Present from the server on, so that filling it is read out when the banner appears. */}
      <p role="status" className="visually-hidden">
        {view === "intro" ? ANNOUNCEMENT : ""}
      </p>
      {/* Keyed by view: Cookie Settings pressed while the first-visit notice shows starts afresh. */}
      {view ? (
        <Suspense fallback={null}>
          <BannerPanel key={view} initialView={view} />
        </Suspense>
      ) : null}
    </>
  );
}
