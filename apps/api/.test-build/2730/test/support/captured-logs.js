/** pino's level numbers. */
export const LOG_LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
/** Keeps every line the app logs (give it as startTestApp's logDestination), to read what it said. */
export class CapturedLogs {
    text = [];
    write(chunk) {
        this.text.push(...chunk.split('\n').filter(Boolean));
    }
    get records() {
        return this.text.map((line) => JSON.parse(line));
    }
    /** The messages of the error (and fatal) lines. */
    get errors() {
        return this.records.filter((record) => record.level >= LOG_LEVEL_NUMBERS.error).map((record) => record.msg ?? '');
    }
}
//# sourceMappingURL=captured-logs.js.map