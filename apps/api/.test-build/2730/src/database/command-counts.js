import { writeFileSync } from 'node:fs';
/** How often the counts file is rewritten: a benchmark reads it before and after its load. */
const WRITE_INTERVAL_MS = 1000;
/**
 * Counts the database commands this process sends, by command name and collection (the
 * driver's command monitoring), and keeps them in a JSON file, rewritten every second and at
 * exit. For benchmarks (DB_COMMAND_COUNTS_FILE): they print commands per message.
 */
export function countDatabaseCommands(connection, file) {
    const counts = {};
    connection.getClient().on('commandStarted', (event) => {
        const collection = event.command[event.commandName];
        const key = typeof collection === 'string' ? `${event.commandName} ${collection}` : event.commandName;
        counts[key] = (counts[key] ?? 0) + 1;
    });
    const write = () => writeFileSync(file, JSON.stringify(counts));
    setInterval(write, WRITE_INTERVAL_MS).unref();
    process.once('exit', write);
}
//# sourceMappingURL=command-counts.js.map