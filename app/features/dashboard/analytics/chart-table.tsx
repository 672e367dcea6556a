import { formatDate } from "../../../../domain/dates";

interface ChartTableProps {
  caption: string;
  valueLabel: string;
  points: { day: string; value: number }[];
  format: (value: number) => string;
}

/**
 * The chart's numbers for screen readers: one row per day. Hidden by a wrapper, because a table
 * keeps its full height whatever size it is given and would lengthen the page.
 */
export function ChartTable({ caption, valueLabel, points, format }: ChartTableProps) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{formatDate(p.day)}</th>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
