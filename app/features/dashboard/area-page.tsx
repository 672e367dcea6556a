// The page of a dashboard area: its sidebar group and label (areas.ts) head it, so the page and
// the sidebar always name it alike; then its lead, its actions and its content.
import type { ReactNode, Ref } from "react";
import type { DashboardArea } from "../../../domain/types";
import { AREAS } from "./areas";
import { PageHeader } from "./page-header";
import ui from "./ui.module.css";

interface AreaPageProps {
  area: DashboardArea;
  lead?: ReactNode;
  actions?: ReactNode;
  /** For a page that moves focus to its title after an action. */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

export function AreaPage({ area, lead, actions, titleRef, children }: AreaPageProps) {
  const { group, label } = AREAS[area];
  return (
    <div className={ui.page}>
      <PageHeader eyebrow={group} title={label} titleRef={titleRef} lead={lead} actions={actions} />
      {children}
    </div>
  );
}
