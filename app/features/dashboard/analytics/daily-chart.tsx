// A day-by-day chart drawn by hand in SVG: bars or a line, a value axis with round ticks, about
// seven day labels, a <title> and <desc> for its name and summary, and the same numbers as a
// visually hidden table for screen readers.
import { ChartTable } from "./chart-table";
import { labelledDays, shortDay, valueTicks } from "./chart-scale";
import styles from "./chart.module.css";
import { useElementWidth } from "./use-element-width";

export interface DailyChartProps {
  id: string;
  title: string;
  /** One or two sentences: what the chart shows and what stands out. */
  description: string;
  kind: "bar" | "line";
  valueLabel: string;
  points: { day: string; value: number }[];
  /** Full value for tooltips and the table, e.g. '$ 1,250'. */
  format: (value: number) => string;
  /** Short value for the axis, e.g. '$ 1.3k'. */
  formatTick: (value: number) => string;
}

const HEIGHT = 240;
const M = { top: 14, right: 12, bottom: 30, left: 58 };

export function DailyChart(props: DailyChartProps) {
  const { id, title, description, kind, valueLabel, points, format, formatTick } = props;
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const plotW = Math.max(width - M.left - M.right, 10);
  const plotH = HEIGHT - M.top - M.bottom;
  const ticks = valueTicks(Math.max(0, ...points.map((p) => p.value)));
  const top = ticks.at(-1) ?? 1;
  const band = plotW / Math.max(points.length, 1);
  const x = (i: number) => M.left + band * (i + 0.5);
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const barW = Math.max(1, Math.min(band * 0.64, 28));
  const line = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join("");
  const area = points.length
    ? `${line}L${x(points.length - 1).toFixed(1)},${y(0)}L${x(0).toFixed(1)},${y(0)}Z`
    : "";

  return (
    <div ref={ref} className={styles.chart}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        data-chart={kind}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g className={styles.grid}>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={M.left} x2={width - M.right} y1={y(t)} y2={y(t)} data-zero={t === 0 || undefined} />
              <text x={M.left - 10} y={y(t)} dy="0.32em" textAnchor="end">
                {formatTick(t)}
              </text>
            </g>
          ))}
        </g>
        <g className={styles.days}>
          {labelledDays(points.length, Math.max(2, Math.min(7, Math.floor(plotW / 72)))).map((i) => (
            <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor="middle">
              {points[i] ? shortDay(points[i].day) : ""}
            </text>
          ))}
        </g>
        {kind === "bar" ? (
          <g className={styles.bars}>
            {points.map((p, i) => (
              <rect
                key={p.day}
                data-day={p.day}
                x={x(i) - barW / 2}
                y={y(p.value)}
                width={barW}
                height={y(0) - y(p.value)}
              >
                <title>{`${shortDay(p.day)}: ${format(p.value)}`}</title>
              </rect>
            ))}
          </g>
        ) : (
          <g className={styles.line}>
            <path className={styles.area} d={area} />
            <path className={styles.stroke} d={line} />
            {points.map((p, i) => (
              <circle key={p.day} data-day={p.day} cx={x(i)} cy={y(p.value)} r={points.length > 45 ? 2 : 3}>
                <title>{`${shortDay(p.day)}: ${format(p.value)}`}</title>
              </circle>
            ))}
          </g>
        )}
      </svg>
      <ChartTable caption={title} valueLabel={valueLabel} points={points} format={format} />
    </div>
  );
}
