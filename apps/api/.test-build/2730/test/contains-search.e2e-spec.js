import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { startTestApp } from './support/test-app.js';
/** Far more than either database reads in the time bound below. */
const RECORDS = 20_000;
const BATCH = 1_000;
/**
 * Searches that match any part of a value (relays, SMTP accounts) have no index to serve them:
 * they stop at CONTAINS_SEARCH_MAX_TIME_MS and say so instead of reading on.
 */
describe('contains-searches bounded in time', () => {
    let api;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    before(async () => {
        api = await startTestApp({ env: { CONTAINS_SEARCH_MAX_TIME_MS: '1' } });
        const database = api.app.get(getConnectionToken());
        for (let start = 0; start < RECORDS; start += BATCH) {
            const numbers = Array.from({ length: BATCH }, (_, offset) => start + offset);
            await database.collection('relays').insertMany(numbers.map((n) => ({ name: `bulk-${n}`, smtp_host: `h${n}.bulk.example`, createdAt: new Date() })));
            await database.collection('smtp_accounts').insertMany(numbers.map((n) => ({ email: `u${n}@bulk.example`, domain: 'bulk.example', createdAt: new Date() })));
        }
    });
    after(async () => {
        await api?.close();
    });
    for (const path of ['/api/admin/relays', '/api/admin/smtp-accounts']) {
        test(`${path}: a search stopped at its time bound answers no items, no next page, and search_cut_short`, async () => {
            const response = await api.http.get(`${path}?search=${encodeURIComponent('no-such-text')}`).set(admin());
            assert.equal(response.status, 200, JSON.stringify(response.body));
            const body = response.body;
            assert.deepEqual([body.items, body.total, body.has_more, body.search_cut_short], [[], null, false, true]);
        });
    }
});
//# sourceMappingURL=contains-search.e2e-spec.js.map