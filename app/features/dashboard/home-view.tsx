// The dashboard home: a welcome and one card per area the role may open.
import { Link } from "react-router";
import { AREAS, areaHref } from "./areas";
import { useDashboardFrame } from "./frame-data";
import styles from "./home-view.module.css";
import ui from "./ui.module.css";
import { PageHeader } from "./page-header";

export function HomeView() {
  const frame = useDashboardFrame();
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow="Dashboard"
        title={<>Welcome, {frame.firstName}</>}
        lead={
          <>
            You are signed in as {frame.roleName}. These are the parts of the boutique your role looks after.
          </>
        }
      />
      {frame.areas.length === 0 ? (
        <p className={ui.lead}>Your role does not open any area yet. An administrator can change that.</p>
      ) : (
        <ul className={styles.grid}>
          {frame.areas.map((area) => {
            const info = AREAS[area];
            return (
              <li key={area}>
                <Link to={areaHref(area)} className={styles.card}>
                  <span className={styles.group}>{info.group}</span>
                  <span className={styles.name}>{info.label}</span>
                  <span className={styles.text}>{info.description}</span>
                  <span className={info.ready ? styles.open : styles.soon}>
                    {info.ready ? "Open" : "Coming soon"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
