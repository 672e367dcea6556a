import type { ReactNode } from "react";
import { MiniBag } from "../bag/mini-bag";
import { AnnouncementBar } from "./announcement-bar";
import { Footer } from "./footer";
import { Header } from "./header";
import type { ShellData } from "./shell-data";
import { useViewerSync } from "./viewer";
import styles from "./shop-frame.module.css";

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
      <Footer service={shell.service} social={shell.social} />
      <MiniBag />
    </div>
  );
}
