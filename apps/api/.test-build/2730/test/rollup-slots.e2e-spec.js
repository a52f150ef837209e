import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getModelToken } from '@nestjs/mongoose';
import { APP_CONFIG } from '../src/config/app-config.token.js';
import { RollupRepair } from '../src/rollups/rollup-repair.js';
import { RollupSlotClaimRecord, RollupSlotRecord } from '../src/rollups/rollup.schema.js';
import { RollupSlots } from '../src/rollups/rollup-slots.service.js';
import { startTestApp } from './support/test-app.js';
let api;
let slotRecords;
/** A writer slot of its own, next to the app's: no flush of the app settles its hours. */
let slots;
before(async () => {
    api = await startTestApp();
    slotRecords = api.app.get(getModelToken(RollupSlotRecord.name));
    slots = new RollupSlots(slotRecords, api.app.get(getModelToken(RollupSlotClaimRecord.name)), api.app.get(RollupRepair), api.app.get(APP_CONFIG));
    await slots.onModuleInit();
});
after(async () => {
    await slots?.release();
    await api?.close();
});
async function storedPendingHours() {
    const stored = await slotRecords.findById(`slot-${slots.slot}`).lean().exec();
    return stored?.pending_hours ?? [];
}
test('a caller marking an hour that another caller is still writing waits until that write has stored it', async () => {
    // Writes of the slot document run one after another: queue some first, so the first mark of the
    // hour is still waiting for its write when the second caller asks for the same hour.
    const earlier = Array.from({ length: 20 }, (_, index) => slots.markPending([`2026-01-01T${String(index).padStart(2, '0')}`]));
    const hour = '2026-02-01T10';
    const first = slots.markPending([hour]);
    await slots.markPending([hour, '2026-01-01T00']);
    assert.ok((await storedPendingHours()).includes(hour), 'the second caller went on before the hour was stored');
    await Promise.all([first, ...earlier]);
});
//# sourceMappingURL=rollup-slots.e2e-spec.js.map