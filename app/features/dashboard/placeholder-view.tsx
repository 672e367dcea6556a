// Design and Pages until their own issue fills them (docs/behaviour.md §2).
import { Link } from "react-router";
import type { DashboardArea } from "../../../domain/types";
import { AREAS } from "./areas";
import styles from "./placeholder-view.module.css";
import ui from "./ui.module.css";
import { AreaPage } from "./area-page";

export function PlaceholderView({ area }: { area: DashboardArea }) {
  const info = AREAS[area];
  return (
    <AreaPage area={area}>
      <section className={`${ui.card} ${styles.card}`} aria-labelledby="placeholder-heading">
        <h2 id="placeholder-heading" className={styles.heading}>
          {info.label} — coming soon
        </h2>
        <p className={styles.text}>{info.description}</p>
        <Link to="/dashboard" className={ui.button}>
          Back to the dashboard
        </Link>
      </section>
    </AreaPage>
  );
}
