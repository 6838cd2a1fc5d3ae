/**
 * The price line graph (chart.js through react-chartjs-2, imported only by this island so no other
 * page loads them). Gets already downsampled points; labels are formatted per locale. The canvas
 * has an accessible name; the table is the text alternative.
 */
import { CategoryScale, Chart as ChartJS, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { GraphPoint } from './data';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip);

export interface GraphProps {
  points: GraphPoint[];
  label: string;
  formatX: (x: string) => string;
  formatY: (y: number) => string;
  /** The prices' unit ('EUR/t', 'USD/t'): the tooltip names it (issue 27: it showed a bare number). */
  unit: string;
}

/** A tooltip's text: the formatted price and its unit. */
export function tooltipLabel(value: number, formatY: (y: number) => string, unit: string): string {
  return `${formatY(value)} ${unit}`;
}

export default function Graph({ points, label, formatX, formatY, unit }: GraphProps) {
  return (
    <div className="ks-metals__graph">
      <Line
        aria-label={label}
        role="img"
        data={{
          labels: points.map((p) => formatX(p.x)),
          datasets: [{ label, data: points.map((p) => p.y), borderColor: '#0b5cad', backgroundColor: '#0b5cad', pointRadius: 0, borderWidth: 2, tension: 0 }],
        }}
        options={{
          animation: false,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: { x: { ticks: { maxTicksLimit: 8 } }, y: { ticks: { callback: (value) => formatY(Number(value)) } } },
          plugins: { tooltip: { callbacks: { label: (item) => tooltipLabel(Number(item.parsed.y), formatY, unit) } } },
        }}
      />
    </div>
  );
}
