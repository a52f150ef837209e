import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { ALLOWED_UNSERVED_SHAPES, allowanceFor } from './support/index-audit/allowed-unserved-shapes.js';
import { describeShape } from './support/index-audit/command-shape.js';
import { describeIndex, indexCoverage } from './support/index-audit/index-coverage.js';
import { SHAPES_FILE_VARIABLE, shapesFile } from './support/index-audit/shape-recorder.js';
function readRecording(file) {
    const indexes = new Map();
    const rows = new Map();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim())
            continue;
        const recorded = JSON.parse(line);
        if (recorded.kind === 'indexes') {
            for (const index of recorded.indexes)
                indexes.set(`${index.collection} ${index.name}`, index);
            continue;
        }
        const description = describeShape(recorded.shape);
        const row = rows.get(description) ?? { shape: recorded.shape, description, sources: new Set(), tests: new Set(), coverage: undefined };
        row.sources.add(recorded.source || '?');
        row.tests.add(recorded.test.replace(/\.e2e-spec\.js$/, ''));
        rows.set(description, row);
    }
    const declared = [...indexes.values()];
    for (const row of rows.values())
        row.coverage = indexCoverage(row.shape, declared);
    return { rows: [...rows.values()].sort((a, b) => a.description.localeCompare(b.description)), indexes: declared };
}
function table(rows) {
    const lines = ['| Command shape | Served by | Checked per entry | Sent from |', '| --- | --- | --- | --- |'];
    const line = (shape, servedBy, residual, sources) => lines.push(`| \`${shape}\` | ${servedBy} | ${residual} | ${[...new Set(sources)].sort().join(', ')} |`);
    // Shapes an allowance covers for any collection (a backup's reads...) make one row each.
    const grouped = new Map();
    for (const row of rows) {
        const allowance = row.coverage ? undefined : allowanceFor(row.description, row.sources);
        if (allowance?.shape.startsWith('*.')) {
            grouped.set(allowance, [...(grouped.get(allowance) ?? []), row]);
            continue;
        }
        const servedBy = row.coverage ? row.coverage.indexes.map(describeIndex).join(' ∣ ') : `none: ${allowance?.reason ?? 'NOT ALLOWED'}`;
        line(row.description, servedBy, row.coverage?.residual.join(', ') ?? '', row.sources);
    }
    for (const [allowance, covered] of grouped) {
        line(`${allowance.shape}`, `none (${covered.length} collections): ${allowance.reason}`, '', covered.flatMap((row) => [...row.sources]));
    }
    return lines.join('\n');
}
describe('index audit of the commands the e2e suite sent', () => {
    const file = shapesFile();
    const recording = file ? readRecording(file) : { rows: [], indexes: [] };
    if (recording.rows.length > 0)
        console.log(`\n${table(recording.rows)}\n`);
    test('the e2e suite recorded command shapes and the declared indexes', () => {
        assert.ok(file, `${SHAPES_FILE_VARIABLE} names no file: run the audit with pnpm test:index-audit`);
        assert.ok(recording.rows.length > 0, `${file} holds no command shapes`);
        assert.ok(recording.indexes.length > 0, `${file} holds no declared indexes`);
    });
    test('every command shape is served by a declared index, or allowed with its reason', () => {
        const unserved = recording.rows.filter((row) => !row.coverage && !allowanceFor(row.description, row.sources));
        assert.deepEqual(unserved.map((row) => `${row.description} from ${[...row.sources].join(', ')} (${[...row.tests].join(', ')})`), [], 'these shapes have no index to serve them');
    });
    test('no allow-list entry names a shape that an index now serves, and each says why', () => {
        const served = recording.rows.filter((row) => row.coverage && ALLOWED_UNSERVED_SHAPES.some((entry) => entry.shape === row.description));
        assert.deepEqual(served.map((row) => row.description), []);
        assert.deepEqual(ALLOWED_UNSERVED_SHAPES.filter((entry) => entry.reason.trim().length < 20), []);
    });
});
//# sourceMappingURL=index-audit.check.js.map