/** The npm package parse-prometheus-text-format ships no types: what the tests use of it. */
declare module 'parse-prometheus-text-format' {
  export interface PrometheusSample {
    labels?: Record<string, string>;
    value?: string;
    /** Histograms: cumulative counts by upper bound (`le`), e.g. { '1': '0', '+Inf': '3' }. */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  }
  /** Throws on a line that is not in the text format. */
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
