// The dashboard's navigation (docs/behaviour.md §2): Dashboard and Website, then the Content, People and
// Website groups. An entry shows only when the role opens its area; an empty group is left out.
// On a phone the links fold behind 'Menu', so each page starts with its own content, and fold
// again once one of them is followed.
import { Fragment, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { AREA_GROUPS, AREAS, areaHref, RETURNS_HREF } from "./areas";
import type { DashboardFrameData } from "./frame-data";
import styles from "./sidebar.module.css";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

export function Sidebar({ frame }: { frame: DashboardFrameData }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Another page: the menu folds (adjusted while rendering, so the new page never shows it open).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  return (
    <header className={styles.sidebar}>
      <Link to="/dashboard" className={styles.brand}>
        <span className={styles.wordmark}>Atelier</span>
        <span className={styles.brandNote}>Back office</span>
      </Link>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls="dashboard-menu"
        onClick={() => setOpen((was) => !was)}
      >
        Menu
      </button>
      <div id="dashboard-menu" className={styles.menu} data-open={open || undefined}>
        <nav aria-label="Dashboard" className={styles.nav}>
          <ul className={styles.list}>
            <li>
              <NavLink to="/dashboard" end className={linkClass}>
                Dashboard
              </NavLink>
            </li>
            <li>
              <Link to="/" className={styles.link}>
                Website
              </Link>
            </li>
          </ul>
          {AREA_GROUPS.map((group) => {
            const entries = frame.areas.filter((area) => AREAS[area].group === group);
            if (entries.length === 0) return null;
            const labelId = `sidebar-group-${group.toLowerCase()}`;
            return (
              <div key={group} className={styles.group}>
                <span id={labelId} className={styles.groupLabel}>
                  {group}
                </span>
                <ul className={styles.list} aria-labelledby={labelId}>
                  {entries.map((area) => (
                    <Fragment key={area}>
                      <li>
                        <NavLink
                          to={areaHref(area)}
                          className={({ isActive }) =>
                            linkClass({
                              isActive:
                                isActive || (AREAS[area].alsoAt ?? []).some((p) => pathname.startsWith(p)),
                            })
                          }
                        >
                          {AREAS[area].label}
                        </NavLink>
                      </li>
                      {/* Returns belong to the orders area, behind its 'returns' action (decision 75). */}
                      {area === "orders" && frame.actions.orders?.includes("returns") ? (
                        <li>
                          <NavLink to={RETURNS_HREF} className={linkClass}>
                            Returns
                          </NavLink>
                        </li>
                      ) : null}
                    </Fragment>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
        <div className={styles.staff}>
          <p className={styles.staffName}>{frame.fullName}</p>
          <p className={styles.staffRole}>{frame.roleName}</p>
          <Link to="/account" className={styles.staffLink}>
            My Account
          </Link>
        </div>
      </div>
    </header>
  );
}
