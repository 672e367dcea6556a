import { Suspense, lazy, type ReactNode } from "react";
import { MiniBag } from "../bag/mini-bag";
import { AnnouncementBar } from "./announcement-bar";
import { Header } from "./header";
import type { ShellData } from "./shell-data";
import { useViewerSync } from "./viewer";
import styles from "./shop-frame.module.css";

/** Server-rendered with the page; below the fold, so its code is fetched after hydration starts (decision 51). */
const Footer = lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

/** Skip link, header, the page's main landmark, footer and the mini bag: every shop page sits in this. */
export function ShopFrame({ shell, children }: { shell: ShellData; children: ReactNode }) {
  useViewerSync();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      {shell.announcement ? <AnnouncementBar {...shell.announcement} /> : null}
      <Header menu={shell.menu} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer service={shell.service} social={shell.social} />
      </Suspense>
      <MiniBag />
    </div>
  );
}
