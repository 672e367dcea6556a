import { useState } from "react";
import { MenuIcon } from "../../ui/icons";
import { SidePanel, lazyPanelBody } from "../../ui/side-panel";
import type { ShellData } from "./shell-data";
import styles from "./mobile-menu.module.css";

/** The menu's contents: a lazy chunk, fetched with the panel's dialog. */
const { Body: MobileMenuBody, preload } = lazyPanelBody(() => import("./mobile-menu-body"));

export function MobileMenu({ menu, className }: Pick<ShellData, "menu"> & { className?: string }) {
  const [open, setOpen] = useState(false);
  const trigger = (
    <button type="button" className={`${styles.trigger} ${className ?? ""}`}>
      <MenuIcon />
      <span className="visually-hidden">Menu</span>
    </button>
  );

  return (
    <SidePanel
      open={open}
      onOpenChange={setOpen}
      title="Menu"
      side="left"
      quietTitle
      closeLabel="Close menu"
      trigger={trigger}
      preload={preload}
    >
      <MobileMenuBody menu={menu} />
    </SidePanel>
  );
}
