// What the open mobile menu shows: the boutique's sections, account, client service and contact.
// Loaded by mobile-menu.tsx when the menu is first wanted.
import { Link } from "react-router";
import type { SubCategoryLink } from "../../../domain/types";
import { DisclosureMark } from "../../ui/disclosure-mark";
import { SidePanelClose } from "../../ui/side-panel";
import { useClientService } from "../../lib/client-service";
import { CLIENT_SERVICE_LINK, DASHBOARD_LINK, accountLink } from "./nav-links";
import type { ShellData } from "./shell-data";
import { useViewer } from "./viewer";
import styles from "./mobile-menu.module.css";

/** A link that also closes the menu, so the page behind is ready when the panel slides away. */
function MenuLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <SidePanelClose asChild>
      <Link to={to} className={className}>
        {children}
      </Link>
    </SidePanelClose>
  );
}

function CategoryDisclosure({
  label,
  base,
  links,
}: {
  label: string;
  base: string;
  links: SubCategoryLink[];
}) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        {label}
        <DisclosureMark />
      </summary>
      <ul className={styles.subList}>
        <li>
          <MenuLink to={base} className={styles.subLink}>
            View All
          </MenuLink>
        </li>
        {links.map((link) => (
          <li key={link.url}>
            <MenuLink to={`${base}/${link.url}`} className={styles.subLink}>
              {link.title}
            </MenuLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function MobileMenuBody({ menu }: Pick<ShellData, "menu">) {
  // Drawn only in the browser, once the menu opens: the viewer is known by then (decision 45).
  const viewer = useViewer();
  const account = accountLink(viewer);
  const service = useClientService();
  return (
    <>
      <nav aria-label="Boutique" className={styles.nav}>
        <ul className={styles.list}>
          <li>
            <MenuLink to="/explore" className={styles.link}>
              New Arrivals
            </MenuLink>
          </li>
          <li>
            <CategoryDisclosure label="Women" base="/women" links={menu.women} />
          </li>
          <li>
            <CategoryDisclosure label="Men" base="/men" links={menu.men} />
          </li>
          <li>
            <MenuLink to="/explore" className={styles.link}>
              Explore
            </MenuLink>
          </li>
        </ul>
        <ul className={styles.secondary}>
          <li>
            <MenuLink to={account.to} className={styles.secondaryLink}>
              {account.label}
            </MenuLink>
          </li>
          {viewer === "staff" ? (
            <li>
              <MenuLink to={DASHBOARD_LINK.to} className={styles.secondaryLink}>
                {DASHBOARD_LINK.label}
              </MenuLink>
            </li>
          ) : null}
          <li>
            <MenuLink to={CLIENT_SERVICE_LINK.to} className={styles.secondaryLink}>
              {CLIENT_SERVICE_LINK.label}
            </MenuLink>
          </li>
        </ul>
      </nav>
      <address className={styles.contact}>
        <a href={service.phoneHref}>{service.phone}</a>
        <a href={`mailto:${service.email}`}>{service.email}</a>
        <p>{service.hours}</p>
      </address>
    </>
  );
}
