import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pipeline as pipelineWithCallback } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { mongo } from 'mongoose';
import { BACKUP_REASONS } from '@platform/contracts';
/*
 * A backup file is gzip-compressed text, one JSON value per line, so it is written and read as
 * a stream whatever the size of the database:
 *   {"format":"platform-backup","version":1,"taken_at":"<ISO>"}
 *   {"collection":"<name>"}            then one line per document of that collection:
 *   {"document":<Extended JSON>}       canonical, so ObjectIds, dates and number types survive
 *   {"end":true,"counts":{"<name>":<documents>,...}}
 * The closing line tells a complete file from one cut short.
 */
const FORMAT = 'platform-backup';
const VERSION = 1;
const { EJSON } = mongo.BSON;
const FILE_NAME = new RegExp(`^backup-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})-(\\d{2})-(\\d{2})-(\\d{3})Z-(${BACKUP_REASONS.join('|')})\\.ndjson\\.gz$`);
/** `backup-2025-01-31T02-00-00-000Z-scheduled.ndjson.gz`: sorts by time, says why it was taken. */
export function backupFileName(takenAt, reason) {
    return `backup-${takenAt.toISOString().replace(/[:.]/g, '-')}-${reason}.ndjson.gz`;
}
/** The time and reason in a backup file's name; null for any other file (such as one half-written). */
export function parseBackupFileName(file) {
    const match = FILE_NAME.exec(file);
    if (!match)
        return null;
    const [, day, hours, minutes, seconds, milliseconds, reason] = match;
    const takenAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${milliseconds}Z`);
    return Number.isNaN(takenAt.getTime()) ? null : { file, takenAt, reason: reason };
}
/** Writes the collections to `path` (which must not exist yet); answers the documents per collection. */
export async function writeBackupFile(path, takenAt, collections) {
    const counts = {};
    async function* lines() {
        yield `${JSON.stringify({ format: FORMAT, version: VERSION, taken_at: takenAt.toISOString() })}\n`;
        for (const { name, documents } of collections) {
            counts[name] = 0;
            yield `${JSON.stringify({ collection: name })}\n`;
            for await (const document of documents) {
                counts[name] += 1;
                yield `${EJSON.stringify({ document }, { relaxed: false })}\n`;
            }
        }
        yield `${JSON.stringify({ end: true, counts })}\n`;
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return counts;
}
export class UnreadableBackupError extends Error {
}
/** The collections and documents of a backup file, in order; throws UnreadableBackupError for a damaged file. */
export async function* readBackupFile(path) {
    let line = 0;
    let current;
    const counts = {};
    let ended = false;
    const fail = (problem) => new UnreadableBackupError(`line ${line}: ${problem}`);
    try {
        for await (const text of textLines(path)) {
            line += 1;
            const value = parseLine(text, fail);
            if (line === 1) {
                if (value.format !== FORMAT || Number(value.version) !== VERSION)
                    throw fail('not a platform backup (unknown format or version)');
                continue;
            }
            if (ended)
                throw fail('data after the closing line');
            if (typeof value.collection === 'string' && value.collection) {
                current = value.collection;
                counts[current] = 0;
                yield { kind: 'collection', name: current };
            }
            else if (isDocument(value.document)) {
                if (current === undefined)
                    throw fail('a document before any collection');
                counts[current] += 1;
                yield { kind: 'document', collection: current, document: value.document };
            }
            else if (value.end === true) {
                ended = true;
                if (!sameCounts(value.counts, counts))
                    throw fail('the closing line does not match the documents read');
            }
            else {
                throw fail('an entry that is neither a collection, a document nor the closing line');
            }
        }
    }
    catch (error) {
        if (error instanceof UnreadableBackupError)
            throw error;
        throw new UnreadableBackupError(error instanceof Error ? error.message : String(error));
    }
    if (!ended)
        throw new UnreadableBackupError('the file ends before its closing line (cut short)');
}
function parseLine(text, fail) {
    try {
        const value = EJSON.parse(text, { relaxed: false });
        if (typeof value === 'object' && value !== null && !Array.isArray(value))
            return value;
    }
    catch {
        // Reported below with the line number.
    }
    throw fail('not valid Extended JSON');
}
function isDocument(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function sameCounts(declared, read) {
    if (!isDocument(declared))
        return false;
    const names = Object.keys(read);
    return names.length === Object.keys(declared).length && names.every((name) => Number(declared[name]) === read[name]);
}
/** The file's lines, decompressed; read and gzip errors (damage, truncation) end the iteration with that error. */
async function* textLines(path) {
    const text = pipelineWithCallback(createReadStream(path), createGunzip(), () => undefined);
    text.setEncoding('utf8');
    let pending = '';
    for await (const chunk of text) {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        yield* lines;
    }
    if (pending)
        yield pending;
}
//# sourceMappingURL=backup-file.js.map