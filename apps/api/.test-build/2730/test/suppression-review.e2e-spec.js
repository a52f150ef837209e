import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { SuppressionReview } from '../src/suppressions/suppression-review.service.js';
import { adminCall } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
const USER = new Types.ObjectId();
const DAY = new Date('2026-04-01T10:00:00.000Z');
/** Suppressions as versions before the classifier stored them: every 5.x.x a bounce, no reason kept (the oldest without a cause either). */
const OLD_SUPPRESSIONS = [
    { address: 'gone@recipient.example', reason: '550 5.1.1 <gone@recipient.example>: Recipient address rejected: User unknown', cause: 'bounce' },
    { address: 'jane@acme.example', reason: 'User jane (jane@acme.example) not listed in Domino Directory', cause: 'bounce' },
    { address: 'nohost@nowhere.example', reason: 'Host or domain name not found. Name service error for name=nowhere.example type=MX' },
    { address: 'blocked@recipient.example', reason: '554 5.7.1 Service unavailable; Client host [192.0.2.10] blocked using zen.spamhaus.org', cause: 'bounce' },
    { address: 'full@recipient.example', reason: '552 5.2.2 <full@recipient.example>: Mailbox full', cause: 'bounce' },
    { address: 'dmarc@recipient.example', reason: "550 5.7.26 Unauthenticated email from sender.example is not accepted due to domain's DMARC policy", cause: 'bounce' },
    { address: 'complainer@recipient.example', reason: 'Complaint: abuse report (feedback loop)', cause: 'complaint' },
    { address: 'listed@recipient.example', reason: 'Added by the account', cause: 'manual' },
];
describe('start-up review of bounce suppressions made before reasons were classified', () => {
    let first;
    let restarted = [];
    const database = (api) => api.app.get(getConnectionToken());
    /** A new API process on the same database: its start-up runs the review; resolves once it is done. */
    const restart = async () => {
        const api = await startTestApp({ shareWith: first });
        restarted.push(api);
        await api.app.get(SuppressionReview).finished;
        return api;
    };
    const listed = async (api) => (await adminCall(api, 'get', `/api/admin/suppressions?user_id=${USER.toHexString()}&limit=100`)).items;
    before(async () => {
        first = await startTestApp();
        const db = database(first);
        await db.collection('suppressions').insertMany(OLD_SUPPRESSIONS.map((entry) => ({ user_id: USER, ...entry, created_at: DAY })));
        // As if the database came from before the review: its marker is not there yet.
        await db.collection('backfills').deleteOne({ _id: 'suppressions.bounce_reason' });
    });
    after(async () => {
        for (const api of restarted)
            await api.close();
        await first?.close();
    });
    test('address-level ones stay with their reason; IP blocks, mailbox full and DMARC are lifted, each with an event saying so', async () => {
        const api = await restart();
        const kept = await listed(api);
        assert.deepEqual(kept.map((entry) => [entry.address, entry.cause, entry.bounce_reason, entry.address_level]).sort(), [
            ['complainer@recipient.example', 'complaint', null, false],
            ['gone@recipient.example', 'bounce', 'user_unknown', true],
            ['jane@acme.example', 'bounce', 'user_unknown', true],
            ['listed@recipient.example', 'manual', null, false],
            ['nohost@nowhere.example', 'bounce', 'host_unknown', true],
        ]);
        const lifts = await database(api).collection('suppression_lifts').find({ user_id: USER }).toArray();
        assert.deepEqual(lifts.map((lift) => [lift.address, lift.bounce_reason, lift.message]).sort(), [
            ['blocked@recipient.example', 'blocked', 'Suppression lifted: "Blocked (IP or domain)" is not about the address, so it no longer suppresses it'],
            ['dmarc@recipient.example', 'authentication_failure', 'Suppression lifted: "Authentication failure" is not about the address, so it no longer suppresses it'],
            ['full@recipient.example', 'mailbox_full', 'Suppression lifted: "Mailbox full" is not about the address, so it no longer suppresses it'],
        ]);
        assert.equal(lifts.find((lift) => lift.address === 'full@recipient.example')?.suppressed_because, '552 5.2.2 <full@recipient.example>: Mailbox full');
    });
    test('it runs once: a later start changes nothing, and running it again (marker gone) lifts nothing twice', async () => {
        const before = await listed(first);
        await restart();
        await database(first).collection('backfills').deleteOne({ _id: 'suppressions.bounce_reason' });
        const api = await restart();
        assert.deepEqual(await listed(api), before);
        assert.equal(await database(api).collection('suppression_lifts').countDocuments({ user_id: USER }), 3);
    });
});
//# sourceMappingURL=suppression-review.e2e-spec.js.map