import type { DestinationStream } from 'pino';

/** One JSON log line as pino writes it. */
export interface LogRecord {
  level: number;
  msg?: string;
  request_id?: string;
  context?: string;
  [field: string]: unknown;
}

/** pino's level numbers. */
export const LOG_LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** Keeps every line the app logs (give it as startTestApp's logDestination), to read what it said. */
export class CapturedLogs implements DestinationStream {
  readonly text: string[] = [];

  write(chunk: string): void {
    this.text.push(...chunk.split('\n').filter(Boolean));
  }

  get records(): LogRecord[] {
    return this.text.map((line) => JSON.parse(line) as LogRecord);
  }

  /** The messages of the error (and fatal) lines. */
  get errors(): string[] {
    return this.records.filter((record) => record.level >= LOG_LEVEL_NUMBERS.error).map((record) => record.msg ?? '');
  }
}
