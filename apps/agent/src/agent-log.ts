/**
 * Log lines of the agent: `<time> <event> key=value ...`, one line each, so that grep, journald
 * and log shippers need no parser. Delivery results go to stdout (the record an operator
 * searches), everything else to stderr.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface AgentLog {
  /** One line per recipient result of a delivery. */
  delivery(outcome: string, fields: LogFields): void;
  /** Start, stop, heartbeat and API trouble. */
  event(event: string, fields?: LogFields): void;
}

export function formatLogLine(event: string, fields: LogFields, now = new Date()): string {
  const time = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const pairs = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${formatValue(String(value))}`);
  return [time, event, ...pairs].join(' ');
}

/** Bare when safe, JSON-quoted otherwise: SMTP replies carry spaces, quotes and line breaks. */
function formatValue(value: string): string {
  return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
}

export const consoleLog: AgentLog = {
  delivery: (outcome, fields) => process.stdout.write(formatLogLine(outcome, fields) + '\n'),
  event: (event, fields = {}) => process.stderr.write(formatLogLine(event, fields) + '\n'),
};
