import type { ReportDay } from '@platform/contracts';
import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

/**
 * SPEC section 9: Sent orange, Delivered green, Bounced red (canvas cannot read the CSS variables).
 * Sent is the messages accepted, as the customer's overview counts them (README: "Sent").
 */
const SERIES = [
  { label: 'Sent', field: 'sent', color: '#f79009' },
  { label: 'Delivered', field: 'delivered', color: '#12805c' },
  { label: 'Bounced', field: 'bounced', color: '#d92d20' },
] as const;

const prefersReducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Axis and legend text in the console's own font, size and muted colour: the canvas cannot
// inherit them, so they are read from the page's styles once, when the chart's code loads.
const pageStyle = getComputedStyle(document.documentElement);
ChartJS.defaults.font.family = pageStyle.fontFamily;
ChartJS.defaults.font.size = 12;
ChartJS.defaults.color = pageStyle.getPropertyValue('--color-text-muted').trim() || '#667085';

const OPTIONS: ChartOptions<'line'> = {
  responsive: true,
  // The console's CSS drops its transitions for readers who ask for less motion; the canvas follows suit.
  ...(prefersReducedMotion && { animation: false }),
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: { position: 'bottom', labels: { usePointStyle: true, boxHeight: 6, boxWidth: 6, font: { size: 13 } } },
  },
  scales: {
    // offset: the first and last days sit half a step in from the edges, so their points are drawn whole.
    // Labels stay level: the axis skips some days rather than tilting them.
    x: { offset: true, grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 16 } },
    y: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: '#eef1f6' } },
  },
};

/** The server names days as UTC dates (YYYY-MM-DD). */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function chartData(days: readonly ReportDay[]): ChartData<'line'> {
  return {
    labels: days.map((day) => dayLabel(day.date)),
    datasets: SERIES.map((series) => ({
      label: series.label,
      // A server that sends SPEC's rows alone (date, total, delivered, bounced) has no sent: its total stands in.
      data: days.map((day) => (series.field === 'sent' ? ((day as Partial<ReportDay>).sent ?? day.total) : day[series.field])),
      borderColor: series.color,
      backgroundColor: series.color,
      borderWidth: 2,
      pointRadius: 3,
      // Monotone curves never overshoot: a count between two days stays between them.
      cubicInterpolationMode: 'monotone',
    })),
  };
}

/** Messages sent, delivered and bounced per day (SendingChart decides whether there is anything to draw). */
export function DeliveryChart({ days }: { days: readonly ReportDay[] }) {
  return (
    <div className="delivery-chart">
      <Line data={chartData(days)} options={OPTIONS} aria-label="Messages sent, delivered and bounced per day" role="img" />
    </div>
  );
}
