import type { ReactNode } from "react";
import page from "./shop-page.module.css";

/** The classes a page's CSS module gives its header (contact, order status, legal and FAQ pages). */
interface HeaderClasses {
  header?: string;
  titleStack?: string;
  eyebrow?: string;
  title?: string;
}

/** The kit's inset masthead (contact, order status): the page's title under its eyebrow. */
export const MASTHEAD_INSET: HeaderClasses = {
  header: page.mastheadInset,
  titleStack: page.stack,
  eyebrow: page.eyebrow,
  title: page.title,
};

/** A page's h1 under its small eyebrow label, and what the page says below it (`children`). */
export function PageHeader({
  eyebrow,
  title,
  classes,
  children,
}: {
  eyebrow: string;
  title: string;
  classes: HeaderClasses;
  children: ReactNode;
}) {
  return (
    <header className={classes.header}>
      <h1 className={classes.titleStack}>
        <span className={classes.eyebrow}>{eyebrow} </span>
        <span className={classes.title}>{title}</span>
      </h1>
      {children}
    </header>
  );
}
