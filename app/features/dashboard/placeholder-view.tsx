// Design and Pages until their own issue fills them (docs/behaviour.md §2).
import { Link } from "react-router";
import type { DashboardArea } from "../../../domain/types";
import { AREAS } from "./areas";
import styles from "./placeholder-view.module.css";
import ui from "./ui.module.css";

export function PlaceholderView({ area }: { area: DashboardArea }) {
  const info = AREAS[area];
  return (
    <div className={ui.page}>
      <div className={ui.header}>
        <div className={ui.headerText}>
          <p className={ui.eyebrow}>{info.group}</p>
          <h1 className={ui.title}>{info.label}</h1>
        </div>
      </div>
      <section className={`${ui.card} ${styles.card}`} aria-labelledby="placeholder-heading">
        <h2 id="placeholder-heading" className={styles.heading}>
          {info.label} — coming soon
        </h2>
        <p className={styles.text}>{info.description}</p>
        <Link to="/dashboard" className={ui.button}>
          Back to the dashboard
        </Link>
      </section>
    </div>
  );
}
