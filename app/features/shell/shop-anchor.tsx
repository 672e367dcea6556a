import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link staff published: a path of the boutique navigates in the app, an https address leaves it. */
export function ShopAnchor({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return href.startsWith("/") ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
