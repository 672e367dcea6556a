import { Suspense, lazy, use, type ReactNode } from "react";
import { MiniBag } from "../bag/mini-bag";
import { AnnouncementBar } from "./announcement-bar";
import "./frame-styles";
import { FrameFromCopyContext } from "./frame-slots";
import { Header } from "./header";
import { Wordmark } from "./wordmark";
import type { ShellData } from "./shell-data";
import { useFocusOnNewPage } from "./use-focus-on-new-page";
import { useViewerSync } from "./viewer";
import styles from "./shop-frame.module.css";

/** Server-rendered with the page; below the fold, so its code is fetched after hydration starts (decision 51). */
const Footer = lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

/** The class of the frame's root element: where the server finds the frame in a page. */
export const FRAME_CLASS = styles.frame;

/**
 * Skip link, header, the page's main landmark, footer and the mini bag: every shop page sits in this.
 * Personal pages send this frame from the server's copy (decision 110), which holds while the frame
 * reads nothing but `shell` and the address, keeps its children at the places the marks take, and
 * hoists nothing into <head> but the wordmark's preload: tests/integration/frame-copy.test.ts
 * fails on any page where that stops being true.
 */
export function ShopFrame({ shell, children }: { shell: ShellData; children: ReactNode }) {
  useViewerSync();
  useFocusOnNewPage();
  const main = (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
  // The server holds this frame's HTML already: it writes marks in place of the parts around
  // <main> and swaps them for that HTML. Same children at the same places as below, so the ids
  // React derives from positions (useId) come out the same inside <main>; the wordmark inside the
  // first mark has React preload it in <head> as the header's image does, in the same order.
  // Only the server draws from a copy: the browser's bundle leaves this branch out.
  if (import.meta.env.SSR && use(FrameFromCopyContext))
    return (
      <div className={styles.frame}>
        <template data-frame-part="before">
          <Wordmark />
        </template>
        {null}
        {null}
        {main}
        <template data-frame-part="after" />
        {null}
      </div>
    );
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      {shell.announcement ? <AnnouncementBar {...shell.announcement} /> : null}
      <Header menu={shell.menu} />
      {main}
      <Suspense fallback={null}>
        <Footer service={shell.service} social={shell.social} />
      </Suspense>
      <MiniBag />
    </div>
  );
}
