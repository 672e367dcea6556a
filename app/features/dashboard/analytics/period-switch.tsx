import { Link } from "react-router";
import { ANALYTICS_PERIODS } from "../../../../domain/contracts/analytics";
import segmented from "../segmented.module.css";

/** 7, 30 or 90 days, in the query string so a period can be shared and survives a reload. */
export function PeriodSwitch({ days }: { days: number }) {
  return (
    <nav aria-label="Period" className={segmented.group}>
      {ANALYTICS_PERIODS.map((period) => (
        <Link
          key={period}
          to={{ search: `?days=${period}` }}
          className={segmented.item}
          aria-current={period === days ? "page" : undefined}
          preventScrollReset
        >
          {period} days
        </Link>
      ))}
    </nav>
  );
}
