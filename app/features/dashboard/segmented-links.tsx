// A choice of views of one list kept in the address (All / Unread only, All / Low stock), so a
// view can be shared and Back returns to the previous one.
import { Link } from "react-router";
import segmented from "./segmented.module.css";

interface SegmentedLinksProps {
  /** The navigation landmark's name, e.g. 'Show products'. */
  label: string;
  options: readonly { label: string; search: string; current: boolean }[];
}

export function SegmentedLinks({ label, options }: SegmentedLinksProps) {
  return (
    <nav aria-label={label} className={segmented.group}>
      {options.map((option) => (
        <Link
          key={option.search}
          to={{ search: option.search }}
          className={segmented.item}
          aria-current={option.current ? "page" : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
