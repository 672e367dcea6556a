// The back office's frame: no shop header or footer, a sidebar and one main landmark.
import type { ReactNode } from "react";
import type { DashboardFrameData } from "./frame-data";
import { Sidebar } from "./sidebar";
import { useHydrated } from "../../lib/use-hydrated";
import { useFocusOnNewPage } from "../shell/use-focus-on-new-page";
import { useKeepFocus } from "./use-keep-focus";
import { useLiveAccess } from "./use-live-access";
import styles from "./dashboard-frame.module.css";

export function DashboardFrame({ frame, children }: { frame: DashboardFrameData; children: ReactNode }) {
  // data-hydrated lets journeys wait until the forms answer to clicks and file choices.
  const hydrated = useHydrated();
  useKeepFocus("dashboard-main");
  // Another page of the dashboard starts at its heading, as the shop's do: the link followed may
  // be gone (a row's, or the phone's folded menu), and a screen reader reads the new page's name.
  useFocusOnNewPage("dashboard-main");
  useLiveAccess(frame.roleId);
  return (
    // A button clicked before hydration is held and clicked again once React is there
    // (EARLY_SUBMIT_SCRIPT in app/lib/hydration.ts), not lost.
    <div className={styles.frame} data-hold-clicks="">
      <a href="#dashboard-main" className={styles.skip}>
        Skip to content
      </a>
      {/* The column carries the colour to the page's foot; the sidebar inside it stays in view. */}
      <div className={styles.side}>
        <Sidebar frame={frame} />
      </div>
      <main id="dashboard-main" className={styles.main} tabIndex={-1} data-hydrated={hydrated}>
        {children}
      </main>
    </div>
  );
}
