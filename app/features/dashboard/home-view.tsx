// The dashboard home: a welcome and one card per area the role may open.
import { Link, useLocation, useNavigate } from "react-router";
import { DASHBOARD_AREAS, type DashboardArea } from "../../../domain/types";
import { AREAS, areaHref } from "./areas";
import { Notice } from "./notice";
import { useDashboardFrame } from "./frame-data";
import styles from "./home-view.module.css";
import ui from "./ui.module.css";
import { PageHeader } from "./page-header";

const isArea = (value: string | null): value is DashboardArea =>
  (DASHBOARD_AREAS as readonly string[]).includes(value ?? "");

export function HomeView() {
  const frame = useDashboardFrame();
  // Sent here from an area the role does not open (access.server.ts). Read through useLocation:
  // useSearchParams would add its code to the framework chunk every shop page loads.
  const { search } = useLocation();
  const navigate = useNavigate();
  const closed = new URLSearchParams(search).get("closed");
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
      {isArea(closed) && !frame.areas.includes(closed) ? (
        <Notice tone="error" onDismiss={() => void navigate("/dashboard", { replace: true })}>
          Your role does not open {AREAS[closed].label}. An administrator can change that.
        </Notice>
      ) : null}
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
