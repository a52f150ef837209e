import { appendFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shapesOfCommand } from './command-shape.js';
/**
 * Where the e2e tests append the shapes of the commands the API sends (one JSON line each) and
 * the indexes its schemas declare; the index audit (test/index-audit.check.ts) reads it after the
 * suite. Unset: nothing is recorded.
 */
export const SHAPES_FILE_VARIABLE = 'INDEX_AUDIT_SHAPES_FILE';
/** Every test file runs in its own process: each line is written once per process. */
const written = new Set();
const testFile = basename(process.argv[1] ?? 'unknown');
/** The compiled test and source folders (this file is in test/support/index-audit), and the build's root. */
const testFolderUrl = pathToFileURL(join(import.meta.dirname, '..', '..')).href + '/';
const sourceFolderUrl = pathToFileURL(join(import.meta.dirname, '..', '..', '..', 'src')).href + '/';
const buildFolderUrl = pathToFileURL(join(import.meta.dirname, '..', '..', '..')).href + '/';
const ownUrl = pathToFileURL(import.meta.filename).href;
/** Enough frames to reach, through the driver's and mongoose's own, the code that sent the command. */
const STACK_FRAMES = 60;
export function shapesFile() {
    return process.env[SHAPES_FILE_VARIABLE] || undefined;
}
/** The listener the API's database client calls with every command, when shapes are recorded. */
export function commandShapeRecorder() {
    const file = shapesFile();
    if (!file)
        return undefined;
    return (event) => {
        const shapes = shapesOfCommand(event.commandName, event.command);
        if (shapes.length === 0)
            return;
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = STACK_FRAMES;
        const stack = new Error().stack ?? '';
        Error.stackTraceLimit = limit;
        const sender = senderOf(stack);
        if (sender === 'test')
            return;
        for (const shape of shapes) {
            writeOnce(file, `${JSON.stringify(shape)} ${sender}`, { kind: 'shape', shape, source: sender, test: testFile });
        }
    };
}
/** Records the indexes the app's models declare (_id's goes without saying): what the audit checks shapes against. */
export function recordDeclaredIndexes(connection) {
    const file = shapesFile();
    if (!file)
        return;
    for (const model of Object.values(connection.models)) {
        const collection = model.collection.collectionName;
        const indexes = [];
        for (const [fields, options] of model.schema.indexes()) {
            const keys = Object.entries(fields).map(([field, direction]) => [field, Number(direction) < 0 ? -1 : 1]);
            const name = keys.map(([field, direction]) => `${field}_${direction}`).join('_');
            indexes.push({ collection, name, keys, unique: options.unique === true });
        }
        writeOnce(file, `indexes ${collection}`, { kind: 'indexes', indexes });
    }
}
/**
 * Who sent the command, from the first frame of the build in its (async) stack: 'test' when the
 * test itself did (setting a document up, checking what was stored), which is not the API's;
 * otherwise the API module (an API call the test makes directly has a frame in src first).
 */
function senderOf(stack) {
    let sharedHelper = '';
    for (const line of stack.split('\n')) {
        const at = line.indexOf(buildFolderUrl);
        if (at === -1 || line.includes(ownUrl))
            continue;
        if (line.startsWith(testFolderUrl, at))
            return sharedHelper || 'test';
        if (!line.startsWith(sourceFolderUrl, at))
            return sharedHelper;
        const module = /^([^:]+)\.js:/.exec(line.slice(at + sourceFolderUrl.length))?.[1] ?? '';
        // A shared helper (common/) names the module that called it, when the stack shows one.
        if (!module.startsWith('common/'))
            return module;
        sharedHelper ||= module;
    }
    return sharedHelper;
}
function writeOnce(file, key, line) {
    if (written.has(key))
        return;
    written.add(key);
    // One short write with O_APPEND: the parallel test processes' lines do not interleave.
    appendFileSync(file, `${JSON.stringify(line)}\n`);
}
//# sourceMappingURL=shape-recorder.js.map