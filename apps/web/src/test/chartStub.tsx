// jsdom has no canvas, so a real chart cannot draw there: tests that render a chart replace
// react-chartjs-2 with this list of its series, which is what they read.
//   vi.mock('react-chartjs-2', () => import('../../test/chartStub'));
export function Line({ data }: { data: { labels: string[]; datasets: { label: string; data: number[]; borderColor: string }[] } }) {
  return (
    <ul aria-label="Chart">
      {data.datasets.map((series) => (
        <li key={series.label} data-colour={series.borderColor}>
          {series.label}: {series.data.join(',')}
        </li>
      ))}
    </ul>
  );
}
