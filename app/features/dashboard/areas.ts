// The dashboard's areas as staff meet them: sidebar group, label and a one-line description.
// The order of DASHBOARD_AREAS is the sidebar's order (docs/behaviour.md §2).
import { DASHBOARD_AREAS, type DashboardArea } from "../../../domain/types";

export type AreaGroup = "Content" | "People" | "Website";

export interface AreaInfo {
  area: DashboardArea;
  label: string;
  group: AreaGroup;
  description: string;
  /** Placeholder areas are filled by a later issue; the home card says so. */
  ready: boolean;
  /** Pages of the area at another address, reached from it (its entry stays marked there). */
  alsoAt?: readonly string[];
}

export const AREAS: Record<DashboardArea, AreaInfo> = {
  products: {
    area: "products",
    label: "Products",
    group: "Content",
    // Says what the area holds, not what may be done there: that depends on the role.
    description: "The pieces shown in the boutique: their pictures, sizes, prices and stock.",
    ready: true,
  },
  orders: {
    area: "orders",
    label: "Orders",
    group: "Content",
    description: "Follow purchases, cancellations and deliveries in one place.",
    ready: true,
  },
  analytics: {
    area: "analytics",
    label: "Analytics",
    group: "Content",
    description: "Sales by day, the average order and the pieces that sell best.",
    ready: true,
  },
  users: {
    area: "users",
    label: "Users",
    group: "People",
    description: "Customer and staff accounts, their profiles and roles.",
    ready: true,
  },
  roles: {
    area: "roles",
    label: "Roles",
    group: "People",
    description: "Which parts of the dashboard each role may open, and what it may do there.",
    ready: true,
  },
  messages: {
    area: "messages",
    label: "Messages",
    group: "People",
    description: "Read what clients write to us, and the newsletter list.",
    ready: true,
    alsoAt: ["/dashboard/emails"],
  },
  design: {
    area: "design",
    label: "Design",
    group: "Website",
    description:
      "The home page's image and words, the announcement bar, client service details and social links.",
    ready: true,
  },
  pages: {
    area: "pages",
    label: "Pages",
    group: "Website",
    description: "The legal texts and the FAQ: drafts, publishing and every earlier version.",
    ready: true,
  },
};

export const AREA_GROUPS: readonly AreaGroup[] = ["Content", "People", "Website"];

/** Sections served by the placeholder route; the ready areas have routes of their own. */
export const PLACEHOLDER_AREAS = DASHBOARD_AREAS.filter((area) => !AREAS[area].ready);

export function isPlaceholderArea(value: string | undefined): value is DashboardArea {
  return PLACEHOLDER_AREAS.some((area) => area === value);
}

export function areaHref(area: DashboardArea): string {
  return `/dashboard/${area}`;
}

/** The Returns list: part of the orders area, opened by its 'returns' action (decision 75). */
export const RETURNS_HREF = "/dashboard/returns";
